import FlowCore

/// The app's root: shows the login flow or the signed-in tabs, and swaps them on `AppRoute`.
///
/// Each swap builds the new flow from scratch, so signing out and back in starts every tab at its root.
public final class AppCoordinator: FlowOrchestrator<AppRoute> {
    /// A fresh app at the login flow.
    public init() {
        super.init(router: Router(initial: .login))
        addChild(LoginCoordinator())
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.login: transitionToFlow(LoginCoordinator(), root: .login)
        case AppRoute.main: transitionToFlow(MailTabCoordinator(), root: .main)
        default: return false
        }
        return true
    }
}
