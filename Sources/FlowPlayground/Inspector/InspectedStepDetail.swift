/// One row of the drift table in full, for the page to show when it is clicked: the app's tree and
/// the model's after the step (snapshot texts, one line each), and the step's events with their
/// causes. Plain text, escaped as every text format escapes it.
struct InspectedStepDetail: Encodable, Equatable, Sendable {
    /// 0 for the start, `n` for step `n`.
    var row: Int
    var title: String
    /// The app's tree after the step; `nil` when it sent none then.
    var app: [String]?
    /// The model's tree after the step; `nil` when it was not replayed or not kept.
    var model: [String]?
    var events: [String]
}
