import FlowCore
import FlowScenarios

/// The big synthetic app as FlowAtlas's tools see it: the size of a large production app
/// (20 tabs × 25 screens, 202 coordinators after sign-in, 504 routes), for measuring the tools
/// at scale (`make bench`) and testing that their output stays readable.
///
/// Deep links: `bigapp://app/main`, `bigapp://<tab>/<screen>` (`bigapp://cart/detail3`),
/// `bigapp://promo/offer`. Detour: `promo`. Every screen names its in-app taps (the screens it
/// links to), so the explorer walks the app as a user would.
public struct BigScenarioApp: AtlasApp, DeepLinkingApp, DetourPresentingApp, ExplorableApp, DocumentedApp {
    /// The big app.
    public init() {}

    public var name: String { "big" }
    public func makeRoot() -> any AnyCoordinator { BigAppCoordinator() }
    public var declaredRoutes: [AnyRoute] { Self.routes }
    public var detourNames: [String] { ["promo"] }

    public var overview: String {
        "A synthetic app the size of a large production app, generated in code to measure FlowAtlas at scale: a `FlowOrchestrator` swaps a sign-in flow and a tab flow of 20 tabs (Home … Travel). Each tab has 25 screens and 10 coordinators: a root with two pushed children (detail → gallery, search → results), a sheet (a registered modal) presenting a nested confirmation modal with a pushed help, and settings (a registered modal with detents) pushing an account. A promo detour can be presented on the tabs."
    }

    /// Every route: the flows, each tab's 25 screens in tab order, the detour's.
    static var routes: [AnyRoute] { RouteTables.shared.routes }

    /// The URL of every route.
    static var urls: [String: AnyRoute] { RouteTables.shared.urls }

    private static var byName: [String: AnyRoute] { RouteTables.shared.byName }

    /// The URL of `route` (`bigapp://cart/detail3`), if it has one.
    public static func url(for route: any Route) -> String? {
        let target = AnyRoute(route)
        return urls.first { $0.value == target }?.key
    }

    public func route(forURL url: String) -> AnyRoute? { Self.urls[url] }

    public func presentDetour(named name: String, root: any AnyCoordinator) -> Bool {
        guard name == "promo", let app = root as? BigAppCoordinator, let tabs = app.currentFlow as? BigTabsCoordinator else { return false }
        tabs.presentDetour(PromoCoordinator(), presenting: PromoRoute.offer)
        return tabs.presentedDetour != nil
    }

    /// The screens each screen links to, by name.
    static let taps: [String: [String]] = [
        "home": ["page1", "detail", "search", "sheet", "settings"], "page1": ["page2"], "page2": ["page3"], "page3": ["page4"],
        "detail": ["detail2", "gallery"], "detail2": ["detail3"], "gallery": ["photo"],
        "sheet": ["sheetStep", "confirm"], "confirm": ["receipt", "help"], "help": ["helpTopic"],
        "settings": ["settings2", "account"], "settings2": ["settings3"], "account": ["account2"],
        "search": ["search2", "result"], "result": ["result2"],
    ]

    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        switch screen.base {
        case BigAppRoute.signIn: return [AnyRoute(BigAppRoute.main)]
        case is BigAppRoute: return []
        case PromoRoute.offer: return [AnyRoute(PromoRoute.terms)]
        case is PromoRoute: return []
        default:
            let type = screen.typeName
            return (Self.taps[screen.identifier] ?? []).compactMap { name in Self.byName["\(type).\(name)"] }
        }
    }
}

/// The big app's route lists, built once. Immutable after `init`, and routes are immutable
/// values, so sharing them between threads is safe.
private final class RouteTables: @unchecked Sendable {
    static let shared = RouteTables()

    let routes: [AnyRoute]
    let urls: [String: AnyRoute]
    let byName: [String: AnyRoute]

    private init() {
        routes = BigAppRoute.allCases.map { AnyRoute($0) } + BigAppCoordinator.tabs.flatMap { Self.screens(of: $0) } + PromoRoute.allCases.map { AnyRoute($0) }
        var urls: [String: AnyRoute] = [:]
        for route in routes {
            let area: String
            switch route.base {
            case is BigAppRoute: area = "app"
            case is PromoRoute: area = "promo"
            default: area = String(route.typeName.dropFirst("Screen<".count).dropLast()).lowercased()
            }
            urls["bigapp://\(area)/\(route.identifier)"] = route
        }
        self.urls = urls
        byName = Dictionary(routes.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func screens<Tab: BigAppTab>(of tab: Tab.Type) -> [AnyRoute] {
        Screen<Tab>.allCases.map { AnyRoute($0) }
    }
}
