import FlowCore

/// Tab 2: settings. Shows its own screens and pushes `AccountCoordinator` for `AccountRoute`s.
public final class SettingsCoordinator: Coordinator<SettingsRoute> {
    /// A settings tab at its root, owning the account screens.
    public init() {
        super.init(router: Router(initial: .settings))
        // Owned, not pushed: FlowCore pushes the child when an AccountRoute is navigated to.
        addChild(AccountCoordinator())
    }

    override public func canHandle(_ route: SettingsRoute) -> Bool { true }
}
