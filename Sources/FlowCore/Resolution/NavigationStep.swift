/// A primitive change to one coordinator's navigation state.
///
/// Plans are lists of these; applying one to a `World` is the only way state changes.
enum NavigationStep {
    case push(any NavigationNode, AnyRoute)
    case replace(any NavigationNode, AnyRoute)
    /// Truncate the stack to `count` routes (a pop, or a pop back to a route or the root).
    case popTo(any NavigationNode, count: Int)
    case pushChild(any NavigationNode, child: any NavigationNode)
    case popChild(any NavigationNode, child: any NavigationNode)
    case presentModal(any NavigationNode, modal: any NavigationNode, route: AnyRoute, detents: ModalDetentConfiguration)
    case dismissModal(any NavigationNode)
    case presentDetour(any NavigationNode, detour: any NavigationNode, route: AnyRoute)
    case dismissDetour(any NavigationNode)
    case selectTab(any NavigationNode, index: Int)
    /// Runs the root's `handleFlowChange`; the world is not changed by planning it.
    case changeFlow(any NavigationNode, route: AnyRoute)
    /// Replaces the root route and clears the stack (`transitionToNewFlow`).
    case resetRoot(any NavigationNode, route: AnyRoute)

    /// The coordinator whose state the step changes.
    var owner: any NavigationNode {
        switch self {
        case let .push(node, _), let .replace(node, _), let .popTo(node, _), let .pushChild(node, _),
             let .popChild(node, _), let .presentModal(node, _, _, _), let .dismissModal(node),
             let .presentDetour(node, _, _), let .dismissDetour(node), let .selectTab(node, _),
             let .changeFlow(node, _), let .resetRoot(node, _):
            node
        }
    }

    /// The other coordinator a step is about (child, tab, modal, detour), if any.
    var otherNode: (any NavigationNode)? {
        switch self {
        case let .pushChild(_, child), let .popChild(_, child): child
        case let .presentModal(_, modal, _, _): modal
        case let .presentDetour(_, detour, _): detour
        case let .selectTab(node, index): node.ownedChildren.indices.contains(index) ? node.ownedChildren[index] : nil
        default: nil
        }
    }

    func apply(to world: inout World) {
        let node = owner
        var state = world[node]
        switch self {
        case let .push(_, route):
            state.routes.stack.append(route)
        case let .replace(_, route):
            if state.routes.stack.isEmpty { state.routes.stack.append(route) } else { state.routes.stack[state.routes.stack.count - 1] = route }
        case let .popTo(_, count):
            state.routes.stack.removeLast(max(0, state.routes.stack.count - count))
        case let .pushChild(_, child):
            state.pushed.append(child)
        case let .popChild(_, child):
            state.pushed.removeAll { $0 === child }
        case let .presentModal(_, modal, route, detents):
            state.routes.presented = route
            state.routes.detents = detents
            state.modal = modal
            Self.link(modal, to: node, as: .modal, in: &world)
        case .dismissModal:
            if let modal = state.modal { Self.link(modal, to: nil, as: .modal, in: &world) }
            state.routes.presented = nil
            state.routes.detents = nil
            state.modal = nil
        case let .presentDetour(_, detour, route):
            state.routes.detour = route
            state.detour = detour
            Self.link(detour, to: node, as: .detour, in: &world)
        case .dismissDetour:
            if let detour = state.detour { Self.link(detour, to: nil, as: .detour, in: &world) }
            state.routes.detour = nil
            state.detour = nil
        case let .selectTab(_, index):
            state.routes.selectedTab = index
        case .changeFlow:
            return
        case let .resetRoot(_, route):
            state.routes.root = route
            state.routes.stack = []
        }
        world[node] = state
    }

    /// Sets (or, with `nil`, clears) the parent link of a presented coordinator. A dismissed
    /// coordinator is back at `.root` (no back button), except a registered modal, which keeps
    /// its dormant `.modal` context until it is presented again.
    private static func link(_ presented: any NavigationNode, to presenter: (any NavigationNode)?,
                             as context: PresentationContext, in world: inout World) {
        var state = world[presented]
        state.parent = presenter
        if presenter != nil {
            state.context = context
        } else {
            state.context = presented.registrar != nil ? .modal : .root
        }
        world[presented] = state
    }

    /// The event describing this step, given the owner's current route around it and,
    /// for steps about another coordinator, that coordinator's route.
    func event(from: AnyRoute, to: AnyRoute, subject: AnyRoute?) -> NavigationEvent {
        let kind: NavigationEvent.Kind
        var route: AnyRoute? = subject
        var other: (any NavigationNode)?
        switch self {
        case let .push(_, r): kind = .push; route = r
        case let .replace(_, r): kind = .replace; route = r
        case .popTo: kind = .pop; route = to
        case let .pushChild(_, child): kind = .pushChild; other = child
        case let .popChild(_, child): kind = .popChild; other = child
        case let .presentModal(_, modal, r, _): kind = .presentModal; route = r; other = modal
        case .dismissModal: kind = .dismissModal
        case let .presentDetour(_, detour, r): kind = .presentDetour; route = r; other = detour
        case .dismissDetour: kind = .dismissDetour
        case let .selectTab(node, index):
            kind = .selectTab
            other = node.ownedChildren.indices.contains(index) ? node.ownedChildren[index] : nil
        case let .changeFlow(_, r): kind = .changeFlow; route = r
        case let .resetRoot(_, r): kind = .resetRoot; route = r
        }
        return NavigationEvent(
            kind: kind, coordinator: owner.typeName, route: route.map { RouteValue($0) },
            other: other?.typeName, from: RouteValue(from), to: RouteValue(to)
        )
    }
}
