import FlowAdapter
import FlowCore

/// Runs one action sequence on a fresh app with every invariant checked after every action:
/// what property tests and soak runs are made of.
public struct SequenceCheck: Sendable {
    /// The app the sequences run on.
    public let app: any AtlasApp
    /// Every action a sequence can draw from, in a fixed order: back, pop to root, dismissals,
    /// tabs 0…5 (5 is out of range in the demo), each detour, a tap (from the visible screen)
    /// on every declared route, and a deep link (from the root) to every declared route.
    public let actions: [ExplorationAction]

    /// A checker for `app`.
    public init(app: any AtlasApp) {
        self.app = app
        var actions: [ExplorationAction] = [.back, .popToRoot, .dismissModal, .dismissDetour].map { .init(action: $0, isDeepLink: false) }
        actions += (0...5).map { .init(action: .selectTab($0), isDeepLink: false) }
        actions += app.detourNames.map { .init(action: .presentDetour($0), isDeepLink: false) }
        actions += app.declaredRoutes.map { .init(action: .navigate(to: RouteReference($0), from: .visible), isDeepLink: false) }
        actions += app.declaredRoutes.map { .init(action: .navigate(to: RouteReference($0), from: .top), isDeepLink: true) }
        self.actions = actions
    }

    /// The first violation of the sequence `indices` (into `actions`), with the position of
    /// the action that caused it, or `nil` when every invariant held.
    public func firstViolation(_ indices: [Int]) -> (position: Int, violation: InvariantViolation)? {
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        var before = InvariantChecker.capture(root)
        for (position, index) in indices.enumerated() {
            let action = actions[index % actions.count].action
            recorder.reset()
            let outcome = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
            let (violations, after) = InvariantChecker.check(action, before: before, root: root, outcome: outcome, events: recorder.events)
            if let first = violations.first { return (position, first) }
            before = after
        }
        return nil
    }

    /// The sequence in words: `start → link AppRoute.tabRoot → back → …`.
    public func describe(_ indices: [Int]) -> String {
        (["start"] + indices.map { actions[$0 % actions.count].description }).joined(separator: " → ")
    }
}
