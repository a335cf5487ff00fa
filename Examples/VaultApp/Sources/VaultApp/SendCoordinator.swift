import FlowCore

/// Tab 1, Send: the list, a new Send and each Send pushed on it.
public final class SendCoordinator: Coordinator<SendRoute> {
    /// A Send tab at its list.
    public init() { super.init(router: Router(initial: .sends)) }

    override public func canHandle(_ route: SendRoute) -> Bool { true }
}
