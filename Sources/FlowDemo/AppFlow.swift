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
        switch route as? AppRoute {
        case .login: transitionToFlow(LoginCoordinator(), root: .login)
        case .tabRoot: transitionToFlow(MainTabCoordinator(), root: .tabRoot)
        case nil: return false
        }
        return true
    }
}

/// The login flow; its screen's button navigates to `AppRoute.tabRoot`.
public final class LoginCoordinator: Coordinator<AppRoute> {
    /// A login flow at `.login`.
    public init() { super.init(router: Router(initial: .login)) }

    override public func canHandle(_ route: AppRoute) -> Bool { route == .login }
}

/// The five tabs: Red, Green, Blue, Yellow, Purple.
public final class MainTabCoordinator: TabCoordinator<AppRoute> {
    /// A fresh tab flow with every tab at its root.
    public init() {
        super.init(router: Router(initial: .tabRoot))
        addChild(RedCoordinator())
        addChild(GreenCoordinator())
        addChild(BlueCoordinator())
        addChild(YellowCoordinator())
        addChild(PurpleCoordinator())
    }
}
