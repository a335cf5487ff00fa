import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import Testing

/// The explorer taps and links routes as typed values: a payload with spaces, braces and line
/// breaks is explored like any other, and its report keeps one line per path.
@Suite("Exploring hostile identifiers")
struct HostileIdentifierExplorerTests {
    @Test("routes whose payloads hold spaces, braces and line breaks are reached, and the report keeps its lines")
    func hostilePayloadsAreExplored() {
        let hostile = ["hello world", "x {y}", "two\nlines", "esc \u{1B}[2J", "tab\tbed", "café au lait"]
        let plain = ExplorationReport.explore(SearchApp(name: "search-plain", samples: hostile.indices.map { "q\($0)" }), maxStates: 100, maxDepth: 2).report
        let report = ExplorationReport.explore(SearchApp(name: "search-hostile", samples: hostile), maxStates: 100, maxDepth: 2).report
        #expect(report.invariantViolations.isEmpty, "\(report.invariantViolations)")
        #expect(report.reachable.count == plain.reachable.count)
        #expect(report.reachable.count == hostile.count + 1, "every sample and home: \(report.reachable.map(\.route))")
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == plain.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!lines.contains { HostileText.hasRawControl(String($0)) })
        #expect(report.text.contains("Reaches SearchRoute.results_two\\nlines: start → tap SearchRoute.results_two\\nlines"), "\(report.text)")
    }
}
