import FlowAdapter
import FlowSnapshotStore

/// Reads a composed scenario file: its name, app, summary and list of steps (each read by a
/// `StepReader`), with checkpoint names unique in the file.
struct ScenarioReader: NodeReader {
    let file: String
    let apps: [any AtlasApp]
    let defaultApp: (any AtlasApp)?
    let routeIndexes: RouteIndexes

    /// The keys a scenario file's mapping may have.
    private enum Key: String {
        case name, app, summary, description, steps
    }

    /// What the file's mapping says, before the app is known.
    private struct Header {
        var name: String?
        var appName: String?
        var appNode: ScenarioNode?
        var summary = ""
        var stepsNode: ScenarioNode?
    }

    func scenario(from root: ScenarioNode) throws(ScenarioError) -> Scenario {
        guard case let .mapping(mapping, _) = root else {
            throw fail(root, "the file holds \(kind(of: root)) (expected a mapping with keys name, app, summary, steps)")
        }
        let header = try self.header(mapping)
        guard let name = header.name else { throw fail(root, "missing 'name' (expected a scenario name)") }
        let app = try self.app(header, root: root)
        guard let stepsNode = header.stepsNode else { throw fail(root, "missing 'steps' (expected a list of steps)") }
        guard case let .sequence(sequence, _) = stepsNode else {
            throw fail(stepsNode, "'steps' is \(kind(of: stepsNode)) (expected a list of steps)")
        }
        let steps = try self.steps(sequence, app: app)
        return Scenario(name: name, app: app.name, summary: header.summary, steps: steps, file: file)
    }

    private func header(_ mapping: [(key: ScenarioNode, value: ScenarioNode)]) throws(ScenarioError) -> Header {
        var header = Header()
        for (key, value) in mapping {
            switch key.string.flatMap(Key.init(rawValue:)) {
            case .name:
                let text = try scalar(value, "a scenario name")
                if let problem = ScenarioNames.problem(withScenarioName: text) { throw fail(value, problem) }
                header.name = text
            case .app:
                header.appName = try scalar(value, "an app name")
                header.appNode = value
            case .summary, .description:
                header.summary = try scalar(value, "a one-line summary")
                if let problem = ScenarioNames.problem(withSummary: header.summary) { throw fail(value, problem) }
            case .steps: header.stepsNode = value
            case nil: throw fail(key, "unknown key \(quoted(key.string)) (expected one of name, app, summary, steps)")
            }
        }
        return header
    }

    /// The app the file names, or the default one.
    private func app(_ header: Header, root: ScenarioNode) throws(ScenarioError) -> any AtlasApp {
        if let appName = header.appName {
            switch ScenarioApps.app(named: appName, in: apps, shownAs: quoted(appName)) {
            case let .success(found): return found
            case let .failure(unknown): throw fail(header.appNode, unknown.message)
            }
        }
        if let defaultApp { return defaultApp }
        throw fail(root, "missing 'app' (expected app: one of \(apps.map(\.name).joined(separator: ", ")))")
    }

    private func steps(_ sequence: [ScenarioNode], app: any AtlasApp) throws(ScenarioError) -> [ScenarioStep] {
        let reader = StepReader(file: file, app: app, routeIndexes: routeIndexes)
        var steps: [ScenarioStep] = []
        /// Checkpoint names lowercased (they are files, and some filesystems ignore case) -> as written.
        var checkpoints: [String: String] = [:]
        for node in sequence {
            let step = ScenarioStep(try reader.step(from: node), line: node.line, column: node.column)
            if let checkpoint = step.checkpoint {
                if let earlier = checkpoints[checkpoint.lowercased()] {
                    throw fail(
                        node,
                        earlier == checkpoint
                            ? "checkpoint \(quoted(checkpoint)) is used twice in this scenario (expected each checkpoint name once)"
                            : "checkpoint \(quoted(checkpoint)) differs from \(quoted(earlier)) only in case (expected names that differ in more than case)")
                }
                checkpoints[checkpoint.lowercased()] = checkpoint
            }
            steps.append(step)
        }
        return steps
    }
}
