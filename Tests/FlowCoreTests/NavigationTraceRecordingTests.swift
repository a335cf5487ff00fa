import FlowCore
import Testing

/// Issue 48, point 2: `NavigationTraceRecording` traces every `navigate(to:)` a piece of code
/// performs on one tree, in order, and changes nothing about how they run.
@Suite("Recording the navigations of a handler")
struct NavigationTraceRecordingTests {
    enum Screen: String, Route { case home, landing, sheet }

    final class Root: Coordinator<Screen> {
        init() {
            super.init(router: Router(initial: .home))
            addModalCoordinator(Sheet())
        }
        override func canHandle(_ route: Screen) -> Bool { route != .sheet }
        override func navigationType(for route: Screen) -> NavigationType { route == .sheet ? .modal : .push }
    }

    final class Sheet: Coordinator<Screen> {
        init() { super.init(router: Router(initial: .sheet)) }
        override func canHandle(_ route: Screen) -> Bool { route == .sheet }
    }

    @Test("two navigations are recorded in call order, applied as navigate(to:) applies them")
    func twoInOrder() {
        let root = Root()
        let plain = Root()
        let (result, traces) = NavigationTraceRecording.record(in: root) {
            root.navigate(to: Screen.landing) && root.navigate(to: Screen.sheet)
        }
        #expect(plain.navigate(to: Screen.landing) && plain.navigate(to: Screen.sheet))
        #expect(result)
        #expect(traces.map(\.resolution.route.description) == ["Screen.landing", "Screen.sheet"])
        #expect(traces.allSatisfy { $0.resolution.succeeded && !$0.dryRun })
        #expect(traces[1].before == traces[0].after)
        #expect(traces[1].after == root.captureTree())
        #expect(root.captureTree() == plain.captureTree())
    }

    @Test("a failing navigation is recorded with its error and returns false")
    func failure() {
        enum Elsewhere: String, Route { case nowhere }
        let root = Root()
        let (result, traces) = NavigationTraceRecording.record(in: root) { root.navigate(to: Elsewhere.nowhere) }
        #expect(!result)
        #expect(traces.count == 1)
        #expect(traces[0].resolution.error != nil)
    }

    @Test("no navigation records nothing; another tree's navigations and later ones are not recorded")
    func scope() {
        let root = Root()
        let other = Root()
        let (_, none) = NavigationTraceRecording.record(in: root) { other.navigate(to: Screen.landing) }
        #expect(none.isEmpty)
        #expect(other.stackRoutes.count == 2, "the other tree still navigated")
        let (_, empty) = NavigationTraceRecording.record(in: root) { () }
        #expect(empty.isEmpty)
        _ = root.navigate(to: Screen.landing)  // after the recording: silent, as ever
    }

    @Test("recordings nest: the inner one records its tree, the outer one its own")
    func nesting() {
        let outer = Root()
        let inner = Root()
        let (innerTraces, outerTraces) = NavigationTraceRecording.record(in: outer) {
            outer.navigate(to: Screen.landing)
            return NavigationTraceRecording.record(in: inner) {
                inner.navigate(to: Screen.sheet)
                outer.navigate(to: Screen.sheet)
            }.traces
        }
        #expect(innerTraces.map(\.resolution.route.description) == ["Screen.sheet"])
        #expect(outerTraces.map(\.resolution.route.description) == ["Screen.landing", "Screen.sheet"])
    }
}
