/// Told where each of the app's actions on one tree begins and ends: a `navigate(to:)` (or a
/// trace that is not a dry run), or a user gesture through the gesture API
/// (`AnyCoordinator.userPop(keeping:gesture:)` and its siblings). `package`: for FlowInspector,
/// which marks the actions in the stream it sends. Set with `AnyCoordinator.setActionTap(_:)`.
///
/// Contract:
/// - Only the outermost action is reported: while one runs, the tree has no tap, so the
///   navigations it causes (a hook's or a link handler's, a pending navigation a flow change
///   releases) run unreported, and their events fall between its begin and its end.
/// - Each `actionWillBegin(_:)` is followed by exactly one `actionDidEnd(succeeded:)`, on the
///   tap that began it, before the action returns to its caller.
/// - An action is reported only when its coordinator is in the tree of the root the tap was set
///   on. A gesture that changes nothing (`UserGestureResult.unchanged`) or is refused before
///   planning is not reported.
/// - Both calls run synchronously on the navigating thread, inside the action: a tap must not
///   navigate, and should only record.
package protocol NavigationActionTap: AnyObject {
    /// An action is about to run (nothing of it has been applied yet).
    func actionWillBegin(_ action: NavigationActionStart)
    /// The action begun last ended: `succeeded` is what `navigate(to:)` returned (the trace's
    /// `succeeded`), or for a gesture whether it was committed (`false` when vetoed).
    func actionDidEnd(succeeded: Bool)
}
