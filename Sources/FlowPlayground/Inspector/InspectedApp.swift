import FlowCore
import FlowDiagrams
import FlowGraph
import FlowInspectorProtocol
import FlowReport
import FlowScenarios
import FlowText
import Foundation

/// One connection of a running app, as the server keeps it: what it sent (folded into steps), its
/// headless model when an adapter has its name, its newest events, and the requests waiting for
/// its next poll. Confined to `InspectorHub`.
///
/// Contract: everything kept is bounded (`logLimit` events, `LiveRecording.limit` steps,
/// `requestLimit` waiting requests); what the app sent is never dropped on the server's side
/// except the oldest log lines past the limit, and stays after the app is gone.
final class InspectedApp {
    static let logLimit = 2_000
    static let requestLimit = 64

    let id: String
    let name: String
    let adapter: (any AtlasApp)?
    private(set) var recording = LiveRecording()
    private let model: DriftModel?
    private(set) var log: [String] = []
    private(set) var logSkipped = 0
    /// Requests waiting for the app's next poll, oldest first.
    var requests: [InspectorRequest] = []
    /// The number the next request gets.
    var nextRequest = 1
    /// The last answer to show (a trace's lines, a request's outcome).
    var answer: [String] = []
    /// When the app last sent or polled.
    var lastSeen = ContinuousClock.now
    /// Whether a poll of the app's is waiting now.
    var polling = false
    var batches = RateLimiter(perSecond: InspectorHub.batchesPerSecond, burst: InspectorHub.batchesPerSecond * 2)
    var messages = RateLimiter(perSecond: InspectorHub.messagesPerSecond, burst: InspectorHub.messagesPerSecond * 2)
    private var drawn: (graph: Graph, svg: String)?
    /// Per drift row, whether its trees agreed, once both were there (`DriftReport.make`).
    private var agreement: [Int: Bool] = [:]
    /// The page's state at the version it was made for.
    private var cached: InspectedAppState?
    private let draw: (Graph) throws -> String

    init(id: String, name: String, adapter: (any AtlasApp)?, parser: ScenarioParser?, draw: @escaping (Graph) throws -> String) {
        self.id = id
        self.name = name
        self.adapter = adapter
        self.draw = draw
        model = adapter.flatMap { app in parser.map { DriftModel(app: app, parser: $0) } }
    }

    /// Connected: it polled or sent within the last `InspectorHub.presence` seconds, or a poll waits.
    var connected: Bool { polling || ContinuousClock.now - lastSeen < .seconds(InspectorHub.presence) }

    /// Folds in the app's messages, in order, and replays what ended in the model.
    func receive(_ messages: [AppMessage]) {
        for message in messages {
            recording.receive(message)
            if case let .event(event) = message { appendLog("#\(event.sequence) \(DisplayText.escaped(event.event.causedDescription))") }
            if case let .dropped(count) = message { appendLog("(the app dropped \(count) message\(count == 1 ? "" : "s"): its queue was full)") }
        }
        model?.advance(over: recording.steps)
    }

    /// Adds a `snapshot` checkpoint after the last step.
    func checkpoint(_ name: String) {
        recording.checkpoint(name)
        model?.advance(over: recording.steps)
    }

    /// The model against the app.
    var drift: DriftReport { DriftReport.make(recording, model: model, name: name, agreement: &agreement) }

    /// The scenario steps Record writes, or why it cannot.
    func scenarioSteps() throws(PlaygroundFailure) -> [ScenarioStep] {
        let report = drift
        if let reason = report.unrecordable { throw .conflict("cannot record: \(reason)") }
        return model?.replayed.map { ScenarioStep($0.step) } ?? []
    }

    /// Row `row` of the drift table in full (0: the start), or `nil` when there is no such row.
    func detail(row: Int) -> InspectedStepDetail? {
        let lines = { (tree: NavigationTree?) in tree.map { TreeSnapshot.render($0).split(separator: "\n").map { DisplayText.escaped(String($0)) } } }
        if row == 0 { return InspectedStepDetail(row: 0, title: "start", app: lines(recording.start), model: lines(model?.start), events: []) }
        guard row > 0, row <= recording.steps.count else { return nil }
        let step = recording.steps[row - 1]
        let replayed = model.flatMap { row - 1 < $0.replayed.count ? $0.replayed[row - 1] : nil }
        return InspectedStepDetail(
            row: row, title: DisplayText.escaped(replayed?.title ?? LiveStepTitle.text(step)), app: lines(step.tree), model: lines(replayed?.tree),
            events: step.events.map { DisplayText.escaped($0.causedDescription) })
    }

    /// The page's state at `version`, made once per version.
    func state(version: Int) -> InspectedAppState {
        if let cached, cached.version == version, cached.connected == connected { return cached }
        let tree = recording.latest
        let state = InspectedAppState(
            version: version, id: id, app: DisplayText.escaped(name), connected: connected, screen: tree.map(ScreenHTML.render) ?? "",
            svg: tree.map(picture) ?? "", log: Array(log.suffix(200)), logSkipped: logSkipped + max(0, log.count - 200),
            dropped: recording.dropped, drift: drift, answer: answer)
        cached = state
        return state
    }

    private func picture(_ tree: NavigationTree) -> String {
        let graph = HierarchyGraph.build(tree, structureOnly: true)
        if let drawn, drawn.graph == graph { return drawn.svg }
        let svg = (try? draw(graph)) ?? ""
        drawn = (graph, svg)
        return svg
    }

    /// Keeps the newest `logLimit` lines, trimming in chunks (amortized O(1) a line).
    private func appendLog(_ line: String) {
        log.append(line)
        if log.count >= 2 * Self.logLimit {
            logSkipped += log.count - Self.logLimit
            log.removeFirst(log.count - Self.logLimit)
        }
    }
}
