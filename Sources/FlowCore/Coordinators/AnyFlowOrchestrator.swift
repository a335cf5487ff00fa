/// What every flow orchestrator can do, whatever its route type: tools find the flows an
/// app can switch to by asking which coordinators swap flows.
public protocol AnyFlowOrchestrator: AnyCoordinator {
    /// The flow currently shown.
    var currentFlow: (any AnyCoordinator)? { get }
}
