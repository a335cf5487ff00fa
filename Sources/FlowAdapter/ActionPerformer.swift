import FlowCore

/// Performs scenario actions on a live app, the way a user or a deep-link handler would:
/// navigations start at the visible coordinator (or the root with `from: top`), back and
/// pop-to-root act on the visible coordinator, dismissals on the top-most presenter.
public enum ActionPerformer {
    /// Performs `action` on the app rooted at `root`; `recorder` must observe `root` and be
    /// empty, and holds what the action emitted afterwards. A navigation goes to the route its
    /// `RouteReference` holds: nothing is looked up by name.
    public static func perform(
        _ action: ScenarioAction, app: any AtlasApp, root: any AnyCoordinator, recorder: NavigationRecorder
    ) -> ActionOutcome {
        var returned = true
        var problem: String?
        var restoreError: NavigationRestoreError?
        var refusal: ScenarioErrorKind?
        switch action {
        case let .navigate(reference, entry):
            returned = start(entry, root).navigate(to: reference.route)
        case let .open(url, entry):
            returned = app.open(url: url, from: start(entry, root), root: root)
            // Asked only after a failure (exploration opens many links): not one of the app's links.
            if !returned, let refused = app.problem(withURL: url) {
                problem = refused
                refusal = .invalidURL
            }
        case .back:
            root.visibleCoordinator.pop()
        case .popToRoot:
            root.visibleCoordinator.popToRoot()
        case .dismissModal:
            if let presenter = root.visibleChain.last(where: { $0.presentedModal != nil }) {
                presenter.dismissModal()
            } else {
                problem = "no modal is presented"
            }
        case .dismissDetour:
            if let presenter = root.visibleChain.last(where: { $0.presentedDetour != nil }) {
                presenter.dismissDetour()
            } else {
                problem = "no detour is presented"
            }
        case let .presentDetour(name):
            returned = app.presentDetour(named: name, root: root)
        case let .selectTab(index):
            if let tabs = root.visibleChain.compactMap({ $0 as? any AnyTabCoordinator }).last {
                tabs.switchToTab(index)
            } else {
                problem = "no tab coordinator is on screen"
            }
        case let .restore(saved, _):
            do { try root.restoreNavigation(saved, detours: app.detourRestorer) } catch {
                restoreError = error
                problem = "restore failed: \(error)"
            }
        case let .user(gesture):
            problem = UserActionPerformer.perform(gesture, root: root)
            if problem == UserActionPerformer.refused { refusal = .gestureRefused }
        }
        let errors = recorder.errors
        let message =
            problem ?? (errors.isEmpty ? (returned ? "ok" : "returned false") : errors.map { "\($0.kind.name): \($0.message)" }.joined(separator: "; "))
        return ActionOutcome(
            succeeded: returned && problem == nil && errors.isEmpty, returnedFalse: !returned, message: message, errors: errors, restoreError: restoreError,
            refusal: refusal)
    }

    /// `perform(_:app:root:recorder:)`: actions carry their routes, so `routes` is not needed.
    @available(*, deprecated, message: "actions carry their routes; use perform(_:app:root:recorder:)")
    public static func perform(
        _ action: ScenarioAction, app: any AtlasApp, root: any AnyCoordinator, recorder: NavigationRecorder, routes: RouteIndex?
    ) -> ActionOutcome {
        perform(action, app: app, root: root, recorder: recorder)
    }

    /// `perform(_:app:root:recorder:)`: actions carry their routes, so `routeNamed` is never asked.
    @available(*, deprecated, message: "actions carry their routes; use perform(_:app:root:recorder:)")
    public static func perform(
        _ action: ScenarioAction, app: any AtlasApp, root: any AnyCoordinator,
        recorder: NavigationRecorder, routeNamed: (String) -> AnyRoute?
    ) -> ActionOutcome {
        perform(action, app: app, root: root, recorder: recorder)
    }

    package static func start(_ entry: ScenarioEntry, _ root: any AnyCoordinator) -> any AnyCoordinator {
        entry == .top ? root : root.visibleCoordinator
    }
}
