import FlowAdapter

extension ScenarioParser {
    /// Why `step` cannot be a step of a scenario file on `app`, or `nil` when it can: the step is
    /// written as `ScenarioWriter` writes it, read back with this parser, and must come back as
    /// the same step.
    ///
    /// The reason is in the parser's own words, without a file and a position: for
    /// `selectTab(-2)` it is `got '-2' (expected a tab index: 0, 1, 2, …)`, what `flowatlas check`
    /// says of `selectTab: -2` in a file. A tool that records what a user does (the playground)
    /// refuses such a step before it happens, so everything it records reads back.
    ///
    /// - Parameters:
    ///   - step: The step to check.
    ///   - app: The app the scenario runs on; this parser must know it.
    /// - Returns: The reason, one line ending with `(expected …)`, or `nil`.
    public func problem(with step: ScenarioStep.Kind, app: any AtlasApp) -> String? {
        let yaml: String
        do {
            yaml = try ScenarioWriter.yaml(Scenario(name: "step", app: app.name, steps: [ScenarioStep(step)]))
        } catch {
            return error.description
        }
        let read: [ScenarioStep.Kind]
        do {
            read = try parse(yaml, file: "step").steps.map(\.kind)
        } catch {
            return error.message
        }
        guard read == [step] else {
            let shown = read.map { ScenarioParser.shown($0.description) }.joined(separator: "; ")
            return "step '\(ScenarioParser.shown(step.description))' reads back as '\(shown)' (expected the same step)"
        }
        return nil
    }
}
