import FlowCore

/// The app's root: the signed-in account's tab bar. Switching accounts builds every tab again,
/// in that account's order.
public final class SocialRootCoordinator: FlowOrchestrator<AccountRoute> {
    /// Each account's tab order (a user setting).
    public let orders: [AccountRoute: [TabKind]]

    /// Signed in as `account`, with each account's tabs in `orders` (the standard five otherwise).
    public init(account: AccountRoute = .alice, orders: [AccountRoute: [TabKind]] = [:]) {
        self.orders = orders
        super.init(router: Router(initial: account))
        addChild(SocialTabCoordinator(order: orders[account] ?? TabKind.standard))
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is AccountRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        guard let account = route as? AccountRoute else { return false }
        transitionToFlow(SocialTabCoordinator(order: orders[account] ?? TabKind.standard), root: account)
        return true
    }
}
