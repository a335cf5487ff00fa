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

/// What a headless "view" is: a screen description.
public struct Screen: Hashable, Sendable, Codable {
    /// The screen's title.
    public var title: String
    /// Creates a screen with a title.
    public init(title: String) { self.title = title }
}

/// The headless stand-in for the view layer: describes the screen for a route.
///
/// Subclass and override `buildView(for:)`, or pass a closure. Returning `nil`
/// makes showing that route report `viewCreationFailed`. A factory created without a
/// closure builds nothing until a subclass overrides `buildView(for:)`, so a subclass that
/// forgot its override is reported the first time one of its routes is shown. (A router
/// created without any factory is different: every route gets a default screen titled with
/// its identifier.)
open class ViewFactory<R: Route> {
    private let build: ((R) -> Screen?)?

    /// A factory that describes each route with `build`.
    public init(_ build: @escaping (R) -> Screen?) { self.build = build }

    /// A factory for subclasses that override `buildView(for:)`; on its own it builds nothing.
    public init() { build = nil }

    /// The screen for `route`, or `nil` if it cannot be built. Without a closure and without
    /// an override, `nil` for every route.
    open func buildView(for route: R) -> Screen? {
        build?(route)
    }
}
