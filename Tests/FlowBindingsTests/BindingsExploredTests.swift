import FlowAtlasTestSupport
import FlowBigApp
import FlowBindings
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowText
import Testing

/// The bindings against the engine, over every state an explorer reaches: the projection is
/// the snapshot's screen, every gesture equals its programmatic counterpart, the invariants
/// hold, and the models never drift from fresh ones.
@Suite("Bindings over explored states")
struct BindingsExploredTests {
    static let demo = ExploredStates(app: DemoScenarioApp(), maxStates: 20_000, maxDepth: 4)

    /// The `## screen` section of the tree's snapshot.
    static func snapshotScreen(_ root: any AnyCoordinator) -> [String] {
        let text = TreeSnapshot.render(root.captureTree())
        let screen = text.components(separatedBy: "\n## screen\n")[1]
        return screen.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    static func checkProjection(_ states: ExploredStates, limit: Int = .max) -> Int {
        var checked = 0
        for state in states.exploration.states.prefix(limit) {
            let root = states.rebuild(state)
            let bindings = NavigationBindings(root: root)
            let expected = BindingsScreen.comparable(snapshotScreen: snapshotScreen(root))
            #expect(BindingsScreen(bindings).lines == expected, "state \(state.id) via \(state.path.map(\.description))")
            checked += 1
        }
        return checked
    }

    @Test("the projection equals the snapshot's screen in every demo state to depth 4")
    func demoProjection() {
        #expect(Self.demo.exploration.statesPerDepth.count >= 5)
        #expect(!Self.demo.exploration.truncated)
        #expect(Self.checkProjection(Self.demo) == Self.demo.exploration.states.count)
    }

    @Test("the projection equals the snapshot's screen in the big app's states (bounded)")
    func bigAppProjection() {
        let states = ExploredStates(app: BigScenarioApp(), maxStates: 1_500, maxDepth: 3, inAppOnly: true)
        #expect(Self.checkProjection(states) == states.exploration.states.count)
    }

    /// Every gesture of every state: through the bindings (counting notifications per property)
    /// and through the program, from the same state (a memento); returns how many gestures were checked and how many kinds were seen.
    static func checkGestures(_ states: ExploredStates) -> (gestures: Int, kinds: Set<String>) {
        var gestures = 0
        var kinds: Set<String> = []
        for state in states.exploration.states {
            let root = states.rebuild(state)
            let available = AvailableGesture.available(at: root)
            guard !available.isEmpty else { continue }
            let memento = root.saveState()
            for gesture in available {
                root.restoreState(memento)
                let context = "state \(state.id) via \(state.path.map(\.description)): \(gesture)"
                let bindings = NavigationBindings(root: root)
                let tracker = InvalidationTracker(bindings)
                let recorder = NavigationRecorder()
                root.addObserver(recorder)
                let before = InvariantChecker.capture(root)
                gesture.perform(through: bindings)
                root.removeObserver(recorder)
                #expect(!recorder.events.isEmpty, "\(context): nothing happened")
                #expect(recorder.errors.isEmpty, "\(context): \(recorder.errors)")
                #expect(recorder.events.allSatisfy { $0.cause == gesture.cause }, "\(context): \(recorder.events)")
                let outcome = ActionOutcome(succeeded: true, returnedFalse: false, message: "ok", errors: [])
                let violations = InvariantChecker.check(
                    gesture.checkedAs, before: before, root: root, outcome: outcome, events: recorder.events
                ).violations
                #expect(violations.isEmpty, "\(context): \(violations)")
                let verdict = tracker.verdict()
                #expect(verdict.spurious.isEmpty && verdict.missed.isEmpty, "\(context): spurious \(verdict.spurious), missed \(verdict.missed)")
                #expect(BindingsDump.text(of: bindings) == BindingsDump.text(of: NavigationBindings(root: root)), "\(context): the bindings drifted")
                let afterGesture = root.captureTree()
                root.restoreState(memento)
                if gesture.performProgrammatically(at: root) {
                    #expect(afterGesture == root.captureTree(), "\(context): differs from the program's")
                } else if case let .detent(detent) = gesture {
                    let presenter = AvailableGesture.topPresented(at: root)!.presenter
                    let node = afterGesture.nodes[root.captureTreeWithIdentities().identities.firstIndex(of: presenter.identity)!]
                    #expect(node.detents?.selectedDetent == detent, "\(context)")
                }
                gestures += 1
                kinds.insert("\(gesture)".split(separator: " ").first.map(String.init) ?? "")
            }
        }
        return (gestures, kinds)
    }

    @Test("every gesture in every demo state to depth 4 equals its programmatic counterpart, keeps the invariants, notifies only what changed and never drifts")
    func demoGestures() {
        let (gestures, kinds) = Self.checkGestures(Self.demo)
        #expect(gestures > 1_000)
        #expect(kinds == ["back", "dismiss", "tap", "detent"])
    }

    @Test("every gesture in the big app's states (bounded) equals its programmatic counterpart")
    func bigAppGestures() {
        let states = ExploredStates(app: BigScenarioApp(), maxStates: 600, maxDepth: 3, inAppOnly: true)
        let (gestures, _) = Self.checkGestures(states)
        #expect(gestures > 100)
    }
}
