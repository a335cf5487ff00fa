import FlowBigApp
import FlowDemoScenarios
import FlowReport
import FlowScenarios
import Foundation

/// What the HTML report of issue 23 costs: the demo's every scenario (time and size), and the
/// big app's 500 generated scenarios (time), each written to a temporary folder.
enum ReportBenchmarks {
    static func run(into report: inout Report) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-report-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }

        // The demo, from the committed scenarios (run from the repository, as `make bench` does).
        let demoStore = SnapshotStore(directory: URL(fileURLWithPath: "Snapshots"))
        let demoApp = DemoScenarioApp()
        let demoScenarios = try! ScenarioCatalog(store: demoStore, apps: ScenarioApps([demoApp])).scenarios
        let demoFolder = folder.appendingPathComponent("demo")
        let demo = Harness.measure("demo report", warmup: 1, repetitions: 5) {
            write(demoScenarios, runner: ScenarioRunner(app: demoApp), store: demoStore, to: demoFolder)
        }
        let bytes = folderBytes(demoFolder)

        // The big app: 500 generated scenarios of 5 checkpoints, written as scenario files first.
        let bigFolder = folder.appendingPathComponent("big")
        try! BigAppScenarios.write(count: 500, checkpoints: 5, into: bigFolder)
        let bigStore = SnapshotStore(directory: bigFolder)
        let bigApp = BigScenarioApp()
        let bigScenarios = try! ScenarioCatalog(store: bigStore, apps: ScenarioApps([bigApp])).scenarios
        let big = Harness.measure("big report", warmup: 0, repetitions: 1) {
            write(bigScenarios, runner: ScenarioRunner(app: bigApp), store: bigStore, to: bigFolder.appendingPathComponent("report"))
        }
        let bigBytes = folderBytes(bigFolder.appendingPathComponent("report"))

        let demoMet = demo.median <= 2
        let sizeMet = bytes <= 2_000_000
        let bigMet = big.median <= 60
        report.table(
            ["measure", "measured", "target", "met?"],
            [
                ["the report of every demo scenario (\(demoScenarios.count)), written", demo.summary, "≤ 2 s", demoMet ? "yes" : "NO"],
                ["its size on disk", String(format: "%.2f MB (%d bytes)", Double(bytes) / 1e6, bytes), "≤ 2 MB", sizeMet ? "yes" : "NO"],
                [
                    "the report of the big app's \(bigScenarios.count) generated scenarios, written (one run)", big.summary, "≤ 60 s",
                    bigMet ? "yes" : "NO",
                ],
                ["its size on disk", String(format: "%.1f MB", Double(bigBytes) / 1e6), "-", "-"],
            ])
        let allMet = demoMet && sizeMet && bigMet
        report.emit("Every report target: \(allMet ? "met" : "MISSED")")
        return allMet
    }

    private static func write(_ scenarios: [Scenario], runner: ScenarioRunner, store: SnapshotStore, to folder: URL) {
        let pictures = PictureTable()
        let reports = scenarios.map { scenario in
            try! ScenarioReport.build(runner.run(scenario, keepingTrees: true), pictures: pictures) { checkpoint in
                try? store.reference(.init(scenario: scenario.name, checkpoint: checkpoint))
            }
        }
        try! ReportWriter().write(reports, pictures: pictures, title: "FlowAtlas report", to: folder)
    }

    private static func folderBytes(_ folder: URL) -> Int {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        return files.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}
