@testable import FlowAtlasKit
import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// The kit's commands in-process, on an atlas of two apps (the demo and the gate app).
@Suite("An atlas of several apps", .serialized)
struct SeveralAppsAtlasTests {
    init() {
        Atlas.install(Atlas(apps: ScenarioApps([DemoScenarioApp(), GateApp()]), extraCommands: [], commandName: "two-atlas"))
    }

    @Test("a command that needs one app refuses to choose (exit 2) until --app names one")
    func appMustBeNamed() {
        #expect(FlowAtlasCommand.run(["explore", "--max-depth", "0"]) == 2)
        #expect(FlowAtlasCommand.run(["explore", "--app", "mail", "--max-depth", "0"]) == 2)
        #expect(FlowAtlasCommand.run(["explore", "--app", "gate", "--max-depth", "1"]) == 0)
        #expect(FlowAtlasCommand.run(["trace", "gate://home", "--app", "gate"]) == 0)
        #expect(FlowAtlasCommand.run(["trace", "gate://home", "--app", "demo"]) == 2, "a gate URL is not a demo link")
    }
}
