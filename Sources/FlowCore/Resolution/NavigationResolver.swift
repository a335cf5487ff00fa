/// Resolves one route against the tree into a `Plan`, without side effects.
///
/// The algorithm is FlowCore's spec: smart back, presented modal/detour, own handling
/// (with path building), children, registered modals, bubbling, flow change; tab
/// coordinators first select the tab their `tabIndex(for:)` maps the route to, else try
/// their own handling, their presentations, then the selected tab and the others in order. `canHandle` is the authority for delegation: a coordinator below
/// the one being resolved is reachable only if something in its subtree says `canHandle`
/// (or a tab coordinator maps the route to a tab); its stack alone does not count. It is
/// asked at most once per coordinator (memoized), and a failed alternative is undone by
/// restoring the plan, so nothing half-planned survives.
struct NavigationResolver<Listener: ResolutionListener> {
    enum Mode { case entry, bubbled, descending }

    let route: AnyRoute
    /// The plan being built (its overlay holds the planned records; see `GraphOverlay`).
    let plan: Plan
    /// Told every decision and move (`SilentListener` for a navigation: nothing is built).
    let listener: Listener
    /// The coordinator that ended up showing the route.
    var handler: NodeCore?
    /// Whether the handler shows the route on its own screen (and its view factory must build
    /// it); `false` when a tab coordinator selected a tab for the route.
    var handlerShowsRoute = true

    var depth = 0
    /// The modals this resolution made (`addModalCoordinator(for:make:)`), kept alive until the
    /// resolver ends: by then a committed plan's records hold the one it presents.
    var made: [any NavigationNode] = []

    init(route: AnyRoute, plan: Plan, listener: Listener) {
        self.route = route
        self.plan = plan
        self.listener = listener
        plan.overlay.memos.begin()
    }

    /// The plan's overlay: `core.root(planned)` and the other accessors read the state the plan sees.
    var planned: GraphOverlay { plan.overlay }

    /// Resolves from `entry`. Returns `false` when no coordinator can take the route;
    /// throws for configuration errors found on the way (the whole navigation fails).
    mutating func resolve(from entry: NodeCore) throws(NavigationError) -> Bool {
        note(entry, .entry, true, "navigate(to: \(route)) starts at \(entry.label)")
        return try resolve(at: entry, caller: nil, mode: .entry)
    }

    mutating func resolve(
        at node: NodeCore, caller: NodeCore?, mode: Mode,
        via rule: NavigationDecision.Rule = .entry
    ) throws(NavigationError) -> Bool {
        depth += 1
        defer { depth -= 1 }
        if let caller { listener.move(from: caller, to: node, rule: rule) }
        if try selectTabForRoute(node) { return true }
        if smartBack(node, caller: caller, mode: mode) { return true }
        if node.coordinatorKind == .tabs {
            if try ownHandling(node, caller: caller) { return true }
            if try presentations(of: node, caller: caller) { return true }
            if try tabs(of: node, caller: caller) { return true }
        } else {
            if try presentations(of: node, caller: caller) { return true }
            if try ownHandling(node, caller: caller) { return true }
            if try children(of: node, caller: caller) { return true }
        }
        if try registeredModals(of: node, caller: caller) { return true }
        if mode == .descending { return false }
        return try bubble(from: node)
    }

    // MARK: Rules

    /// A tab coordinator whose `tabIndex(for:)` maps the route to a tab selects that tab
    /// (after dismissing what it presents and what the tab being left presents).
    private mutating func selectTabForRoute(_ node: NodeCore) throws(NavigationError) -> Bool {
        guard let index = tabIndex(node) else { return false }
        let count = node.childCount
        guard index >= 0 && index < count else {
            throw .tabIndexOutOfRange(index, for: route, at: node)
        }
        note(node, .tabChoice, true, "\(node.label) maps \(route) to tab \(index) (\(node.child(index).label))")
        plan.dismissDetour(of: node)
        plan.dismissModal(of: node)
        let selected = node.selectedTab(planned)
        if index != selected {
            if selected >= 0 && selected < count { leaveTab(node.child(selected)) }
            plan.record(.selectTab(node, index: index))
        }
        handlerShowsRoute = false
        return finish(at: node)
    }

    /// Smart back on `node`'s own state. A coordinator reached by delegation (`descending`)
    /// must also say `canHandle`; the one where navigation starts or bubbles through may use
    /// its stack, root and presented modal as they are.
    private mutating func smartBack(_ node: NodeCore, caller: NodeCore?, mode: Mode) -> Bool {
        let core = node
        guard core.accepts(route) else { return false }
        if mode == .descending, !canHandle(core) { return false }
        if core.topIs(route, planned), !core.isPresentingAnything(planned), !core.hasPushed(planned) {
            note(node, .smartBack, true, "\(node.label) already shows \(route)")
            return finish(at: node)
        }
        if core.presentedIs(route, planned) {
            // The entry route of the presented modal: the modal pops back to its root, and a
            // detour that would cover it goes. A modal that bubbled the route itself was
            // reset on the way, so it is left to the rules below.
            guard let modal = core.modal(planned), modal !== caller else { return false }
            note(node, .smartBack, true, "\(route) is the entry route of \(node.label)'s presented modal \(modal.label): it pops back to its root")
            plan.dismissDetour(of: node)
            plan.popBack(modal, toCount: 0)
            return finish(at: modal)
        }
        let count: Int
        if let index = core.lastIndexInStack(of: route, planned) {
            if core.ask(AllowsDuplicatesHook(), about: route), canHandle(core) {
                note(node, .smartBack, false, "kept: policy allowsDuplicates: \(route) is in the stack of \(node.label), which pushes it again")
                return false
            }
            count = index + 1
        } else if core.rootIs(route, planned) {
            count = 0
        } else {
            return false
        }
        note(node, .smartBack, true, "\(route) is \(count == 0 ? "the root" : "in the stack") of \(node.label): pops back to it")
        plan.popBack(node, toCount: count)
        return finish(at: node)
    }

    private mutating func presentations(of node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        if let modal = node.modal(planned) {
            if modal !== caller, subtreeCanNavigate(modal) {
                note(modal, .presentedModal, true, "presented modal \(modal.label) of \(node.label) can navigate to \(route)")
                let mark = plan.mark()
                plan.dismissDetour(of: node)  // a detour would cover the modal's screen
                if try resolve(at: modal, caller: node, mode: .descending, via: .presentedModal) { return true }
                plan.rollback(to: mark)
            }
            note(modal, .presentedModal, false, "presented modal \(modal.label) cannot take \(route): dismissed")
            plan.dismissModal(of: node)
        }
        if let detour = node.detour(planned) {
            if detour !== caller, subtreeCanNavigate(detour) {
                note(detour, .presentedDetour, true, "presented detour \(detour.label) of \(node.label) can navigate to \(route)")
                let mark = plan.mark()
                if try resolve(at: detour, caller: node, mode: .descending, via: .presentedDetour) { return true }
                plan.rollback(to: mark)
            }
            note(detour, .presentedDetour, false, "presented detour \(detour.label) cannot take \(route): dismissed")
            plan.dismissDetour(of: node)
        }
        return false
    }

    private mutating func ownHandling(_ node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        guard canHandle(node) else {
            note(node, .ownHandling, false, "\(node.label) cannot handle \(route)")
            return false
        }
        let type = node.ask(NavigationTypeHook(), about: route)
        if type == .modal { return try ownModal(node, caller: caller) }
        note(node, .ownHandling, true, "\(node.label) handles \(route) (\(type.rawValue))")
        if type == .setRoot {
            plan.unpushChildren(of: node)
            plan.record(.resetStack(node, route: route))
            return finish(at: node)
        }
        if try buildPath(node) { return finish(at: node) }
        plan.unpushChildren(of: node)
        plan.record(type == .push ? .push(node, route) : .replace(node, route))
        return finish(at: node)
    }

    /// Own handling of a `.modal` route: `node` presents the registered modal for it.
    private mutating func ownModal(_ node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        var found = registeredModal(of: node, for: route)
        if found == nil { found = try madeModal(of: node, for: route) }
        guard let (core, shows) = found else { throw .noModal(for: route, at: node) }
        if Listener.records {
            var reason = "\(node.label) handles \(route) (\(NavigationType.modal.rawValue))"
            if shows != route { reason += ": presents \(core.label) showing \(shows)" }
            note(node, .ownHandling, true, reason)
        }
        if try buildPath(node) { return finish(at: node) }
        // A pushed child that bubbled here was reset; it leaves, so the sheet covers this coordinator's screen.
        if let caller, node.isPushed(caller, planned) { plan.unpushChildren(of: node) }
        // A modal meant for a case with a payload shows the value navigated to (a modal of
        // another route type, the value its mapping gives): its root becomes that route.
        if !core.rootIs(shows, planned) { plan.record(.resetRoot(core, route: shows)) }
        plan.record(.presentModal(node, modal: core, route: route, detents: node.ask(DetentsHook(), about: route)))
        return finish(at: node)
    }

    /// The registered modal a `.modal` route presents, and the route it shows: the one whose
    /// root is the route, else the first (registration order) whose `canHandle` accepts it (a
    /// case with a payload), else the first registered with a mapping that maps the route
    /// (a modal of another route type, showing the mapped route).
    private mutating func registeredModal(of node: NodeCore, for route: AnyRoute) -> (core: NodeCore, shows: AnyRoute)? {
        for index in 0..<node.registeredModalCount where node.registeredModal(index).rootIs(route, planned) {
            return (node.registeredModal(index), route)
        }
        for index in 0..<node.registeredModalCount where canHandle(node.registeredModal(index)) {
            return (node.registeredModal(index), route)
        }
        for index in 0..<node.registeredModalCount {
            let modal = node.registeredModal(index)
            if let mapping = modal.modalMapping, let shows = mapping(route) { return (modal, shows) }
        }
        return nil
    }

    /// Pushes `node`'s path for the route when its stack is empty; `true` if the path
    /// already ended at the route.
    mutating func buildPath(_ node: NodeCore) throws(NavigationError) -> Bool {
        guard node.stackCount(planned) == 0, let path = node.ask(NavigationPathHook(), about: route), !path.isEmpty else { return false }
        let root = node.root(planned)
        var entries: [AnyRoute] = []
        for element in path.map(AnyRoute.init) {
            guard node.accepts(element) else {
                throw .foreignPathEntry(element, for: route, at: node)
            }
            guard node.ask(NavigationTypeHook(), about: element) != .modal else {
                throw .modalPathEntry(element, for: route, at: node)
            }
            if element != root { entries.append(element) }
        }
        note(node, .pathBuilding, true, "\(node.label) builds path [\(entries.map(\.identifier).joined(separator: ", "))]")
        guard !entries.isEmpty else { return false }
        plan.unpushChildren(of: node)
        for entry in entries {
            plan.record(.push(node, entry))
            if entry == route { return true }
        }
        return false
    }

    private mutating func children(of node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        for index in 0..<node.childCount where node.child(index) !== caller {
            let child = node.child(index)
            guard subtreeCanNavigate(child) else {
                note(child, .childDelegation, false, "\(child.label) cannot navigate to \(route)")
                continue
            }
            note(child, .childDelegation, true, "child \(child.label) of \(node.label) can navigate to \(route)")
            let mark = plan.mark()
            if node.coordinatorKind == .coordinator {
                let pushed = node.pushed(planned)
                if let index = pushed.firstIndex(where: { $0 === child }) {
                    for above in pushed[(index + 1)...].reversed() {
                        plan.clean(above)
                        plan.record(.popChild(node, child: above))
                    }
                } else {
                    _ = try buildPath(node)
                    plan.unpushChildren(of: node)
                    plan.record(.pushChild(node, child: child))
                }
            }
            if try resolve(at: child, caller: node, mode: .descending, via: .childDelegation) { return true }
            plan.rollback(to: mark)
        }
        return false
    }

    private mutating func tabs(of node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        let count = node.childCount
        let selected = node.selectedTab(planned)
        let first = selected >= 0 && selected < count ? selected : nil
        for position in 0..<count {
            // The selected tab first, then the others in index order.
            let index = position == 0 ? (first ?? 0) : (first.map { position <= $0 ? position - 1 : position } ?? position)
            let tab = node.child(index)
            guard tab !== caller else { continue }
            guard subtreeCanNavigate(tab) else {
                note(tab, .tabChoice, false, "tab \(index) (\(tab.label)) cannot navigate to \(route)")
                continue
            }
            note(tab, .tabChoice, true, "tab \(index) (\(tab.label)) can navigate to \(route)")
            let mark = plan.mark()
            if index != selected {
                if first != nil { leaveTab(node.child(selected)) }
                plan.record(.selectTab(node, index: index))
            }
            if try resolve(at: tab, caller: node, mode: .descending, via: .tabChoice) { return true }
            plan.rollback(to: mark)
        }
        return false
    }

    private mutating func registeredModals(of node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        for index in 0..<node.registeredModalCount {
            let modal = node.registeredModal(index)
            guard modal !== caller, node.modal(planned) !== modal else { continue }
            guard subtreeCanNavigate(modal) else { continue }
            if modal.modalMapping != nil, modal.accepts(route), canHandle(modal) {
                // A modal of another route type shows a route of its own type it handles as its
                // root, as it shows a mapped route: what `sheet(item:)` shows is the item.
                note(modal, .registeredModal, true, "registered modal \(modal.label) of \(node.label) handles \(route): presents it showing \(route)")
                _ = try buildPath(node)
                plan.dismissModal(of: node)
                if !modal.rootIs(route, planned) { plan.record(.resetRoot(modal, route: route)) }
                plan.record(.presentModal(node, modal: modal, route: route, detents: .default))
                return finish(at: modal)
            }
            let root = modal.root(planned)
            note(modal, .registeredModal, true, "registered modal \(modal.label) of \(node.label) can navigate to \(route): presents \(root)")
            let mark = plan.mark()
            _ = try buildPath(node)
            plan.dismissModal(of: node)
            plan.record(.presentModal(node, modal: modal, route: root, detents: node.ask(DetentsHook(), about: root)))
            if try resolve(at: modal, caller: node, mode: .descending, via: .registeredModal) { return true }
            plan.rollback(to: mark)
        }
        return try madeModals(of: node, caller: caller)
    }

    private mutating func bubble(from node: NodeCore) throws(NavigationError) -> Bool {
        if let kept = plan.leave(node), Listener.records {
            var parts: [(name: String, what: String)] = []
            if kept.contains(.keepsStackWhenBubbledOut) {
                parts.append(("keepsStackWhenBubbledOut", "its stack [\(node.stack(planned).map(\.identifier).joined(separator: ", "))]"))
            }
            if kept.contains(.keepsPresentationWhenLeft) { parts.append(("keepsPresentationWhenLeft", "what it presents")) }
            let names = parts.map(\.name).joined(separator: ", ")
            note(node, .bubbling, true, "kept: policy \(names): \(node.label) keeps \(parts.map(\.what).joined(separator: " and "))")
        }
        if let parent = node.parent(planned) {
            note(node, .bubbling, true, "\(node.label) cannot handle \(route): bubbles to \(parent.label)")
            return try resolve(at: parent, caller: node, mode: .bubbled, via: .bubbling)
        }
        if node.ask(CanHandleFlowChangeHook(), about: route) {
            note(node, .flowChange, true, "root \(node.label) changes flow for \(route)")
            plan.record(.changeFlow(node, route: route))
            return finish(at: node)
        }
        note(node, .flowChange, false, "root \(node.label) has no flow change for \(route)")
        return false
    }
}
