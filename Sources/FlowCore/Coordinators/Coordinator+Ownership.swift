extension Coordinator {
    /// Adds `child` as an owned child (for a `TabCoordinator`, a tab).
    ///
    /// Reported and ignored: adding itself or an ancestor (`circularReference`), adding
    /// twice (`duplicateChild`), adding a coordinator owned or presented elsewhere
    /// (`configurationError`), or creating a cycle through modal registrations.
    public func addChild<C: Route>(_ child: Coordinator<C>) {
        if let problem = ownershipProblem(adding: child) { return PlanExecutor.report(problem, at: self) }
        ownedChildren.append(child)
        child.links.parent = self
        child.links.context = childContext
    }

    /// Removes `child`, unpushing it first if it is pushed; it is released, with no parent and
    /// the `.root` context (so `canGoBack` is `false`).
    public func removeChild<C: Route>(_ child: Coordinator<C>) {
        guard ownedChildren.contains(where: { $0 === child }) else {
            return PlanExecutor.report(NavigationError(.configurationError, coordinator: typeName,
                                                       message: "\(child.typeName) is not a child of \(typeName)"), at: self)
        }
        detachChild(child)
    }

    /// Resets `child` (unpushing it if pushed), removes it from the owned children, clears
    /// its parent link and puts it back at `.root`, so nothing here keeps it alive.
    func detachChild(_ child: any NavigationNode) {
        var plan = Plan()
        plan.clean(child)
        if links.pushed.contains(where: { $0 === child }) { plan.record(.popChild(self, child: child)) }
        PlanExecutor.commit(plan, reportingAt: self)
        ownedChildren.removeAll { $0 === child }
        var state = child.loadState()
        state.parent = nil
        state.context = .root
        child.storeState(state)
        if delegationStyle == .tabs, router.state.selectedTab >= max(ownedChildren.count, 1) {
            router.state.selectedTab = max(0, ownedChildren.count - 1)
        }
    }

    /// Registers `modal` (same route type) to be presented for `.modal` routes matching
    /// its root, or when a route only it can reach is navigated to.
    public func addModalCoordinator(_ modal: Coordinator<R>) {
        if let problem = ownershipProblem(adding: modal) { return PlanExecutor.report(problem, at: self) }
        registeredModals.append(modal)
        modal.modalRegistrar = self
        modal.links.context = .modal
    }

    /// Unregisters `modal`, dismissing it first if this coordinator presents it. It is then a
    /// standalone coordinator at `.root` (no back button).
    public func removeModalCoordinator(_ modal: Coordinator<R>) {
        guard let index = registeredModals.firstIndex(where: { $0 === modal }) else {
            return PlanExecutor.report(NavigationError(.configurationError, coordinator: typeName,
                                                       message: "\(modal.typeName) is not a registered modal of \(typeName)"), at: self)
        }
        if links.modal === modal { dismissModal() }
        registeredModals.remove(at: index)
        modal.modalRegistrar = nil
        modal.links.context = .root
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
        if ancestry.contains(where: { $0 === candidate }) {
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
        var seen: Set<ObjectIdentifier> = []
        var pending: [any NavigationNode] = [root]
        while let node = pending.popLast() {
            if node === target { return true }
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            let presented = node.presentedNodes()
            pending += node.ownedChildren + node.registeredModals + [presented.modal, presented.detour].compactMap { $0 }
        }
        return false
    }
}
