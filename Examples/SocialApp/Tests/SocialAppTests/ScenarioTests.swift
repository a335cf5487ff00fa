import FlowScenarioTesting
import SocialAtlasApp
import Testing

/// Every scenario in Snapshots/scenarios, checked against its committed references inside
/// `swift test`. Record with `FLOWATLAS_RECORD=all swift test` (never under CI).
@Suite("Social scenarios")
struct ScenarioTests {
    @Test("every scenario matches its references")
    func scenarios() {
        let summary = checkScenarios(of: SocialAtlasApp(), snapshots: "../../Snapshots", relativeTo: #filePath)
        #expect(summary.scenarios == 5)
        #expect(summary.snapshots >= 17)
    }
}
