/// A coordinator whose children are tabs, in insertion order.
///
/// Navigation tries the tab coordinator's own routes, then what it presents, then the
/// selected tab, then the other tabs in index order; the first tab that can navigate
/// becomes selected. Leaving a tab dismisses the modals and detours inside it and keeps
/// its stack.
open class TabCoordinator<R: Route>: Coordinator<R>, AnyTabCoordinator {
    override var delegationStyle: DelegationStyle { .tabs }

    /// The tabs, in order.
    public var tabs: [any AnyCoordinator] { children }

    /// Selects tab `index`. Out of range: reports `invalidTabIndex` and changes nothing.
    public func switchToTab(_ index: Int) {
        guard ownedChildren.indices.contains(index) else {
            return PlanExecutor.report(
                NavigationError(.invalidTabIndex(index, validRange: ownedChildren.indices), coordinator: typeName,
                                message: "tab index \(index) is outside 0..<\(ownedChildren.count)"), at: self)
        }
        let selected = router.state.selectedTab
        guard index != selected else { return }
        var plan = Plan()
        if ownedChildren.indices.contains(selected) { plan.dismissPresentations(inside: ownedChildren[selected]) }
        plan.record(.selectTab(self, index: index))
        PlanExecutor.commit(plan, reportingAt: self)
    }
}

/// A root coordinator that swaps whole flows (for example login and the main tabs).
///
/// Override `canHandleFlowChange(to:)` and `handleFlowChange(to:)`, and call
/// `transitionToFlow(_:root:)` from the latter with a freshly built flow.
open class FlowOrchestrator<R: Route>: Coordinator<R>, AnyFlowOrchestrator {
    override var delegationStyle: DelegationStyle { .flow }

    /// The flow currently shown.
    public var currentFlow: Any? { ownedChildren.first }

    /// The flow currently shown, as a coordinator.
    public var currentFlowCoordinator: (any AnyCoordinator)? { ownedChildren.first }

    /// Replaces the current flow with `flow` and resets this coordinator's root to `root`.
    /// The old flow is dismissed and removed, so it deallocates once nothing else holds it.
    public func transitionToFlow<F: Route>(_ flow: Coordinator<F>, root: R) {
        if let problem = ownershipProblem(adding: flow) { return PlanExecutor.report(problem, at: self) }
        for old in ownedChildren.reversed() { detachChild(old) }
        addChild(flow)
        transitionToNewFlow(root: root)
    }
}
