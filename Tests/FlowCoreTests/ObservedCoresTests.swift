import Testing

@testable import FlowCore

/// A commit asks the engine's count of observed coordinators before walking up for observers
/// (issue 25, point 4: push + pop). The count must follow every way an observer list or a
/// coordinator moves, or events would be lost: these tests move them each way and check both
/// the count and the events.
@Suite("The engine's count of observed coordinators")
struct ObservedCoresTests {
    enum Shop: String, Route {
        case home, list, detail, sheet, help
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    @Test("adding and removing observers counts a coordinator once, however many observers it has")
    func addAndRemove() {
        let root = Node(root: .home, pushes: [.list])
        let one = NavigationRecorder()
        let two = NavigationRecorder()
        #expect(root.core.engine.observedCores == 0)
        root.addObserver(one)
        root.addObserver(two)
        root.addObserver(one)
        #expect(root.core.engine.observedCores == 1)
        root.navigate(to: Shop.list)
        #expect(one.events.map(\.kind) == [.push])
        root.removeObserver(one)
        #expect(root.core.engine.observedCores == 1)
        root.removeObserver(two)
        #expect(root.core.engine.observedCores == 0)
        root.pop()
        #expect(one.events.count == 1 && two.events.count == 1, "removed observers hear nothing")
    }

    @Test("an observed coordinator that joins a tree brings its count along; the tree's commits reach its observer")
    func joiningTree() {
        let root = Node(root: .home, pushes: [.list])
        let child = Node(root: .detail, pushes: [.help])
        let recorder = NavigationRecorder()
        child.addObserver(recorder)
        let childEngine = child.core.engine
        #expect(childEngine.observedCores == 1)
        root.addChild(child)
        #expect(childEngine.observedCores == 0, "the engine it left counts it no more")
        #expect(root.core.engine.observedCores == 1)
        root.navigate(to: Shop.help)
        #expect(recorder.events.map(\.kind).contains(.push), "\(recorder.events)")
    }

    @Test("an observer on a registrar hears what happens inside its registered modal")
    func registrarObserver() {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let sheet = Node(root: .sheet, pushes: [.help])
        root.addModalCoordinator(sheet)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        #expect(sheet.core.engine === root.core.engine)
        sheet.navigate(to: Shop.help)
        #expect(recorder.events.map(\.kind) == [.push], "\(recorder.events)")
    }

    @Test("an observed coordinator that ends is no longer counted")
    func endingCoordinator() {
        let root = Node(root: .home, pushes: [.list])
        var child: Node? = Node(root: .detail, pushes: [.help])
        root.addChild(child!)
        child!.addObserver(NavigationRecorder())
        #expect(root.core.engine.observedCores == 1)
        root.removeChild(child!)
        child = nil
        #expect(root.core.engine.observedCores == 0)
    }

    @Test("an observer that ended is still counted until the list changes, and is simply not told")
    func endedObserver() {
        let root = Node(root: .home, pushes: [.list])
        var recorder: NavigationRecorder? = NavigationRecorder()
        root.addObserver(recorder!)
        recorder = nil
        #expect(root.core.engine.observedCores == 1)
        root.navigate(to: Shop.list)
        #expect(root.core.routes.stack.count == 1)
        let other = NavigationRecorder()
        root.addObserver(other)
        root.removeObserver(other)
        #expect(root.core.engine.observedCores == 0, "the ended entry is dropped with the change")
    }

    // When the only observed coordinator is the top of the tree, every step goes to its
    // observers without walking up (the explorer's recorder, an app's root observer). These
    // cases must still take the walks.

    @Test("a coordinator that left the tree but not its engine is not heard by the top's observer")
    func detachedCoordinator() {
        let root = Node(root: .home, pushes: [.list])
        let child = Node(root: .detail, pushes: [.help])
        root.addChild(child)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        root.removeChild(child)
        #expect(child.core.engine === root.core.engine, "it keeps its record in the tree's engine")
        child.navigate(to: Shop.help)
        #expect(child.core.routes.stack.count == 1)
        #expect(recorder.events.isEmpty, "\(recorder.events)")
        root.navigate(to: Shop.list)
        #expect(recorder.events.map(\.kind) == [.push])
    }

    @Test("an observer below the top hears only its own subtree")
    func observerBelowTop() {
        let root = Node(root: .home, pushes: [.list])
        let child = Node(root: .detail, pushes: [.help])
        root.addChild(child)
        let recorder = NavigationRecorder()
        child.addObserver(recorder)
        root.navigate(to: Shop.list)
        #expect(recorder.events.isEmpty, "\(recorder.events)")
        child.navigate(to: Shop.help)
        #expect(recorder.events.map(\.kind) == [.push])
    }

    @Test("muted observers are counted by the engine and hear nothing")
    func mutedObservers() {
        let root = Node(root: .home, pushes: [.list])
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        root.core.observersMuted = true
        #expect(root.core.engine.mutedCores == 1)
        root.navigate(to: Shop.list)
        #expect(root.core.routes.stack.count == 1)
        #expect(recorder.events.isEmpty, "\(recorder.events)")
        root.core.observersMuted = false
        #expect(root.core.engine.mutedCores == 0)
        root.pop()
        #expect(recorder.events.map(\.kind) == [.pop])
    }
}
