import FlowCore
import FlowScenarios

// A small shop app in two versions, for `flowatlas diff`: version 2 makes the legal page
// unreachable (settings no longer offers it), sends the promo link to the item instead of the
// catalog, and puts the review between the cart and checkout (checkout one action further).

public enum ShopRoute: String, Route, CaseIterable { case home, catalog, item, cart, review, checkout, settings, legal }

public final class ShopCoordinator: Coordinator<ShopRoute> {
    public init() { super.init(router: Router(initial: .home)) }
    override public func canHandle(_ route: ShopRoute) -> Bool { true }
}

/// The shop, as version `version` (1 or 2) of it.
public struct ShopApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    public let version: Int
    public init(version: Int) { self.version = version }

    public var name: String { "shop" }
    public func makeRoot() -> any AnyCoordinator { ShopCoordinator() }
    public var declaredRoutes: [AnyRoute] { ShopRoute.allCases.map(AnyRoute.init) }

    /// Every route but review, checkout and legal has a URL, `shop://<route>`; `shop://promo` is a campaign link.
    public func url(for route: AnyRoute) -> String? {
        guard let shop = route.base as? ShopRoute, ![.review, .checkout, .legal].contains(shop) else { return nil }
        return "shop://\(shop.rawValue)"
    }

    public func route(forURL url: String) -> AnyRoute? {
        guard url.hasPrefix("shop://") else { return nil }
        let name = String(url.dropFirst("shop://".count))
        if name == "promo" { return AnyRoute(version == 1 ? ShopRoute.catalog : ShopRoute.item) }
        guard let route = ShopRoute(rawValue: name), ![.review, .checkout, .legal].contains(route) else { return nil }
        return AnyRoute(route)
    }

    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        guard let shop = screen.base as? ShopRoute else { return [] }
        let taps: [ShopRoute] =
            switch (shop, version) {
            case (.home, _): [.catalog, .cart, .settings]
            case (.catalog, _): [.item]
            case (.item, 1): [.cart, .review]
            case (.item, _): [.cart]
            case (.cart, 1): [.checkout]
            case (.cart, _): [.review]
            case (.review, 2): [.checkout]
            case (.settings, 1): [.legal]
            default: []
            }
        return taps.map(AnyRoute.init)
    }
}
