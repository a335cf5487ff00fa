import FlowCore

/// The demo's root: swaps the login flow and the tab flow.
public final class AppCoordinator: FlowOrchestrator<AppRoute> {
    /// The variant the tab flow is built as.
    let variant: DemoVariant

    /// A fresh app at the login flow, its tabs built as `variant` says.
    public init(variant: DemoVariant = .standard) {
        self.variant = variant
        super.init(router: Router(initial: .login))
        addChild(LoginCoordinator())
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.login: transitionToFlow(LoginCoordinator(), root: .login)
        case AppRoute.tabRoot: transitionToFlow(MainTabCoordinator(variant: variant), root: .tabRoot)
        default: return false
        }
        return true
    }
}
