import FlowCore
import FlowInspectorProtocol
import FlowReport

/// The app's reply to a page's request, as the lines the page shows: the dry-run trace of a link,
/// or what came of an open or a navigation. Escaped as every text format escapes it.
enum InspectorAnswerText {
    static func lines(action: InspectorRequest.Action, reply: InspectorReply?) -> [String] {
        let asked = DisplayText.escaped(description(of: action))
        guard let reply else { return ["\(asked): the app did not answer within \(InspectorHub.replySeconds) s"] }
        switch reply.outcome {
        case let .applied(succeeded): return ["\(asked): \(succeeded ? "done" : "the app's navigation returned false")"]
        case .captured: return ["\(asked): the app sent its tree"]
        case let .refused(reason): return ["\(asked): refused by the app: \(DisplayText.escaped(reason))"]
        case let .traced(trace): return ["\(asked): the app's own dry run"] + ScenarioReport.traceLines(trace).map(DisplayText.escaped)
        }
    }

    private static func description(of action: InspectorRequest.Action) -> String {
        switch action {
        case let .open(url): "open \(url)"
        case let .trace(url): "trace \(url)"
        case let .navigate(route): "navigate \(route)"
        case .capture: "capture"
        }
    }
}
