import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// `ScenarioApps`' documented preconditions (an atlas's own set-up, fixed in code): breaking one
/// stops the process with a message that names the fix.
@Suite("ScenarioApps preconditions")
struct ScenarioAppsPreconditionTests {
    @Test("no apps: the message says to pass one to FlowAtlasCommand.main(apps:)")
    func noApps() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: { _ = ScenarioApps([]) })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("an atlas needs at least one app: pass yours, as in FlowAtlasCommand.main(apps: [MyAtlasApp()])"))
    }

    @Test("two apps with one name: the message names them and says to give each its own name")
    func duplicateNames() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: { _ = ScenarioApps([DemoScenarioApp(), DemoScenarioApp()]) })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("app names must be unique: [\"demo\", \"demo\"]; give each AtlasApp a name of its own"))
    }
}
