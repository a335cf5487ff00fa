import FlowCore
import Testing

/// B1..B4: routes, `NavigationState` and the router.
@Suite("Router and state (B1-B4)")
struct RouterStateBehaviourTests {
    fileprivate enum Letter: String, Route { case a, b, c, d, start }

    fileprivate enum Outcome: Route {
        case start
        case result(success: Bool)

        var identifier: String {
            switch self {
            case .start: "start"
            case let .result(success): "result_\(success)"
            }
        }
    }

    fileprivate enum LeftRoute: String, Route { case shared }
    fileprivate enum RightRoute: String, Route { case shared }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    @Test("B1: a String-raw route's identifier is its raw value; custom identifiers are kept")
    func b1Identifiers() {
        #expect(Letter.a.identifier == "a")
        #expect(Letter.start.identifier == "start")
        #expect(Letter.c.identifier == Letter.c.rawValue)
        #expect(Outcome.result(success: true).identifier == "result_true")
        #expect(Outcome.result(success: false).identifier == "result_false")
        #expect(AnyRoute(Letter.b).identifier == "b")
        #expect(AnyRoute(Letter.b).typeName == "Letter")
    }

    @Test("B1: NavigationState(root:) starts with an empty stack, tab 0, nothing presented")
    func b1InitialState() {
        let state = NavigationState(root: Letter.a)
        #expect(state.root == .a)
        #expect(state.stack.isEmpty)
        #expect(state.selectedTab == 0)
        #expect(state.presented == nil)
        #expect(state.detour == nil)
        #expect(state.modalDetentConfiguration == nil)
        #expect(state.currentRoute == .a)

        let router = Router(initial: Letter.a)
        #expect(router.state == state)
        let coordinator = Coordinator(router: Router(initial: Letter.a))
        #expect(coordinator.router.state == state)
        #expect(coordinator.presentationContext == .root)
        #expect(coordinator.parentCoordinator == nil)
        #expect(coordinator.children.isEmpty)
        #expect(coordinator.pushedChildren.isEmpty)
        #expect(coordinator.presentedModal == nil)
        #expect(coordinator.presentedDetour == nil)
    }

    @Test("B2: currentRoute is presented ?? stack.last ?? root, through push, present, dismiss and pop")
    func b2CurrentRoute() {
        let owner = Scripted(root: Letter.a, pushes: [.b], modals: [.c])
        let sheet = Scripted(root: Letter.c)
        owner.addModalCoordinator(sheet)

        #expect(owner.router.state.currentRoute == .a)  // root only

        #expect(owner.navigate(to: Letter.b))
        #expect(owner.router.state.stack == [.b])
        #expect(owner.router.state.presented == nil)
        #expect(owner.router.state.currentRoute == .b)  // stack.last

        #expect(owner.navigate(to: Letter.c))
        #expect(owner.router.state.stack == [.b])
        #expect(owner.router.state.presented == .c)
        #expect(owner.router.state.currentRoute == .c)  // presented wins over stack.last

        owner.dismissModal()
        #expect(owner.router.state.presented == nil)
        #expect(owner.router.state.currentRoute == .b)

        owner.pop()
        #expect(owner.router.state.stack.isEmpty)
        #expect(owner.router.state.currentRoute == .a)
    }

    @Test("B3: replace on an empty stack pushes")
    func b3ReplaceOnEmptyStack() {
        let owner = Scripted(root: Letter.start, pushes: [.a, .b], replaces: [.c])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)

        #expect(owner.navigate(to: Letter.c))
        #expect(owner.router.state.stack == [.c])
        #expect(owner.router.state.currentRoute == .c)
        #expect(BehaviourFixtures.steps(recorder.events) == ["replace c"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B3: replace on [a, b] gives [a, c], and again [a, d]")
    func b3ReplaceTop() {
        let owner = Scripted(root: Letter.start, pushes: [.a, .b], replaces: [.c, .d])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)

        #expect(owner.navigate(to: Letter.a))
        #expect(owner.navigate(to: Letter.b))
        #expect(owner.router.state.stack == [.a, .b])

        #expect(owner.navigate(to: Letter.c))
        #expect(owner.router.state.stack == [.a, .c])
        #expect(owner.navigate(to: Letter.d))
        #expect(owner.router.state.stack == [.a, .d])
        #expect(BehaviourFixtures.steps(recorder.events) == ["push a", "push b", "replace c", "replace d"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B3: routes with associated values replace each other: [result_true] -> [result_false]")
    func b3ReplaceAssociatedValues() {
        let owner = Scripted(root: Outcome.start, replaces: [.result(success: true), .result(success: false)])
        #expect(owner.navigate(to: Outcome.result(success: true)))
        #expect(owner.router.state.stack == [.result(success: true)])
        #expect(owner.navigate(to: Outcome.result(success: false)))
        #expect(owner.router.state.stack == [.result(success: false)])
        #expect(owner.router.state.stack.map(\.identifier) == ["result_false"])
    }

    @Test("B4: AnyRoute compares type and identifier")
    func b4AnyRouteEquality() {
        #expect(LeftRoute.shared.identifier == RightRoute.shared.identifier)
        #expect(AnyRoute(LeftRoute.shared) != AnyRoute(RightRoute.shared))
        #expect(AnyRoute(LeftRoute.shared) == AnyRoute(LeftRoute.shared))
        #expect(Set([AnyRoute(LeftRoute.shared), AnyRoute(RightRoute.shared), AnyRoute(LeftRoute.shared)]).count == 2)
        #expect(AnyRoute(AnyRoute(LeftRoute.shared)) == AnyRoute(LeftRoute.shared))
    }

    @Test("B4: states with detours of two route types sharing an identifier are different")
    func b4StateEqualityComparesDetourType() {
        let first = Coordinator(router: Router(initial: Letter.a))
        let second = Coordinator(router: Router(initial: Letter.a))
        let third = Coordinator(router: Router(initial: Letter.a))
        #expect(first.router.state == second.router.state)

        let leftDetour = Coordinator(router: Router(initial: LeftRoute.shared))
        let rightDetour = Coordinator(router: Router(initial: RightRoute.shared))
        let otherLeftDetour = Coordinator(router: Router(initial: LeftRoute.shared))
        first.presentDetour(leftDetour, presenting: LeftRoute.shared)
        second.presentDetour(rightDetour, presenting: RightRoute.shared)
        third.presentDetour(otherLeftDetour, presenting: LeftRoute.shared)

        #expect(first.router.state.detour == AnyRoute(LeftRoute.shared))
        #expect(second.router.state.detour == AnyRoute(RightRoute.shared))
        #expect(first.router.state.detour?.identifier == second.router.state.detour?.identifier)
        #expect(first.router.state != second.router.state)
        #expect(first.router.state == third.router.state)
    }
}
