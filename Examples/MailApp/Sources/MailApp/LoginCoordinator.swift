import FlowCore

/// The login flow: welcome, then the sign-in form pushed on it.
public final class LoginCoordinator: Coordinator<LoginRoute> {
    /// A login flow at the welcome screen.
    ///
    /// - Parameter screens: The router's view factory: a view layer's (FlowSwiftUI's
    ///   `RouteViewFactory`, in an app), or `nil` for the default headless screens.
    public init(screens: ViewFactory<LoginRoute>? = nil) { super.init(router: Router(initial: .welcome, factory: screens)) }

    override public func canHandle(_ route: LoginRoute) -> Bool { true }

    /// What the sign-in form calls once the credentials are accepted: switches the app to the tabs.
    ///
    /// `AppRoute.main` is not a login route, so it bubbles to `AppCoordinator`, which changes flow.
    @discardableResult
    public func didSignIn() -> Bool { navigate(to: AppRoute.main) }
}
