extension Coordinator {
    /// Adds `child` as an owned child (for a `TabCoordinator`, a tab).
    ///
    /// Reported and ignored: adding itself or an ancestor (`circularReference`), adding
    /// twice (`duplicateChild`), adding a coordinator owned or presented elsewhere
    /// (`configurationError`), or creating a cycle through modal registrations.
    public func addChild<C: Route>(_ child: Coordinator<C>) {
        if let problem = ownershipProblem(adding: child) { return ObserverRegistry.report(problem, at: core) }
        core.engine.absorb(subtreeOf: child.core)
        core.ownership.children.append(child.core.id)
        child.core.links.parent = core.id
        child.core.links.context = childContext
        core.engine.hold(child.core.id)
        if core.changeListener != nil { NodeCore.notifyListeners(of: [core], all: true) }
    }

    /// Removes `child`, unpushing it first if it is pushed; it is released, with no parent and
    /// the `.root` context (so `canGoBack` is `false`).
    public func removeChild<C: Route>(_ child: Coordinator<C>) {
        guard ownedChildren.contains(where: { $0 === child }) else {
            return ObserverRegistry.report(
                NavigationError(
                    .configurationError, coordinator: typeName,
                    message: "\(child.typeName) is not a child of \(typeName)"), at: core)
        }
        detachChild(child)
    }

    /// Resets `child` (unpushing it if pushed), removes it from the owned children, clears
    /// its parent link and puts it back at `.root`, so nothing here keeps it alive.
    func detachChild(_ child: any NavigationNode) {
        let plan = Plan(at: core)
        plan.clean(child.core)
        if core.hasPushedNow(child.core) { plan.record(.popChild(core, child: child.core)) }
        PlanExecutor.commit(plan, reportingAt: core)
        core.ownership.children.removeAll { $0 == child.core.id }
        child.core.links.parent = nil
        child.core.links.context = .root
        child.core.engine.hold(child.core.id)
        if core.coordinatorKind == .tabs, core.routes.selectedTab >= max(core.childCount, 1) {
            core.routes.selectedTab = max(0, core.childCount - 1)
        }
        if core.changeListener != nil { NodeCore.notifyListeners(of: [core, child.core], all: true) }
    }

    /// Registers `modal` (same route type) to be presented for `.modal` routes matching
    /// its root, or when a route only it can reach is navigated to.
    public func addModalCoordinator(_ modal: Coordinator<R>) {
        if let problem = ownershipProblem(adding: modal) { return ObserverRegistry.report(problem, at: core) }
        core.engine.absorb(subtreeOf: modal.core)
        core.ownership.modals.append(modal.core.id)
        modal.core.registrar = core
        modal.core.links.context = .modal
        core.engine.hold(modal.core.id)
        modal.core.adoptListener(core.changeListener)
    }

    /// Registers `modal`, a coordinator of another route type `M` (a sheet enum apart from the
    /// push enum), to be presented for this coordinator's `.modal` routes that `route` maps to
    /// an `M`.
    ///
    /// Navigating to such a route `r` presents `modal` showing `route(r)` as its root (the
    /// presenter's `router.state.presented` is `r`); navigating to an `M` the modal can handle,
    /// from anywhere, presents it too (the presenter's presented route is then that `M`, and
    /// `router.state.presented` is `nil`: read `presentedModal`). Smart back, deep links,
    /// captures, pictures and save/restore treat it as any registered modal. A mapping that
    /// returns `nil` leaves the route to the same-type modals registered with
    /// `addModalCoordinator(_:)`; the same-type rule (a modal whose root is the route, then one
    /// whose `canHandle` accepts it) is tried first.
    ///
    /// - Parameters:
    ///   - modal: the coordinator to present; it must not be attached anywhere else.
    ///   - route: the presenter's route mapped to the route the modal shows, or `nil`. Called
    ///     while navigation plans, so it must be pure.
    public func addModalCoordinator<M: Route>(_ modal: Coordinator<M>, for route: @escaping (R) -> M?) {
        if let problem = ownershipProblem(adding: modal) { return ObserverRegistry.report(problem, at: core) }
        core.engine.absorb(subtreeOf: modal.core)
        core.ownership.modals.append(modal.core.id)
        modal.core.registrar = core
        modal.core.modalMapping = { ($0.base as? R).flatMap(route).map { AnyRoute($0) } }
        modal.core.links.context = .modal
        core.engine.hold(modal.core.id)
        modal.core.adoptListener(core.changeListener)
    }

    /// Registers a modal that is made when it is presented, with no coordinator waiting
    /// dormant and no made-up root: its root is the route it is presented with.
    ///
    /// Navigating to one of this coordinator's `.modal` routes `r` that `route` maps to an `m`
    /// presents `make(m)`, a fresh coordinator whose root is `m` (the presenter's
    /// `router.state.presented` is `r`). Navigating to an `M` from anywhere makes one for it too
    /// when the coordinator made for it says `canHandle` (the presented route is then that `M`).
    /// Registered coordinators (`addModalCoordinator(_:)`, `addModalCoordinator(_:for:)`) are
    /// tried first, then factories in registration order. While it is presented, the made
    /// modal is an ordinary modal: it delegates, bubbles, is captured and saved. Dismissing it
    /// lets go of it (it ends unless the app keeps it); presenting again makes a new one.
    /// Snapshots, pictures and the explorer see it only while it is presented. Saving names
    /// the factory by its registration index, and restoring calls `make` with the saved root.
    ///
    /// - Parameters:
    ///   - route: this coordinator's route mapped to the root of the modal to present, or `nil`
    ///     (then other modals are tried). Use `{ $0 }`-like identity mappings for a modal of the
    ///     presenter's own route type. Called while navigation plans, so it must be pure.
    ///   - make: builds the modal for a root. Called while navigation plans (a dry-run trace
    ///     too) and on restore; what it builds is kept only if the navigation commits, so it
    ///     must only build the coordinator, attached nowhere.
    public func addModalCoordinator<M: Route>(for route: @escaping (R) -> M?, make: @escaping (M) -> Coordinator<M>) {
        core.modalFactories.append(ModalFactory(presenter: R.self, mapping: route, make: make))
    }

    /// Unregisters `modal`, a modal of another route type registered with
    /// `addModalCoordinator(_:for:)`, as `removeModalCoordinator(_:)` does for one of this type.
    public func removeModalCoordinator<M: Route>(_ modal: Coordinator<M>) {
        removeRegisteredModal(modal)
    }

    /// Unregisters `modal`, dismissing it first if this coordinator presents it. It is then a
    /// standalone coordinator at `.root` (no back button).
    public func removeModalCoordinator(_ modal: Coordinator<R>) {
        removeRegisteredModal(modal)
    }

    private func removeRegisteredModal(_ modal: any NavigationNode) {
        guard let index = registeredModals.firstIndex(where: { $0 === modal }) else {
            return ObserverRegistry.report(
                NavigationError(
                    .configurationError, coordinator: typeName,
                    message: "\(modal.typeName) is not a registered modal of \(typeName)"), at: core)
        }
        if core.modal === modal.core { dismissModal() }
        core.ownership.modals.remove(at: index)
        modal.core.registrar = nil
        modal.core.modalMapping = nil
        modal.core.links.context = .root
        modal.core.engine.hold(modal.core.id)
    }

    /// Why `candidate` cannot be attached to this coordinator, or `nil` if it can.
    func ownershipProblem(adding candidate: any NavigationNode) -> NavigationError? {
        func problem(_ kind: NavigationError.Kind, _ message: String) -> NavigationError {
            NavigationError(kind, coordinator: typeName, message: message)
        }
        if candidate === self { return problem(.circularReference, "\(typeName) cannot be added to itself") }
        if ownedChildren.contains(where: { $0 === candidate }) || registeredModals.contains(where: { $0 === candidate }) {
            return problem(.duplicateChild, "\(candidate.typeName) is already attached to \(typeName)")
        }
        if core.ancestry.contains(where: { $0 === candidate.core }) {
            return problem(.circularReference, "\(candidate.typeName) is an ancestor of \(typeName)")
        }
        if candidate.parentNode != nil || candidate.registrar != nil {
            return problem(.configurationError, "\(candidate.typeName) is already owned or presented elsewhere")
        }
        if Self.subtree(of: candidate, contains: self) {
            return problem(.circularReference, "attaching \(candidate.typeName) would create a cycle (through modal registrations)")
        }
        return nil
    }

    private static func subtree(of root: any NavigationNode, contains target: any NavigationNode) -> Bool {
        let targetCore = target.core
        return root.core.firstInPreorder { $0 === targetCore } != nil
    }
}

extension Coordinator {
    /// The context a child added to this coordinator gets.
    var childContext: PresentationContext {
        switch core.coordinatorKind {
        case .coordinator: .pushed
        case .tabs: .tab
        case .flowOrchestrator: .root
        }
    }
}
