import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowSnapshotTesting
import FlowText
import Foundation
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies, against references committed under `__Snapshots__/`.
///
/// Recorded like every reference of the tests (`assertReference`): only when
/// `SNAPSHOT_TESTING_RECORD` asks for it, never under CI, so a missing or different reference fails.
@Suite("swift-snapshot-testing strategies")
struct SnapshotStrategyTests {
    @Test("assertSnapshot(of: app, as: .flowTree)")
    func appFlowTree() {
        assertReference(of: StrategyFixture.abyssApp(), as: .flowTree, named: "ocean-abyss")
        assertReference(of: DemoApp.make(), as: .flowTree, named: "login")
    }

    @Test("assertSnapshot(of: app, as: .flowTreeJSON)")
    func appFlowTreeJSON() {
        assertReference(of: StrategyFixture.abyssApp(), as: .flowTreeJSON, named: "ocean-abyss")
    }

    @Test("assertSnapshot(of: tree, as: .flowTree) and .flowTreeJSON")
    func treeStrategies() {
        let tree = StrategyFixture.abyssApp().captureTree()
        assertReference(of: tree, as: .flowTree, named: "ocean-abyss")
        assertReference(of: tree, as: .flowTreeJSON, named: "ocean-abyss")
    }

    @Test("the committed references are exactly TreeSnapshot's text and JSON, with .txt and .json extensions")
    func committedReferences() throws {
        let folder = Support.packageRoot.appendingPathComponent("Tests/FlowSnapshotTestingTests/__Snapshots__/SnapshotStrategyTests")
        let tree = StrategyFixture.abyssApp().captureTree()
        #expect(try Support.read(folder.appendingPathComponent("appFlowTree.ocean-abyss.txt")) == TreeSnapshot.render(tree))
        #expect(try Support.read(folder.appendingPathComponent("appFlowTree.login.txt")) == TreeSnapshot.render(DemoApp.make().captureTree()))
        #expect(try Support.read(folder.appendingPathComponent("appFlowTreeJSON.ocean-abyss.json")) == TreeSnapshot.json(tree))
        #expect(try Support.read(folder.appendingPathComponent("treeStrategies.ocean-abyss.txt")) == TreeSnapshot.render(tree))
        #expect(try Support.read(folder.appendingPathComponent("treeStrategies.ocean-abyss.json")) == TreeSnapshot.json(tree))
    }

    @Test("with record mode .never a different tree fails with a diff and a missing reference fails without recording")
    func neverRecords() async throws {
        try await Support.withTemporaryDirectory { root in
            let directory = root.appendingPathComponent("__Snapshots__").path
            try Support.write(
                TreeSnapshot.render(StrategyFixture.abyssApp().captureTree()),
                to: URL(fileURLWithPath: directory).appendingPathComponent("state.state.txt"))
            let app = StrategyFixture.abyssApp()
            app.visibleCoordinator.pop()
            let mismatch = verifyReference(of: app, as: .flowTree, named: "state", environment: [:], snapshotDirectory: directory, testName: "state")
            let message = try #require(mismatch)
            #expect(message.contains("does not match reference"))
            #expect(message.contains("+current: OceanRoute.deep"))
            #expect(message.contains("−current: OceanRoute.abyss") || message.contains("-current: OceanRoute.abyss"))

            let missing = verifyReference(of: app, as: .flowTreeJSON, named: "absent", environment: [:], snapshotDirectory: directory, testName: "absent")
            #expect(missing != nil)
            #expect(!FileManager.default.fileExists(atPath: directory + "/absent.absent.json"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.state.txt"])
        }
    }
}

private enum StrategyFixture {
    /// The demo app after OceanRoute.abyss, logged in first.
    static func abyssApp() -> AppCoordinator {
        let app = DemoApp.make()
        app.navigate(to: AppRoute.tabRoot)
        app.navigate(to: OceanRoute.abyss)
        return app
    }
}
