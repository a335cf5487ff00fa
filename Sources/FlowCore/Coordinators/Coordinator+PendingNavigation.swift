extension Coordinator {
    /// The route this coordinator holds to navigate to later, if any: a deep link that arrived
    /// while the app was locked or logged out, say.
    public var pendingNavigation: R? { core.ownership.pending.map { $0.base as! R } }

    /// Holds `route` to navigate to later, replacing any route held before; nothing on screen
    /// changes. The held route is part of the navigation state: captures, snapshots, the
    /// fingerprints, mementos and saved navigation all have it, and observers get a
    /// `setPending` event.
    ///
    /// The pattern for a deferred deep link: the link handler holds the route on the coordinator
    /// that will perform it when the app cannot show it yet, and the code that makes it
    /// showable (after login, `handleFlowChange` to the logged-in flow) calls
    /// ``performPendingNavigation()``.
    public func setPendingNavigation(_ route: R) {
        PendingNavigations.hold(AnyRoute(route), at: core)
    }

    /// Drops the held route, if any (a `clearPending` event); nothing otherwise.
    public func clearPendingNavigation() {
        PendingNavigations.hold(nil, at: core)
    }

    /// Navigates to the held route from this coordinator, clearing it first (a `clearPending`
    /// event, then the navigation's own events, or its failure, reported as any navigation's).
    ///
    /// Called from `handleFlowChange` (a flow change is what the route waited for), it runs once
    /// the flow change's navigation has told its observers, so its events follow the ones that
    /// released it, and a trace of that navigation lists it in `followUps`.
    ///
    /// - Returns: `false` when nothing is held; `true` when the held route was taken (the
    ///   navigation itself may still fail, as `navigate(to:)` may).
    @discardableResult
    public func performPendingNavigation() -> Bool {
        PendingNavigations.perform(at: core)
    }
}
