/// Which references a run writes: the recording half of `SnapshotDecision`.
public enum SnapshotRecording: Sendable, CaseIterable {
    /// None: check only.
    case never
    /// References for checkpoints that have none.
    case missing
    /// References that differ, and missing ones.
    case failed
    /// Every reference that is not already identical.
    case all
}
