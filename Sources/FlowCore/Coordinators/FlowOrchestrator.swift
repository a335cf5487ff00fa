/// A root coordinator that swaps whole flows (for example login and the main tabs).
///
/// Override `canHandleFlowChange(to:)` and `handleFlowChange(to:)`, and call
/// `transitionToFlow(_:root:)` from the latter with a freshly built flow.
///
/// The current flow is shown as this coordinator's content, never pushed: it has the
/// `.root` context, and navigation delegated into it pushes nothing here, so a login flow
/// has no back button over the orchestrator's root.
open class FlowOrchestrator<R: Route>: Coordinator<R>, AnyFlowOrchestrator {
    override var coordinatorKind: NavigationTree.Kind { .flowOrchestrator }

    /// The flow currently shown.
    public var currentFlow: (any AnyCoordinator)? { ownedChildren.first }

    /// Replaces the current flow with `flow` and resets this coordinator's root to `root`.
    /// The old flow is dismissed and removed, so it deallocates once nothing else holds it.
    ///
    /// Call it from ``Coordinator/handleFlowChange(to:)``, which then returns `true`.
    ///
    /// - Parameters:
    ///   - flow: A freshly built coordinator, attached nowhere else (otherwise the problem is
    ///     reported and nothing changes).
    ///   - root: The route this orchestrator shows once the new flow is in place.
    public func transitionToFlow<F: Route>(_ flow: Coordinator<F>, root: R) {
        if let problem = ownershipProblem(adding: flow) { return ObserverRegistry.report(problem, at: core) }
        for old in ownedChildren.reversed() { detachChild(old) }
        addChild(flow)
        transitionToNewFlow(root: root)
    }
}
