/// Where FlowInspector hears of the app's actions. `package`: apps use FlowInspector.
extension AnyCoordinator {
    /// Makes `tap` the `NavigationActionTap` of this coordinator's tree, reporting the actions at
    /// coordinators in the tree below this one, the root (`nil` removes it). One tap per tree:
    /// setting one replaces the last. It takes effect at once, even from inside an action under
    /// way (which ends on the tap that began it). Nothing for a type that is not a `Coordinator`.
    package func setActionTap(_ tap: (any NavigationActionTap)?) {
        guard let node = self as? any NavigationNode else { return }
        node.core.engine.setActionTap(tap, root: ObjectIdentifier(node))
    }
}
