import FlowCore
import FlowScenarios

/// A broken engine rule, found after one action.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule, in a few words.
    public var rule: String
    /// What was seen.
    public var detail: String
    public var description: String { "\(rule): \(detail)" }
}

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
        let canHandleCounts: [CoordinatorIdentity: Int]
        /// Each coordinator's navigation state, as events replay it (`EventReplay.states`).
        let replayStates: [CoordinatorIdentity: EventReplay.State]

        init(tree: NavigationTree, identities: [CoordinatorIdentity], canHandleCounts: [CoordinatorIdentity: Int],
             replayStates: [CoordinatorIdentity: EventReplay.State]? = nil) {
            self.tree = tree
            self.identities = identities
            self.canHandleCounts = canHandleCounts
            self.replayStates = replayStates ?? EventReplay.states(tree, identities)
        }
    }

    /// Captures the state before an action.
    public static func capture(_ root: any AnyCoordinator) -> Before {
        let (tree, identities) = root.captureTreeWithIdentities()
        return Before(tree: tree, identities: identities, canHandleCounts: canHandleCounts(root, identities: identities))
    }

    /// How often each coordinator of the tree has been asked `canHandle` so far; `identities`
    /// are those of the tree as captured now (`captureTreeWithIdentities()`).
    static func canHandleCounts(_ root: any AnyCoordinator, identities: [CoordinatorIdentity]) -> [CoordinatorIdentity: Int] {
        Dictionary(zip(identities, root.canHandleCallCounts()), uniquingKeysWith: { first, _ in first })
    }

    /// Every rule that `action` broke, given the state before, the outcome and the events;
    /// also returns the state after, to serve as the next action's state before. Routes are looked
    /// up in `routes` when given, else with `app.route(named:)`.
    public static func check(_ action: ScenarioAction, before: Before, root: any AnyCoordinator, outcome: ActionOutcome,
                             events: [NavigationEvent], app: any ScenarioApp, routes: RouteIndex? = nil) -> (violations: [InvariantViolation], after: Before) {
        check(action, before: before, root: root, outcome: outcome, events: events, app: app,
              routeNamed: { routes?.route(named: $0) ?? app.route(named: $0) })
    }

    /// `check` with the caller's lookup of route names (answering as `app.route(named:)` does).
    static func check(_ action: ScenarioAction, before: Before, root: any AnyCoordinator, outcome: ActionOutcome,
                      events: [NavigationEvent], app: any ScenarioApp,
                      routeNamed: (String) -> AnyRoute?) -> (violations: [InvariantViolation], after: Before) {
        var violations: [InvariantViolation] = []
        let next = capture(root)
        let (after, identities) = (next.tree, next.identities)
        let navigationFailed = outcome.errors.contains { $0.kind == .navigationFailed || $0.kind == .modalCoordinatorNotConfigured || $0.kind == .invalidNavigationPath }
        if outcome.returnedFalse || navigationFailed {
            if after != before.tree { violations.append(.init(rule: "failed navigation changed the tree", detail: "\(action)")) }
            if !events.isEmpty { violations.append(.init(rule: "failed navigation emitted events", detail: events.map(\.description).joined(separator: "; "))) }
        } else if case let .navigate(name, _) = action, let route = routeNamed(name) {
            let shown = after.visibleChain.map { after.nodes[$0].currentRoute }
            // A tab coordinator's `tabIndex(for:)` may answer a route of its own type by
            // selecting a tab: the route is then shown as that tab, not as a screen.
            let selectsTab = after.visibleChain.contains { after.nodes[$0].kind == .tabs && after.nodes[$0].routeType == RouteValue(route).type }
            if !shown.contains(RouteValue(route)), !selectsTab {
                violations.append(.init(rule: "successful navigation does not show its route", detail: "\(name) not in \(shown)"))
            }
        }
        violations += ownership(root)
        violations += canHandleOnce(next, before: before)
        if let mismatch = EventReplay.mismatch(before: before.replayStates, after: after, afterIdentities: identities,
                                               afterStates: next.replayStates, events: events) {
            violations.append(.init(rule: "events do not replay the tree before into the tree after", detail: mismatch))
        }
        for node in after.nodes where node.stack.count > 1 {
            let stack = node.stack
            if Set(stack).count != stack.count {
                violations.append(.init(rule: "a stack holds a route twice", detail: "\(node.typeName) \(stack.map(\.identifier))"))
            }
        }
        return (violations, next)
    }

    private static func ownership(_ root: any AnyCoordinator) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        var seen: Set<CoordinatorIdentity> = []
        func visit(_ node: any AnyCoordinator) {
            guard seen.insert(node.identity).inserted else {
                violations.append(.init(rule: "a coordinator is owned twice", detail: "\(type(of: node))"))
                return
            }
            let children = node.children.map(\.identity)
            for pushed in node.pushedChildren where !children.contains(pushed.identity) {
                violations.append(.init(rule: "a child is pushed where it is not owned", detail: "\(type(of: pushed)) on \(type(of: node))"))
            }
            for child in node.children {
                if child.parentCoordinator?.identity != node.identity {
                    violations.append(.init(rule: "a child's parent link does not match its owner", detail: "\(type(of: child)) under \(type(of: node))"))
                }
                visit(child)
            }
            for presented in [node.presentedModal, node.presentedDetour].compactMap({ $0 }) {
                if presented.parentCoordinator?.identity != node.identity {
                    violations.append(.init(rule: "a presented coordinator's parent link does not match its presenter", detail: "\(type(of: presented)) on \(type(of: node))"))
                }
                visit(presented)
            }
            for modal in node.registeredModalCoordinators where modal.identity != node.presentedModal?.identity {
                if modal.parentCoordinator != nil {
                    violations.append(.init(rule: "an unpresented modal keeps a parent link", detail: "\(type(of: modal))"))
                }
                visit(modal)
            }
        }
        visit(root)
        return violations
    }

    private static func canHandleOnce(_ after: Before, before: Before) -> [InvariantViolation] {
        after.canHandleCounts.compactMap { identity, count in
            let asked = count - (before.canHandleCounts[identity] ?? 0)
            guard asked > 1 else { return nil }
            let name = after.identities.firstIndex(of: identity).map { after.tree.nodes[$0].typeName } ?? "a coordinator"
            return InvariantViolation(rule: "canHandle asked more than once", detail: "\(name) asked \(asked) times")
        }.sorted { $0.detail < $1.detail }
    }
}
