import FlowBindings
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowDiagrams
import FlowDocs
import FlowExplore
import FlowGraph
import FlowGraphviz
import FlowScenarios
import FlowText
import Foundation

// FlowAtlas benchmarks: every figure and ratio measured side by side in one run.
// Build and run in release: `make bench` (swift run -c release FlowAtlasBenchmarks).

if CommandLine.arguments.dropFirst().first == "--child" { ScaleBenchmarks.child(Array(CommandLine.arguments.dropFirst(2))) }

var report = Report()
report.emit("# FlowAtlas benchmark run")
report.emit("machine: \(Machine.description)")

// `FlowAtlasBenchmarks engine explore …` runs only the sections named; no argument runs them all.
let sections = Set(CommandLine.arguments.dropFirst())
func runs(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

// For profilers (valgrind --tool=callgrind, perf): `FlowAtlasBenchmarks profile SHAPE [count]` runs
// only one engine shape, untimed: demo (leaf-to-leaf round trips), chain (d=100 root → leaf → root),
// fail (the 1,001-coordinator failing navigation), fail101 (the 101-coordinator one), pushpop, snapshot1k and snapshot10k (a capture
// and its text, as the snapshot section times them). The profiles in docs/performance.md were
// taken this way.
// `profile explore DEPTH [threads]` explores the demo to that depth without details and prints its figures.
// `profile limit DEPTH` prints the explorer's physical limit (ExplorationLimit) at that depth.
if CommandLine.arguments.dropFirst().first == "profile" {
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    let numbers = arguments.compactMap { Int($0) }
    if arguments.first == "explore" {
        var explorer = Explorer(
            app: DemoScenarioApp(), maxStates: numbers.count > 2 ? numbers[2] : .max, maxDepth: numbers.first ?? 4,
            inAppOnly: arguments.contains("in-app"))
        explorer.recordsDetails = false
        if numbers.count > 1 { explorer.workers = numbers[1] }
        let exploration = explorer.explore()
        print(
            "states \(exploration.stateCount), actions \(exploration.transitionCount), \(exploration.duration), "
                + String(
                    format: "%.0f actions/s, %.1f bytes/state, per depth %@", exploration.actionsPerSecond, exploration.bytesPerState,
                    exploration.statesPerDepth.map(String.init).joined(separator: " ")))
    } else if arguments.first == "limit" {
        print(ExplorationLimit.report(depth: numbers.first ?? 4))
    } else if arguments.first == "diff" {
        // `profile diff OLD NEW`: one diff of two exploration files, in a process of its own (the diff
        // section reads this process's peak memory); `profile diff` alone does nothing, for the baseline.
        DiffBenchmarks.diffOnce(Array(arguments.dropFirst()))
    } else {
        EngineBenchmarks.profile(arguments.first ?? "demo", count: numbers.first ?? 10_000)
    }
    exit(0)
}

// 0. Engine speed on the shapes of issue 13, against its targets.
if runs("engine") {
    report.section("Engine speed (release, per operation) against the targets of issue 13 (push + pop: issue 25's 250 ns)")
    _ = EngineBenchmarks.run(into: &report)
}

// The bindings of issue 21: keeping them current, a gesture against a pop, the bytes of a model.
if runs("bindings") {
    report.section("Bindings (release): keeping a view layer's models current, gestures, size, against the targets of issue 21")
    _ = BindingsBenchmarks.run(into: &report)
}

// The HTML report of issue 23: the demo's (time, size) and the big app's 500 scenarios (time).
if runs("report") {
    report.section("HTML report (release): against the targets of issue 23")
    _ = ReportBenchmarks.run(into: &report)
}

// The playground of issue 23: a navigate through `serve`, request to response.
if runs("serve") {
    report.section("Playground (release): `serve` against the target of issue 23")
    _ = ServeBenchmarks.run(into: &report)
}

// FlowInspector's cost to an app's navigation, and how soon `serve --inspect` has it (issue 47).
if runs("inspect") {
    report.section("Inspector (release): FlowInspector's overhead per event, and the page's currency, against the targets of issue 47")
    _ = InspectorBenchmarks.run(into: &report)
}

// Long request lines through `serve` (issue 45), FlyingFox alone beside them.
if runs("requestline") {
    report.section("Request lines (release): `serve` against the targets of issue 45, FlyingFox alone beside it")
    _ = RequestLineBenchmarks.run(into: &report)
}

// 1 and 2. Navigation scaling and atomic failure cost on synthetic trees.
if runs("scaling") {
    report.section("Navigation on synthetic trees (deep link between far leaves)")
    var navigateMedians: [Int: Double] = [:]
    var failMedians: [Int: Double] = [:]
    var rows: [[String]] = []
    for size in [10, 100, 1_000, 10_000] {
        let tree = SyntheticTree(size: size)
        let from = BenchRoute(id: tree.deepestFirst)
        let to = BenchRoute(id: tree.deepestLast)
        _ = tree.root.navigate(to: from)
        let repetitions = size >= 10_000 ? 40 : size >= 1_000 ? 200 : 2_000
        // One sample is a round trip (there and back), so both directions weigh equally in every
        // sample; the figure reported is per navigate (half a round trip).
        let roundTrip = Harness.measure("navigate \(size)", repetitions: repetitions) {
            precondition(tree.root.visibleCoordinator.navigate(to: to))
            precondition(tree.root.visibleCoordinator.navigate(to: from))
        }
        let success = roundTrip.scaled(by: 0.5)
        let before = tree.canHandleCalls
        _ = tree.root.visibleCoordinator.navigate(to: to)
        let callsPerNavigate = tree.canHandleCalls - before
        _ = tree.root.visibleCoordinator.navigate(to: from)
        let unhandled = BenchRoute(id: Int.max)
        let failure = Harness.measure("fail \(size)", repetitions: repetitions) {
            precondition(!tree.root.visibleCoordinator.navigate(to: unhandled))
        }
        let failBefore = tree.canHandleCalls
        _ = tree.root.visibleCoordinator.navigate(to: unhandled)
        let failCalls = tree.canHandleCalls - failBefore
        navigateMedians[size] = success.median
        failMedians[size] = failure.median
        rows.append([
            "\(tree.count)", success.summary, "\(callsPerNavigate) (≤ \(tree.count): \(callsPerNavigate <= tree.count ? "yes" : "NO"))",
            failure.summary, "\(failCalls)", String(format: "%.2f", failure.median / success.median),
        ])
    }
    report.table(
        ["coordinators", "navigate (median, spread)", "canHandle calls per navigate", "failing navigate", "canHandle calls (failing)", "failing / successful"],
        rows)
    let scaling = navigateMedians[10_000]! / navigateMedians[1_000]!
    report.emit("")
    report.emit(String(format: "Ratio 10,000 / 1,000 coordinators, successful navigate: %.2f (goal < 12: %@)", scaling, scaling < 12 ? "met" : "MISSED"))
    report.emit(String(format: "Ratio 10,000 / 1,000 coordinators, failing navigate: %.2f", failMedians[10_000]! / failMedians[1_000]!))

    report.section("canHandle calls on a chain (navigate from the root to the leaf of a chain of depth d)")
    var chainRows: [[String]] = []
    for depth in [10, 40, 100, 400] {
        let chain = SyntheticChain(depth: depth)
        let before = chain.canHandleCalls
        precondition(chain.root.navigate(to: BenchRoute(id: depth)))
        let calls = chain.canHandleCalls - before
        let timing = Harness.measure("chain \(depth)", repetitions: 50) {
            let fresh = SyntheticChain(depth: depth)
            precondition(fresh.root.navigate(to: BenchRoute(id: depth)))
        }
        chainRows.append(["\(depth)", "\(calls)", "\((depth + 1) * (depth + 2))", timing.summary])
    }
    report.table(["depth d", "FlowCore canHandle calls", "reference design (d+1)(d+2)", "build chain + navigate"], chainRows)

}
// 3. Snapshot scaling.
if runs("snapshots") {
    report.section("Capture and text snapshot of a tree")
    var snapshotMedians: [Int: Double] = [:]
    var snapshotRows: [[String]] = []
    for size in [1_000, 10_000, 30_000] {
        let tree = SyntheticTree(size: size)
        _ = tree.root.navigate(to: BenchRoute(id: tree.deepestLast))
        var bytes = 0
        let measurement = Harness.measure("snapshot \(size)", repetitions: size >= 30_000 ? 15 : size >= 10_000 ? 40 : 200) {
            bytes = TreeSnapshot.render(tree.root.captureTree()).utf8.count
        }
        snapshotMedians[size] = measurement.median
        snapshotRows.append(["\(tree.count)", measurement.summary, "\(bytes / 1024) KiB"])
    }
    report.table(["coordinators", "captureTree + TreeSnapshot.render", "snapshot size"], snapshotRows)
    let snapshotRatio = snapshotMedians[10_000]! / snapshotMedians[1_000]!
    report.emit("")
    report.emit(
        String(
            format: "Ratio 10,000 / 1,000: %.2f (goal < 12: %@); 30,000 / 10,000: %.2f (linear would be 3)", snapshotRatio,
            snapshotRatio < 12 ? "met" : "MISSED", snapshotMedians[30_000]! / snapshotMedians[10_000]!))

}
// 4. Rendering: in-process through the C API versus `dot -Tsvg` as a subprocess.
if runs("render") {
    report.section("Rendering SVG: in-process (C API) versus DOT piped to `dot -Tsvg`")
    let docsGraphs = DocsGraphs.all(app: DemoScenarioApp(), store: SnapshotStore(directory: URL(fileURLWithPath: "Snapshots")))
    // The demo's hierarchy: the largest flow picture (the tab flow after login).
    let demoHierarchy = docsGraphs.filter { $0.name.hasPrefix("diagrams/flows/") }.max { $0.graph.nodes.count < $1.graph.nodes.count }!
    if let dot = DotProcess.locate() {
        let singleInProcess = Harness.measure("hierarchy in-process", repetitions: 40) { _ = try! GraphvizRenderer.render(demoHierarchy.graph) }
        let singleProcess = Harness.measure("hierarchy dot", repetitions: 20) { _ = DotProcess.render(DOTEmitter.dot(demoHierarchy.graph), dot: dot) }
        let setInProcess = Harness.measure("docs set in-process", warmup: 1, repetitions: 5) {
            for graph in docsGraphs { _ = try! GraphvizRenderer.render(graph.graph) }
        }
        let setProcess = Harness.measure("docs set dot", warmup: 1, repetitions: 5) {
            for graph in docsGraphs { _ = DotProcess.render(DOTEmitter.dot(graph.graph), dot: dot) }
        }
        report.table(
            ["picture", "in-process", "dot -Tsvg subprocess", "subprocess / in-process"],
            [
                [
                    "demo hierarchy (\(demoHierarchy.graph.nodes.count) nodes)", singleInProcess.summary, singleProcess.summary,
                    String(format: "%.1f×", singleProcess.median / singleInProcess.median),
                ],
                [
                    "`make docs` set (\(docsGraphs.count) pictures)", setInProcess.summary, setProcess.summary,
                    String(format: "%.1f×", setProcess.median / setInProcess.median),
                ],
            ])
        let setRatio = setProcess.median / setInProcess.median
        report.emit("")
        report.emit(String(format: "Whole set: in-process is %.1f× faster (goal ≥ 5×: %@)", setRatio, setRatio >= 5 ? "met" : "MISSED"))
        var largest = docsGraphs.sorted { $0.graph.nodes.count + $0.graph.edges.count > $1.graph.nodes.count + $1.graph.edges.count }.prefix(3).map { $0 }
        largest.sort { $0.name < $1.name }
        var pictureRows: [[String]] = []
        for picture in largest {
            let inProcess = Harness.measure(picture.name, warmup: 1, repetitions: 5) { _ = try! GraphvizRenderer.render(picture.graph) }
            let process = Harness.measure(picture.name, warmup: 1, repetitions: 5) { _ = DotProcess.render(DOTEmitter.dot(picture.graph), dot: dot) }
            pictureRows.append([
                picture.name, "\(picture.graph.nodes.count)/\(picture.graph.edges.count)", inProcess.summary, process.summary,
                String(format: "%.1f×", process.median / inProcess.median),
            ])
        }
        report.emit("")
        report.emit("The largest pictures of the set:")
        report.table(["picture", "nodes/edges", "in-process", "dot -Tsvg", "ratio"], pictureRows)
    } else {
        report.emit("`dot` not found: install Debian's graphviz package for the subprocess baseline (make bench does).")
    }

}
// 5. Exploration throughput, and the demo's whole reachable space.
if runs("explore") {
    report.section("Exploration of the demo app (default bounds, every invariant checked)")
    var explorer = Explorer(app: DemoScenarioApp(), maxStates: 1500, maxDepth: 3)
    explorer.recordsDetails = false
    var exploration: Exploration?
    let exploring = Harness.measure("explore", warmup: 1, repetitions: 5) { exploration = explorer.explore() }
    report.table(
        ["states", "actions tried", "time", "states per second", "actions per second", "threads"],
        [
            [
                "\(exploration!.stateCount)", "\(exploration!.transitionCount)", exploring.summary,
                String(format: "%.0f", Double(exploration!.stateCount) / exploring.median),
                String(format: "%.0f", Double(exploration!.transitionCount) / exploring.median), "\(exploration!.workers)",
            ]
        ])
    report.emit("")
    report.emit(ExplorationBenchmarks.throughput(depth: 5))
    report.emit("")
    let seconds = Double(ProcessInfo.processInfo.environment["EXPLORE_SECONDS"] ?? "") ?? 300
    report.emit(ExplorationBenchmarks.wholeSpace(seconds: seconds))
    report.emit("")
    // After the whole space, whose peak memory figure this one's mementos would hide.
    report.emit(ExplorationLimit.report(depth: 4))
}

// `flowatlas diff` of issue 46: two explorations of the demo at depth 5, compared from their files.
if runs("diff") {
    report.section("flowatlas diff (release): two explorations of the demo at depth 5 against the target of issue 46")
    report.emit(DiffBenchmarks.run())
}

// The tab reduction of issue 24, point 7: a five-tab app without it, then with it.
if runs("reduce") {
    report.section("Tab reduction (release): a five-tab social client against the target of issue 24, point 7")
    let seconds = Double(ProcessInfo.processInfo.environment["REDUCE_BASELINE_SECONDS"] ?? "") ?? 60
    report.emit(ReductionBenchmarks.run(baselineSeconds: seconds))
}

// 6. Rendering soak: resident memory over 1,000 in-process renders (one long-lived context).
if runs("soak") {
    let demoHierarchy = DocsGraphs.all(app: DemoScenarioApp(), store: SnapshotStore(directory: URL(fileURLWithPath: "Snapshots")))
        .filter { $0.name.hasPrefix("diagrams/flows/") }.max { $0.graph.nodes.count < $1.graph.nodes.count }!
    report.section("Rendering soak: 1,000 renders of the demo hierarchy")
    for _ in 0..<50 { _ = try! GraphvizRenderer.render(demoHierarchy.graph) }
    let rssBefore = Machine.residentKiB()
    let soak = Harness.measure("soak", warmup: 0, repetitions: 1) {
        for _ in 0..<1_000 { _ = try! GraphvizRenderer.render(demoHierarchy.graph) }
    }
    let rssAfter = Machine.residentKiB()
    let growth = Double(rssAfter - rssBefore) / 1024
    report.table(
        ["renders", "time", "RSS before", "RSS after", "growth"],
        [["1000", soak.summary, "\(rssBefore / 1024) MiB", "\(rssAfter / 1024) MiB", String(format: "%.2f MiB", growth)]])
    report.emit(String(format: "Resident memory grew by %.2f MiB (goal < 5 MB: %@)", growth, growth * 1.048576 < 5 ? "met" : "MISSED"))
}

// 7. The targets at the scale of a big app (FlowAtlasBenchmarks scale runs only these).
if runs("scale") {
    let targets = ScaleBenchmarks.run(&report)
    report.section("Targets at the scale of a big app (release build, this machine)")
    report.table(["target", "goal", "measured (median)", "met?"], targets.map { [$0.name, $0.goal, $0.measured, $0.met ? "yes" : "NO"] })
}
