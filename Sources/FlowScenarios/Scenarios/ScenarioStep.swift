import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// One step, with where it was written.
public struct ScenarioStep: Hashable, Sendable {
    /// What a step does. Only performable actions can be expected to fail, and checkpoints
    /// (snapshots, traces) are steps of their own, so no impossible step can be written.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// Perform the action; it must succeed.
        case perform(ScenarioAction)
        /// Perform the action; it must fail with this error kind (and change nothing): a navigation
        /// error's code, or for a `restore` step why the restore failed.
        case expectFailure(ScenarioAction, error: ScenarioErrorKind)
        /// Record a snapshot checkpoint.
        case snapshot(String)
        /// Navigate with tracing and record the trace as a checkpoint.
        indirect case trace(TraceRequest)

        public var description: String {
            switch self {
            case let .perform(action): action.description
            case let .expectFailure(action, error): "expectFailure \(error.rawValue): \(action)"
            case let .snapshot(name): "snapshot \(name)"
            case let .trace(request): request.description
            }
        }
    }

    /// What to do.
    public var kind: Kind
    /// 1-based line of the step in its file.
    public var line: Int
    /// 1-based column of the step in its file.
    public var column: Int

    /// Creates a step.
    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The checkpoint this step records (a `snapshot` or a `trace`), if any.
    public var checkpoint: String? {
        switch kind {
        case let .snapshot(name): name
        case let .trace(request): request.checkpoint
        case .perform, .expectFailure: nil
        }
    }
}
