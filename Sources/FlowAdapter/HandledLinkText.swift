import FlowCore
import FlowText

/// The text form of a ``HandledLink``: what the app's link handler returned and how many
/// navigations it performed, then each navigation numbered with its own trace (decisions, path,
/// steps, tree diff, as `TraceText` writes one), then the tree the link left. Deterministic.
public enum HandledLinkText {
    /// The text of `link`, starting with `TraceText.versionLine` (and the scenario and checkpoint
    /// when given), every line escaped with `DisplayText.escaped`.
    public static func render(_ link: HandledLink, scenario: String? = nil, checkpoint: String? = nil) -> String {
        var lines = [TraceText.versionLine]
        if let scenario { lines.append("# scenario: \(scenario)") }
        if let checkpoint { lines.append("# checkpoint: \(checkpoint)") }
        lines.append("")
        lines += summary(link)
        for index in link.navigations.indices {
            lines.append("")
            lines += navigation(index, of: link)
        }
        lines.append("")
        lines.append("== tree after the link\(link.dryRun ? " (dry run: put back)" : "") ==")
        lines += link.before == link.after ? ["(no change)"] : link.after.outline.split(separator: "\n").map(String.init)
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }

    /// The two summary lines: where the handler was called, what it returned and how many
    /// navigations it performed.
    public static func summary(_ link: HandledLink) -> [String] {
        [
            "open(url: \(link.url)) from \(TraceText.name(link.entry, in: link.before)) through the app's link handler\(link.dryRun ? " (dry run)" : "")",
            "result: returned \(link.returned); the app's link handler \(link.performed)",
        ]
    }

    /// Navigation `index` of `link`: a numbered header, then its trace without the version line.
    public static func navigation(_ index: Int, of link: HandledLink) -> [String] {
        let trace = link.navigations[index]
        let body = TraceText.render(trace).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .drop { $0.hasPrefix("#") || $0.isEmpty }
        return ["== navigation \(index + 1) of \(link.navigations.count) =="] + body.dropLast(body.last == "" ? 1 : 0)
    }
}
