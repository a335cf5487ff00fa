import FlowCore
import FlowInspectorProtocol

/// A live step in one line, for a step the model did not replay (its scenario form is unknown):
/// what the app said it did, escaped as every text format escapes it.
enum LiveStepTitle {
    static func text(_ step: LiveStep) -> String {
        switch step.kind {
        case let .checkpoint(name): return "snapshot \(DisplayText.escaped(name))"
        case let .program(event): return DisplayText.escaped(event.description)
        case let .action(action):
            switch action.kind {
            case .navigate: return "navigate \(DisplayText.escaped(action.route?.description ?? "?"))" + (action.fromRoot == true ? " from top" : "")
            case .open: return "open \(DisplayText.escaped(action.url ?? "?"))"
            case .gesture: return "gesture \(action.gesture?.rawValue ?? "?")"
            }
        }
    }
}
