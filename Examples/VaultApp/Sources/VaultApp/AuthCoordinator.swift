import FlowCore

/// The auth flow: landing, login (with a two-step code), account creation, then "check your
/// email" as a new root.
///
/// Stack resets: `landing` and `checkEmail` are `.setRoot` routes (the route becomes the root
/// over an empty stack), and `logInAfterRegistering()` sets the root and the stack in one
/// navigation with `resetStack(root:stack:)`.
public final class AuthCoordinator: Coordinator<AuthRoute> {
    /// An auth flow at the landing screen.
    public init() { super.init(router: Router(initial: .landing)) }

    override public func canHandle(_ route: AuthRoute) -> Bool { true }

    override public func navigationType(for route: AuthRoute) -> NavigationType {
        switch route {
        case .landing, .checkEmail: .setRoot
        case .login, .twoFactor, .createAccount: .push
        }
    }

    /// What "Log in" on "check your email" calls: the landing screen with the login form over
    /// it, whatever the flow showed (one `resetStack` event, then one `push`).
    public func logInAfterRegistering() { resetStack(root: .landing, stack: [.login]) }

    /// What the login form calls once the master password is accepted: unlocks `userId`'s vault
    /// (`AppRoute.unlocked(userId:)` bubbles to the app root, which changes flow).
    @discardableResult
    public func didLogIn(userId: String) -> Bool { navigate(to: AppRoute.unlocked(userId: userId)) }
}
