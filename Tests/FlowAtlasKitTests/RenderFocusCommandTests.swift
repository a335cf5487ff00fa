import FlowAtlasTestSupport
import Foundation
import Testing

/// `render hierarchy --focus … --depth …`.
@Suite("flowatlas render hierarchy --focus and --depth")
struct RenderFocusCommandTests {
    @Test("--focus draws one coordinator's subtree, --depth collapses what lies deeper into a note with counts")
    func focusAndDepth() async throws {
        let folder = try Kit.temporaryFolder("focus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Kit.run(
            [
                "render", "hierarchy", "--after", "AppRoute.tabRoot", "--focus", "BlueCoordinator", "--depth", "1",
                "--format", "dot",
            ] + RenderDocsCommandTests.snapshots)
        #expect(result.status == 0, "\(result.stderr)")
        let dot = result.stdout
        #expect(dot.contains("label=\"BlueCoordinator\\n"))
        #expect(dot.contains("label=\"DeepBlueCoordinator\\n"))
        #expect(!dot.contains("RedCoordinator") && !dot.contains("AppCoordinator") && !dot.contains("Level3ModalCoordinator"))
        #expect(dot.contains("▸ 3 coordinators inside (2 registered modals)"), "\(dot)")
        #expect(dot.contains("shape=\"note\""))

        let unknown = Kit.run(["render", "hierarchy", "--focus", "NoSuchCoordinator"] + RenderDocsCommandTests.snapshots)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("error: --focus 'NoSuchCoordinator': no such coordinator in this tree (expected a type name such as "))
    }
}
