import FlowCore

/// The tab bar: one `TabStackCoordinator` per tab, in the user's order, and the account switcher
/// as a sheet over all of them.
public final class SocialTabCoordinator: TabCoordinator<ShellRoute> {
    /// The tabs, in order.
    public let stacks: [TabStackCoordinator]

    /// A tab bar of `order`.
    public init(order: [TabKind]) {
        stacks = order.map(TabStackCoordinator.init)
        super.init(router: Router(initial: .tabs))
        for stack in stacks { addChild(stack) }
        addModalCoordinator(AccountsCoordinator())
    }

    override public func canHandle(_ route: ShellRoute) -> Bool { route == .accounts }

    override public func navigationType(for route: ShellRoute) -> NavigationType { route == .accounts ? .modal : .push }
}
