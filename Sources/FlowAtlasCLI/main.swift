import FlowAtlasKit
import FlowCore
import FlowDemo
import FlowDemoScenarios
import Foundation

// The bundled atlas: the kit's commands on the demo app, plus `flowatlas demo`.
// FLOWATLAS_DEMO_VARIANT (a test-only switch, `make demo`'s diff): the demo with one route's handling changed.
let variantName = ProcessInfo.processInfo.environment["FLOWATLAS_DEMO_VARIANT"] ?? DemoVariant.standard.rawValue
guard let variant = DemoVariant(rawValue: variantName) else {
    FileHandle.standardError.write(
        Data(
            "error: FLOWATLAS_DEMO_VARIANT '\(DisplayText.escaped(String(variantName.prefix(80))))' is not a demo variant (expected one of \(DemoVariant.allCases.map(\.rawValue).joined(separator: ", ")))\n"
                .utf8))
    exit(2)
}
FlowAtlasCommand.main(apps: [DemoScenarioApp(variant: variant)], commands: [DemoCommand.self], commandName: "flowatlas")
