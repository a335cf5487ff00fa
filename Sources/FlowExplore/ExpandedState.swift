import FlowCore

/// One state expanded by a worker: every available action tried from it.
struct ExpandedState: Sendable {
    var state: Int
    /// The state's fingerprint (a shard's result file names states by it).
    var fingerprint: StateFingerprint
    /// What a snapshot of the state shows (`SnapshotKey`): how another version names the same state.
    var snapshot: SnapshotKey
    var tapsNamedByApp: Bool
    /// The screen of the state (transition graph).
    var place: Int
    /// With the tab reduction: the state split into shell and tabs.
    var partition: TabPartition?
    var tried: [TriedAction]
}
