/// How one `navigate(to:)` was resolved, step by step: every decision in order (who was
/// asked, by which rule, the answer and why), the moves between coordinators, the primitive
/// steps planned, and the outcome, with the tree before and after.
///
/// `trace(to:dryRun: true)` resolves without applying anything; its `resolution` equals the
/// `resolution` of the real navigation from the same state.
public struct NavigationTrace: Hashable, Sendable, Codable {
    /// What resolution decided; identical for a dry run and a real run from the same state.
    public struct Resolution: Hashable, Sendable, Codable {
        /// The route navigated to.
        public var route: RouteValue
        /// The node id (in `before`) of the coordinator `navigate(to:)` was called on.
        public var entry: Int
        /// Every decision, in order.
        public var decisions: [NavigationDecision]
        /// Every move from one coordinator to another (bubbling up, delegating down), in order.
        public var moves: [Move]
        /// The primitive steps of the plan, in order (empty when resolution failed).
        public var steps: [NavigationEvent]
        /// The node id of the coordinator that shows the route (for a flow change, the root).
        public var handler: Int?
        /// Why resolution failed, if it did.
        public var error: NavigationError?

        /// Whether resolution found a way to show the route.
        public var succeeded: Bool { error == nil }
    }

    /// A move of resolution from one coordinator to another.
    public struct Move: Hashable, Sendable, Codable {
        /// The node id (in `before`) where resolution was.
        public var from: Int
        /// The node id where it went.
        public var to: Int
        /// The rule that moved it (bubbling, childDelegation, tabChoice, presentedModal, presentedDetour, registeredModal).
        public var rule: NavigationDecision.Rule
    }

    /// What resolution decided.
    public var resolution: Resolution
    /// Whether the plan was left unapplied.
    public var dryRun: Bool
    /// The tree before the navigation (trace nodes refer to it).
    public var before: NavigationTree
    /// The tree after the navigation (equal to `before` for a dry run or a failure), and after
    /// its `followUps`.
    public var after: NavigationTree
    /// The pending navigations this navigation released (performed from `handleFlowChange`, say:
    /// `Coordinator.performPendingNavigation()`), each traced, in the order they ran after it;
    /// `nil` when there were none (absent from the JSON).
    public var followUps: [NavigationTrace]? = nil
}
