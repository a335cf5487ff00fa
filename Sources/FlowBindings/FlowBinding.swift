import FlowCore
import Observation

/// The flow a `FlowOrchestrator` shows (for example login, then the main tabs). Read-only:
/// flows change through navigation, never through a gesture.
public final class FlowBinding: Observable {
    /// The flow orchestrator.
    public let coordinator: CoordinatorIdentity
    private let registrar = ObservationRegistrar()
    private var storedCurrent: CoordinatorIdentity?
    private var reads = ReadMarks()

    init(coordinator: CoordinatorIdentity, current: CoordinatorIdentity?) {
        self.coordinator = coordinator
        storedCurrent = current
    }

    /// The coordinator of the current flow: find its binding with `NavigationBindings.stack(of:)`
    /// or `tabs(of:)` through `NavigationBindings.coordinator(_:)`.
    public var current: CoordinatorIdentity? {
        registrar.access(self, keyPath: \.current)
        reads.read(1)
        return storedCurrent
    }

    func update(current: CoordinatorIdentity?) {
        guard current != storedCurrent else { return }
        if reads.take(1) { registrar.withMutation(of: self, keyPath: \.current) { storedCurrent = current } } else { storedCurrent = current }
    }
}
