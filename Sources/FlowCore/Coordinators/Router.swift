/// Holds one coordinator's `NavigationState`.
///
/// The state is publicly readable; only the engine changes it, through navigation,
/// so every change is planned, validated and reported as an event. A router belongs to the
/// one coordinator created with it (the engine keeps that coordinator's state in it); a
/// coordinator created with a router another one owns gets one of its own and reports a
/// `configurationError` (see `Coordinator.init(router:)`).
public final class Router<R: Route> {
    /// The engine's record of the coordinator this router belongs to (its routes, erased once).
    let core: TypedCore<R>

    /// The current navigation state.
    public internal(set) var state: NavigationState<R> {
        get { core.routes.typed(as: R.self) }
        set { core.routes = RouteState(newValue) }
    }

    /// Builds screens for this router's routes; `nil` means every route has a default screen.
    public let viewFactory: ViewFactory<R>?

    /// A router at `initial` with an empty stack.
    public init(initial: R, factory: ViewFactory<R>? = nil) {
        viewFactory = factory
        core = TypedCore(root: initial, hasViewFactory: factory != nil)
    }

    /// A router of its own for a coordinator given `other`, which another coordinator owns:
    /// the same view factory, root and stack; nothing presented and tab 0, since what the
    /// owner presents and its tabs are coordinators that belong to the owner.
    convenience init(sameRoutesAs other: Router<R>) {
        self.init(initial: other.state.root, factory: other.viewFactory)
        core.routes.stack = other.core.routes.stack
    }

    /// The screen for `route`, or `nil` when the factory cannot build one (`viewCreationFailed`).
    public func screen(for route: R) -> Screen? {
        guard let viewFactory else { return Screen(title: route.identifier) }
        return viewFactory.buildView(for: route)
    }
}
