import FlowCore

/// The app's root: shows the login flow or the signed-in tabs, and swaps them on `AppRoute`.
///
/// Each swap builds the new flow from scratch, so signing out and back in starts every tab at its root.
public final class AppCoordinator: FlowOrchestrator<AppRoute> {
    /// The view factory of every login flow this app builds (`nil`: headless screens).
    private let loginScreens: ViewFactory<LoginRoute>?

    /// A fresh app at the login flow.
    ///
    /// - Parameter loginScreens: The login flow's view factory, given to each login flow the app
    ///   builds (an app's SwiftUI screens); `nil` for the default headless screens.
    public init(loginScreens: ViewFactory<LoginRoute>? = nil) {
        self.loginScreens = loginScreens
        super.init(router: Router(initial: .login))
        addChild(LoginCoordinator(screens: loginScreens))
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.login: transitionToFlow(LoginCoordinator(screens: loginScreens), root: .login)
        case AppRoute.main: transitionToFlow(MailTabCoordinator(), root: .main)
        default: return false
        }
        return true
    }
}
