import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Foundation
import Testing

@Suite("Payload routes in scenario files")
struct PayloadScenarioTests {
    @Test("a Codable route value is written in its own Codable form and runs; transcripts show its identifier")
    func codableValueStep() throws {
        let yaml = """
            name: values
            steps:
              - open: gate://home
              - navigate: { HomeRoute: { item: { id: 99 } } }
              - navigate: { route: { HomeRoute: { item: { id: 100 } } }, from: top }
              - snapshot: items
              - trace: { navigate: { HomeRoute: { item: { id: 101 } } }, snapshot: traced }
            """
        let scenario = try ScenarioParser(apps: [GateApp()]).parse(yaml, file: "values.yaml")
        #expect(scenario.steps[1].kind.description == "navigate HomeRoute.item_99")
        let run = ScenarioRunner(app: GateApp()).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "items").outline.contains("stack=[item_99, item_100]"))
        #expect(run.transcript.contains("2. navigate HomeRoute.item_99: ok"))
        #expect(run.snapshots.last?.text.contains("HomeRoute.item_101") == true)
    }

    @Test("a value that does not decode is an error at its line naming the type and what was expected")
    func valueThatDoesNotDecode() {
        let parser = ScenarioParser(apps: [GateApp()])
        let bad = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { HomeRoute: { item: { id: nine } } }\n", file: "x.yaml")
        }
        #expect(bad?.line == 3)
        #expect(bad?.message.hasPrefix("HomeRoute value does not decode: expected a Int at item.id") == true, "\(bad?.message ?? "")")
        #expect(bad?.message.contains("(expected HomeRoute's Codable form, for example {\"feed\":{}})") == true, "\(bad?.message ?? "")")

        let notCodable = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { HelpRoute: faq }\n", file: "x.yaml")
        }
        #expect(notCodable?.message.hasPrefix("HelpRoute is not Codable (expected a Codable route type") == true, "\(notCodable?.message ?? "")")
        let unknown = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { MailRoute: { inbox: {} } }\n", file: "x.yaml")
        }
        #expect(unknown?.message.hasPrefix("unknown route type 'MailRoute' (expected one of") == true, "\(unknown?.message ?? "")")
    }
}
