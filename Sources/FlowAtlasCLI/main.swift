import FlowAtlasKit
import FlowDemoScenarios

// The bundled atlas: the kit's commands on the demo app, plus `flowatlas demo`.
FlowAtlasCommand.main(apps: [DemoScenarioApp()], commands: [DemoCommand.self], commandName: "flowatlas")
