import FlowScenarioTesting
import MailAtlasApp
import Testing

/// Every scenario in Snapshots/scenarios, checked against its committed references inside
/// `swift test`: a difference is a test issue at the scenario's line, with the diff.
/// Record with `FLOWATLAS_RECORD=all swift test` (never under CI).
@Suite("Mail scenarios")
struct ScenarioTests {
    @Test("every scenario matches its references")
    func scenarios() {
        let summary = checkScenarios(of: MailAtlasApp(), snapshots: "../../Snapshots", relativeTo: #filePath)
        #expect(summary.scenarios == 5)
        #expect(summary.snapshots >= 10)
    }
}
