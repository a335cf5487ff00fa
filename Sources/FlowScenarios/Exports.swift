// The adapter and the snapshot store were part of this module before it was split by job; they
// are re-exported so a package that imports FlowScenarios alone keeps building.
@_exported import FlowAdapter
@_exported import FlowSnapshotStore
