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
