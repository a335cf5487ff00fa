extension NavigationResolver {
    // MARK: Helpers

    /// Leaves the selected tab `tab` (`Plan.leaveTab`), noting when its policy kept what it shows.
    mutating func leaveTab(_ tab: NodeCore) {
        if plan.leaveTab(tab) {
            note(tab, .tabChoice, true, "kept: policy keepsPresentationWhenLeft: \(tab.label) keeps what it presents")
        }
    }

    mutating func finish(at node: NodeCore) -> Bool {
        handler = node
        return true
    }

    /// Whether `node` or anything below it can navigate to the route (memoized per call):
    /// some coordinator in the subtree says `canHandle`, or a tab coordinator in it maps the
    /// route to a tab. A route on a stack or at a root does not count by itself.
    /// The walk goes through unretained cores, so it counts no references.
    mutating func subtreeCanNavigate(_ core: NodeCore) -> Bool {
        subtreeCanNavigate(core, overlay: plan.overlay)
    }

    /// `subtreeCanNavigate(_:)` with the plan's overlay passed down.
    mutating func subtreeCanNavigate(_ core: NodeCore, overlay: GraphOverlay) -> Bool {
        let slot = overlay.memos.slot(core.id)
        if overlay.memos.entries[slot].subtreeCanNavigate != .unknown { return overlay.memos.entries[slot].subtreeCanNavigate == .yes }
        if overlay.memos.entries[slot].visiting { return false }
        overlay.memos.entries[slot].visiting = true
        var found = false
        if core.accepts(route) {
            // `tabIndex(core)` and `canHandle(core)`, inlined: the memo is this resolution's.
            if core.coordinatorKind == .tabs {
                if !overlay.memos.entries[slot].tabIndexKnown {
                    let answer = core.askTabIndex(route)
                    overlay.memos.entries[slot].tabIndex = answer
                    overlay.memos.entries[slot].tabIndexKnown = true
                }
                found = overlay.memos.entries[slot].tabIndex != nil
            }
            if !found {
                if overlay.memos.entries[slot].canHandle == .unknown {
                    let answer = core.askCanHandle(route)
                    overlay.memos.entries[slot].canHandle = ResolutionMemo.Answer(answer)
                }
                found = overlay.memos.entries[slot].canHandle == .yes
            }
        }
        if !found {
            let presented = core.presentationRefs(overlay)
            if let modal = presented.modal { found = modal.read { subtreeCanNavigate($0, overlay: overlay) } }
            if !found, let detour = presented.detour { found = detour.read { subtreeCanNavigate($0, overlay: overlay) } }
        }
        var index = 0
        while !found, index < core.childCount {
            found = core.engine.coreRef(core.engine.graph.ownership[core.id.index].children[index])!.read { subtreeCanNavigate($0, overlay: overlay) }
            index += 1
        }
        index = 0
        while !found, index < core.registeredModalCount {
            found = core.engine.coreRef(core.engine.graph.ownership[core.id.index].modals[index])!.read { subtreeCanNavigate($0, overlay: overlay) }
            index += 1
        }
        if !found, !core.modalFactories.isEmpty { found = makesModals(core) }
        overlay.memos.entries[slot].visiting = false
        overlay.memos.entries[slot].subtreeCanNavigate = ResolutionMemo.Answer(found)
        note(core, .subtreeCheck, found, "\(core.label)\(found ? "" : " and everything below it") \(found ? "can" : "cannot") navigate to \(route)")
        return found
    }

    /// A tab coordinator's `tabIndex(for:)`, asked at most once per navigation, and only for
    /// its own route type; `nil` for every other coordinator.
    mutating func tabIndex(_ core: NodeCore) -> Int? {
        guard core.coordinatorKind == .tabs, core.accepts(route) else { return nil }
        let overlay = plan.overlay
        let slot = overlay.memos.slot(core.id)
        if overlay.memos.entries[slot].tabIndexKnown { return overlay.memos.entries[slot].tabIndex }
        let answer = core.askTabIndex(route)
        overlay.memos.entries[slot].tabIndexKnown = true
        overlay.memos.entries[slot].tabIndex = answer
        return answer
    }

    /// `canHandle`, asked at most once per coordinator per navigation, and only for its own route type.
    mutating func canHandle(_ core: NodeCore) -> Bool {
        guard core.accepts(route) else { return false }
        let overlay = plan.overlay
        let slot = overlay.memos.slot(core.id)
        if overlay.memos.entries[slot].canHandle != .unknown { return overlay.memos.entries[slot].canHandle == .yes }
        let answer = core.askCanHandle(route)
        overlay.memos.entries[slot].canHandle = ResolutionMemo.Answer(answer)
        return answer
    }

    /// Tells the listener a decision (with the silent listener, nothing: not even the reason is built).
    @inline(__always)
    func note(
        _ node: NodeCore, _ rule: NavigationDecision.Rule, _ answer: Bool,
        _ reason: @autoclosure () -> String
    ) {
        listener.note(node, rule: rule, answer: answer, depth: depth, reason: reason())
    }
}
