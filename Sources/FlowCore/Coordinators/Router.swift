/// Holds one coordinator's `NavigationState`.
///
/// The state is publicly readable; only the engine changes it, through navigation,
/// so every change is planned, validated and reported as an event. A router belongs to the
/// one coordinator created with it (the engine keeps that coordinator's state in it).
public final class Router<R: Route> {
    /// The engine's record of the coordinator this router belongs to (its routes, erased once).
    let core: TypedCore<R>

    /// The current navigation state.
    public internal(set) var state: NavigationState<R> {
        get { core.state.routes.typed(as: R.self) }
        set { core.state.routes = RouteState(newValue) }
    }

    /// Builds screens for this router's routes; `nil` means every route has a default screen.
    public let viewFactory: ViewFactory<R>?

    /// A router at `initial` with an empty stack.
    public init(initial: R, factory: ViewFactory<R>? = nil) {
        viewFactory = factory
        core = TypedCore(root: initial, hasViewFactory: factory != nil)
    }

    /// The screen for `route`, or `nil` when the factory cannot build one (`viewCreationFailed`).
    public func screen(for route: R) -> Screen? {
        guard let viewFactory else { return Screen(title: route.identifier) }
        return viewFactory.buildView(for: route)
    }
}
