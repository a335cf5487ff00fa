import ArgumentParser
import Foundation
import FlowSnapshot

/// Options every snapshot command shares.
struct SnapshotOptions: ParsableArguments {
    @Option(name: .customLong("snapshots"), help: "The snapshot folder (scenarios in <folder>/scenarios).")
    var directory: String = ProcessInfo.processInfo.environment["FLOWATLAS_SNAPSHOTS"] ?? "Snapshots"

    var store: SnapshotStore { SnapshotStore(directory: URL(fileURLWithPath: directory)) }
}

/// Bad input or a refused operation: printed to stderr, exit code 2.
struct UsageFailure: Error, CustomStringConvertible {
    let description: String
}

/// The scenarios of a snapshot folder, parsed and validated before anything runs.
struct ScenarioCatalog {
    static let apps: [any ScenarioApp] = [DemoScenarioApp()]

    let scenarios: [Scenario]

    /// Parses every scenario file under `store`; any error stops everything (exit 2).
    init(store: SnapshotStore) throws {
        let parser = ScenarioParser(apps: Self.apps)
        var scenarios: [Scenario] = []
        for url in store.scenarioFiles {
            let display = Self.display(url)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw UsageFailure(description: "\(display): error: cannot read the file as UTF-8")
            }
            let scenario: Scenario
            do {
                scenario = try parser.parse(text, file: display)
            } catch {
                throw UsageFailure(description: error.description)
            }
            if let other = scenarios.first(where: { $0.name == scenario.name }) {
                throw UsageFailure(description: "\(display): error: scenario name '\(scenario.name)' is also used by \(other.file)")
            }
            scenarios.append(scenario)
        }
        self.scenarios = scenarios
    }

    /// The scenarios named (all when `names` is empty); an unknown name is bad input.
    func select(_ names: [String]) throws -> [Scenario] {
        guard !names.isEmpty else { return scenarios }
        return try names.map { name in
            let wanted = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
            guard let scenario = scenarios.first(where: { $0.name == name || $0.name == wanted }) else {
                let known = scenarios.map(\.name).joined(separator: ", ")
                throw UsageFailure(description: "error: unknown scenario '\(name)' (expected one of \(known))")
            }
            return scenario
        }
    }

    static var runner: ScenarioRunner { ScenarioRunner(apps: apps) }

    /// A path relative to the current folder when it is inside it.
    static func display(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}
