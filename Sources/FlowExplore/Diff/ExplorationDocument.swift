import FlowAdapter
import FlowCore
import FlowSnapshotStore
import Foundation

/// Reads the exploration document `flowatlas explore --format json -o FILE` (or `explore merge`)
/// writes, for `flowatlas diff`: checked whole before anything is compared.
public enum ExplorationDocument {
    /// Files larger than this (512 MiB) are refused before reading: an exploration of ten million
    /// states is about 400 MB.
    public static let sizeLimit = 512 << 20

    /// The exploration in `url`; errors name `display` and say what was expected.
    ///
    /// - Throws: When the file is not a readable regular file (a FIFO, a folder, missing) or is
    ///   larger than `sizeLimit` (refused by its size, unread), is not JSON (with its line and
    ///   column), is not an exploration document of this version (`ExplorationReport.formatTag`;
    ///   an older document, without the tag, is refused in one line), or does not hold together.
    public static func read(_ url: URL, display: String) throws(ScenarioError) -> ExplorationReport {
        try decode(TextFileReader.read(url, display: display, limit: sizeLimit), file: display)
    }

    /// The exploration `text` (from the file `file`, for messages).
    public static func decode(_ text: String, file: String) throws(ScenarioError) -> ExplorationReport {
        let data = Data(text.utf8)
        let problem = { (error: any Error) in Self.problem(error, file: file, text: text) }
        let expected = ExplorationReport.formatTag
        guard let format = try TaggedJSON.format(of: data, problem: problem) else {
            throw ScenarioError(
                file: file,
                message:
                    "is an exploration document of an older version, or not one: it has no format tag (expected '\(expected)': explore again with this flowatlas, `explore --format json -o FILE`)"
            )
        }
        guard format == expected else {
            throw ScenarioError(
                file: file,
                message:
                    "is not an exploration document of this version: its format is '\(DisplayText.escaped(String(format.prefix(80))))' (expected '\(expected)', as `explore --format json -o FILE` writes)"
            )
        }
        let report = try TaggedJSON.value(ExplorationReport.self, from: data, problem: problem)
        if let problem = report.documentProblem() { throw ScenarioError(file: file, message: "is not a valid exploration document: \(problem)") }
        return report
    }

    private static func problem(_ error: any Error, file: String, text: String) -> ScenarioError {
        ShardFileProblem.error(error, file: file, text: text, document: "exploration document", tag: ExplorationReport.formatTag)
    }
}

extension ExplorationReport {
    /// What makes this document unusable for a diff, read from a file that may have been edited or
    /// cut short: a malformed state key, counts that do not add up, landings that are not runs of
    /// the states expanded, lists that do not match the report's. `nil` when it holds together.
    func documentProblem() -> String? {
        if app.isEmpty { return "the app's name is empty at app" }
        if states < 0 || transitions < 0 || maxStates < 1 || maxDepth < 0 || completeDepth < 0 {
            return "a count or bound is negative (expected states, transitions and maxDepth of 0 or more, maxStates of 1 or more)"
        }
        for (number, key) in facts.states.enumerated() where SnapshotKey(hex: key) == nil {
            return "facts.states.\(number) is not 32 lowercase hexadecimal digits"
        }
        if facts.statesPerDepth.contains(where: { $0 < 0 }) || facts.statesPerDepth.reduce(0, +) != facts.states.count {
            return "facts.statesPerDepth does not add up to the \(facts.states.count) states of facts.states"
        }
        for (number, link) in facts.links.enumerated()
        where LandingRuns.decode(link.landings, count: facts.states.count, outcomes: link.outcomes.count) == nil {
            return "facts.links.\(number).landings is not runs of \(facts.states.count) landings, each one of its \(link.outcomes.count) outcomes"
        }
        guard facts.noWayBack.count == noWayBack.count, facts.noWayBack.allSatisfy({ SnapshotKey(hex: $0) != nil }) else {
            return "facts.noWayBack does not name a state (32 hexadecimal digits) for each of the \(noWayBack.count) of noWayBack"
        }
        guard facts.violations.count == invariantViolations.count, facts.violations.allSatisfy({ SnapshotKey(hex: $0.state) != nil }) else {
            return "facts.violations does not name a state for each of the \(invariantViolations.count) of invariantViolations"
        }
        return nil
    }
}
