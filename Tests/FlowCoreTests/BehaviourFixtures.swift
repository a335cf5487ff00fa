import FlowCore

/// Small fixtures shared by the FlowCore behaviour tests (B1..B43).
///
/// Everything lives in this namespace so nothing collides with other test files of the
/// module. Fixtures hold no global state: a `Tally` is created per test and handed to
/// the coordinators that should share it.
enum BehaviourFixtures {
    /// Each event as `kind route-identifier`, for compact assertions on what was applied.
    static func steps(_ events: [NavigationEvent]) -> [String] {
        // Child, tab and dismissal events also name the child's, tab's or dismissed route;
        // these steps list only the route a step pushes, replaces, pops to or presents.
        let subjectOnly: Set<NavigationEvent.Kind> = [.pushChild, .popChild, .selectTab, .dismissModal, .dismissDetour]
        return events.map { event in
            guard !subjectOnly.contains(event.kind), let route = event.route else { return event.kind.rawValue }
            return "\(event.kind.rawValue) \(route.identifier)"
        }
    }

    /// A counter shared by the coordinators of one test.
    final class Tally {
        var count = 0
    }

    /// A coordinator configured by data: the routes it handles, and how it shows them.
    ///
    /// `pushes` are pushed, `replaces` replace the top, `modals` present the registered
    /// modal coordinator whose root has the same identifier. Every `canHandle` question
    /// is counted (per coordinator, and in the shared `tally` when one is given).
    class Scripted<R: Route>: Coordinator<R> {
        let pushes: Set<R>
        let replaces: Set<R>
        let modals: Set<R>
        let detents: [R: ModalDetentConfiguration]
        let tally: Tally?
        /// How often this coordinator was asked `canHandle`, whatever the route.
        private(set) var canHandleCalls = 0

        init(
            root: R, pushes: Set<R> = [], replaces: Set<R> = [], modals: Set<R> = [],
            detents: [R: ModalDetentConfiguration] = [:], tally: Tally? = nil
        ) {
            self.pushes = pushes
            self.replaces = replaces
            self.modals = modals
            self.detents = detents
            self.tally = tally
            super.init(router: Router(initial: root))
        }

        override func canHandle(_ route: R) -> Bool {
            canHandleCalls += 1
            tally?.count += 1
            let route = route
            return pushes.contains(route) || replaces.contains(route) || modals.contains(route)
        }

        override func navigationType(for route: R) -> NavigationType {
            let route = route
            if modals.contains(route) { return .modal }
            if replaces.contains(route) { return .replace }
            return .push
        }

        override func modalDetentConfiguration(for route: R) -> ModalDetentConfiguration {
            detents[route] ?? .default
        }
    }

    /// A root that changes flow for the routes of type `F`, counting `handleFlowChange`
    /// calls and answering with `accepts`.
    class FlowRoot<R: Route, F: Route>: Scripted<R> {
        var accepts = true
        private(set) var flowChanges: [AnyRoute] = []

        override func canHandleFlowChange(to route: any Route) -> Bool { route is F }

        override func handleFlowChange(to route: any Route) -> Bool {
            flowChanges.append(AnyRoute(route))
            return accepts
        }
    }
}

extension BehaviourFixtures {
    /// Every event and failure a tree reports, in order.
    final class EventLog: NavigationObserver {
        private(set) var events: [NavigationEvent] = []
        private(set) var failures: [NavigationError] = []
        func navigation(didApply event: NavigationEvent) { events.append(event) }
        func navigation(didFail error: NavigationError) { failures.append(error) }
    }
}
