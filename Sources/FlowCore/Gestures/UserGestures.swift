/// The user's own gestures as navigations: each is one plan, committed with the gesture as its
/// cause, after `canUserDismiss(_:)` agreed for every route it removes, followed by
/// `didExit(_:gesture:)` for each of them.
///
/// Routes removed are found by comparing what the gesture's coordinator shows (its routes, and
/// those of the pushed children, tabs, flow, modals and detours below it) before and after the
/// plan, so a pop, a dismissal and a tab tap are treated alike.
enum UserGestures {
    /// Keeps the first `keep` entries of the path `owner` shows (its routes after its root, then
    /// its pushed children's roots and routes), removing the rest in one navigation.
    static func pop(_ owner: NodeCore, keeping keep: Int, gesture: UserGesture) -> UserGestureResult {
        let count = pathCount(owner, token: World.newToken(), countsRoot: false)
        guard keep >= 0, keep <= count else {
            return refuse(owner, "a path of \(keep) entries is not a prefix of \(owner.typeName)'s \(count) (a view layer may only pop)")
        }
        guard keep < count else { return .unchanged }
        return perform(at: owner, gesture: gesture) { plan in truncate(owner, keep: keep, countsRoot: false, plan) }
    }

    /// Dismisses the modal `presenter` presents.
    static func dismissModal(of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.state.links.modal != nil else { return .unchanged }
        return perform(at: presenter, gesture: gesture) { $0.dismissModal(of: presenter) }
    }

    /// Dismisses the detour `presenter` presents, with the detours nested on it.
    static func dismissDetour(of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.state.links.detour != nil else { return .unchanged }
        return perform(at: presenter, gesture: gesture) { $0.dismissDetour(of: presenter) }
    }

    /// Selects tab `index` of the tab coordinator `tabs`, as `switchToTab(_:)` does.
    static func selectTab(_ index: Int, of tabs: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard tabs.coordinatorKind == .tabs else { return refuse(tabs, "\(tabs.typeName) has no tabs") }
        guard index >= 0, index < tabs.childCount else {
            let error = NavigationError(
                .invalidTabIndex(index, validRange: 0..<tabs.childCount), coordinator: tabs.typeName,
                message: "tab index \(index) is outside 0..<\(tabs.childCount)")
            PlanExecutor.report(error, at: tabs)
            return .refused(error)
        }
        let selected = tabs.state.routes.selectedTab
        guard index != selected else { return .unchanged }
        return perform(at: tabs, gesture: gesture) { plan in
            if selected >= 0, selected < tabs.childCount { plan.dismissPresentations(inside: tabs.child(selected)) }
            plan.record(.selectTab(tabs, index: index))
        }
    }

    /// Records that the sheet `presenter` presents rests at `detent`, one of the sheet's own.
    static func selectDetent(_ detent: ModalPresentationDetent, of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.state.links.modal != nil, let detents = presenter.state.routes.detents else {
            return refuse(presenter, "\(presenter.typeName) presents no sheet to move to \(detent.rawValue)")
        }
        guard detents.detents.contains(detent) else {
            let offered = detents.detents.map(\.rawValue).joined(separator: ", ")
            return refuse(presenter, "the sheet offers [\(offered)], not \(detent.rawValue)")
        }
        guard detents.effectiveDetent != detent else { return .unchanged }
        return perform(at: presenter, gesture: gesture) { $0.record(.selectDetent(presenter, detent: detent)) }
    }

    /// Reports a write no user can make as a `configurationError` at `node`.
    static func refuse(_ node: NodeCore, _ message: String) -> UserGestureResult {
        let error = NavigationError(.configurationError, coordinator: node.typeName, message: message)
        PlanExecutor.report(error, at: node)
        return .refused(error)
    }

    // MARK: One gesture

    /// A route shown somewhere at or below the gesture's coordinator.
    private struct Shown: Hashable {
        let node: ObjectIdentifier
        let position: Int
        let route: AnyRoute
    }

    /// Plans with `build`; asks `canUserDismiss` for every route the plan removes; commits with
    /// the gesture as cause; calls `didExit` for each removed route, topmost first.
    private static func perform(at core: NodeCore, gesture: UserGesture, _ build: (Plan) -> Void) -> UserGestureResult {
        let plan = Plan(at: core)
        build(plan)
        guard !plan.steps.isEmpty else {
            plan.finish()
            return .unchanged
        }
        var before: [(owner: any NavigationNode, shown: Shown)] = []
        collect(core, token: World.newToken(), into: &before)
        var after: [(owner: any NavigationNode, shown: Shown)] = []
        collect(core, token: plan.token, into: &after)
        plan.finish()
        let remaining = Set(after.map(\.shown))
        let left = before.reversed().filter { !remaining.contains($0.shown) }
        for (owner, shown) in left where !owner.core.askCanUserDismiss(shown.route) {
            owner.core.tellUserDismissRefused(shown.route, gesture: gesture)
            return .vetoed
        }
        // Planned again: the hooks above are the app's, and planning is cheap and pure.
        let committed = Plan(at: core)
        build(committed)
        PlanExecutor.commit(committed, reportingAt: core, cause: .user(gesture))
        for (owner, shown) in left { owner.core.tellDidExit(shown.route, gesture: gesture) }
        return .applied
    }

    /// Every route shown at or below `core` as the plan `token` sees it (a token no plan holds
    /// reads the live tree), bottom layer first: each coordinator's root and stack, then its
    /// pushed children, tabs or flow, then its modal and detour.
    private static func collect(_ core: NodeCore, token: UInt64, into shown: inout [(owner: any NavigationNode, shown: Shown)]) {
        guard let owner = core.owner else { return }
        let routes = core.routes(token)
        let id = ObjectIdentifier(core)
        shown.append((owner, Shown(node: id, position: 0, route: routes.root)))
        for (index, route) in routes.stack.enumerated() { shown.append((owner, Shown(node: id, position: index + 1, route: route))) }
        switch core.coordinatorKind {
        case .coordinator: for child in core.pushed(token) { collect(child, token: token, into: &shown) }
        case .tabs, .flowOrchestrator: for index in 0..<core.childCount { collect(core.child(index), token: token, into: &shown) }
        }
        if let modal = core.modal(token) { collect(modal, token: token, into: &shown) }
        if let detour = core.detour(token) { collect(detour, token: token, into: &shown) }
    }

    // MARK: Paths

    /// How many entries `node` contributes to its stack owner's path: its root when it is a
    /// pushed child (`countsRoot`), its stack, and its pushed children's entries.
    static func pathCount(_ node: NodeCore, token: UInt64, countsRoot: Bool) -> Int {
        var count = (countsRoot ? 1 : 0) + node.stackCount(token)
        for child in node.pushed(token) { count += pathCount(child, token: token, countsRoot: true) }
        return count
    }

    /// Plans the removal of every entry of `node`'s path after the first `keep`: a cut inside its
    /// own stack pops it and unpushes its children; a cut at a pushed child's root unpushes that
    /// child (and those pushed after it); a cut further in goes on inside the child.
    private static func truncate(_ node: NodeCore, keep: Int, countsRoot: Bool, _ plan: Plan) {
        let token = plan.token
        let own = (countsRoot ? 1 : 0) + node.stackCount(token)
        if keep < own {
            plan.unpushChildren(of: node)
            plan.record(.popTo(node, count: keep - (countsRoot ? 1 : 0)))
            return
        }
        var remaining = keep - own
        let pushed = node.pushed(token)
        for (index, child) in pushed.enumerated() {
            let entries = pathCount(child, token: token, countsRoot: true)
            if remaining >= entries {
                remaining -= entries
                continue
            }
            for later in pushed[(index + 1)...].reversed() {
                plan.clean(later)
                plan.record(.popChild(node, child: later))
            }
            if remaining == 0 {
                plan.clean(child)
                plan.record(.popChild(node, child: child))
            } else {
                truncate(child, keep: remaining, countsRoot: true, plan)
            }
            return
        }
    }
}
