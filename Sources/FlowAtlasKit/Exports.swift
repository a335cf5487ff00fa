// What an atlas executable needs, through `import FlowAtlasKit` alone: the engine's types
// (`AnyRoute`, `AnyCoordinator`) and the adapter protocols (`AtlasApp` and its optional protocols, through FlowScenarios).
@_exported import FlowCore
@_exported import FlowScenarios
