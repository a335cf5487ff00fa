/// A `NavigationActionTap` set on a tree (`NavigationEngine.actionTap`), with the root it was set
/// on, and the one way actions are reported through it.
///
/// Confined to the tree's isolation domain, like the tree.
final class ActionTapSlot {
    let tap: any NavigationActionTap
    /// The root the tap was set on: only actions at coordinators in its tree are reported.
    let root: ObjectIdentifier

    init(tap: any NavigationActionTap, root: ObjectIdentifier) {
        self.tap = tap
        self.root = root
    }

    /// Runs `body`, the action `start` describes at `entry`, reported to the tap when `entry` is in
    /// the root's tree: the engine's tap cleared, begin, `body` (so what `body` navigates is
    /// not reported), the tap put back (unless it was set or cleared meanwhile), end with `succeeded`
    /// of what `body` returned.
    func report<Result>(
        at entry: NodeCore, _ start: (_ fromRoot: Bool) -> NavigationActionStart, succeeded: (Result) -> Bool, _ body: () -> Result
    ) -> Result {
        guard let top = entry.ancestry.last?.ownerID, top == root else { return body() }
        let engine = entry.engine
        engine.actionTap = nil
        engine.suspendedActionTap = self
        tap.actionWillBegin(start(entry.ownerID == root))
        let result = body()
        // (Not when the app set or cleared the tap meanwhile: that stands.)
        if engine.suspendedActionTap === self {
            engine.actionTap = self
            engine.suspendedActionTap = nil
        }
        tap.actionDidEnd(succeeded: succeeded(result))
        return result
    }
}
