import FlowCore
import FlowSwiftUI
import MailApp
import SwiftUI

/// The login flow's SwiftUI screens.
enum LoginScreens {
    // snippet:login-factory begin
    /// The factory of every login flow's router: typed to `LoginRoute`, so no screen needs a cast.
    /// `login` is the coordinator that shows the route: screens navigate through it.
    static func factory() -> RouteViewFactory<LoginRoute> {
        RouteViewFactory { route, login in
            switch route {
            case .welcome: LoginPrompt(title: "Mail", button: "Sign in", action: { login.navigate(to: LoginRoute.signIn) })
            // AppRoute.main is not a login route: it bubbles to AppCoordinator, which shows the tabs.
            case .signIn: LoginPrompt(title: "Sign in to Mail", button: "Done", action: { login.navigate(to: AppRoute.main) })
            }
        }
    }
    // snippet:login-factory end
}
