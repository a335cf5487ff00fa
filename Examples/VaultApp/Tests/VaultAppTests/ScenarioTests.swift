import FlowScenarioTesting
import Testing
import VaultAtlasApp

/// Issue 48, point 7: the scenarios of both apps share one folder, and one in-test check runs
/// them all, each with the app its `app:` names. Record with `FLOWATLAS_RECORD=all swift test`
/// (never under CI).
@Suite("Vault scenarios")
struct ScenarioTests {
    @Test("every scenario of both apps matches its references")
    func scenarios() {
        let summary = checkScenarios(of: VaultAtlasApp.all, snapshots: "../../Snapshots", relativeTo: #filePath)
        #expect(summary.scenarios == 7)
        #expect(summary.snapshots >= 24)
    }

    @Test("one app chosen by name checks only its own scenarios")
    func oneApp() {
        let summary = checkScenarios(of: VaultAtlasApp.all, app: "vault-unlocked", snapshots: "../../Snapshots", relativeTo: #filePath)
        #expect(summary.scenarios == 3)
    }
}
