// What an atlas executable needs, through `import FlowAtlasKit` alone: the engine's types
// (`AnyRoute`, `AnyCoordinator`) and the adapter protocol (`ScenarioApp`).
@_exported import FlowCore
@_exported import FlowScenarios
