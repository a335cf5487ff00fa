import FlowCore

/// A tab's compose sheet: one screen.
final class ComposeCoordinator: Coordinator<SocialRoute> {
    init() { super.init(router: Router(initial: .compose)) }
    override func canHandle(_ route: SocialRoute) -> Bool { route == .compose }
}
