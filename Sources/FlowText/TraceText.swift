import FlowCore

/// The text form of a `NavigationTrace`: numbered, indented decisions, the moves between
/// coordinators, the planned steps, the outcome, and a diff of the tree before and after.
/// Deterministic, so it can be a snapshot.
public enum TraceText {
    /// The first line of every trace text.
    public static let versionLine = "# flowatlas trace v1"

    /// The text of `trace`.
    public static func render(_ trace: NavigationTrace, scenario: String? = nil, checkpoint: String? = nil) -> String {
        let resolution = trace.resolution
        let tree = trace.before
        var lines = [versionLine]
        if let scenario { lines.append("# scenario: \(scenario)") }
        if let checkpoint { lines.append("# checkpoint: \(checkpoint)") }
        lines.append("")
        lines.append("navigate(to: \(resolution.route)) from \(name(resolution.entry, in: tree))\(trace.dryRun ? " (dry run)" : "")")
        if let error = resolution.error {
            lines.append("result: failed with \(error.kind.name): \(error.message)")
        } else {
            let handler = resolution.handler.map { name($0, in: tree) } ?? "?"
            lines.append("result: succeeded; \(resolution.route) is shown by \(handler)")
        }
        lines.append("")
        lines.append("## decisions")
        for (index, decision) in resolution.decisions.enumerated() {
            let indent = String(repeating: "  ", count: max(0, decision.depth - 1))
            lines.append(
                "\(pad(index + 1, resolution.decisions.count)). \(indent)\(decision.coordinator) [\(decision.rule.rawValue)] \(decision.answer ? "yes" : "no"): \(decision.reason)"
            )
        }
        lines.append("")
        lines.append("## path")
        if resolution.moves.isEmpty { lines.append("(resolution stayed at \(name(resolution.entry, in: tree)))") }
        for (index, move) in resolution.moves.enumerated() {
            lines.append("\(pad(index + 1, resolution.moves.count)). \(name(move.from, in: tree)) -> \(name(move.to, in: tree)) (\(move.rule.rawValue))")
        }
        lines.append("")
        lines.append("## steps")
        if resolution.steps.isEmpty { lines.append("(none)") }
        for (index, step) in resolution.steps.enumerated() {
            lines.append("\(pad(index + 1, resolution.steps.count)). \(step)")
        }
        lines += followUpLines(trace.followUps ?? [])
        lines.append("")
        lines.append("## tree \(trace.dryRun ? "(dry run: unchanged)" : "before -> after")")
        let before = tree.outline
        let after = trace.after.outline
        if let diff = LineDiff.unified(old: before, new: after, oldName: "before", newName: "after", context: 1) {
            lines += LineDiff.lines(diff)
        } else {
            lines.append("(no change)")
        }
        // Routes, reasons and messages name the app's identifiers: each line stays one line.
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }

    /// The navigations the traced one released (pending navigations performed by a flow change),
    /// in the order they ran, each with its outcome and steps; nothing when there are none.
    static func followUpLines(_ followUps: [NavigationTrace]) -> [String] {
        guard !followUps.isEmpty else { return [] }
        var lines = ["", "## follow-ups (navigations it released, in order)"]
        for (index, followUp) in followUps.enumerated() {
            let resolution = followUp.resolution
            let tree = followUp.before
            let outcome =
                resolution.error.map { "failed with \($0.kind.name): \($0.message)" }
                ?? "succeeded; shown by \(resolution.handler.map { name($0, in: tree) } ?? "?")"
            lines.append("\(pad(index + 1, followUps.count)). navigate(to: \(resolution.route)) from \(name(resolution.entry, in: tree)): \(outcome)")
            for (number, step) in resolution.steps.enumerated() {
                lines.append("   \(pad(number + 1, resolution.steps.count)). \(step)")
            }
        }
        return lines
    }

    /// The type name of a node, with its id to tell equal types apart.
    public static func name(_ node: Int, in tree: NavigationTree) -> String {
        tree.nodes.indices.contains(node) ? "\(tree.nodes[node].label)#\(node)" : "#\(node)"
    }

    private static func pad(_ number: Int, _ total: Int) -> String {
        let width = String(total).count
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
