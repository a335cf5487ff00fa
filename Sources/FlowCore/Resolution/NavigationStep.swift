/// A primitive change to one coordinator's navigation state.
///
/// Plans are lists of these; applying one to a plan's `GraphOverlay` is the only way state changes.
enum NavigationStep {
    case push(NodeCore, AnyRoute)
    case replace(NodeCore, AnyRoute)
    /// Truncate the stack to `count` routes (a pop, or a pop back to a route or the root).
    case popTo(NodeCore, count: Int)
    case pushChild(NodeCore, child: NodeCore)
    case popChild(NodeCore, child: NodeCore)
    case presentModal(NodeCore, modal: NodeCore, route: AnyRoute, detents: ModalDetentConfiguration)
    case dismissModal(NodeCore)
    case presentDetour(NodeCore, detour: NodeCore, route: AnyRoute)
    case dismissDetour(NodeCore)
    case selectTab(NodeCore, index: Int)
    /// Runs the root's `handleFlowChange`; planning it changes no record.
    case changeFlow(NodeCore, route: AnyRoute)
    /// Replaces the root route and clears the stack (`transitionToNewFlow`).
    case resetRoot(NodeCore, route: AnyRoute)
    /// The presented sheet rests at another of its detents (the user dragged it).
    case selectDetent(NodeCore, detent: ModalPresentationDetent)
    /// Makes `route` the root and empties the stack, as a navigation of the app's (`.setRoot`,
    /// `resetStack(root:stack:)`); `resetRoot` is the engine's own (a flow or a modal starting over).
    case resetStack(NodeCore, route: AnyRoute)

    /// Whether this is a flow change.
    var isFlowChange: Bool {
        if case .changeFlow = self { return true }
        return false
    }

    /// The coordinator whose state the step changes.
    var owner: NodeCore {
        switch self {
        case let .push(node, _), let .replace(node, _), let .popTo(node, _), let .pushChild(node, _),
            let .popChild(node, _), let .presentModal(node, _, _, _), let .dismissModal(node),
            let .presentDetour(node, _, _), let .dismissDetour(node), let .selectTab(node, _),
            let .changeFlow(node, _), let .resetRoot(node, _), let .selectDetent(node, _), let .resetStack(node, _):
            node
        }
    }

    /// The other coordinator a step is about (child, tab, modal, detour), if any.
    var otherNode: NodeCore? {
        switch self {
        case let .pushChild(_, child), let .popChild(_, child): child
        case let .presentModal(_, modal, _, _): modal
        case let .presentDetour(_, detour, _): detour
        case let .selectDetent(node, _): node.modal
        case let .selectTab(node, index): index >= 0 && index < node.childCount ? node.child(index) : nil
        default: nil
        }
    }

    /// Applies the step to the overlay's planned records and appends it to the plan's steps, and
    /// marks on its coordinator what it changes (`NodeCore.pendingChanges`, read by the change
    /// listener when a commit ends). A plan that is rolled back or never committed leaves its
    /// marks: they only make the next commit's listener compare a model that did not change,
    /// never miss one that did. What each step marks: routes for push, replace, pop and a root
    /// reset (and the root for the reset), pushed children, presentation for modals, detours
    /// and detents, the tab.
    ///
    /// The step is consumed: its payload is moved out and back into the appended step, not
    /// copied.
    consuming func record(in overlay: GraphOverlay) {
        switch consume self {
        case let .push(node, route):
            node.pendingChanges.formUnion(.routes)
            overlay.modifyStack(node, keeping: .max) { $0.routes.stack.append(route) }
            overlay.append(.push(node, route))
        case let .replace(node, route):
            node.pendingChanges.formUnion(.routes)
            overlay.modifyStack(node, keeping: .max) { state in
                if state.routes.stack.isEmpty { state.routes.stack.append(route) } else { state.routes.stack[state.routes.stack.count - 1] = route }
            }
            overlay.append(.replace(node, route))
        case let .popTo(node, count):
            node.pendingChanges.formUnion(.routes)
            overlay.modifyStack(node, keeping: max(0, count)) { state in
                // (The stack holds at most `count` routes already when this is the plan's first write of it.)
                if state.routes.stack.count > count { state.routes.stack.removeLast(state.routes.stack.count - max(0, count)) }
            }
            overlay.append(.popTo(node, count: count))
        case let .pushChild(node, child):
            node.pendingChanges.formUnion(.pushed)
            overlay.modify(node) { $0.links.pushed.append(child.id) }
            overlay.append(.pushChild(node, child: child))
        case let .popChild(node, child):
            node.pendingChanges.formUnion(.pushed)
            overlay.modify(node) { $0.links.pushed.removeAll { $0 == child.id } }
            overlay.append(.popChild(node, child: child))
        case let .presentModal(node, modal, route, detents):
            Self.recordPresentModal(node, modal: modal, route: route, detents: detents, in: overlay)
        case let .dismissModal(node):
            Self.recordDismissal(node, of: .modal, in: overlay)
        case let .presentDetour(node, detour, route):
            Self.recordPresentDetour(node, detour: detour, route: route, in: overlay)
        case let .dismissDetour(node):
            Self.recordDismissal(node, of: .detour, in: overlay)
        case let .selectTab(node, index):
            node.pendingChanges.formUnion(.tab)
            overlay.modify(node) { $0.routes.selectedTab = index }
            overlay.append(.selectTab(node, index: index))
        case let .changeFlow(node, route):
            // Planning a flow change changes nothing; the commit runs it.
            overlay.appendFlowChange(.changeFlow(node, route: route))
        case let .resetRoot(node, route):
            Self.reset(node, to: route, in: overlay)
            overlay.append(.resetRoot(node, route: route))
        case let .resetStack(node, route):
            Self.reset(node, to: route, in: overlay)
            overlay.append(.resetStack(node, route: route))
        case let .selectDetent(node, detent):
            node.pendingChanges.formUnion(.presentation)
            overlay.modify(node) { $0.routes.detents?.selectedDetent = detent }
            overlay.append(.selectDetent(node, detent: detent))
        }
    }

    /// `record(in:)` for `.presentModal`: the presenter's state, the modal's parent link.
    private static func recordPresentModal(
        _ node: NodeCore, modal: NodeCore, route: AnyRoute, detents: ModalDetentConfiguration, in overlay: GraphOverlay
    ) {
        overlay.changesPresentations = true
        node.pendingChanges.formUnion(.presentation)
        overlay.modify(node) { state in
            state.routes.presented = route
            state.routes.detents = detents
            state.links.modal = modal.id
        }
        link(modal, to: node, as: .modal, in: overlay)
        overlay.append(.presentModal(node, modal: modal, route: route, detents: detents))
    }

    /// `record(in:)` for `.presentDetour`: the presenter's state, the detour's parent link.
    private static func recordPresentDetour(_ node: NodeCore, detour: NodeCore, route: AnyRoute, in overlay: GraphOverlay) {
        overlay.changesPresentations = true
        node.pendingChanges.formUnion(.presentation)
        overlay.modify(node) { state in
            state.routes.detour = route
            state.links.detour = detour.id
        }
        link(detour, to: node, as: .detour, in: overlay)
        overlay.append(.presentDetour(node, detour: detour, route: route))
    }

    /// `record(in:)` for `.dismissModal` and `.dismissDetour`: the presenter's state, and the
    /// dismissed coordinator's parent link cleared.
    private static func recordDismissal(_ node: NodeCore, of context: PresentationContext, in overlay: GraphOverlay) {
        overlay.changesPresentations = true
        node.pendingChanges.formUnion(.presentation)
        let presented = overlay.modify(node) { state in
            defer {
                if context == .modal {
                    state.routes.presented = nil
                    state.routes.detents = nil
                    state.links.modal = nil
                } else {
                    state.routes.detour = nil
                    state.links.detour = nil
                }
            }
            return context == .modal ? state.links.modal : state.links.detour
        }
        if let presented = overlay.engine.core(presented) { link(presented, to: nil, as: context, in: overlay) }
        overlay.append(context == .modal ? .dismissModal(node) : .dismissDetour(node))
    }

    /// Sets (or, with `nil`, clears) the parent link of a presented coordinator. A dismissed
    /// coordinator is back at `.root` (no back button), except a registered modal, which keeps
    /// its dormant `.modal` context until it is presented again.
    private static func link(_ presented: NodeCore, to presenter: NodeCore?, as context: PresentationContext, in overlay: GraphOverlay) {
        overlay.modify(presented) { state in
            state.links.parent = presenter?.id
            if presenter != nil {
                state.links.context = context
            } else {
                state.links.context = presented.registrar != nil ? .modal : .root
            }
        }
    }

    /// Makes `route` `node`'s root over an empty stack, in `overlay`.
    private static func reset(_ node: NodeCore, to route: AnyRoute, in overlay: GraphOverlay) {
        node.pendingChanges.formUnion([.routes, .root])
        overlay.modifyStack(node, keeping: 0) { state in
            state.routes.root = route
            if !state.routes.stack.isEmpty { state.routes.stack.removeAll(keepingCapacity: true) }
        }
    }

    /// The event describing this step, given the owner's current route around it (for a tab
    /// selection, the routes of the tabs left and selected, and the owner's own in `tabBar`) and,
    /// for steps about another coordinator, that coordinator's route; for a dismissal, the
    /// coordinator dismissed; its stack count after it, for steps that change the stack.
    func event(
        from: AnyRoute, to: AnyRoute, subject: AnyRoute?, dismissed: NodeCore?, stackCount: Int?, cause: NavigationCause,
        tabBar: AnyRoute? = nil
    ) -> NavigationEvent {
        let kind: NavigationEvent.Kind
        var route: AnyRoute? = subject
        var other: NodeCore?
        switch self {
        case let .push(_, r):
            kind = .push
            route = r
        case let .replace(_, r):
            kind = .replace
            route = r
        case .popTo:
            kind = .pop
            route = to
        case let .pushChild(_, child):
            kind = .pushChild
            other = child
        case let .popChild(_, child):
            kind = .popChild
            other = child
        case let .presentModal(_, modal, r, _):
            kind = .presentModal
            route = r
            other = modal
        case .dismissModal: kind = .dismissModal
        case let .presentDetour(_, detour, r):
            kind = .presentDetour
            route = r
            other = detour
        case .dismissDetour: kind = .dismissDetour
        case .selectTab:
            kind = .selectTab
            other = otherNode
        case let .changeFlow(_, r):
            kind = .changeFlow
            route = r
        case let .resetRoot(_, r):
            kind = .resetRoot
            route = r
        case .selectDetent:
            kind = .selectDetent
            other = otherNode
        case let .resetStack(_, r):
            kind = .resetStack
            route = r
        }
        // (Through the owner: its route type's name is known, and its tree caches payload cases.)
        let owner = self.owner
        var tabIndex: Int?
        if case let .selectTab(_, index) = self { tabIndex = index }
        return NavigationEvent(
            kind: kind, coordinator: owner.label, route: route.map(owner.routeValue),
            other: (dismissed ?? other)?.label, from: owner.routeValue(from), to: owner.routeValue(to), stackCount: stackCount,
            tabIndex: tabIndex, cause: cause,
            subjects: EventSubjects(
                coordinator: owner.identity, other: (dismissed ?? otherNode)?.identity, tabBarRoute: tabBar.map(owner.routeValue))
        )
    }
}
