import FlowBigApp
import FlowCore
import FlowDocs
import FlowGraph
import FlowGraphviz
import FlowScenarios
import FlowText
import Foundation

/// The targets at the scale of a big app (issue 15): `check` of 500 generated scenarios, the diff
/// of two 30,000-line snapshots, reading a 100,000-step scenario file, and every picture of the
/// big app's docs set. Memory is the kernel's peak resident size of a child process.
enum ScaleBenchmarks {
    /// One target and its figure.
    struct Target {
        var name: String
        var goal: String
        var measured: String
        var met: Bool
    }

    // MARK: Inputs

    /// Two snapshots of a 30,000-coordinator tree (one line each): after a deep link to a leaf of the
    /// first tab, then after one to a leaf of the last tab (the tab, the pushed children on both
    /// paths and the screen change).
    static func diffInputs() -> (reference: String, actual: String) {
        let tree = SyntheticTree(size: 30_000, registeringModals: false)
        _ = tree.root.navigate(to: BenchRoute(id: tree.deepestFirst))
        let reference = TreeSnapshot.render(tree.root.captureTree(), scenario: "big", checkpoint: "leaf")
        _ = tree.root.visibleCoordinator.navigate(to: BenchRoute(id: tree.deepestLast))
        let actual = TreeSnapshot.render(tree.root.captureTree(), scenario: "big", checkpoint: "leaf")
        return (reference, actual)
    }

    static func lineCount(_ text: String) -> Int { text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }

    static func diff(_ inputs: (reference: String, actual: String)) -> String? {
        SnapshotWorkflow.diff(reference: inputs.reference, actual: inputs.actual, key: SnapshotStore.Key(scenario: "big", checkpoint: "leaf"))
    }

    static func read(_ file: URL) -> Scenario {
        let parser = ScenarioParser(apps: [BigScenarioApp()])
        let text = try! TextFileReader.read(file, display: file.lastPathComponent)
        return try! parser.parse(text, file: file.lastPathComponent)
    }

    // MARK: Child processes

    /// `--child diff` or `--child read <file>`: one measurement, printed as `key=value` pairs.
    static func child(_ arguments: [String]) -> Never {
        switch arguments.first {
        case "diff":
            let inputs = diffInputs()
            var lines = 0
            let memory = Memory.peakGrowth { lines = diff(inputs).map { lineCount($0) } ?? 0 }
            print("growthKiB=\(memory.growthKiB) peakKiB=\(memory.peakKiB) exact=\(memory.exact) diffLines=\(lines)")
        case "read":
            let file = URL(fileURLWithPath: arguments[1])
            var steps = 0
            let memory = Memory.peakGrowth { steps = read(file).steps.count }
            print("growthKiB=\(memory.growthKiB) peakKiB=\(memory.peakKiB) exact=\(memory.exact) steps=\(steps)")
        case "docs":
            // For profiling: `--child docs <folder>` builds the big app's docs content from the scenarios there.
            let started = ContinuousClock.now
            let pictures = DocsGraphs.all(app: BigScenarioApp(), store: SnapshotStore(directory: URL(fileURLWithPath: arguments[1])))
            print("pictures=\(pictures.count) seconds=\(ContinuousClock.now - started)")
        case "write-docs":
            // `--child write-docs <snapshot folder> <docs folder>`: writes the big app's docs there, to look at.
            let app = BigScenarioApp()
            let catalog = try! ScenarioCatalog(store: SnapshotStore(directory: URL(fileURLWithPath: arguments[1])), apps: ScenarioApps([app]))
            let written = try! DocsGenerator(
                app: app, entries: catalog.entries, runner: ScenarioRunner(app: app),
                folder: URL(fileURLWithPath: arguments[2]), toolName: "FlowAtlasBenchmarks"
            ).write()
            print("files=\(written.count)")
        case "check":
            // For profiling: `--child check <folder>` records 500 scenarios there once, then checks them 3 times.
            let folder = URL(fileURLWithPath: arguments[1])
            let app = BigScenarioApp()
            let apps = ScenarioApps([app])
            let store = SnapshotStore(directory: folder)
            let workflow = SnapshotWorkflow(store: store, runner: ScenarioRunner(app: app))
            if store.references.isEmpty {
                try! BigAppScenarios.write(count: 500, checkpoints: 5, into: folder)
                _ = try! workflow.record(try! ScenarioCatalog(store: store, apps: apps).scenarios)
            }
            let timing = Harness.measure("check", warmup: 0, repetitions: 3) {
                _ = try! workflow.check(try! ScenarioCatalog(store: store, apps: apps).scenarios, full: true)
            }
            print("check=\(timing.median)")
        default:
            print("unknown child \(arguments)")
        }
        exit(0)
    }

    // MARK: The run

    static func run(_ report: inout Report) -> [Target] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = BigScenarioApp()
        var (targets, store) = checkScenarios(app: app, folder: folder, into: &report)
        targets += diffSnapshots(into: &report)
        targets += readLongFile(in: folder, into: &report)
        targets += renderPictures(app: app, store: store, into: &report)
        return targets
    }

    /// 1. check of 500 generated scenarios (2,500 snapshots) against references recorded first;
    /// the store they are in.
    static func checkScenarios(app: BigScenarioApp, folder: URL, into report: inout Report) -> ([Target], SnapshotStore) {
        let apps = ScenarioApps([app])
        report.section("Scale: `check` of the big app's 500 generated scenarios (5 checkpoints each)")
        try! BigAppScenarios.write(count: 500, checkpoints: 5, into: folder)
        let store = SnapshotStore(directory: folder)
        let workflow = SnapshotWorkflow(store: store, runner: ScenarioRunner(app: app))
        let recorded = try! workflow.record(try! ScenarioCatalog(store: store, apps: apps).scenarios)
        precondition(recorded.refused.isEmpty, "every generated scenario passes: \(recorded.refused)")
        var checked: SnapshotWorkflow.CheckReport?
        let check = Harness.measure("check", warmup: 1, repetitions: 5) {
            let catalog = try! ScenarioCatalog(store: store, apps: apps)
            checked = try! workflow.check(catalog.scenarios, full: true)
        }
        let snapshots = checked!.results.count
        report.table(
            ["scenarios", "snapshots", "all matched", "parse + run + compare (check)"],
            [["\(checked!.runs.count)", "\(snapshots)", checked!.passed ? "yes" : "NO", check.summary]])
        let target = Target(
            name: "`check` of 500 scenarios (\(snapshots) snapshots)", goal: "≤ 5 s", measured: Measurement.format(check.median),
            met: check.median <= 5 && checked!.passed && snapshots == 2_500)
        return ([target], store)
    }

    /// 2. The diff of two 30,000-line snapshots: time in this process, memory in a child.
    static func diffSnapshots(into report: inout Report) -> [Target] {
        report.section("Scale: the diff of two 30,000-line snapshots")
        let inputs = diffInputs()
        var diffText = ""
        let diffing = Harness.measure("diff", warmup: 1, repetitions: 11) { diffText = diff(inputs) ?? "" }
        let diffMemory = ChildProcess.run(["diff"])
        let diffGrowth = Double(diffMemory["growthKiB"].flatMap(Int.init) ?? -1) / 1024
        report.table(
            ["reference lines", "actual lines", "diff lines", "time", "peak memory growth (child process)"],
            [
                [
                    "\(lineCount(inputs.reference))", "\(lineCount(inputs.actual))", "\(lineCount(diffText))",
                    diffing.summary, String(format: "%.1f MiB (peak RSS %.0f MiB)", diffGrowth, Double(diffMemory["peakKiB"].flatMap(Int.init) ?? 0) / 1024),
                ]
            ])
        return [
            Target(name: "diff of two 30,000-line snapshots: time", goal: "≤ 0.3 s", measured: Measurement.format(diffing.median), met: diffing.median <= 0.3),
            Target(
                name: "diff of two 30,000-line snapshots: memory", goal: "≤ 50 MB",
                measured: String(format: "%.1f MB", diffGrowth * 1.048576), met: diffGrowth >= 0 && diffGrowth * 1.048576 <= 50),
        ]
    }

    /// 3. Reading a 100,000-step scenario file: time in this process, memory in a child.
    static func readLongFile(in folder: URL, into report: inout Report) -> [Target] {
        report.section("Scale: reading a 100,000-step scenario file")
        let long = folder.appendingPathComponent("long.yaml")
        try! Data(BigAppScenarios.long(steps: 100_000).utf8).write(to: long)
        let size = (try! FileManager.default.attributesOfItem(atPath: long.path)[.size] as! NSNumber).intValue
        var steps = 0
        let reading = Harness.measure("read", warmup: 1, repetitions: 5) { steps = read(long).steps.count }
        let readMemory = ChildProcess.run(["read", long.path])
        let readGrowth = Double(readMemory["growthKiB"].flatMap(Int.init) ?? -1) * 1024
        let ratio = readGrowth / Double(size)
        report.table(
            ["steps", "file size", "read + parse + validate", "peak memory growth (child process)", "× file size"],
            [
                [
                    "\(steps)", String(format: "%.2f MB", Double(size) / 1e6), reading.summary,
                    String(format: "%.1f MB (peak RSS %.0f MiB)", readGrowth / 1e6, Double(readMemory["peakKiB"].flatMap(Int.init) ?? 0) / 1024),
                    String(format: "%.1f×", ratio),
                ]
            ])
        return [
            Target(
                name: "reading a 100,000-step scenario file: time", goal: "≤ 1 s", measured: Measurement.format(reading.median),
                met: reading.median <= 1 && steps == 100_000),
            Target(
                name: "reading a 100,000-step scenario file: peak memory", goal: "≤ 20× the file (\(String(format: "%.0f MB", 20 * Double(size) / 1e6)))",
                measured: String(format: "%.1f× (%.1f MB)", ratio, readGrowth / 1e6), met: readGrowth >= 0 && ratio <= 20),
        ]
    }

    /// One picture's render time (median of 3), graph size and size in points.
    typealias PictureTiming = (name: String, seconds: Double, nodes: Int, edges: Int, width: Double, height: Double)

    /// 4. Every picture of the big app's docs set.
    static func renderPictures(app: BigScenarioApp, store: SnapshotStore, into report: inout Report) -> [Target] {
        report.section("Scale: every picture of the big app's docs set (from the 500 scenarios)")
        var pictures: [(name: String, graph: Graph)] = []
        let building = Harness.measure("docs content", warmup: 0, repetitions: 1) { pictures = DocsGraphs.all(app: app, store: store) }
        let timings = renderTimings(pictures)
        let slowestMedian = timings.map(\.seconds).max() ?? 0
        let medians = timings.map(\.seconds).sorted()
        let setMedian = medians.isEmpty ? 0 : medians[medians.count / 2]
        let largest = timings.map { max($0.width, $0.height) * 4 / 3 }.max() ?? 0
        let overBudget = timings.filter { max($0.width, $0.height) * 4 / 3 > Double(DocsLayout.pictureBudgetPixels) }
        report.emit(
            "Docs content (500 scenario runs, the exploration, the graphs) built in \(building.summary); \(pictures.count) pictures, each rendered 3 times: median of the medians \(Measurement.format(setMedian)), the whole set once \(Measurement.format(timings.reduce(0) { $0 + $1.seconds }))."
        )
        reportSlowest(timings, largest: largest, overBudget: overBudget, into: &report)
        return [
            Target(
                name: "each picture of the big app's docs set (\(pictures.count) pictures)", goal: "≤ 2 s each",
                measured: "slowest " + Measurement.format(slowestMedian), met: slowestMedian <= 2),
            Target(
                name: "each picture of the big app's docs set: size", goal: "≤ \(DocsLayout.pictureBudgetPixels) px on the longer side",
                measured: String(format: "largest %.0f px", largest), met: overBudget.isEmpty),
        ]
    }

    /// Each picture rendered 3 times (after one warm-up render of the set): its median.
    static func renderTimings(_ pictures: [(name: String, graph: Graph)]) -> [PictureTiming] {
        for picture in pictures { _ = try! GraphvizRenderer.render(picture.graph) }
        var timings: [PictureTiming] = []
        for picture in pictures {
            var svg = Data()
            let rendering = Harness.measure(picture.name, warmup: 0, repetitions: 3) { svg = try! GraphvizRenderer.render(picture.graph) }
            let (width, height) = SVGSize.points(svg)
            timings.append((picture.name, rendering.median, picture.graph.nodes.count, picture.graph.edges.count, width, height))
        }
        return timings
    }

    /// The three slowest pictures, the largest, and those over the size budget.
    static func reportSlowest(_ timings: [PictureTiming], largest: Double, overBudget: [PictureTiming], into report: inout Report) {
        let slowRows = timings.sorted { $0.seconds > $1.seconds }.prefix(3).map { picture in
            [
                picture.name, "\(picture.nodes)/\(picture.edges)", Measurement.format(picture.seconds),
                String(format: "%.0f × %.0f px", picture.width * 4 / 3, picture.height * 4 / 3),
            ]
        }
        report.emit("")
        report.emit("The slowest pictures:")
        report.table(["picture", "nodes/edges", "render (in-process, median of 3)", "size at 96 dpi"], slowRows)
        report.emit("")
        report.emit(
            String(format: "Largest picture: %.0f px on its longer side; over the %d px budget: %d", largest, DocsLayout.pictureBudgetPixels, overBudget.count))
        for picture in overBudget.prefix(5) {
            report.emit("  over budget: \(picture.name) (\(Int(picture.width * 4 / 3)) × \(Int(picture.height * 4 / 3)) px)")
        }
    }
}
