import FlowCore

/// The sign-in flow.
public final class SignInCoordinator: Coordinator<BigAppRoute> {
    public init() { super.init(router: Router(initial: .signIn)) }
    override public func canHandle(_ route: BigAppRoute) -> Bool { route == .signIn }
}
