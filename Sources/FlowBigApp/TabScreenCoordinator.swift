import FlowCore

/// A coordinator of one tab of the big app, described by data: the screens it shows itself,
/// which of them it presents as modals, deep-link paths and detents. The roles below are small
/// subclasses, so their type names show in snapshots and pictures.
open class TabScreenCoordinator<Tab: BigAppTab>: Coordinator<Screen<Tab>> {
    let handled: Set<String>
    let modals: Set<String>
    let paths: [String: [String]]
    let detents: [String: ModalDetentConfiguration]

    init(
        root: String, handles: [String], modals: [String] = [], paths: [String: [String]] = [:],
        detents: [String: ModalDetentConfiguration] = [:]
    ) {
        handled = Set(handles)
        self.modals = Set(modals)
        self.paths = paths
        self.detents = detents
        super.init(router: Router(initial: Screen<Tab>(named: root)!))
    }

    override open func canHandle(_ route: Screen<Tab>) -> Bool {
        handled.contains(route.identifier)
    }

    override open func navigationType(for route: Screen<Tab>) -> NavigationType {
        modals.contains(route.identifier) ? .modal : .push
    }

    override open func navigationPath(for route: any Route) -> [any Route]? {
        guard route is Screen<Tab>, let names = paths[route.identifier] else { return nil }
        return names.map { Screen<Tab>(named: $0)! }
    }

    override open func modalDetentConfiguration(for route: Screen<Tab>) -> ModalDetentConfiguration {
        detents[route.identifier] ?? .default
    }
}
