import ArgumentParser
import FlowExplore
import FlowGraphviz
import FlowReport
import FlowScenarios
import Foundation

/// `diff OLD NEW`: what a change did to the app's navigation, between two explorations of it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "What changed in the app's navigation between two explorations (explore --format json -o FILE).",
        discussion:
            "Reads two exploration documents of one app, each written by `explore --format json -o FILE` or `explore merge --format json -o FILE`, and reports, in order: how the bounds differ (only what both cover is compared), screens no longer reachable and newly reachable (each with its shortest path in the version that has it), deep links that land elsewhere, now fail or now work (per link, from the start state and from the states both versions tried it in, matched by what a snapshot shows), shortest paths that changed length (both paths), new and gone states with no way back, actions that always fail, invariant violations and routes no URL produces, and the counts. Exit 0 whatever differs; with --exit-code, 1 when anything differs; with --fail-on, 1 only when a category named differs. Exit 2 on bad input (a file that cannot be read, is larger than 512 MiB, is not an exploration document of this version, or explores another app than the other), with nothing written. See docs/diff.md."
    )

    /// What the diff is written as.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json, svg, html }

    @Argument(help: "The exploration before the change (explore --format json -o FILE).") var old: String
    @Argument(help: "The exploration after the change.") var new: String
    @Option(
        help:
            "text (for a terminal), markdown (a pull request comment), json, svg (the transition graph of both) or html (a page with both); text when not given."
    )
    var format: Format = .text
    @Flag(help: "Exit 1 when anything differs (0 otherwise).") var exitCode = false
    @Option(
        help: ArgumentHelp(
            "Exit 1 only when one of these categories differs, comma-separated: \(DiffCategory.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "categories"))
    var failOn: String?
    @OptionGroup var output: OutputOption

    func validate() throws {
        if exitCode, failOn != nil { throw ValidationError("--exit-code and --fail-on exclude each other: --exit-code fails on any difference") }
        _ = try failCategories
    }

    /// `--fail-on` read (empty without it).
    var failCategories: Set<DiffCategory> {
        get throws {
            guard let failOn else { return [] }
            var categories: Set<DiffCategory> = []
            for name in failOn.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let category = DiffCategory(rawValue: name) else {
                    throw ValidationError(
                        "--fail-on: '\(RouteLookup.shown(name))' is not a category (expected some of \(DiffCategory.allCases.map(\.rawValue).joined(separator: ", ")), comma-separated)"
                    )
                }
                categories.insert(category)
            }
            return categories
        }
    }

    func run() throws {
        try output.check(against: SnapshotOptions.defaultStore)
        let before = try ExplorationDocument.read(URL(fileURLWithPath: old), display: old)
        let after = try ExplorationDocument.read(URL(fileURLWithPath: new), display: new)
        guard before.app == after.app else {
            throw UsageFailure(
                description:
                    "\(new): error: explores the app '\(RouteLookup.shown(after.app))', but \(old) explores '\(RouteLookup.shown(before.app))' (expected two explorations of one app)"
            )
        }
        let diff = ExplorationDiff(old: before, new: after)
        let text: String =
            switch format {
            case .text: DiffText.text(diff)
            case .markdown: DiffText.markdown(diff)
            case .json: diff.json
            case .svg: try DiagramFormat.svg.render(DiffGraph.build(old: before, new: after, diff: diff))
            case .html: try DiffPage.page(diff, picture: DiffGraph.build(old: before, new: after, diff: diff))
            }
        try output.emit(text)
        if exitCode, !diff.isEmpty { throw ExitCode(1) }
        if !diff.categories.isDisjoint(with: try failCategories) { throw ExitCode(1) }
    }
}
