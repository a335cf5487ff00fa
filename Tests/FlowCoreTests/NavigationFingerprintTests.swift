import Testing

@testable import FlowCore

/// Issue 25, point 4: the engine's fingerprint of a tree, kept up to date from the coordinators a
/// change touched (the explorer's per-transition check is in `ExplorerFingerprintTests`).
@Suite("NavigationFingerprint: a tree's state, updated from what changed")
struct NavigationFingerprintTests {
    enum Shop: String, Route {
        case home, list, detail, sheet, help
        var identifier: String { rawValue }
    }

    enum Other: String, Route {
        case home, detail
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    /// A root with two children, a registered sheet, and nothing pushed or presented.
    private static func tree() -> (root: Node, first: Node, second: Node, sheet: Node) {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let first = Node(root: .detail, pushes: [.help])
        let second = Node(root: .detail, pushes: [.help])
        let sheet = Node(root: .sheet, pushes: [.help])
        root.addChild(first)
        root.addChild(second)
        root.addModalCoordinator(sheet)
        return (root, first, second, sheet)
    }

    private static func fingerprint(_ node: Node, in memory: CaptureMemory = CaptureMemory()) -> NavigationFingerprint {
        node.core.fingerprint(in: memory)
    }

    @Test("equal trees built apart, in engines of their own, have equal fingerprints; a change and its undo go there and back")
    func equalTreesEqualFingerprints() {
        let one = Self.tree()
        let two = Self.tree()
        #expect(one.root.core.engine !== two.root.core.engine)
        let start = Self.fingerprint(one.root)
        #expect(Self.fingerprint(two.root) == start)
        one.root.navigate(to: Shop.list)
        let pushed = Self.fingerprint(one.root)
        #expect(pushed != start)
        two.root.navigate(to: Shop.list)
        #expect(Self.fingerprint(two.root) == pushed)
        one.root.pop()
        #expect(Self.fingerprint(one.root) == start)
        #expect(one.root.captureTree() == Self.tree().root.captureTree())
    }

    @Test("position counts: the same change in the first or the second of two equal children gives different fingerprints")
    func positionsCount() {
        let one = Self.tree()
        let two = Self.tree()
        one.first.navigate(to: Shop.help)
        two.second.navigate(to: Shop.help)
        #expect(one.root.captureTree() != two.root.captureTree())
        #expect(Self.fingerprint(one.root) != Self.fingerprint(two.root))
    }

    @Test("a navigation rehashes only the coordinators it touched; presenting a registered sheet rehashes the presenter and the sheet")
    func onlyTouchedTermsAreHashed() {
        let (root, first, _, sheet) = Self.tree()
        let memory = CaptureMemory()
        _ = Self.fingerprint(root, in: memory)
        #expect(memory.termsHashed == 4)
        _ = Self.fingerprint(root, in: memory)
        #expect(memory.termsHashed == 4)
        first.navigate(to: Shop.help)
        _ = Self.fingerprint(root, in: memory)
        #expect(memory.termsHashed == 5)
        root.navigate(to: Shop.sheet)
        #expect(root.presentedModal === sheet)
        _ = Self.fingerprint(root, in: memory)
        // The root's record changed; the sheet moved from "registered" to "presented".
        #expect(memory.termsHashed == 7)
        sheet.navigate(to: Shop.help)
        _ = Self.fingerprint(root, in: memory)
        #expect(memory.termsHashed == 8)
    }

    @Test("restoring a memento gives back the fingerprint it was saved with")
    func mementoRoundTrip() {
        let (root, first, _, sheet) = Self.tree()
        first.navigate(to: Shop.help)
        let saved = root.saveState()
        let before = Self.fingerprint(root)
        root.navigate(to: Shop.sheet)
        sheet.navigate(to: Shop.help)
        #expect(Self.fingerprint(root) != before)
        root.restoreState(saved)
        #expect(Self.fingerprint(root) == before)
    }

    @Test("a released id issued to another coordinator does not reuse the term of the one before")
    func reusedIDsAreHashedAgain() {
        let root = Node(root: .home, pushes: [.list])
        let memory = CaptureMemory()
        var leaving: Node? = Node(root: .detail, pushes: [.help])
        root.addChild(leaving!)
        leaving!.navigate(to: Shop.help)
        _ = Self.fingerprint(root, in: memory)
        let released = leaving!.core.id
        root.removeChild(leaving!)
        leaving = nil
        let other = Coordinator<Other>(router: Router(initial: .detail))
        root.addChild(other)
        #expect(other.core.id.index == released.index && other.core.id != released)
        let fresh = Node(root: .home, pushes: [.list])
        fresh.addChild(Coordinator<Other>(router: Router(initial: .detail)))
        #expect(Self.fingerprint(root, in: memory) == Self.fingerprint(fresh))
        #expect(root.captureTree() == fresh.captureTree())
    }
}
