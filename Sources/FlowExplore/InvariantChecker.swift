import FlowAdapter
import FlowCore

/// The engine rules checked after every action:
/// a failed navigation leaves the captured tree identical; a successful one shows its route
/// (or, for a route of a visible tab coordinator's own type, may select a tab instead);
/// no coordinator is owned twice or pushed where it is not owned; parent links match
/// ownership; `canHandle` is asked at most once per coordinator; the events emitted replay
/// the tree before into the tree after; no stack holds a route twice (a route executed twice).
public struct InvariantChecker {
    /// What is captured before an action, to compare with after.
    public struct Before {
        let tree: NavigationTree
        let identities: [CoordinatorIdentity]
        /// `canHandle` calls so far, node by node (`identities[i]`'s at `i`).
        private(set) var canHandleCounts: [Int]
        /// Where each coordinator is among the nodes (its first node, if it has two).
        let index: [CoordinatorIdentity: Int]
        /// Whether no coordinator has two nodes (so `identities[i] == x` means `index[x] == i`).
        let identitiesAreDistinct: Bool
        /// Each node's navigation state, as events replay it.
        let replayStates: [EventReplay.State]
        /// Each node's record stamp, when the root is a `Coordinator` (see `captureTreeWithCoordinators()`).
        let stamps: [UInt64]?
        /// The captured coordinators, when the root is a `Coordinator`: their `canHandle`
        /// counters are read again without a walk, while the tree has them (after a restore).
        let coordinators: CapturedCoordinators?

        init(
            tree: NavigationTree, identities: [CoordinatorIdentity], canHandleCounts: [Int], stamps: [UInt64]? = nil,
            coordinators: CapturedCoordinators? = nil
        ) {
            self.tree = tree
            self.identities = identities
            self.canHandleCounts = canHandleCounts
            self.stamps = stamps
            self.coordinators = coordinators
            index = Dictionary(zip(identities, identities.indices), uniquingKeysWith: { first, _ in first })
            identitiesAreDistinct = index.count == identities.count
            replayStates = tree.nodes.map { EventReplay.State($0, identities) }
        }

        /// Where `identity` is among the nodes (its first node, if it has two): `index[identity]`,
        /// found by comparing identities in a small tree (cheaper than hashing one).
        func position(of identity: CoordinatorIdentity) -> Int? {
            identities.count <= 32 ? identities.firstIndex(of: identity) : index[identity]
        }

        /// Reads the `canHandle` counts again (an explorer comes back to a
        /// state many times; the counters keep counting), from the captured coordinators when it
        /// has them (the tree must have them again, as after a restore), else from `root`.
        mutating func recount(in root: any AnyCoordinator) {
            if let coordinators { coordinators.readCanHandleCallCounts(into: &canHandleCounts) } else { canHandleCounts = root.canHandleCallCounts() }
        }

        /// This state as the state after an action that wrote no record (the caller knows, by
        /// `recordsMark`): its capture with the counters read again, when the root is a
        /// `Coordinator` and the app's display names and view factories answer as they did.
        func unchanged(cache: CaptureCache?) -> Captured? {
            guard let coordinators, coordinators.stillDescribe(tree) else { return nil }
            cache?.forgetLast()
            return (tree, identities, coordinators.canHandleCallCounts(), coordinators)
        }
    }

    /// A capture with what checks read about its coordinators (their stamps among it, read
    /// from `coordinators` only where a check needs them).
    typealias Captured = (tree: NavigationTree, identities: [CoordinatorIdentity], counts: [Int], coordinators: CapturedCoordinators?)

    /// Captures the state before an action.
    public static func capture(_ root: any AnyCoordinator) -> Before {
        capture(root, cache: nil)
    }

    /// `capture(_:)`, taking the tree from `cache` when it holds it.
    static func capture(_ root: any AnyCoordinator, cache: CaptureCache?) -> Before {
        let captured = capturing(root, cache: cache)
        return Before(
            tree: captured.tree, identities: captured.identities, canHandleCounts: captured.counts, stamps: captured.coordinators?.stamps,
            coordinators: captured.coordinators)
    }

    /// The tree with its identities and `canHandle` counts, and its stamps and coordinators when
    /// the root is a `Coordinator`.
    private static func capturing(_ root: any AnyCoordinator, cache: CaptureCache? = nil) -> Captured {
        if let (tree, coordinators) = cache?.capture(root) ?? root.captureTreeWithCoordinators() {
            return (tree, coordinators.identities, coordinators.canHandleCallCounts(), coordinators)
        }
        let (tree, identities) = root.captureTreeWithIdentities()
        return (tree, identities, root.canHandleCallCounts(), nil)
    }

    /// Every rule that `action` broke, given the state before, the outcome and the events;
    /// also returns the state after, to serve as the next action's state before. A navigation's
    /// route is the one its `RouteReference` holds.
    public static func check(
        _ action: ScenarioAction, before: Before, root: any AnyCoordinator, outcome: ActionOutcome, events: [NavigationEvent]
    ) -> (violations: [InvariantViolation], after: Before) {
        let (violations, tree, identities, counts, coordinators) = checkCapturing(action, before: before, root: root, outcome: outcome, events: events)
        return (violations, Before(tree: tree, identities: identities, canHandleCounts: counts, stamps: coordinators?.stamps, coordinators: nil))
    }

    /// `check(_:before:root:outcome:events:)`: actions carry their routes, so `app` and `routes` are not needed.
    @available(*, deprecated, message: "actions carry their routes; use check(_:before:root:outcome:events:)")
    public static func check(
        _ action: ScenarioAction, before: Before, root: any AnyCoordinator, outcome: ActionOutcome,
        events: [NavigationEvent], app: any AtlasApp, routes: RouteIndex? = nil
    ) -> (violations: [InvariantViolation], after: Before) {
        check(action, before: before, root: root, outcome: outcome, events: events)
    }

    /// `check`, returning the tree after as captured (what an explorer needs of it), with its
    /// coordinators when the root is a `Coordinator` (their fingerprint from the capture's walk).
    static func checkCapturing(
        _ action: ScenarioAction, before: Before, root: any AnyCoordinator, outcome: ActionOutcome, events: [NavigationEvent],
        navigations: Int = 1, cache: CaptureCache? = nil, unchanged: Bool = false
    )
        -> (
            violations: [InvariantViolation], after: NavigationTree, identities: [CoordinatorIdentity], canHandleCounts: [Int],
            coordinators: CapturedCoordinators?
        )
    {
        var violations: [InvariantViolation] = []
        let (after, identities, counts, coordinators) = (unchanged ? before.unchanged(cache: cache) : nil) ?? capturing(root, cache: cache)
        let navigationFailed = outcome.errors.contains {
            $0.kind == .navigationFailed || $0.kind == .modalCoordinatorNotConfigured || $0.kind == .invalidNavigationPath
        }
        if outcome.returnedFalse || navigationFailed {
            if after != before.tree { violations.append(.init(rule: .failedNavigationChangedTree, detail: "\(action)")) }
            if !events.isEmpty { violations.append(.init(rule: .failedNavigationEmittedEvents, detail: events.map(\.description).joined(separator: "; "))) }
        } else if case let .navigate(reference, _) = action {
            // (Found by type and identifier, as route values compare: the payload case, found
            // by reflection, is not needed to find the route on screen.)
            let (type, identifier) = (reference.route.typeName, reference.route.identifier)
            let chain = cache?.visibleChain() ?? after.visibleChain
            let isShown = chain.contains { after.nodes[$0].currentRoute.type == type && after.nodes[$0].currentRoute.identifier == identifier }
            // A tab coordinator's `tabIndex(for:)` may answer a route of its own type by
            // selecting a tab: the route is then shown as that tab, not as a screen.
            let selectsTab = chain.contains { after.nodes[$0].kind == .tabs && after.nodes[$0].routeType == type }
            if !isShown, !selectsTab {
                let shown = chain.map { after.nodes[$0].currentRoute }
                violations.append(.init(rule: .successfulNavigationHidesRoute, detail: "\(reference) not in \(shown)"))
            }
        }
        // (Appended only when there are some: appending nothing still costs a reallocation check.)
        let flaws = ownership(root, cache: cache)
        if !flaws.isEmpty { violations += flaws }
        let askedTwice = canHandleOnce(after, identities, counts, before: before, navigations: navigations)
        if !askedTwice.isEmpty { violations += askedTwice }
        if let mismatch = EventReplay.mismatch(before: before, after: after, afterIdentities: identities, afterCoordinators: coordinators, events: events) {
            violations.append(.init(rule: .eventsDoNotReplay, detail: mismatch))
        }
        let repeated = repeatedRoutes(after, root)
        if !repeated.isEmpty { violations += repeated }
        return (violations, after, identities, counts, coordinators)
    }

    /// The rules about one state alone (no action): no coordinator owned twice or pushed where it
    /// is not owned, parent links match ownership, no stack holds a route twice. For states that
    /// did not come from an action, such as a restored one. The ownership rules read FlowCore's
    /// graph, so a root that conforms to `AnyCoordinator` without being a `Coordinator` gets
    /// only the stack rule, on itself.
    public static func violations(in root: any AnyCoordinator) -> [InvariantViolation] {
        ownership(root) + repeatedRoutes(root.captureTree(), root)
    }

    /// Stacks holding a route twice that their coordinator's `allowsDuplicates(_:)` does not
    /// allow. The captured tree answers the common case (no repeats) without asking the app;
    /// otherwise a fold over the tree's one walk (a root that is not a `Coordinator` alone).
    private static func repeatedRoutes(_ tree: NavigationTree, _ root: any AnyCoordinator) -> [InvariantViolation] {
        guard tree.someStackHasRepeats else { return [] }
        return (root.coordinatorsInPreorder ?? [root]).compactMap { node in
            let stack = node.stackRoutes
            guard stack.indices.contains(where: { stack[..<$0].contains(stack[$0]) && !node.allowsDuplicates(of: stack[$0]) }) else { return nil }
            return InvariantViolation(rule: .stackHoldsRouteTwice, detail: "\(type(of: node)) \(stack.map(\.identifier))")
        }
    }

    /// The ownership rules, as `ownershipFlaws()` finds them in the graph (which a root that
    /// is not a `Coordinator` does not have: it gets none).
    private static func ownership(_ root: any AnyCoordinator, cache: CaptureCache? = nil) -> [InvariantViolation] {
        (cache.flatMap { cache in cache.handle(of: root)?.ownershipFlaws(in: cache.memory) } ?? root.ownershipFlaws() ?? []).map(InvariantViolation.init)
    }

    /// `canHandle` asked at most once per coordinator per navigation: `navigations` is how many
    /// the action made (a link of several steps makes one per step).
    private static func canHandleOnce(
        _ after: NavigationTree, _ identities: [CoordinatorIdentity], _ counts: [Int],
        before: Before, navigations: Int
    ) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        for (node, identity) in identities.enumerated() {
            // (Nearly always at the same index as before: found there without hashing.)
            let atSameIndex = before.identitiesAreDistinct && node < before.identities.count && before.identities[node] == identity
            let position = atSameIndex ? node : before.position(of: identity)
            let asked = counts[node] - (position.map { before.canHandleCounts[$0] } ?? 0)
            guard asked > navigations else { continue }
            violations.append(InvariantViolation(rule: .canHandleAskedTwice, detail: "\(after.nodes[node].typeName) asked \(asked) times"))
        }
        return violations.sorted { $0.detail < $1.detail }
    }
}

extension InvariantViolation {
    /// The violation an ownership flaw breaks, worded as the walk over the public API words it.
    fileprivate init(_ flaw: OwnershipFlaw) {
        let holder = flaw.holder ?? ""
        switch flaw.kind {
        case .ownedTwice: self.init(rule: .ownedTwice, detail: flaw.subject)
        case .pushedNotOwned: self.init(rule: .pushedNotOwned, detail: "\(flaw.subject) on \(holder)")
        case .childParentMismatch: self.init(rule: .childParentMismatch, detail: "\(flaw.subject) under \(holder)")
        case .presentedParentMismatch: self.init(rule: .presentedParentMismatch, detail: "\(flaw.subject) on \(holder)")
        case .unpresentedModalHasParent: self.init(rule: .unpresentedModalHasParent, detail: flaw.subject)
        }
    }
}
