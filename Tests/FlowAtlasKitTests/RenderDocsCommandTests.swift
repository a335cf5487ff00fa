import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// `render` and `docs` in-process: Graphviz errors, rendering, docs.
@Suite("flowatlas render and docs")
struct RenderDocsCommandTests {
    /// `--snapshots` pointing at the package's scenarios, so the working folder can be a scratch one.
    static var snapshots: [String] { ["--snapshots", Fixtures.snapshotsFolder.path] }

    @Test("render --layout neato: exit 2, one stderr line with Graphviz's message, no stdout, no file")
    func unknownLayoutFails() async throws {
        let folder = try Kit.temporaryFolder("neato")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("hierarchy.svg")
        let result = Kit.run(["render", "hierarchy", "--layout", "neato", "-o", output.path] + Self.snapshots)

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout.debugDescription)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last == "", "exactly one line, newline-terminated: \(result.stderr.debugDescription)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("error: Graphviz"), "stderr: \(line)")
        #expect(line.contains("Layout type: \"neato\" not recognized"), "Graphviz's own message: \(line)")

        // The same message the library throws in-process.
        do {
            _ = try GraphvizRenderer.render(HierarchyGraph.build(Fixtures.mainFlowTree()), layout: .neato)
            Issue.record("in-process render with neato did not throw")
        } catch {
            #expect(line == "error: \(error)", "CLI and library disagree")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path), "no output file is created on failure")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers.isEmpty, "no temporary leftovers: \(leftovers)")
    }

    @Test("render --layout neato to stdout: exit 2, stdout empty, nothing but the error on stderr")
    func unknownLayoutToStdout() async throws {
        let folder = try Kit.temporaryFolder("neato-stdout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Kit.run(["render", "transitions", "--layout", "neato"] + Self.snapshots)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: Graphviz layout failed: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "stderr: \(result.stderr.debugDescription)")
    }

    @Test("render hierarchy --format svg -o FILE writes SVG that parses as XML and matches the model")
    func renderSVGFile() async throws {
        let folder = try Kit.temporaryFolder("svg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("hierarchy.svg")
        let result = Kit.run(["render", "hierarchy", "--after", "AppRoute.tabRoot", "--format", "svg", "-o", output.path] + Self.snapshots)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let data = try Data(contentsOf: output)
        let svg = try SVGDocument.parse(data)
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        #expect(svg.nodes.map(\.title).sorted() == graph.nodes.map(\.id).sorted())
        #expect(svg.edges.count == graph.edges.count)
        #expect(data == (try GraphvizRenderer.render(graph)), "the CLI draws what the library draws")
    }

    @Test(
        "render --format dot and mermaid print the goldens' text",
        arguments: [
            (["render", "hierarchy", "--after", "AppRoute.tabRoot", "--format", "dot"], "hierarchyMainDOT.hierarchy-main.dot"),
            (["render", "hierarchy", "--after", "flowatlas-demo://app/tabRoot", "--format", "mermaid"], "hierarchyMainMermaid.hierarchy-main.mmd"),
            (
                ["render", "hierarchy", "--scenario", "ocean-abyss", "--checkpoint", "abyss", "--format", "dot"],
                "hierarchyOceanAbyssDOT.hierarchy-ocean-abyss-abyss.dot"
            ),
            (["render", "transitions", "--format", "dot"], "transitionsAllScenariosDOT.transitions-all-scenarios.dot"),
        ])
    func renderTextMatchesGolden(arguments: [String], golden: String) async throws {
        let folder = try Kit.temporaryFolder("text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Kit.run(arguments + Self.snapshots)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let expected = try Data(contentsOf: Support.packageRoot.appendingPathComponent("Tests/FlowDiagramsTests/__Snapshots__/GoldenTests/\(golden)"))
        #expect(Data(result.stdout.utf8) == expected, "`flowatlas \(arguments.joined(separator: " "))` differs from the golden \(golden)")
    }

    @Test("docs -o DIR twice gives byte-identical trees of files, every SVG well-formed")
    func docsAreDeterministic() async throws {
        let folder = try Kit.temporaryFolder("docs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("one")
        let second = folder.appendingPathComponent("two")
        async let runOne = Kit.run(["docs", "-o", first.path] + Self.snapshots)
        async let runTwo = Kit.run(["docs", "-o", second.path] + Self.snapshots)
        let (one, two) = await (runOne, runTwo)
        #expect(one.status == 0, "stderr: \(one.stderr)")
        #expect(two.status == 0, "stderr: \(two.stderr)")
        #expect(one.stderr.isEmpty && two.stderr.isEmpty)

        let treeOne = Support.contents(of: first)
        let treeTwo = Support.contents(of: second)
        #expect(treeOne.keys.sorted() == treeTwo.keys.sorted())
        for (path, data) in treeOne where treeTwo[path] != data { Issue.record("docs/\(path) differs between two runs") }

        let scenarios = try Fixtures.allScenarios()
        #expect(treeOne["architecture.md"] != nil)
        #expect(treeOne["diagrams/flows/start.svg"] != nil)
        #expect(treeOne["diagrams/flows/AppRoute.tabRoot.svg"] != nil, "the main flow, reached by a flow change")
        #expect(treeOne["diagrams/transitions.svg"] != nil)
        for scenario in scenarios { #expect(treeOne["diagrams/scenarios/\(scenario.name).svg"] != nil, "\(scenario.name)") }
        for (path, data) in treeOne where path.hasSuffix(".svg") {
            #expect(throws: Never.self, "docs/\(path)") { _ = try SVGDocument.parse(data) }
        }
        // A third run over an existing tree rewrites nothing.
        let three = Kit.run(["docs", "-o", first.path] + Self.snapshots)
        #expect(three.status == 0)
        #expect(Support.contents(of: first) == treeOne)
    }

    @Test(
        "Bad input is exit 2 with an error on stderr and nothing on stdout",
        arguments: [
            ["render", "hierarchy", "--format", "png"],
            ["render", "hierarchy", "--scenario", "no-such-scenario"],
            ["render", "hierarchy", "--scenario", "ocean-abyss", "--checkpoint", "no-such-checkpoint"],
        ])
    func badInput(arguments: [String]) async throws {
        let folder = try Kit.temporaryFolder("bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Kit.run(arguments + Self.snapshots)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.lowercased().contains("error"), "stderr: \(result.stderr)")
    }
}
