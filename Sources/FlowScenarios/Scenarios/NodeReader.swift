import FlowAdapter
import FlowSnapshotStore

/// What the readers of composed nodes share (`ScenarioReader`, `StepReader`, `RouteReader`): an
/// error at a node's place, and values quoted and described the way every message writes them
/// (what was wrong, then `(expected …)`).
protocol NodeReader {
    /// The file errors name.
    var file: String { get }
}

extension NodeReader {
    func fail(_ node: ScenarioNode?, _ message: String) -> ScenarioError {
        ScenarioError(file: file, line: node?.line ?? 1, column: node?.column ?? 1, message: message)
    }

    /// `text` quoted for a message.
    func quoted(_ text: String?) -> String { "'\(ScenarioParser.shown(text ?? ""))'" }

    /// What `node` is, for "got …" in messages.
    func kind(of node: ScenarioNode) -> String {
        switch node {
        case .scalar: node.string.map { $0.isEmpty ? "an empty value" : quoted($0) } ?? "an empty value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// `node`'s text when it is a non-empty scalar; else an error saying it should be `expected`.
    func scalar(_ node: ScenarioNode, _ expected: String) throws(ScenarioError) -> String {
        guard case .scalar = node, let text = node.string, !text.isEmpty else { throw fail(node, "got \(kind(of: node)) (expected \(expected))") }
        return text
    }
}
