import Testing

@testable import FlowCore

/// What keeps a coordinator alive is its record in the graph (issue 44, point 3): the engine
/// holds each coordinator whose record hangs it off another (a parent link or a registrar), and
/// nothing else does. These tests check the rule after every kind of change, and that what no
/// record hangs off anything ends.
@Suite("Lifetime follows the graph")
struct GraphLifetimeTests {
    enum Shop: String, Route, Codable {
        case home, list, detail, sheet, help
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    /// A root that replaces its one flow.
    final class Root: FlowOrchestrator<Shop> {
        init() { super.init(router: Router(initial: .home)) }
        func show(_ flow: Node) { transitionToFlow(flow, root: .home) }
    }

    /// The live ids of `top`'s engine whose hold breaks the rule (held without a parent link or
    /// registrar, or hanging off another coordinator without being held).
    private static func broken(_ top: any NavigationNode) -> [Int] {
        let engine = top.core.engine
        return (0..<engine.graph.capacity).filter { index in
            let id = engine.graph.id(at: index)
            guard engine.coreRef(id) != nil else { return false }
            let attached = engine.graph.links[index].parent != nil || engine.graph.ownership[index].registrar != nil
            return attached != engine.isHeld(id)
        }
    }

    @Test("children, registered modals and presentations are held while their records hang them off another, and only then")
    func ruleAfterEachChange() {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        weak var child: Node?
        weak var sheet: Node?
        weak var detour: Node?
        do {
            let newChild = Node(root: .detail)
            let newSheet = Node(root: .sheet)
            child = newChild
            sheet = newSheet
            root.addChild(newChild)
            root.addModalCoordinator(newSheet)
        }
        #expect(child != nil && sheet != nil, "owned and registered: held by the engine alone")
        #expect(Self.broken(root).isEmpty)
        #expect(root.navigate(to: Shop.sheet))
        #expect(Self.broken(root).isEmpty)
        root.dismissModal()
        #expect(sheet != nil, "dismissed, still registered")
        do {
            let newDetour = Node(root: .help)
            detour = newDetour
            root.presentDetour(newDetour, presenting: Shop.help)
        }
        #expect(detour != nil, "presented: held")
        #expect(Self.broken(root).isEmpty)
        root.dismissDetour()
        #expect(detour == nil, "dismissed and held by nobody: ended")
        root.removeModalCoordinator(sheet!)
        #expect(sheet == nil, "unregistered: ended")
        root.removeChild(child!)
        #expect(child == nil, "removed: ended")
        #expect(Self.broken(root).isEmpty)
    }

    @Test("ending a coordinator ends what it owned, registered and presented, and leaves no link to it")
    func endingReleasesTheSubtree() {
        weak var child: Node?
        weak var sheet: Node?
        weak var detour: Node?
        weak var top: Node?
        do {
            let root = Node(root: .home, modals: [.sheet])
            top = root
            let newChild = Node(root: .detail)
            let newSheet = Node(root: .sheet)
            let newDetour = Node(root: .help)
            child = newChild
            sheet = newSheet
            detour = newDetour
            root.addChild(newChild)
            root.addModalCoordinator(newSheet)
            root.presentDetour(newDetour, presenting: Shop.help)
        }
        #expect(top == nil && child == nil && sheet == nil && detour == nil)
    }

    @Test("a flow change lets the old flow go, and a memento brings it back held")
    func flowsAndMementos() {
        let root = Root()
        weak var first: Node?
        weak var second: Node?
        let memento: NavigationMemento
        do {
            let flow = Node(root: .list)
            first = flow
            root.show(flow)
            memento = root.saveState()
        }
        do {
            let flow = Node(root: .detail)
            second = flow
            root.show(flow)
        }
        #expect(first != nil, "the memento keeps the first flow")
        #expect(first?.parentNode == nil)
        #expect(Self.broken(root).isEmpty)
        root.restoreState(memento)
        #expect(second == nil, "nothing hangs the second flow off the tree after the restore")
        #expect(first?.parentNode === root)
        #expect(Self.broken(root).isEmpty)
    }

    @Test("restoring saved navigation without a detour unlinks the detour presented now")
    func savedRestoreDropsTheDetour() throws {
        let root = Node(root: .home, pushes: [.list])
        let saved = try root.saveNavigation()
        let detour = Node(root: .help)
        root.presentDetour(detour, presenting: Shop.help)
        try root.restoreNavigation(saved)
        #expect(root.presentedDetour == nil)
        #expect(detour.parentNode == nil, "no link is left from the detour to its former presenter")
        #expect(detour.presentationContext == .root)
        #expect(!root.core.engine.isHeld(detour.core.id))
        #expect(Self.broken(root).isEmpty)
    }
}
