import FlowCore

/// What an app tells the tools about its routes beyond what they find in its tree: example values
/// of routes with payloads, the declared routes themselves, and each screen's in-app taps.
public protocol ExplorableApp: AtlasApp {
    /// Example values of routes with payloads (`InboxRoute.message(id: 42)`), which discovery
    /// cannot enumerate. Discovery also navigates to each in a scratch app and walks the tree it
    /// leaves, so a sample of a flow's route (`AppRoute.unlocked(userId: "alice")`) makes that
    /// flow's route types known. Default: none.
    var routeSamples: [AnyRoute] { get }
    /// Every route the tools know, in a stable order. Default: ``RouteDiscovery/routes(of:)``:
    /// every case of each `CaseIterable` route type found in the trees (roots, stacks, registered
    /// modals, children, tabs, and the trees left by navigating, in scratch apps, to the routes of
    /// flow orchestrators and to the samples), plus the routes those trees show, plus `routeSamples`.
    var declaredRoutes: [AnyRoute] { get }
    /// The routes the screen showing `screen` offers as in-app taps (a Settings screen's
    /// "Account" row opens `AccountRoute.account`), or `nil` to let the explorer infer them
    /// (every route of the screen's route type). Default: `nil`.
    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]?
}

extension ExplorableApp {
    public var routeSamples: [AnyRoute] { [] }
    public var declaredRoutes: [AnyRoute] { RouteDiscovery.routes(of: self) }
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { nil }
}
