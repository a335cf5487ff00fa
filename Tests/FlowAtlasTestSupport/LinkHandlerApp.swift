import FlowCore
import FlowScenarios

// Issue 48, point 2: an app that opens its links with its own handler, on its root. The handler of
// `vault://item/share` goes to the landing screen first, then presents the share sheet: two
// navigations. `route(forURL:)` maps the same URL to `item`, which the handler never shows, so a
// tool that resolves `route(forURL:)` in the handler's place is caught.

/// The vault's screens.
public enum KeyVaultRoute: String, Route, CaseIterable, Codable {
    case home, landing, item, share
}

/// The root: every screen but the share sheet on its stack; the sheet is a registered modal.
public final class KeyVaultCoordinator: Coordinator<KeyVaultRoute> {
    public init() {
        super.init(router: Router(initial: .home))
        addModalCoordinator(ShareCoordinator())
    }
    override public func canHandle(_ route: KeyVaultRoute) -> Bool { route != .share }
    override public func navigationType(for route: KeyVaultRoute) -> NavigationType { route == .share ? .modal : .push }
}

/// The share sheet.
public final class ShareCoordinator: Coordinator<KeyVaultRoute> {
    public init() { super.init(router: Router(initial: .share)) }
    override public func canHandle(_ route: KeyVaultRoute) -> Bool { route == .share }
}

/// The vault as the tools see it, with its own link handler (`hasLinkHandler`).
public struct LinkHandlerApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    public init() {}
    public var name: String { "vault" }
    public func makeRoot() -> any AnyCoordinator { KeyVaultCoordinator() }
    public var declaredRoutes: [AnyRoute] { KeyVaultRoute.allCases.map(AnyRoute.init) }
    public var hasLinkHandler: Bool { true }
    public var linkExamples: [String] { ["vault://item/share", "vault://ping"] }

    /// What `route(forURL:)` says; the handler does something else.
    public func route(forURL url: String) -> AnyRoute? {
        switch url {
        case "vault://item/share": AnyRoute(KeyVaultRoute.item)
        case "vault://ping": AnyRoute(KeyVaultRoute.home)
        default: nil
        }
    }

    /// The app's handler: always on the root, whatever `coordinator` is. `vault://item/share`
    /// navigates to the landing screen, then presents the share sheet; `vault://ping` is accepted
    /// and performs no navigation.
    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        switch url {
        case "vault://item/share": root.navigate(to: KeyVaultRoute.landing) && root.navigate(to: KeyVaultRoute.share)
        case "vault://ping": true
        default: false
        }
    }
}
