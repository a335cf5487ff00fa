/// A planned step with the event it will emit.
struct PlannedStep {
    let step: NavigationStep
    let event: NavigationEvent
}

/// Builds a plan against a `World`: each recorded step is applied to the world at once,
/// so later decisions see earlier ones, and nothing real changes until the plan is committed.
struct Plan {
    var world = World()
    private(set) var steps: [PlannedStep] = []

    mutating func record(_ step: NavigationStep) {
        let owner = step.owner
        let before = world[owner].routes.currentRoute
        let subject = subjectRoute(of: step)
        let dismissed: (any NavigationNode)? = switch step {
        case let .dismissModal(node): world[node].modal
        case let .dismissDetour(node): world[node].detour
        default: nil
        }
        step.apply(to: &world)
        let after = world[owner].routes.currentRoute
        var event = step.event(from: before, to: after, subject: subject)
        if let dismissed { event.other = dismissed.typeName }
        event.subjects = EventSubjects(coordinator: CoordinatorIdentity(owner), other: (dismissed ?? step.otherNode).map(CoordinatorIdentity.init))
        switch step {
        case .push, .replace, .popTo, .resetRoot: event.stackCount = world[owner].routes.stack.count
        case let .selectTab(_, index): event.tabIndex = index
        default: break
        }
        steps.append(PlannedStep(step: step, event: event))
    }

    /// The route an event names for steps whose owner's own routes do not say it:
    /// the child's or tab's current route, the dismissed modal's or detour's route.
    private func subjectRoute(of step: NavigationStep) -> AnyRoute? {
        switch step {
        case let .pushChild(_, child), let .popChild(_, child): world[child].routes.currentRoute
        case let .dismissModal(node): world[node].routes.presented
        case let .dismissDetour(node): world[node].routes.detour
        case let .selectTab(node, index):
            node.ownedChildren.indices.contains(index) ? world[node.ownedChildren[index]].routes.currentRoute : nil
        default: nil
        }
    }

    /// Dismisses `node`'s detour and modal (each torn down first), unpushes its children
    /// (each cleaned first) and pops it to its root. Ownership is untouched.
    mutating func clean(_ node: any NavigationNode) {
        popBack(node, toCount: 0)
    }

    /// Dismisses the detour `node` presents, after tearing down everything inside it.
    mutating func dismissDetour(of node: any NavigationNode) {
        guard let detour = world[node].detour else { return }
        clean(detour)
        record(.dismissDetour(node))
    }

    /// Dismisses the modal `node` presents, after resetting it so it can be presented again fresh.
    mutating func dismissModal(of node: any NavigationNode) {
        guard let modal = world[node].modal else { return }
        clean(modal)
        record(.dismissModal(node))
    }

    /// Unpushes every child pushed onto `node` (top first), except `keeping`.
    mutating func unpushChildren(of node: any NavigationNode, keeping kept: (any NavigationNode)? = nil) {
        for child in world[node].pushed.reversed() where child !== kept {
            clean(child)
            record(.popChild(node, child: child))
        }
    }

    /// Dismisses every modal and detour shown inside `node`'s screen (along its pushed
    /// children), keeping stacks: what leaving a tab does.
    mutating func dismissPresentations(inside node: any NavigationNode) {
        for child in world[node].pushed.reversed() { dismissPresentations(inside: child) }
        dismissDetour(of: node)
        dismissModal(of: node)
    }

    /// Pops `node` back so that `count` routes remain, removing children pushed above.
    mutating func popBack(_ node: any NavigationNode, toCount count: Int) {
        dismissDetour(of: node)
        dismissModal(of: node)
        unpushChildren(of: node)
        if world[node].routes.stack.count != count { record(.popTo(node, count: count)) }
    }
}
