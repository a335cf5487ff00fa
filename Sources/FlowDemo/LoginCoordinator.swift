import FlowCore

/// The login flow; its screen's button navigates to `AppRoute.tabRoot`.
public final class LoginCoordinator: Coordinator<AppRoute> {
    /// A login flow at `.login`.
    public init() { super.init(router: Router(initial: .login)) }

    override public func canHandle(_ route: AppRoute) -> Bool { route == .login }
}
