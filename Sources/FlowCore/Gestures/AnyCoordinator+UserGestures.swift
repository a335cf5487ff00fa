/// The view layer's side of the engine, for `FlowBindings`: the user's gestures, the state a
/// binding projects, and the change listener. `package`: apps use the bindings.
extension AnyCoordinator {
    private var node: (any NavigationNode)? { self as? any NavigationNode }

    /// Keeps the first `keep` entries of the path this coordinator shows, as the user's `gesture`.
    package func userPop(keeping keep: Int, gesture: UserGesture) -> UserGestureResult {
        guard let node else { return .unchanged }
        return UserGestures.pop(node.core, keeping: keep, gesture: gesture)
    }

    /// Dismisses the modal this coordinator presents, as the user's `gesture`.
    package func userDismissModal(gesture: UserGesture) -> UserGestureResult {
        guard let node else { return .unchanged }
        return UserGestures.dismissModal(of: node.core, gesture: gesture)
    }

    /// Dismisses the detour this coordinator presents, as the user's `gesture`.
    package func userDismissDetour(gesture: UserGesture) -> UserGestureResult {
        guard let node else { return .unchanged }
        return UserGestures.dismissDetour(of: node.core, gesture: gesture)
    }

    /// Selects tab `index` of this tab coordinator, as a tap on the tab bar.
    package func userSelectTab(_ index: Int) -> UserGestureResult {
        guard let node else { return .unchanged }
        return UserGestures.selectTab(index, of: node.core, gesture: .tabTap)
    }

    /// Records that the sheet this coordinator presents was dragged to `detent`.
    package func userSelectDetent(_ detent: ModalPresentationDetent) -> UserGestureResult {
        guard let node else { return .unchanged }
        return UserGestures.selectDetent(detent, of: node.core, gesture: .detent)
    }

    /// Reports a write no user can make (`configurationError`) to this tree's observers.
    package func refuseUserWrite(_ message: String) {
        guard let node else { return }
        _ = UserGestures.refuse(node.core, message)
    }

    /// Makes `listener` the change listener of this coordinator and everything below it.
    package func setChangeListener(_ listener: (any NavigationChangeListener)?) {
        node?.core.adoptListener(listener)
    }
}
