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
        let count = pathCount(owner, planned: GraphOverlay.live, countsRoot: false)
        guard keep >= 0, keep <= count else {
            return refuse(owner, "a path of \(keep) entries is not a prefix of \(owner.typeName)'s \(count) (a view layer may only pop)")
        }
        guard keep < count else { return .unchanged }
        return perform(at: owner, gesture: gesture) { plan in truncate(owner, keep: keep, countsRoot: false, plan) }
    }

    /// Dismisses the modal `presenter` presents.
    static func dismissModal(of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.links.modal != nil else { return .unchanged }
        return perform(at: presenter, gesture: gesture) { $0.dismissModal(of: presenter) }
    }

    /// Dismisses the detour `presenter` presents, with the detours nested on it.
    static func dismissDetour(of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.links.detour != nil else { return .unchanged }
        return perform(at: presenter, gesture: gesture) { $0.dismissDetour(of: presenter) }
    }

    /// Selects tab `index` of the tab coordinator `tabs`, as `switchToTab(_:)` does.
    static func selectTab(_ index: Int, of tabs: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard tabs.coordinatorKind == .tabs else { return refuse(tabs, "\(tabs.typeName) has no tabs") }
        guard index >= 0, index < tabs.childCount else {
            let error = NavigationError(
                .invalidTabIndex(index, validRange: 0..<tabs.childCount), coordinator: tabs.typeName,
                message: "tab index \(index) is outside 0..<\(tabs.childCount)")
            ObserverRegistry.report(error, at: tabs)
            return .refused(error)
        }
        let selected = tabs.routes.selectedTab
        guard index != selected else { return .unchanged }
        return perform(at: tabs, gesture: gesture) { plan in
            if selected >= 0, selected < tabs.childCount { plan.leaveTab(tabs.child(selected)) }
            plan.record(.selectTab(tabs, index: index))
        }
    }

    /// Records that the sheet `presenter` presents rests at `detent`, one of the sheet's own.
    static func selectDetent(_ detent: ModalPresentationDetent, of presenter: NodeCore, gesture: UserGesture) -> UserGestureResult {
        guard presenter.links.modal != nil, let detents = presenter.routes.detents else {
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
        ObserverRegistry.report(error, at: node)
        return .refused(error)
    }

    // MARK: One gesture

    /// Plans with `build`; asks `canUserDismiss` for every route the plan removes; commits with
    /// the gesture as cause; calls `didExit` for each removed route, topmost first. A gesture
    /// that changes something is reported to the tree's `NavigationActionTap`, when it has one,
    /// as one action from the first hook to the last (succeeded: committed).
    private static func perform(at core: NodeCore, gesture: UserGesture, _ build: (Plan) -> Void) -> UserGestureResult {
        let plan = Plan(at: core)
        build(plan)
        guard !plan.steps.isEmpty else {
            plan.finish()
            return .unchanged
        }
        if let tap = core.engine.actionTap {
            return tap.report(at: core, { _ in .gesture(gesture) }, succeeded: { $0 == .applied }) {
                perform(at: core, gesture: gesture, planned: plan, build)
            }
        }
        return perform(at: core, gesture: gesture, planned: plan, build)
    }

    /// `perform(at:gesture:_:)` once `plan` (built, unfinished) is known to change something.
    private static func perform(at core: NodeCore, gesture: UserGesture, planned plan: Plan, _ build: (Plan) -> Void) -> UserGestureResult {
        let left = routesLeft(below: core, by: plan)
        plan.finish()
        for (owner, route) in left where !owner.core.ask(CanUserDismissHook(), about: route) {
            owner.core.ask(UserDismissRefusedHook(gesture: gesture), about: route)
            return .vetoed
        }
        // Planned again: the hooks above are the app's and may have changed the tree; planning is pure.
        let committed = Plan(at: core)
        build(committed)
        PlanExecutor.commit(committed, reportingAt: core, cause: .user(gesture))
        for (owner, route) in left { owner.core.ask(DidExitHook(gesture: gesture), about: route) }
        return .applied
    }

    /// The routes at or below `core` that `plan` removes from the screen, topmost first, with
    /// their coordinators (retained: the hooks they are handed to are the app's).
    ///
    /// A gesture's plan only pops, unpushes, dismisses and selects: what stays of a coordinator's
    /// stack is a prefix of what it was. So a coordinator still shown after the plan leaves the
    /// routes past its planned stack, and one no longer shown leaves all of them; no route is
    /// compared.
    private static func routesLeft(below core: NodeCore, by plan: Plan) -> [(owner: any NavigationNode, route: AnyRoute)] {
        var before: [NodeCore] = []
        visitShown(core, planned: GraphOverlay.live) { before.append($0) }
        var kept: [ObjectIdentifier: Int] = [:]
        visitShown(core, planned: plan.planned) { kept[ObjectIdentifier($0)] = $0.stackCount(plan.planned) }
        var left: [(owner: any NavigationNode, route: AnyRoute)] = []
        for node in before.reversed() {
            guard let owner = node.owner as (any NavigationNode)? else { continue }
            let routes = node.routes
            let stays = kept[ObjectIdentifier(node)].map { $0 + 1 } ?? 0
            let count = 1 + routes.stack.count
            guard stays < count else { continue }
            for position in (stays..<count).reversed() { left.append((owner, position == 0 ? routes.root : routes.stack[position - 1])) }
        }
        return left
    }

    /// Visits every coordinator shown at or below `core` as the overlay `planned` sees it
    /// (`GraphOverlay.live` reads the live tree), bottom layer first: the coordinator, its pushed
    /// children, tabs or flow, then its modal and detour.
    private static func visitShown(_ core: NodeCore, planned: GraphOverlay, _ body: (NodeCore) -> Void) {
        body(core)
        switch core.coordinatorKind {
        case .coordinator: for child in core.pushed(planned) { visitShown(child, planned: planned, body) }
        case .tabs, .flowOrchestrator: for index in 0..<core.childCount { visitShown(core.child(index), planned: planned, body) }
        }
        if let modal = core.modal(planned) { visitShown(modal, planned: planned, body) }
        if let detour = core.detour(planned) { visitShown(detour, planned: planned, body) }
    }

    // MARK: Paths

    /// How many entries `node` contributes to its stack owner's path: its root when it is a
    /// pushed child (`countsRoot`), its stack, and its pushed children's entries.
    static func pathCount(_ node: NodeCore, planned: GraphOverlay, countsRoot: Bool) -> Int {
        var count = (countsRoot ? 1 : 0) + node.stackCount(planned)
        for child in node.pushed(planned) { count += pathCount(child, planned: planned, countsRoot: true) }
        return count
    }

    /// Plans the removal of every entry of `node`'s path after the first `keep`: a cut inside its
    /// own stack pops it and unpushes its children; a cut at a pushed child's root unpushes that
    /// child (and those pushed after it); a cut further in goes on inside the child.
    private static func truncate(_ node: NodeCore, keep: Int, countsRoot: Bool, _ plan: Plan) {
        let planned = plan.planned
        let own = (countsRoot ? 1 : 0) + node.stackCount(planned)
        if keep < own {
            plan.unpushChildren(of: node)
            plan.record(.popTo(node, count: keep - (countsRoot ? 1 : 0)))
            return
        }
        var remaining = keep - own
        let pushed = node.pushed(planned)
        for (index, child) in pushed.enumerated() {
            let entries = pathCount(child, planned: planned, countsRoot: true)
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
