import FlowCore

/// The account switcher, a sheet over the whole tab bar.
public final class AccountsCoordinator: Coordinator<ShellRoute> {
    /// The switcher, dormant.
    public init() { super.init(router: Router(initial: .accounts)) }

    override public func canHandle(_ route: ShellRoute) -> Bool { route == .accounts }
}
