/// A coordinator as the bindings read it: a handle on the engine's record of it, so keeping a
/// view layer's models current costs no dynamic cast and no existential per coordinator.
/// `package`: used by FlowBindings and FlowExplore.
///
/// A handle retains the engine's record (not the coordinator object, which the record holds
/// weakly): it is safe to keep and to use after the coordinator is gone, when `coordinator` is
/// `nil` and the routes are the last the record held.
package struct NodeHandle {
    /// The engine's record, retained.
    let core: NodeCore

    init(_ core: NodeCore) { self.core = core }

    /// The handle of `coordinator`; `nil` for a type that is not a `Coordinator`.
    package init?(_ coordinator: any AnyCoordinator) {
        guard let node = coordinator as? any NavigationNode else { return nil }
        core = node.core
    }

    /// `AnyCoordinator.recordsMark`, `walkFingerprinting(in:)` and `ownershipFlaws(in:)` of the
    /// tree below this coordinator, without the cast to a `Coordinator` that each of those makes.
    package var recordsMark: RecordsMark { read { $0.recordsMark } }
    /// How many navigations to a route the tree has run so far (see `NavigationEngine.navigationsRun`).
    package var navigationsRun: Int { read { $0.engine.navigationsRun } }
    package func walkFingerprinting(in memory: CaptureMemory) -> CoordinatorWalk { read { $0.walkFingerprinting(in: memory) } }
    package func ownershipFlaws(in memory: CaptureMemory) -> [OwnershipFlaw] { read { $0.ownershipFlaws(in: memory) } }

    @inline(__always) private func read<T>(_ body: (NodeCore) -> T) -> T { body(core) }

    /// The coordinator (retained by the caller from here on).
    package var coordinator: (any AnyCoordinator)? { read { $0.owner } }
    package var identity: CoordinatorIdentity { read { $0.identity } }
    package var kind: NavigationTree.Kind { read { $0.coordinatorKind } }
    package var typeName: String { read { $0.typeName } }
    package var displayName: String? { read { $0.owner?.displayName } }
    package var root: AnyRoute { read { $0.routes.root } }
    package var stack: [AnyRoute] { read { $0.routes.stack } }
    package var selectedTab: Int { read { $0.routes.selectedTab } }
    package var presented: AnyRoute? { read { $0.routes.presented } }
    package var detents: ModalDetentConfiguration? { read { $0.routes.detents } }
    package var detourRoute: AnyRoute? { read { $0.routes.detour } }
    /// Whether the presented modal route is `route` (compared in place).
    package func presentedRoute(isEqualTo route: AnyRoute) -> Bool { read { $0.routes.presented.map { $0 == route } ?? false } }
    /// Whether the presented detour route is `route` (compared in place).
    package func detourRoute(isEqualTo route: AnyRoute) -> Bool { read { $0.routes.detour.map { $0 == route } ?? false } }
    package var modal: NodeHandle? { read { $0.modal.map(NodeHandle.init) } }
    package var detour: NodeHandle? { read { $0.detour.map(NodeHandle.init) } }
    package var childCount: Int { read { $0.childCount } }
    package func child(_ index: Int) -> NodeHandle { read { NodeHandle($0.child(index)) } }
    /// How many routes are on its stack (without copying the stack).
    package var stackCount: Int { read { $0.routes.stack.count } }
    /// Whether stack route `index` is `route` (compared in place).
    package func stackRoute(_ index: Int, isEqualTo route: AnyRoute) -> Bool { read { $0.routes.stack[index] == route } }
    /// Whether its root is `route` (compared in place).
    package func rootRoute(isEqualTo route: AnyRoute) -> Bool { read { $0.routes.root == route } }
    package var pushedCount: Int { read { $0.links.pushed.count } }
    package func pushed(_ index: Int) -> NodeHandle { read { NodeHandle($0.engine.core($0.links.pushed[index])) } }

    /// Whether this coordinator is pushed onto its parent's stack right now.
    package var isPushed: Bool {
        read { core in
            guard core.links.context == .pushed, let parent = core.parent else { return false }
            return parent.links.pushed.contains(core.id)
        }
    }

    /// The coordinator whose stack shows this one's routes: itself, or the nearest ancestor that is not pushed.
    package var stackOwner: NodeHandle {
        var owner = self
        while owner.isPushed, let parent = owner.read({ $0.parent }) { owner = NodeHandle(parent) }
        return owner
    }

    /// The bindings' record of this coordinator (kept on the engine's record, so finding it costs one load).
    package var bindingRecord: (any NodeBindingRecord)? {
        get { read { $0.bindingRecord } }
        nonmutating set { core.bindingRecord = newValue }
    }

    package static func === (lhs: NodeHandle, rhs: NodeHandle) -> Bool { lhs.core === rhs.core }
}
