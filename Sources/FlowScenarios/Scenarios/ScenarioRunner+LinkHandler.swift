import FlowAdapter
import FlowCore

extension ScenarioRunner {
    /// A `trace: { open: URL }` step of an app with its own link handler (`hasLinkHandler`): the
    /// handler runs (the tree put back for `dryRun: true`, whose events are then not the step's),
    /// every navigation it performs is traced in order, and the checkpoint's text is
    /// `HandledLinkText`'s. Never a resolution of `route(forURL:)` in the handler's place.
    ///
    /// It passes, with no `expect`, when the handler returned `true` and every navigation it
    /// performed succeeded; with `expect: kind`, when one of them failed with `kind`.
    static func traceLinkHandler(
        _ url: String, _ request: TraceRequest, at step: ScenarioStep, of scenario: Scenario, app: any AtlasApp, root: any AnyCoordinator,
        recorder: NavigationRecorder, into run: inout ScenarioRun
    ) -> ScenarioRun.Entry {
        let checkpoint = request.checkpoint
        let link = HandledLink.open(url, app: app, from: ActionPerformer.start(request.from, root), root: root, dryRun: request.dryRun)
        if request.dryRun { recorder.reset() }
        run.checkpoints.append(
            .init(
                name: checkpoint, tree: request.dryRun ? link.before : link.after,
                text: HandledLinkText.render(link, scenario: scenario.name, checkpoint: checkpoint), trace: nil, handledLink: link))
        let failed = link.navigations.compactMap { $0.resolution.error?.kind.code }
        let passed = request.expect.map(failed.contains) ?? link.succeeded
        let outcome =
            failed.first.map { "failed with \($0.rawValue)" }
            ?? (link.returned ? "the app's link handler \(link.performed)" : "the app's link handler returned false and \(link.performed)")
        return .init(
            step: step, passed: passed,
            outcome: passed ? "\(outcome); trace \(scenario.name)/\(checkpoint).txt" : "\(outcome), expected \(request.expect?.rawValue ?? "success")",
            events: recorder.events)
    }
}
