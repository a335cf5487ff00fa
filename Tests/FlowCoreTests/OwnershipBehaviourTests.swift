import FlowCore
import Testing

/// B40, B42 and defect 8: ownership guards, and errors delivered to their own tree only.
@Suite("Ownership guards and error delivery (B40, B42; defect 8)")
struct OwnershipBehaviourTests {
    fileprivate enum NodeRoute: String, Route { case node, page, sheet, other, loop }
    fileprivate enum PeerRoute: String, Route { case peer }
    fileprivate enum Nowhere: String, Route { case void }
    fileprivate enum Tagged: Route {
        case tag(String)
        var identifier: String {
            switch self {
            case let .tag(label): "tag_\(label)"
            }
        }
    }

    fileprivate final class Owner: BehaviourFixtures.Scripted<NodeRoute> {}
    fileprivate final class Member: BehaviourFixtures.Scripted<NodeRoute> {}

    @Test("B40: addChild(self) reports circularReference and changes nothing")
    func b40AddSelf() throws {
        let owner = Owner(root: .node)
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)
        let before = owner.captureTree()

        owner.addChild(owner)

        #expect(owner.captureTree() == before)
        #expect(owner.children.isEmpty)
        #expect(owner.parentCoordinator == nil)
        #expect(owner.presentationContext == .root)
        let error = try #require(recorder.errors.first)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .circularReference)
        #expect(error.coordinator == "Owner")
    }

    @Test("B40: adding the same child twice reports duplicateChild and keeps one")
    func b40DuplicateChild() {
        let owner = Owner(root: .node)
        let member = Member(root: .page)
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)
        owner.addChild(member)
        let before = owner.captureTree()

        owner.addChild(member)

        #expect(owner.captureTree() == before)
        #expect(owner.children.count == 1)
        #expect(owner.children.first === member)
        #expect(member.parentCoordinator === owner)
        #expect(recorder.errors.map(\.kind) == [.duplicateChild])
    }

    @Test("B40: registering the same modal twice, or as a child too, reports duplicateChild")
    func b40DuplicateModal() {
        let owner = Owner(root: .node)
        let sheet = Member(root: .sheet)
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)
        owner.addModalCoordinator(sheet)
        let before = owner.captureTree()

        owner.addModalCoordinator(sheet)
        owner.addChild(sheet)

        #expect(owner.captureTree() == before)
        #expect(owner.modalCoordinators.count == 1)
        #expect(owner.children.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.duplicateChild, .duplicateChild])
    }

    @Test("B40: adding a coordinator another parent owns reports configurationError; it stays with its owner")
    func b40AlreadyOwned() {
        let first = Owner(root: .node)
        let second = Owner(root: .node)
        let member = Member(root: .page)
        let recorder = NavigationRecorder()
        second.addObserver(recorder)
        first.addChild(member)
        let firstBefore = first.captureTree()
        let secondBefore = second.captureTree()

        second.addChild(member)

        #expect(first.captureTree() == firstBefore)
        #expect(second.captureTree() == secondBefore)
        #expect(member.parentCoordinator === first)
        #expect(second.children.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.configurationError])
    }

    @Test("B40: adding a coordinator registered or presented elsewhere reports configurationError")
    func b40PresentedElsewhere() {
        let first = Owner(root: .node)
        let second = Owner(root: .node)
        let registered = Member(root: .sheet)
        let presented = Member(root: .other)
        first.addModalCoordinator(registered)
        first.presentModal(presented, presenting: .other)
        let recorder = NavigationRecorder()
        second.addObserver(recorder)
        let secondBefore = second.captureTree()

        second.addChild(registered)
        second.addModalCoordinator(presented)
        second.presentDetour(presented, presenting: NodeRoute.other)

        #expect(second.captureTree() == secondBefore)
        #expect(second.children.isEmpty)
        #expect(second.modalCoordinators.isEmpty)
        #expect(second.presentedDetour == nil)
        #expect(first.presentedModal === presented)
        #expect(presented.parentCoordinator === first)
        #expect(recorder.errors.map(\.kind) == [.configurationError, .configurationError, .configurationError])
    }

    @Test("B40: adding an ancestor reports circularReference and changes nothing")
    func b40AddAncestor() {
        let top = Owner(root: .node)
        let middle = Member(root: .page)
        let bottom = BehaviourFixtures.Scripted(root: PeerRoute.peer)
        top.addChild(middle)
        middle.addChild(bottom)
        let recorder = NavigationRecorder()
        top.addObserver(recorder)
        let before = top.captureTree()

        bottom.addChild(top)
        bottom.addChild(middle)

        #expect(top.captureTree() == before)
        #expect(bottom.children.isEmpty)
        #expect(top.parentCoordinator == nil)
        #expect(middle.parentCoordinator === top)
        #expect(recorder.errors.map(\.kind) == [.circularReference, .circularReference])
    }

    @Test("B40 / defect 8: a cycle through modal registrations is refused; navigation still terminates")
    func b40ModalRegistrationCycle() throws {
        let a = Owner(root: .node, modals: [.sheet])
        let b = Member(root: .sheet, modals: [.other])
        let c = Member(root: .other, modals: [.node])
        let recorder = NavigationRecorder()
        a.addObserver(recorder)  // the tree's observer: errors inside registered modals reach it too
        a.addModalCoordinator(b)
        b.addModalCoordinator(c)
        let before = a.captureTree()

        b.addModalCoordinator(a)  // a -> b -> a
        c.addModalCoordinator(a)  // a -> b -> c -> a

        #expect(a.captureTree() == before)
        #expect(b.modalCoordinators.count == 1)
        #expect(b.modalCoordinators.first === c)
        #expect(c.modalCoordinators.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.circularReference, .circularReference])

        // The refused registration left no loop: an unknown route fails instead of recursing forever.
        recorder.reset()
        #expect(a.navigate(to: NodeRoute.loop) == false)
        #expect(a.captureTree() == before)
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
        // And the legal chain still works.
        #expect(a.navigate(to: NodeRoute.sheet))
        #expect(b.navigate(to: NodeRoute.other))
        #expect(a.presentedModal === b)
        #expect(b.presentedModal === c)
    }

    @Test("B40: a cycle through a child's modal registration is refused")
    func b40ChildModalCycle() {
        let top = Owner(root: .node)
        let child = Member(root: .page)
        top.addChild(child)
        let recorder = NavigationRecorder()
        top.addObserver(recorder)
        let before = top.captureTree()

        child.addModalCoordinator(top)

        #expect(top.captureTree() == before)
        #expect(child.modalCoordinators.isEmpty)
        #expect(top.parentCoordinator == nil)
        #expect(recorder.errors.map(\.kind) == [.circularReference])
    }

    // MARK: B42

    fileprivate final class Tree {
        let root: Owner
        let member: Member
        let recorder = NavigationRecorder()

        init() {
            root = Owner(root: .node, pushes: [.page])
            member = Member(root: .other)
            root.addChild(member)
            root.addObserver(recorder)
        }
    }

    @Test("B42: errors reach observers of that tree only")
    func b42ErrorsStayInTheirTree() {
        let left = Tree()
        let right = Tree()

        #expect(left.member.navigate(to: Nowhere.void) == false)
        left.root.addChild(left.root)

        #expect(left.recorder.errors.map(\.kind) == [.navigationFailed, .circularReference])
        #expect(right.recorder.errors.isEmpty)
        #expect(right.recorder.events.isEmpty)

        #expect(right.root.navigate(to: NodeRoute.page))
        #expect(BehaviourFixtures.steps(right.recorder.events) == ["push page"])
        #expect(left.recorder.events.isEmpty)
        #expect(left.recorder.errors.count == 2)
    }

    /// Builds a tree inside the task, fails `count` navigations to a route tagged with
    /// `label` (yielding between them so parallel trees interleave), and returns what
    /// the tree's observer received.
    private static func runIsolatedTree(label: String, count: Int) async -> [NavigationError] {
        let tree = Tree()
        for _ in 0..<count {
            #expect(tree.member.navigate(to: Tagged.tag(label)) == false)
            await Task.yield()
        }
        tree.root.addChild(tree.root)
        return tree.recorder.errors
    }

    @Test("B42: two trees driven in parallel never see each other's errors")
    func b42ParallelTrees() async {
        let plan = [("left", 40), ("right", 25)]
        let results = await withTaskGroup(of: (String, [NavigationError]).self) { group in
            for (label, count) in plan {
                group.addTask { (label, await Self.runIsolatedTree(label: label, count: count)) }
            }
            var results: [String: [NavigationError]] = [:]
            for await (label, errors) in group { results[label] = errors }
            return results
        }
        for (label, count) in plan {
            let errors = results[label] ?? []
            #expect(errors.count == count + 1)
            #expect(errors.dropLast().allSatisfy { $0.kind == .navigationFailed && $0.routeIdentifier == "tag_\(label)" })
            #expect(errors.last?.kind == .circularReference)
        }
    }

    @Test("B42: parallel tests each see exactly their own errors", arguments: 1...6)
    func b42ParallelTests(failures: Int) async {
        let label = "case\(failures)"
        let errors = await Self.runIsolatedTree(label: label, count: failures)
        #expect(errors.count == failures + 1)
        #expect(errors.dropLast().allSatisfy { $0.kind == .navigationFailed && $0.routeIdentifier == "tag_\(label)" })
        #expect(errors.last?.kind == .circularReference)
    }
}
