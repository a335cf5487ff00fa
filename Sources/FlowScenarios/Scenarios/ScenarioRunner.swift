import FlowAdapter
import FlowCore
import FlowSnapshotStore
import FlowText

/// Runs scenarios on a fresh app each time.
public struct ScenarioRunner {
    let apps: [any AtlasApp]

    /// A runner for scenarios of `app`.
    public init(app: any AtlasApp) { apps = [app] }

    /// A runner for scenarios of any of `apps` (matched by `Scenario.app`).
    public init(apps: [any AtlasApp]) { self.apps = apps }

    /// Runs `scenario` from the app's start.
    public func run(_ scenario: Scenario) -> ScenarioRun {
        execute(scenario, until: nil).run
    }

    /// Runs `scenario` from the app's start, keeping the tree after every step in its entry
    /// (`ScenarioRun.Entry.tree`) when `keepingTrees` is set: what a step-by-step report draws.
    public func run(_ scenario: Scenario, keepingTrees: Bool) -> ScenarioRun {
        execute(scenario, until: nil, keepingTrees: keepingTrees).run
    }

    /// Replays `scenario` up to and including `checkpoint` (all of it when `nil`) and returns
    /// the live app there, for tools that continue from that state (`flowatlas trace`).
    public func replay(_ scenario: Scenario, until checkpoint: String?) -> (run: ScenarioRun, root: any AnyCoordinator) {
        execute(scenario, until: checkpoint)
    }

    private func execute(_ scenario: Scenario, until stop: String?, keepingTrees: Bool = false) -> (run: ScenarioRun, root: any AnyCoordinator) {
        let app: any AtlasApp
        switch ScenarioApps.app(named: scenario.app, in: apps) {
        case let .success(found): app = found
        case let .failure(unknown): return Self.unknownApp(scenario, unknown)
        }
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        var run = ScenarioRun(scenario: scenario, start: root.captureTree())
        /// The tree captured by a snapshot step that nothing has changed since (the final tree when it ends the scenario).
        var unchanged: NavigationTree?
        /// The events since the previous checkpoint (a checkpoint after a gesture lists them).
        var sinceCheckpoint: [NavigationEvent] = []
        for step in scenario.steps {
            recorder.reset()
            unchanged = nil
            var plannedTrace: NavigationTrace?
            var plannedLink: HandledLink?
            var entry: ScenarioRun.Entry
            switch step.kind {
            case let .snapshot(checkpoint):
                let tree = root.captureTree()
                unchanged = tree
                let text = TreeSnapshot.render(tree, scenario: scenario.name, checkpoint: checkpoint, events: sinceCheckpoint)
                sinceCheckpoint = []
                run.checkpoints.append(.init(name: checkpoint, tree: tree, text: text))
                entry = .init(step: step, passed: true, outcome: "snapshot \(scenario.name)/\(checkpoint).txt", events: [])
            case let .trace(request):
                if let url = request.url, app.hasLinkHandler {
                    entry = Self.traceLinkHandler(url, request, at: step, of: scenario, app: app, root: root, recorder: recorder, into: &run)
                } else {
                    entry = Self.trace(request, at: step, of: scenario, root: root, recorder: recorder, into: &run)
                }
            case let .expectFailure(inner, expected):
                entry = Self.expectFailure(inner, expected, at: step, app: app, root: root, recorder: recorder)
            case let .perform(action):
                if keepingTrees, case let .open(url, entry) = action, app.hasLinkHandler {
                    plannedLink = HandledLink.open(url, app: app, from: ActionPerformer.start(entry, root), root: root, dryRun: true)
                    recorder.reset()  // the dry run's events are not the step's
                } else if keepingTrees {
                    plannedTrace = Self.dryRunTrace(of: action, app: app, root: root)
                }
                let outcome = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
                entry = .init(
                    step: step, passed: outcome.succeeded,
                    outcome: outcome.succeeded ? "ok" : "failed: \(outcome.message)", events: recorder.events)
            }
            if keepingTrees {
                entry.tree = unchanged ?? root.captureTree()
                entry.trace = plannedTrace
                entry.handledLink = plannedLink
            }
            run.entries.append(entry)
            if case .trace = step.kind { sinceCheckpoint = [] } else { sinceCheckpoint += entry.events }
            if let stop, run.checkpoints.last?.name == stop, scenario.checkpoints.contains(stop) { break }
        }
        run.finalTree = unchanged ?? root.captureTree()
        root.removeObserver(recorder)
        return (run, root)
    }
}

extension ScenarioRunner {
    /// The run of a scenario whose app is not one of the runner's: it fails at its first line
    /// (never another app silently), on a placeholder tree.
    private static func unknownApp(_ scenario: Scenario, _ unknown: ScenarioError) -> (run: ScenarioRun, root: any AnyCoordinator) {
        let step = scenario.steps.first ?? ScenarioStep(.perform(.back), line: 1, column: 1)
        let nothing = Coordinator<NoApp>(router: Router(initial: .unknown))
        var run = ScenarioRun(scenario: scenario, start: nothing.captureTree())
        run.entries = [.init(step: step, passed: false, outcome: unknown.message, events: [])]
        return (run, nothing)
    }

    /// A `trace:` step: the trace becomes the checkpoint; it passes when it ends as expected.
    private static func trace(
        _ request: TraceRequest, at step: ScenarioStep, of scenario: Scenario, root: any AnyCoordinator, recorder: NavigationRecorder,
        into run: inout ScenarioRun
    ) -> ScenarioRun.Entry {
        let (checkpoint, expect) = (request.checkpoint, request.expect)
        let trace = ActionPerformer.start(request.from, root).trace(to: request.route.route, dryRun: request.dryRun)
        run.checkpoints.append(
            .init(
                name: checkpoint, tree: trace.after,
                text: TraceText.render(trace, scenario: scenario.name, checkpoint: checkpoint), trace: trace))
        let code = trace.resolution.error?.kind.code
        let passed = code == expect
        let outcome = code.map { "failed with \($0.rawValue)" } ?? "succeeded"
        return .init(
            step: step, passed: passed,
            outcome: passed ? "\(outcome); trace \(scenario.name)/\(checkpoint).txt" : "\(outcome), expected \(expect?.rawValue ?? "success")",
            events: recorder.events)
    }

    /// An `expectFailure:` step: passes when the inner action fails with `expected` and, if it
    /// returned `false` or was refused (`invalidURL`, `gestureRefused`), changed nothing.
    private static func expectFailure(
        _ inner: ScenarioAction, _ expected: ScenarioErrorKind, at step: ScenarioStep, app: any AtlasApp, root: any AnyCoordinator,
        recorder: NavigationRecorder
    ) -> ScenarioRun.Entry {
        let before = root.captureTree()
        let outcome = ActionPerformer.perform(inner, app: app, root: root, recorder: recorder)
        let codes = outcome.errorKinds
        if outcome.succeeded {
            return .init(step: step, passed: false, outcome: "expected to fail with \(expected.rawValue), but it succeeded", events: recorder.events)
        }
        if !codes.contains(expected) {
            let got = codes.isEmpty ? outcome.message : codes.map(\.rawValue).joined(separator: ", ")
            return .init(step: step, passed: false, outcome: "expected \(expected.rawValue), got \(got)", events: recorder.events)
        }
        if outcome.returnedFalse || outcome.refusal != nil, root.captureTree() != before {
            return .init(step: step, passed: false, outcome: "failed with \(expected.rawValue) but changed the tree", events: recorder.events)
        }
        return .init(step: step, passed: true, outcome: "failed as expected: \(outcome.message)", events: recorder.events)
    }
}

extension ScenarioRunner {
    /// The engine's decisions for a `navigate` or `open` action, traced as a dry run (nothing
    /// changes); `nil` for other actions, URLs the app maps to no route, and every URL of an app
    /// with its own link handler (see `HandledLink`: never `route(forURL:)` in the handler's place).
    static func dryRunTrace(of action: ScenarioAction, app: any AtlasApp, root: any AnyCoordinator) -> NavigationTrace? {
        switch action {
        case let .navigate(reference, entry): ActionPerformer.start(entry, root).trace(to: reference.route, dryRun: true)
        case let .open(url, entry):
            app.hasLinkHandler ? nil : app.route(namedOrURL: url).map { ActionPerformer.start(entry, root).trace(to: $0, dryRun: true) }
        default: nil
        }
    }
}

/// The route type of the placeholder a scenario of an unknown app gets instead of an app.
private enum NoApp: String, Route { case unknown }
