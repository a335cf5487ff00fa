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
///     override func tabIndex(for route: MainTabRoute) -> Int? {
///         MainTabRoute.allCases.firstIndex(of: route)
///     }
/// }
/// ```
open class TabCoordinator<R: Route>: Coordinator<R>, AnyTabCoordinator {
    override var coordinatorKind: NavigationTree.Kind { .tabs }

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
    ///
    /// - Parameter route: A route of this coordinator's own type being navigated to.
    /// - Returns: The index of the tab to select, or `nil` to resolve the route as usual.
    open func tabIndex(for route: R) -> Int? { nil }

    // `tabIndex(for:)` for a route of type `R` (or of a subclass, for a class route type);
    // `nil` for any other route.
    override func askTabIndex(_ route: AnyRoute) -> Int? {
        if route.typeID == ObjectIdentifier(R.self) { return route.withValue(as: R.self) { tabIndex(for: $0) } }
        guard route.base is R else { return nil }
        return Self.tabIndex(route.base, of: self)
    }

    /// `tabIndex(for:)` for `route`, known to be an `R` (a subclass of a class route type), reached as an opened existential.
    private static func tabIndex<T: Route>(_ route: T, of tabs: TabCoordinator<R>) -> Int? {
        tabs.tabIndex(for: UncheckedCast.value(route, as: R.self))
    }

    /// The tabs, in order.
    public var tabs: [any AnyCoordinator] { children }

    /// Selects tab `index`. Out of range: reports `invalidTabIndex` and changes nothing.
    public func switchToTab(_ index: Int) {
        guard ownedChildren.indices.contains(index) else {
            return ObserverRegistry.report(
                NavigationError(
                    .invalidTabIndex(index, validRange: ownedChildren.indices), coordinator: typeName,
                    message: "tab index \(index) is outside 0..<\(ownedChildren.count)"), at: core)
        }
        let selected = core.routes.selectedTab
        guard index != selected else { return }
        let plan = Plan(at: core)
        if ownedChildren.indices.contains(selected) { plan.leaveTab(core.child(selected)) }
        plan.record(.selectTab(core, index: index))
        PlanExecutor.commit(plan, reportingAt: core)
    }
}
