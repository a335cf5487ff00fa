import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowText
import Testing

/// The checker itself must be able to fail: each rule is shown broken by a doctored input.
@Suite("Invariant checker catches broken rules")
struct InvariantCheckerTests {
    static let app = DemoScenarioApp()

    private func run(_ action: ScenarioAction, on root: any AnyCoordinator) -> (InvariantChecker.Before, ActionOutcome, [NavigationEvent]) {
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        defer { root.removeObserver(recorder) }
        let before = InvariantChecker.capture(root)
        let outcome = ActionPerformer.perform(action, app: Self.app, root: root, recorder: recorder)
        return (before, outcome, recorder.events)
    }

    @Test("events that do not account for the change are a violation")
    func missingEvents() {
        let root = Self.app.makeRoot()
        let action = ScenarioAction.navigate(to: AppRoute.tabRoot, from: .top)
        let (before, outcome, events) = run(action, on: root)
        #expect(InvariantChecker.check(action, before: before, root: root, outcome: outcome, events: events).violations.isEmpty)
        let secondAction = ScenarioAction.navigate(to: RedRoute.lightRed)
        let (before2, outcome2, events2) = run(secondAction, on: root)
        #expect(!events2.isEmpty)
        let doctored = InvariantChecker.check(secondAction, before: before2, root: root, outcome: outcome2, events: [])
        #expect(doctored.violations.map(\.rule) == [.eventsDoNotReplay])
    }

    @Test("events about a coordinator the action did not change are a violation (comparing only what changed does not hide them)")
    func eventsWithoutChange() {
        let root = Self.app.makeRoot()
        _ = run(.navigate(to: AppRoute.tabRoot, from: .top), on: root)
        let pushing = ScenarioAction.navigate(to: RedRoute.lightRed)
        let (_, _, pushEvents) = run(pushing, on: root)
        #expect(!pushEvents.isEmpty)
        // Nothing happens between these captures, but the events claim the push again.
        let before = InvariantChecker.capture(root)
        let outcome = ActionOutcome(succeeded: true, returnedFalse: false, message: "ok", errors: [])
        let rules = InvariantChecker.check(pushing, before: before, root: root, outcome: outcome, events: pushEvents).violations.map(\.rule)
        #expect(rules == [.eventsDoNotReplay])
    }

    @Test("a failure that changed the tree is a violation")
    func failureChangedTree() {
        let root = Self.app.makeRoot()
        let action = ScenarioAction.navigate(to: AppRoute.tabRoot, from: .top)
        let (before, outcome, events) = run(action, on: root)
        var failed = outcome
        failed.returnedFalse = true
        let rules = InvariantChecker.check(action, before: before, root: root, outcome: failed, events: events).violations.map(\.rule)
        #expect(rules.contains(.failedNavigationChangedTree))
        #expect(rules.contains(.failedNavigationEmittedEvents))
    }

    @Test("a success that does not show its route is a violation")
    func notShown() {
        let root = Self.app.makeRoot()
        _ = run(.navigate(to: AppRoute.tabRoot, from: .top), on: root)
        let claimed = ScenarioAction.navigate(to: GreenRoute.lightGreen)
        let (before, outcome, events) = run(.back, on: root)
        let rules = InvariantChecker.check(claimed, before: before, root: root, outcome: outcome, events: events).violations.map(\.rule)
        #expect(rules == [.successfulNavigationHidesRoute])
    }

    @Test("canHandle asked twice for one action is a violation")
    func canHandleTwice() {
        let root = Self.app.makeRoot()
        _ = run(.navigate(to: AppRoute.tabRoot, from: .top), on: root)
        let before = InvariantChecker.capture(root)
        // Two navigations between the captures: every coordinator asked is asked twice.
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        let red = root.visibleCoordinator
        _ = red.navigate(to: RedRoute.darkRed)  // Red is asked whether it handles darkRed
        red.dismissModal()
        _ = red.navigate(to: RedRoute.info)  // and again for info
        let outcome = ActionOutcome(succeeded: true, returnedFalse: false, message: "ok", errors: [])
        let rules = InvariantChecker.check(.back, before: before, root: root, outcome: outcome, events: recorder.events).violations.map(\.rule)
        #expect(rules.contains(.canHandleAskedTwice))
    }

    @Test("a shrunk failing sequence is spelled out step by step")
    func describe() {
        let check = SequenceCheck(app: Self.app)
        let back = check.actions.firstIndex { $0.description == "back" }!
        let link = check.actions.firstIndex { $0.description == "link AppRoute.tabRoot" }!
        #expect(check.describe([link, back]) == "start → link AppRoute.tabRoot → back")
        #expect(check.firstViolation([link, back, link]) == nil)
    }
}
