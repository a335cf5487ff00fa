import FlowCore

/// A demo coordinator described by data: which routes it handles and how, its paths and detents.
///
/// The demo's coordinators are small subclasses of this, so their type names show up in
/// snapshots and traces while their behaviour stays declarative.
open class DemoCoordinator<R: Route>: Coordinator<R> {
    /// How one demo coordinator behaves.
    public struct Behaviour {
        /// Routes this coordinator handles itself.
        public var handles: (R) -> Bool = { _ in false }
        /// How each handled route is shown.
        public var types: [String: NavigationType] = [:]
        /// Deep-link paths for the coordinator's own routes.
        public var ownPath: (R) -> [R]? = { _ in nil }
        /// Deep-link paths for descendants' routes (routes of other types).
        public var path: (any Route) -> [any Route]? = { _ in nil }
        /// Detents for modal routes, by identifier.
        public var detents: [String: ModalDetentConfiguration] = [:]

        /// An empty behaviour (handles nothing).
        public init() {}
    }

    let behaviour: Behaviour

    /// A coordinator at `root` that behaves as `behaviour` says.
    public init(root: R, behaviour: Behaviour, factory: ViewFactory<R>? = nil) {
        self.behaviour = behaviour
        super.init(router: Router(initial: root, factory: factory))
    }

    override open func canHandle(_ route: R) -> Bool {
        behaviour.handles(route)
    }

    override open func navigationType(for route: R) -> NavigationType {
        behaviour.types[route.identifier] ?? .push
    }

    override open func navigationPath(for route: R) -> [R]? {
        behaviour.ownPath(route)
    }

    override open func navigationPath(for route: any Route) -> [any Route]? {
        behaviour.path(route) ?? super.navigationPath(for: route)
    }

    override open func modalDetentConfiguration(for route: R) -> ModalDetentConfiguration {
        behaviour.detents[route.identifier] ?? .default
    }
}

extension DemoCoordinator.Behaviour {
    /// Handles the listed routes; those in `modal` are modals, those in `replace` replace.
    static func handling(_ routes: [R], modal: [R] = [], replace: [R] = []) -> Self {
        var behaviour = Self()
        let ids = Set(routes.map(\.identifier))
        behaviour.handles = { ids.contains($0.identifier) }
        for route in modal { behaviour.types[route.identifier] = .modal }
        for route in replace { behaviour.types[route.identifier] = .replace }
        return behaviour
    }
}
