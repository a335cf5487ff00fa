extension Coordinator {
    /// Navigates to `route` from this coordinator, wherever in the tree it is handled.
    ///
    /// The route is resolved against the whole tree first, without side effects; if no
    /// coordinator can show it, nothing changes, a typed error goes to the tree's observers
    /// and the call returns `false`. Otherwise the plan is applied and the call returns `true`.
    ///
    /// - Parameter route: A route of any type in the tree; the coordinator that shows it is found
    ///   by the engine's rules (smart back, presentations, own handling, children, tabs,
    ///   registered modals, bubbling, a flow change at the root).
    /// - Returns: `true` when the route is shown (also when it already was); `false` when no
    ///   coordinator can show it, the tree is unchanged and a ``NavigationError`` was reported.
    @discardableResult
    public func navigate(to route: any Route) -> Bool {
        Navigation.navigate(from: core, to: AnyRoute(route))
    }

    /// The back button: context-aware.
    ///
    /// Pops inside the top-most pushed child (unpushing it when it is at its root), else
    /// pops this coordinator's stack, else dismisses this coordinator if it is presented
    /// as a modal or detour (or unpushes it if it is a pushed child at its root).
    public func pop() {
        apply { plan in
            // Inside pushed children first, then this stack; at the root, the back button leaves.
            guard !Self.popWithin(core, plan), let parent = core.parent else { return }
            switch core.links.context {
            case .modal where parent.links.modal == core.id:
                plan.dismissModal(of: parent)
            case .detour where parent.links.detour == core.id:
                plan.dismissDetour(of: parent)
            case .pushed where parent.links.pushed.contains(core.id):
                plan.clean(core)
                plan.record(.popChild(parent, child: core))
            default: break
            }
        }
    }

    /// Pops one screen inside `node` (its pushed children first); `false` if it is at its root.
    private static func popWithin(_ node: NodeCore, _ plan: Plan) -> Bool {
        let core = node
        if let top = core.topPushed(plan.planned) {
            if !popWithin(top, plan) {
                plan.clean(top)
                plan.record(.popChild(node, child: top))
            }
            return true
        }
        let count = core.stackCount(plan.planned)
        guard count > 0 else { return false }
        plan.record(.popTo(node, count: count - 1))
        return true
    }

    /// Plans with `build` from this coordinator's current state and applies the plan.
    private func apply(_ build: (Plan) -> Void) {
        let plan = Plan(at: core)
        build(plan)
        PlanExecutor.commit(plan, reportingAt: core)
    }

    /// Pops this coordinator's stack to its root and unpushes its pushed children.
    public func popToRoot() {
        apply { plan in
            plan.unpushChildren(of: core)
            if !core.routes.stack.isEmpty { plan.record(.popTo(core, count: 0)) }
        }
    }

    /// Dismisses the modal this coordinator presents, with everything above it.
    /// The modal is reset, so presenting it again starts at its root.
    public func dismissModal() {
        apply { $0.dismissModal(of: core) }
    }

    /// Dismisses the detour this coordinator presents, tearing down any detours nested on it.
    public func dismissDetour() {
        apply { $0.dismissDetour(of: core) }
    }

    /// Presents `detour` (any route type) showing `route`, over this coordinator's state,
    /// which is kept untouched. If a detour is already up, the new one nests on the deepest.
    ///
    /// - Parameters:
    ///   - detour: A coordinator attached nowhere else; a detour that cannot show `route`
    ///     reports `configurationError` and nothing is presented.
    ///   - route: The route the detour shows.
    public func presentDetour<D: Route>(_ detour: Coordinator<D>, presenting route: any Route) {
        if let problem = ownershipProblem(adding: detour) { return ObserverRegistry.report(problem, at: core) }
        // A plan writes one graph: the detour joins this tree's first.
        core.engine.absorb(subtreeOf: detour.core)
        let plan = Plan(at: core)
        var host = core
        while let next = host.detour(plan.planned) { host = next }
        plan.record(.presentDetour(host, detour: detour.core, route: AnyRoute(route)))
        let target = AnyRoute(route)
        if detour.core.accepts(target), detour.core.currentRoute(plan.planned) != target {
            var resolver = NavigationResolver(route: target, plan: plan, listener: SilentListener())
            let shown = (try? resolver.resolve(at: detour.core, caller: host, mode: .descending)) ?? false
            guard shown else {
                plan.finish()
                return ObserverRegistry.report(.detourCannotShow(route, detour: detour.core), at: core)
            }
        }
        PlanExecutor.commit(plan, reportingAt: core)
    }

    /// Presents `modal` (registered or not) for `route` with `detentConfiguration`,
    /// dismissing any modal this coordinator already presents.
    public func presentModal(
        _ modal: Coordinator<R>, presenting route: R,
        detentConfiguration: ModalDetentConfiguration = .default
    ) {
        let registered = core.registeredModals.contains { $0 === modal }
        if !registered, let problem = ownershipProblem(adding: modal) { return ObserverRegistry.report(problem, at: core) }
        // A plan writes one graph: an unregistered modal joins this tree's first.
        core.engine.absorb(subtreeOf: modal.core)
        apply { plan in
            plan.dismissModal(of: core)
            plan.record(.presentModal(core, modal: modal.core, route: AnyRoute(route), detents: detentConfiguration))
        }
    }

    /// Starts this coordinator over at `root`: everything it presents or pushes is dismissed.
    public func transitionToNewFlow(root: R) {
        apply { plan in
            plan.clean(core)
            plan.record(.resetRoot(core, route: AnyRoute(root)))
        }
    }

    /// The coordinator whose screen is on top: following presented detours, modals and
    /// pushed children (and the selected tab) down from here.
    public var visibleCoordinator: any AnyCoordinator { visibleChain.last! }

    /// The coordinators on screen from this one down to the visible one.
    public var visibleChain: [any AnyCoordinator] {
        var chain: [NodeCore] = [core]
        while let next = Self.onTop(of: chain[chain.count - 1]) { chain.append(next) }
        return chain.compactMap(\.owner)
    }

    /// What covers `core`'s own screen (the rule captured trees follow too).
    private static func onTop(of core: NodeCore) -> NodeCore? {
        return ScreenCover.onTop(
            detour: core.detour, modal: core.modal, topPushed: core.engine.core(core.links.pushed.last), kind: core.coordinatorKind,
            selectedTab: core.routes.selectedTab, childCount: core.childCount, child: core.child)
    }
}
