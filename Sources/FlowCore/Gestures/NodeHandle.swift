/// A coordinator as the bindings read it: a thin, unretained handle on the engine's record of
/// it, so keeping a view layer's models current costs no dynamic cast, no existential and no
/// reference counting per coordinator. `package`: only `FlowBindings` uses it.
///
/// A handle does not keep its coordinator alive: use it only while the coordinator is known to
/// be alive (inside a change notification, or while holding the coordinator).
package struct NodeHandle {
    unowned(unsafe) let core: NodeCore

    init(_ core: NodeCore) { self.core = core }

    /// The handle of `coordinator`; `nil` for a type that is not a `Coordinator`.
    package init?(_ coordinator: any AnyCoordinator) {
        guard let node = coordinator as? any NavigationNode else { return nil }
        core = node.core
    }

    /// The coordinator (retained by the caller from here on).
    package var coordinator: (any AnyCoordinator)? { core.owner }
    package var identity: CoordinatorIdentity { core.identity }
    package var kind: NavigationTree.Kind { core.coordinatorKind }
    package var typeName: String { core.typeName }
    package var root: AnyRoute { core.state.routes.root }
    package var stack: [AnyRoute] { core.state.routes.stack }
    package var selectedTab: Int { core.state.routes.selectedTab }
    package var presented: AnyRoute? { core.state.routes.presented }
    package var detents: ModalDetentConfiguration? { core.state.routes.detents }
    package var detourRoute: AnyRoute? { core.state.routes.detour }
    /// Whether a modal route is presented (without copying it).
    package var hasPresentedRoute: Bool {
        if case .some = core.state.routes.presented { return true }
        return false
    }
    /// Whether a detour route is presented (without copying it).
    package var hasDetourRoute: Bool {
        if case .some = core.state.routes.detour { return true }
        return false
    }
    /// Whether the presented modal route is `route` (compared in place).
    package func presentedRoute(isEqualTo route: AnyRoute) -> Bool { core.state.routes.presented.map { $0 == route } ?? false }
    /// Whether the presented detour route is `route` (compared in place).
    package func detourRoute(isEqualTo route: AnyRoute) -> Bool { core.state.routes.detour.map { $0 == route } ?? false }
    package var modal: NodeHandle? { core.state.links.modal.map(NodeHandle.init) }
    package var detour: NodeHandle? { core.state.links.detour.map(NodeHandle.init) }
    package var childCount: Int { core.childCount }
    package func child(_ index: Int) -> NodeHandle { NodeHandle(core.child(index)) }
    package var pushedCount: Int { core.state.links.pushed.count }
    package func pushed(_ index: Int) -> NodeHandle { NodeHandle(core.state.links.pushed[index]) }

    /// Whether this coordinator is pushed onto its parent's stack right now.
    package var isPushed: Bool {
        guard core.state.links.context == .pushed, let parent = core.state.links.parent else { return false }
        return parent.state.links.pushed.contains { $0 === core }
    }

    /// The coordinator whose stack shows this one's routes: itself, or the nearest ancestor that is not pushed.
    package var stackOwner: NodeHandle {
        var owner = self
        while owner.isPushed, let parent = owner.core.state.links.parent { owner = NodeHandle(parent) }
        return owner
    }

    /// The bindings' record of this coordinator (kept on the engine's record, so finding it costs one load).
    package var bindingRecord: (any NodeBindingRecord)? {
        get { core.bindingRecord }
        nonmutating set { core.bindingRecord = newValue }
    }

    package static func === (lhs: NodeHandle, rhs: NodeHandle) -> Bool { lhs.core === rhs.core }
}
