import Testing

@testable import FlowCore

/// The tree's navigation state is one value (issue 25, point 1): a `NavigationGraph` owned by
/// one `NavigationEngine` per tree, written by plans through an overlay, copied by mementos.
@Suite("NavigationGraph: the state of a tree as one value")
struct NavigationGraphTests {
    enum Shop: String, Route {
        case home, list, detail, sheet, help
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    /// A root with a child pushed on demand, a registered sheet and nothing else.
    private static func tree() -> (root: Node, child: Node, sheet: Node) {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let child = Node(root: .detail, pushes: [.help])
        let sheet = Node(root: .sheet)
        root.addChild(child)
        root.addModalCoordinator(sheet)
        return (root, child, sheet)
    }

    /// Every coordinator of `root`'s tree, pre-order.
    private static func members(_ root: Node) -> [NodeCore] {
        var cores: [NodeCore] = []
        root.core.preorder { cores.append($0) }
        return cores
    }

    @Test("every coordinator of a tree has a record in one engine, under its own id, holding its routes")
    func oneEnginePerTree() {
        let (root, child, sheet) = Self.tree()
        let cores = Self.members(root)
        #expect(cores.count == 3)
        #expect(cores.allSatisfy { $0.engine === root.core.engine })
        #expect(Set(cores.map(\.id)).count == 3)
        #expect(root.core.engine.graph.count == 3)
        for core in cores { #expect(root.core.engine.holds(core, at: core.id)) }
        #expect(child.core.links.parent == root.core.id)
        #expect(child.core.links.context == .pushed)
        #expect(sheet.core.registrar === root.core)
        #expect(root.core.engine.graph[child.core.id].routes.root == AnyRoute(Shop.detail))
    }

    @Test("a coordinator built apart has an engine of its own until it joins a tree; its subtree moves with it")
    func joiningATree() {
        let (root, _, _) = Self.tree()
        let other = Node(root: .list, pushes: [.help])
        let nested = Node(root: .help)
        other.addChild(nested)
        other.navigate(to: Shop.help)
        #expect(other.core.engine !== root.core.engine)
        #expect(nested.core.engine === other.core.engine)
        let before = other.captureTree()

        root.addChild(other)

        #expect(other.core.engine === root.core.engine)
        #expect(nested.core.engine === root.core.engine)
        #expect(nested.core.links.parent == other.core.id)
        #expect(other.core.links.parent == root.core.id)
        #expect(root.core.engine.graph.count == 5)
        #expect(other.router.state.stack == [.help])
        #expect(other.captureTree().nodes.map(\.stack) == before.nodes.map(\.stack))
    }

    @Test("a plan writes its overlay, not the graph: a dry run leaves the graph equal to what it was")
    func dryRunLeavesTheGraph() {
        let (root, _, _) = Self.tree()
        let graph = root.core.engine.graph
        let trace = root.trace(to: Shop.sheet, dryRun: true)
        #expect(trace.resolution.succeeded)
        #expect(root.core.engine.graph == graph)
        root.navigate(to: Shop.sheet)
        #expect(root.core.engine.graph != graph)
        #expect(root.core.routes.presented == AnyRoute(Shop.sheet))
    }

    @Test("a rolled-back alternative reads the graph again; a committed plan writes exactly the records it touched")
    func overlayMarksAndCommit() {
        let (root, child, _) = Self.tree()
        let engine = root.core.engine
        let plan = Plan(at: root.core)
        let mark = plan.mark()
        plan.record(.push(root.core, AnyRoute(Shop.list)))
        #expect(root.core.stackCount(plan.planned) == 1)
        #expect(root.core.stackCount(GraphOverlay.live) == 0)
        plan.rollback(to: mark)
        #expect(root.core.stackCount(plan.planned) == 0)
        #expect(plan.overlay.touched.isEmpty)
        plan.record(.pushChild(root.core, child: child.core))
        plan.overlay.commitPlannedRecords()
        #expect(plan.overlay.touched == [root.core.id])
        plan.finish()
        #expect(engine.graph[root.core.id].links.pushed == [child.core.id])
    }

    @Test("a memento is a copy of the graph: restoring it gives the graph back equal, whole or record by record")
    func mementoIsAGraphCopy() {
        let (root, _, _) = Self.tree()
        root.navigate(to: Shop.help)
        let memento = root.saveState()
        #expect(memento.graph == root.core.engine.graph)
        let saved = root.captureTreeWithIdentities()

        root.navigate(to: Shop.sheet)
        root.restoreState(memento)
        #expect(root.core.engine.graph == memento.graph)
        #expect(root.captureTreeWithIdentities() == saved)

        // A detour that joined after the save is detached by the restore; the saved records come back.
        let detour = Node(root: .list)
        root.presentDetour(detour, presenting: Shop.list)
        #expect(detour.core.engine === root.core.engine)
        root.restoreState(memento)
        #expect(root.captureTreeWithIdentities() == saved)
        #expect(detour.parentCoordinator == nil)
        #expect(detour.presentationContext == .root)
    }

    @Test("a released coordinator's id is vacated (its routes dropped) and reused by the next one to join")
    func releasedIDsAreReused() {
        let (root, _, _) = Self.tree()
        let engine = root.core.engine
        var detour: Node? = Node(root: .list, pushes: [.help])
        detour!.navigate(to: Shop.help)
        root.presentDetour(detour!, presenting: Shop.list)
        let id = detour!.core.id
        #expect(engine.graph.count == 4)
        detour = nil
        root.dismissDetour()
        #expect(engine.graph.count == 3)
        #expect(engine.graph[id].routes.stack.isEmpty)
        let next = Node(root: .sheet)
        root.presentDetour(next, presenting: Shop.sheet)
        #expect(next.core.id.index == id.index, "the slot is reused")
        #expect(next.core.id.generation == id.generation + 1 && next.core.id != id, "with the next generation")
        #expect(engine.holds(next.core, at: next.core.id))
    }

    @Test("a coordinator that joined another tree after the save comes back into the saved tree's engine on restore")
    func mementoBringsBackAMovedCoordinator() {
        let (root, child, _) = Self.tree()
        root.navigate(to: Shop.list)
        child.navigate(to: Shop.help)
        let memento = root.saveState()
        let saved = root.captureTreeWithIdentities()

        root.removeChild(child)
        let other = Node(root: .home)
        other.addChild(child)
        #expect(child.core.engine === other.core.engine)
        #expect(child.core.engine !== root.core.engine)

        root.restoreState(memento)

        #expect(child.core.engine === root.core.engine)
        #expect(child.core.state.links.parent == root.core.id)
        #expect(root.captureTreeWithIdentities() == saved)
        #expect(child.router.state.stack == [.help])
        // Its parent is the saved one again (the other tree's own lists are not the memento's to change).
        #expect(child.parentCoordinator === root)
    }
}
