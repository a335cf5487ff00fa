import FlowBindings
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import Testing

/// A navigation or a gesture notifies exactly the observable properties whose values changed.
@Suite("Bindings invalidation")
struct BindingsInvalidationTests {
    @Test("every transition of the explored demo (depth 3) notifies only the properties that changed, and every one that did")
    func everyTransition() {
        let states = ExploredStates(app: DemoScenarioApp(), maxStates: 20_000, maxDepth: 3)
        let transitions = Dictionary(grouping: states.exploration.transitions, by: \.from)
        var checked = 0
        var notifications = 0
        for state in states.exploration.states {
            guard let outgoing = transitions[state.id] else { continue }
            let root = states.rebuild(state)
            let memento = root.saveState()
            let bindings = NavigationBindings(root: root)
            for transition in outgoing {
                root.restoreState(memento)
                let tracker = InvalidationTracker(bindings)
                let recorder = NavigationRecorder()
                root.addObserver(recorder)
                _ = ActionPerformer.perform(transition.action.action, app: states.app, root: root, recorder: recorder)
                root.removeObserver(recorder)
                let verdict = tracker.verdict()
                let context = "state \(state.id) via \(state.path.map(\.description)), then \(transition.action)"
                #expect(verdict.spurious.isEmpty, "\(context): spurious \(verdict.spurious)")
                #expect(verdict.missed.isEmpty, "\(context): missed \(verdict.missed)")
                checked += 1
                notifications += verdict.notified
            }
        }
        #expect(checked == states.exploration.transitions.count)
        #expect(notifications > 0)
    }
}
