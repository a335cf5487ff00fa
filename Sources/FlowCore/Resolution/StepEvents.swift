/// Builds the `NavigationEvent`s of a finished plan's steps, only when someone needs them (an
/// observer, the debug log, a trace): the steps are replayed in order over a fresh world that
/// starts from the live tree, so every event sees the state just before and after its step,
/// exactly as the plan did. Steps of alternatives that were rolled back are not in the plan,
/// so they never get events.
enum StepEvents {
    /// The events of `steps`, and the world they were replayed in (its planned states are the
    /// plan's result: committing it commits the plan).
    static func replay(_ steps: [NavigationStep], at entry: NodeCore, cause: NavigationCause = .program) -> (events: [NavigationEvent], world: World) {
        let world = World.open(at: entry)
        let token = world.token
        var events: [NavigationEvent] = []
        events.reserveCapacity(steps.count)
        for step in steps {
            let owner = step.owner
            let before = owner.currentRoute(token)
            let subject = subjectRoute(of: step, token: token)
            let dismissed: NodeCore? =
                switch step {
                case let .dismissModal(node): node.modal(token)
                case let .dismissDetour(node): node.detour(token)
                default: nil
                }
            (copy step).record(in: world)
            let after = owner.currentRoute(token)
            var event = step.event(from: before, to: after, subject: subject)
            if let dismissed { event.other = dismissed.label }
            event.cause = cause
            event.subjects = EventSubjects(coordinator: owner.identity, other: (dismissed ?? step.otherNode)?.identity)
            switch step {
            case .push, .replace, .popTo, .resetRoot: event.stackCount = owner.stackCount(token)
            case let .selectTab(_, index): event.tabIndex = index
            default: break
            }
            events.append(event)
        }
        return (events, world)
    }

    /// The route an event names for steps whose owner's own routes do not say it:
    /// the child's or tab's current route, the dismissed modal's or detour's route.
    private static func subjectRoute(of step: NavigationStep, token: UInt64) -> AnyRoute? {
        switch step {
        case let .pushChild(_, child), let .popChild(_, child): child.currentRoute(token)
        case let .dismissModal(node): node.presented(token)
        case let .dismissDetour(node): node.detourRoute(token)
        case .selectTab: step.otherNode?.currentRoute(token)
        case let .selectDetent(node, _): node.presented(token)
        default: nil
        }
    }
}
