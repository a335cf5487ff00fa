import FlowCore
import FlowText

/// The model against the app, step by step: what the page's drift table shows and what Record
/// checks before it writes.
///
/// Row 0 is the start (the app's tree when it connected against `makeRoot()`'s); row `n` is step
/// `n`. A row agrees when the two trees' snapshot texts are equal; it is unknown when the app did
/// not send its tree after that step (it moved on before it was idle).
struct DriftReport: Encodable, Equatable, Sendable {
    /// How one row compares.
    enum Status: String, Encodable, Sendable {
        case agree, differ, unknown, pending, stopped
        /// No adapter of this atlas has the app's name.
        case noModel = "no-model"
    }

    /// The most rows a report carries: the start, the first drift, and the newest rows.
    static let shownRows = 200

    /// One row of the table: plain text, escaped as every text format escapes it.
    struct Row: Encodable, Equatable, Sendable {
        /// 0 for the start, `n` for step `n`.
        var index = 0
        var title: String
        var status: Status
        var note: String
    }

    /// The start, the first drift, and the newest `shownRows` rows, in order.
    var rows: [Row]
    /// How many rows are not in `rows` (agreeing or unknown steps between the start and the newest).
    var skipped = 0
    /// The first row that differs, if any.
    var firstDrift: Int?
    /// At the first drift, the unified diff from the model's tree to the app's, one line each.
    var diff: [String]
    /// Why Record cannot write this recording yet; `nil` when it can.
    var unrecordable: String?

    /// The report of `recording` against `model` (`nil`: no adapter of the app's name, `name`).
    ///
    /// `agreement` keeps, per row, whether the two trees' texts were equal once both existed (a
    /// step's trees never change after that), so each pair is rendered and compared once.
    /// - Complexity: O(rows) when every pair was compared before.
    static func make(_ recording: LiveRecording, model: DriftModel?, name: String, agreement: inout [Int: Bool]) -> DriftReport {
        guard let model else {
            let note = "no adapter named \(DisplayText.escaped(name)) in this atlas: nothing to compare with"
            let rows =
                [Row(title: "start", status: .noModel, note: note)] + recording.steps.map { Row(title: LiveStepTitle.text($0), status: .noModel, note: "") }
            return DriftReport(rows: rows, firstDrift: nil, diff: [], unrecordable: note).window()
        }
        var rows = [compare(model: model.start, app: recording.start, title: "start", outcome: nil, row: 0, agreement: &agreement)]
        var drift: (row: Int, model: NavigationTree, app: NavigationTree)?
        if rows[0].status == .differ, let app = recording.start { drift = (0, model.start, app) }
        for (index, step) in recording.steps.enumerated() {
            if index < model.replayed.count {
                let replayed = model.replayed[index]
                let row = compare(
                    model: replayed.tree, app: step.tree, title: DisplayText.escaped(replayed.title), outcome: replayed.outcome, row: index + 1,
                    agreement: &agreement)
                if row.status == .differ, drift == nil, let model = replayed.tree { drift = (index + 1, model, step.tree ?? model) }
                rows.append(row)
            } else if let stopped = model.stopped, stopped.index <= index {
                let note =
                    stopped.index == index ? "not replayed: \(DisplayText.escaped(stopped.reason))" : "not replayed (after a step the model cannot replay)"
                rows.append(Row(title: LiveStepTitle.text(step), status: .stopped, note: note))
            } else {
                rows.append(Row(title: LiveStepTitle.text(step), status: .pending, note: "in progress"))
            }
        }
        let diff =
            drift.map {
                LineDiff.unified(old: TreeSnapshot.render($0.model), new: TreeSnapshot.render($0.app), oldName: "model", newName: "app")?
                    .split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText.escaped(String($0)) } ?? []
            } ?? []
        return DriftReport(rows: rows, firstDrift: drift?.row, diff: diff, unrecordable: unrecordable(recording, model: model, drift: drift?.row))
            .window()
    }

    /// The rows numbered, and cut to the start, the first drift and the newest `shownRows`.
    private func window() -> DriftReport {
        var report = self
        var numbered = rows
        for index in numbered.indices { numbered[index].index = index }
        let newest = max(1, numbered.count - Self.shownRows)
        report.rows = numbered.enumerated().filter { $0.offset == 0 || $0.offset == firstDrift || $0.offset >= newest }.map(\.element)
        report.skipped = numbered.count - report.rows.count
        return report
    }

    private static func compare(
        model: NavigationTree?, app: NavigationTree?, title: String, outcome: String?, row: Int, agreement: inout [Int: Bool]
    ) -> Row {
        guard let app else { return Row(title: title, status: .unknown, note: "the app sent no tree after this step (it moved on first)") }
        if let outcome { return Row(title: title, status: .differ, note: DisplayText.escaped(outcome)) }
        guard let model else { return Row(title: title, status: .unknown, note: "the model's tree after this step was not kept") }
        let agrees = agreement[row] ?? (TreeSnapshot.render(model) == TreeSnapshot.render(app))
        agreement[row] = agrees
        return agrees ? Row(title: title, status: .agree, note: "") : Row(title: title, status: .differ, note: "the trees differ")
    }

    private static func unrecordable(_ recording: LiveRecording, model: DriftModel, drift: Int?) -> String? {
        if recording.dropped > 0 || recording.gaps > 0 {
            return "the app dropped messages (its queue was full): the recording has gaps"
        }
        if recording.overflow > 0 { return "the recording is longer than \(recording.limit) steps" }
        if let stopped = model.stopped { return "step \(stopped.index + 1) has no scenario form: \(DisplayText.escaped(stopped.reason))" }
        if let drift { return drift == 0 ? "the app did not start where the model starts (row 0 differs)" : "the model differs from the app at step \(drift)" }
        if model.replayed.count < recording.steps.count { return "a step is still in progress" }
        if recording.steps.isEmpty { return "nothing to record yet" }
        return nil
    }
}
