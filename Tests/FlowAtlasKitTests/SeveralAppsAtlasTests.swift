import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// The kit's commands in-process, on an atlas of two apps (the demo and the gate app).
@Suite("An atlas of several apps")
struct SeveralAppsAtlasTests {
    /// The exit code of `two-atlas arguments…`.
    static func run(_ arguments: [String]) -> Int32 {
        Kit.run(arguments, apps: [DemoScenarioApp(), GateApp()], commandName: "two-atlas").status
    }

    @Test("a command that needs one app refuses to choose (exit 2) until --app names one")
    func appMustBeNamed() {
        #expect(Self.run(["explore", "--max-depth", "0"]) == 2)
        #expect(Self.run(["explore", "--app", "mail", "--max-depth", "0"]) == 2)
        #expect(Self.run(["explore", "--app", "gate", "--max-depth", "1"]) == 0)
        #expect(Self.run(["trace", "gate://home", "--app", "gate"]) == 0)
        #expect(Self.run(["trace", "gate://home", "--app", "demo"]) == 2, "a gate URL is not a demo link")
    }
}
