import FlowCore

/// The demo's root: swaps the login flow and the tab flow.
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
        case AppRoute.tabRoot: transitionToFlow(MainTabCoordinator(), root: .tabRoot)
        default: return false
        }
        return true
    }
}
