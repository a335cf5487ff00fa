import Testing

@testable import FlowCore

/// A reader's `CaptureMemory` and the generation in every `NodeID` (issue 44, points 2 and 3):
/// what a reader kept about a tree is used only for the coordinator and record it was computed
/// from, so reading with a kept memory gives exactly what a fresh read gives, whatever happened
/// to the tree between the reads.
@Suite("A reader's memory and generation ids")
struct CaptureMemoryTests {
    typealias Shop = GraphLifetimeTests.Shop
    typealias Node = GraphLifetimeTests.Node

    /// A coordinator of another type, so a reused slot's new holder differs in its type name.
    final class Other: Coordinator<Shop> {
        init() { super.init(router: Router(initial: .detail)) }
        override func canHandle(_ route: Shop) -> Bool { route == .help }
    }

    @Test("a released slot is issued again with the next generation, and the two ids differ")
    func reusedSlotsHaveANewGeneration() {
        let root = Node(root: .home)
        var first: Node? = Node(root: .detail)
        root.addChild(first!)
        let old = first!.core.id
        root.removeChild(first!)
        first = nil
        let second = Other()
        root.addChild(second)
        let new = second.core.id
        #expect(new.index == old.index, "the vacant slot is reused")
        #expect(new.generation == old.generation &+ 1)
        #expect(new != old)
        #expect(root.core.engine.graph.id(at: new.index) == new)
    }

    @Test("reads with a kept memory equal fresh reads after every change: navigations, slots reused by another type, restores, another engine")
    func keptMemoryReadsAsFresh() throws {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let kept = CaptureMemory()
        var changes = 0
        func check(_ what: String) {
            changes += 1
            let fresh = root.captureTreeWithCoordinators()
            let reused = root.captureTreeWithCoordinators(in: kept)
            #expect(reused?.tree == fresh?.tree, "capture after \(what)")
            #expect(reused?.coordinators.fingerprint == fresh?.coordinators.fingerprint, "fingerprint after \(what)")
            #expect(root.navigationFingerprint(in: kept) == root.navigationFingerprint(), "walk after \(what)")
            #expect(root.ownershipFlaws(in: kept) == root.ownershipFlaws(), "audit after \(what)")
        }
        check("nothing")
        var child: Node? = Node(root: .detail)
        root.addChild(child!)
        check("adding a child")
        #expect(root.navigate(to: Shop.list))
        check("a push")
        let memento = root.saveState()
        root.removeChild(child!)
        child = nil
        check("removing the child")
        let other = Other()
        root.addChild(other)
        check("another type taking the child's slot")
        root.restoreState(memento)
        check("a restore")
        root.addModalCoordinator(Node(root: .sheet))
        check("registering a sheet")
        #expect(root.navigate(to: Shop.sheet))
        check("presenting a sheet")
        let elsewhere = Node(root: .help)
        _ = elsewhere.captureTreeWithCoordinators(in: kept)
        check("reading another engine's tree in between")
        #expect(changes == 9)
    }

    @Test("a kept memory rehashes and rebuilds only what a change touched")
    func keptMemoryRedoesOnlyWhatChanged() {
        let root = Node(root: .home, pushes: [.list])
        root.addChild(Node(root: .detail))
        root.addChild(Node(root: .detail))
        let kept = CaptureMemory()
        _ = root.navigationFingerprint(in: kept)
        #expect(kept.termsHashed == 3)
        _ = root.navigationFingerprint(in: kept)
        #expect(kept.termsHashed == 3, "nothing changed: nothing hashed")
        #expect(root.navigate(to: Shop.list))
        _ = root.navigationFingerprint(in: kept)
        #expect(kept.termsHashed == 4, "one record written: one term hashed")
    }
}
