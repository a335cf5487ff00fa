/// One coordinator's state as a view layer reads it (type-erased routes): what the bindings
/// project. The links (pushed children, modal, detour) are read from the coordinator.
package struct CoordinatorViewState {
    package var kind: NavigationTree.Kind
    /// The coordinator's type name as snapshots print it (`TabRootCoordinator<Home>`).
    package var typeName: String
    package var root: AnyRoute
    package var stack: [AnyRoute]
    package var selectedTab: Int
    package var presented: AnyRoute?
    package var detents: ModalDetentConfiguration?
    package var detour: AnyRoute?
}
