/// A coordinator whose children are tabs, in insertion order.
///
/// Navigation first asks `tabIndex(for:)`: a route it maps to a tab selects that tab.
/// Otherwise it tries the tab coordinator's own routes, then what it presents, then the
/// selected tab, then the other tabs in index order; the first tab that can navigate
/// becomes selected. Leaving a tab dismisses the modals and detours inside it and keeps
/// its stack.
///
/// ```swift
/// enum MainTabRoute: String, Route, CaseIterable { case home, search, profile }
/// final class MainTabs: TabCoordinator<MainTabRoute> {
///     // MainTabRoute.search selects tab 1, from anywhere in the tree.
///     override func tabIndex(for route: any Route) -> Int? {
///         (route as? MainTabRoute).flatMap { MainTabRoute.allCases.firstIndex(of: $0) }
///     }
/// }
/// ```
open class TabCoordinator<R: Route>: Coordinator<R>, AnyTabCoordinator {
    override var delegationStyle: DelegationStyle { .tabs }

    /// The tab a route of this coordinator's own type selects, or `nil` (the default) to
    /// resolve it as usual.
    ///
    /// When a navigation reaches this tab coordinator (started here, delegated here from
    /// above, or bubbled up from inside a tab) with a route this hook maps to a tab, that
    /// tab is selected, the way a tap on the tab bar selects it: what this coordinator
    /// presents and what the tab being left presents are dismissed, and the selected tab
    /// keeps its stack. The hook takes precedence over this coordinator's own handling and
    /// smart back, and it makes the route reachable from above like `canHandle` does. An
    /// index outside the tabs fails the navigation with `invalidTabIndex` and changes
    /// nothing. Asked at most once per navigation, only for routes of type `R`.
    open func tabIndex(for route: any Route) -> Int? { nil }

    override func askTabIndex(_ route: AnyRoute) -> Int? { tabIndex(for: route.base) }

    /// The tabs, in order.
    public var tabs: [any AnyCoordinator] { children }

    /// Selects tab `index`. Out of range: reports `invalidTabIndex` and changes nothing.
    public func switchToTab(_ index: Int) {
        guard ownedChildren.indices.contains(index) else {
            return PlanExecutor.report(
                NavigationError(.invalidTabIndex(index, validRange: ownedChildren.indices), coordinator: typeName,
                                message: "tab index \(index) is outside 0..<\(ownedChildren.count)"), at: core)
        }
        let selected = core.state.routes.selectedTab
        guard index != selected else { return }
        let plan = Plan(at: core)
        if ownedChildren.indices.contains(selected) { plan.dismissPresentations(inside: core.child(selected)) }
        plan.record(.selectTab(core, index: index))
        PlanExecutor.commit(plan, reportingAt: core)
    }
}

/// A root coordinator that swaps whole flows (for example login and the main tabs).
///
/// Override `canHandleFlowChange(to:)` and `handleFlowChange(to:)`, and call
/// `transitionToFlow(_:root:)` from the latter with a freshly built flow.
///
/// The current flow is shown as this coordinator's content, never pushed: it has the
/// `.root` context, and navigation delegated into it pushes nothing here, so a login flow
/// has no back button over the orchestrator's root.
open class FlowOrchestrator<R: Route>: Coordinator<R>, AnyFlowOrchestrator {
    override var delegationStyle: DelegationStyle { .flow }

    /// The flow currently shown.
    public var currentFlow: Any? { ownedChildren.first }

    /// The flow currently shown, as a coordinator.
    public var currentFlowCoordinator: (any AnyCoordinator)? { ownedChildren.first }

    /// Replaces the current flow with `flow` and resets this coordinator's root to `root`.
    /// The old flow is dismissed and removed, so it deallocates once nothing else holds it.
    public func transitionToFlow<F: Route>(_ flow: Coordinator<F>, root: R) {
        if let problem = ownershipProblem(adding: flow) { return PlanExecutor.report(problem, at: core) }
        for old in ownedChildren.reversed() { detachChild(old) }
        addChild(flow)
        transitionToNewFlow(root: root)
    }
}
