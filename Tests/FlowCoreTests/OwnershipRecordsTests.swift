import Testing

@testable import FlowCore

/// Ownership is state in the graph (issue 25, point 1; issue 44, point 3): every coordinator's
/// children, registered modals and registrar are ids in its record, its only copy. These tests
/// check that the ids name children and modals that name their owner back, that the graph (so a
/// memento, an equality, a stamp) sees ownership change, and that a restore brings ownership
/// back from the graph alone (`GraphLifetimeTests` checks what the records keep alive).
@Suite("Ownership in the graph's records")
struct OwnershipRecordsTests {
    enum Shop: String, Route {
        case home, list, detail, sheet, help, login, account
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    /// A root that replaces its one flow with the coordinator `next` builds.
    final class Root: FlowOrchestrator<Shop> {
        init() { super.init(router: Router(initial: .home)) }
        func show(_ flow: Node) { transitionToFlow(flow, root: .home) }
    }

    /// Whether every coordinator's record names, by id, children whose parent it is and modals
    /// whose registrar it is, each held by the engine.
    private static func recordsMatchCores(_ top: any NavigationNode) -> Bool {
        var matches = true
        top.core.preorder { core in
            let engine = core.engine
            for child in engine.graph.ownership[core.id.index].children where engine.graph.links[child.index].parent != core.id || !engine.isHeld(child) {
                matches = false
            }
            for modal in engine.graph.ownership[core.id.index].modals where engine.core(modal).registrar !== core || !engine.isHeld(modal) {
                matches = false
            }
        }
        return matches
    }

    @Test("adding and removing children and modals writes ids into the record, and stamps it")
    func writes() {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let child = Node(root: .detail)
        let sheet = Node(root: .sheet)
        let engine = root.core.engine
        let stamp = engine.graph.stamps[root.core.id.index]
        root.addChild(child)
        root.addModalCoordinator(sheet)
        #expect(engine.graph.ownership[root.core.id.index].children == [child.core.id])
        #expect(engine.graph.ownership[root.core.id.index].modals == [sheet.core.id])
        #expect(engine.graph.ownership[sheet.core.id.index].registrar == root.core.id)
        #expect(engine.graph.stamps[root.core.id.index] != stamp)
        #expect(Self.recordsMatchCores(root))
        root.removeChild(child)
        root.removeModalCoordinator(sheet)
        #expect(engine.graph.ownership[root.core.id.index] == NodeOwnership())
        #expect(sheet.core.registrar == nil)
        #expect(engine.graph.ownership[sheet.core.id.index].registrar == nil)
    }

    @Test("a subtree that joins a tree brings its ownership along, renumbered into the new graph")
    func absorbing() {
        let root = Node(root: .home, modals: [.sheet])
        // A subtree built on its own (its own engine): a child with a child and a registered modal.
        let flow = Node(root: .list, modals: [.help])
        let inner = Node(root: .detail)
        let help = Node(root: .help)
        flow.addChild(inner)
        flow.addModalCoordinator(help)
        let padding = Node(root: .account)
        root.addChild(padding)  // so the subtree's ids cannot stay what they were
        root.addChild(flow)
        #expect(flow.core.engine === root.core.engine && help.core.engine === root.core.engine)
        #expect(Self.recordsMatchCores(root))
        #expect(root.ownershipFlaws() == [])
        #expect(help.core.registrar === flow.core)
    }

    @Test("graphs that differ only in ownership are not equal")
    func equality() {
        let root = Node(root: .home)
        let child = Node(root: .detail)
        root.addChild(child)
        var changed = root.core.engine.graph
        changed[ownershipOf: root.core.id].children = []
        #expect(changed != root.core.engine.graph)
        changed[ownershipOf: root.core.id].children = [child.core.id]
        #expect(changed == root.core.engine.graph)
    }

    @Test("a memento takes ownership back from its graph: the old flow is owned again, the new one released")
    func mementoAcrossFlowChange() {
        let root = Root()
        var first: Node? = Node(root: .login, pushes: [.account], modals: [.sheet])
        let sheet = Node(root: .sheet)
        first!.addModalCoordinator(sheet)
        root.show(first!)
        first!.navigate(to: Shop.account)
        let memento = root.saveState()
        let saved = root.captureTreeWithIdentities()
        weak var firstFlow = first
        first = nil

        var second: Node? = Node(root: .list)
        weak var secondFlow = second
        root.show(second!)
        second = nil
        #expect(firstFlow == nil || firstFlow?.parentNode == nil, "the first flow left the tree")
        #expect(secondFlow != nil, "the root owns the second flow")
        #expect(Self.recordsMatchCores(root))

        root.restoreState(memento)
        #expect(firstFlow != nil, "the memento kept the first flow, and the root owns it again")
        #expect(secondFlow == nil, "nothing retains the second flow after the restore")
        #expect(root.captureTreeWithIdentities() == saved)
        #expect(Self.recordsMatchCores(root))
        #expect(root.ownershipFlaws() == [])
        #expect(root.core.engine.graph.ownership[root.core.id.index].children == [firstFlow!.core.id])
        #expect(sheet.core.registrar === firstFlow!.core)
    }

    @Test("a detour presented again since the save, its record still in the tree, is detached by the restore")
    func strayWithoutOwnershipChange() {
        let root = Node(root: .home, pushes: [.list])
        let detour = Node(root: .help)
        root.presentDetour(detour, presenting: Shop.help)
        root.dismissDetour()
        // The detour keeps its record in the tree's graph (this test retains it), so the graph
        // holds more records than the tree: the restore goes record by record.
        let memento = root.saveState()
        let saved = root.captureTreeWithIdentities()
        root.presentDetour(detour, presenting: Shop.help)
        #expect(detour.parentNode === root && detour.presentationContext == .detour)
        root.restoreState(memento)
        #expect(root.presentedDetour == nil)
        #expect(detour.parentNode == nil, "the stray detour is detached")
        #expect(detour.presentationContext == .root)
        #expect(root.captureTreeWithIdentities() == saved)
        #expect(root.ownershipFlaws() == [])
    }
}
