import ArgumentParser
import FlowDemo
import FlowExplore
import FlowSnapshot
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flowatlas explore`: the whole reachable navigation space of the demo.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore every state reachable from the demo's start: shortest paths, coverage, invariants.",
        discussion: "Breadth first over every in-app action and every deep link, with every engine invariant checked after every action. A second, in-app-only exploration with the same bounds finds the routes reachable only by deep link. Exit 1 when an invariant is violated."
    )

    /// The bounds used when none are given (also by `flowatlas docs`).
    static let defaultBounds = (states: 1500, depth: 3)

    @Option(help: "Stop after this many states.") var maxStates: Int = defaultBounds.states
    @Option(help: "Do not expand states deeper than this many actions.") var maxDepth: Int = defaultBounds.depth
    @Option(help: "text, json or svg (the explored transition graph).") var format: String = "text"
    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.") var output: String?

    func validate() throws {
        if maxStates < 1 { throw ValidationError("--max-states must be at least 1") }
        if maxDepth < 0 { throw ValidationError("--max-depth must not be negative") }
        if !["text", "json", "svg"].contains(format) { throw ValidationError("unknown format '\(format)' (expected one of text, json, svg)") }
    }

    func run() throws {
        let app = DemoScenarioApp()
        let showProgress = isatty(STDERR_FILENO) == 1
        let (full, report) = ExplorationReport.explore(app, maxStates: maxStates, maxDepth: maxDepth) { phase, found, expanded in
            guard showProgress else { return }
            FileHandle.standardError.write(Data("\r\(phase): \(found) states found, \(expanded) expanded".utf8))
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let text: String = switch format {
        case "json": report.json
        case "svg": try DiagramFormat.svg.render(full.transitionGraph)
        default: report.text
        }
        if let output { try AtomicFile.write(text, to: URL(fileURLWithPath: output)) } else { Console().out(text) }
        if !report.invariantViolations.isEmpty { throw ExitCode(1) }
    }
}
