/// Builds the `NavigationEvent`s of a finished plan's steps, only when someone needs them (an
/// observer, the debug log, a trace): the steps are replayed in order over a fresh overlay that
/// starts from the live graph, so every event sees the state just before and after its step,
/// exactly as the plan did. Steps of alternatives that were rolled back are not in the plan,
/// so they never get events.
enum StepEvents {
    /// The events of `steps`, and the overlay they were replayed in (its planned records are the
    /// plan's result: committing it commits the plan).
    static func replay(_ steps: [NavigationStep], at entry: NodeCore, cause: NavigationCause = .program) -> (events: [NavigationEvent], overlay: GraphOverlay) {
        let overlay = entry.engine.openOverlay()
        let planned = overlay
        var events: [NavigationEvent] = []
        events.reserveCapacity(steps.count)
        for step in steps {
            let owner = step.owner
            var before = owner.currentRoute(planned)
            // A tab selection changes no route of the tab coordinator's own: its event goes from
            // the route of the tab shown before to the route of the tab selected.
            let leftTab: AnyRoute? =
                if case let .selectTab(node, _) = step { Self.selectedTab(of: node, planned: planned)?.currentRoute(planned) } else { nil }
            let subject = subjectRoute(of: step, planned: planned)
            let dismissed: NodeCore? =
                switch step {
                case let .dismissModal(node): node.modal(planned)
                case let .dismissDetour(node): node.detour(planned)
                default: nil
                }
            (copy step).record(in: overlay)
            var after = owner.currentRoute(planned)
            var tabBar: AnyRoute?
            if let leftTab, let selected = step.otherNode {
                tabBar = before
                before = leftTab
                after = selected.currentRoute(planned)
            }
            let stackCount: Int? =
                switch step {
                case .push, .replace, .popTo, .resetRoot, .resetStack: owner.stackCount(planned)
                default: nil
                }
            events.append(
                step.event(from: before, to: after, subject: subject, dismissed: dismissed, stackCount: stackCount, cause: cause, tabBar: tabBar))
        }
        return (events, overlay)
    }

    /// The tab `tabs` shows as planned, if its selected index names one of its children.
    private static func selectedTab(of tabs: NodeCore, planned: GraphOverlay) -> NodeCore? {
        let index = tabs.selectedTab(planned)
        return index >= 0 && index < tabs.childCount ? tabs.child(index) : nil
    }

    /// The route an event names for steps whose owner's own routes do not say it:
    /// the child's or tab's current route, the dismissed modal's or detour's route.
    private static func subjectRoute(of step: NavigationStep, planned: GraphOverlay) -> AnyRoute? {
        switch step {
        case let .pushChild(_, child), let .popChild(_, child): child.currentRoute(planned)
        case let .dismissModal(node): node.presented(planned)
        case let .dismissDetour(node): node.detourRoute(planned)
        case .selectTab: step.otherNode?.currentRoute(planned)
        case let .selectDetent(node, _): node.presented(planned)
        default: nil
        }
    }
}
