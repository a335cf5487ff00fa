import FlowCore

/// Tab 0: the message list. Messages are pushed; `compose` presents the compose sheet.
public final class InboxCoordinator: Coordinator<InboxRoute> {
    /// The compose sheet opens half-height so the message being answered stays visible;
    /// the user can drag it to full height.
    public static let composeDetents = ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium)

    /// An inbox at the message list, with the compose sheet registered.
    public init() {
        super.init(router: Router(initial: .inbox))
        addModalCoordinator(ComposeCoordinator())
    }

    override public func canHandle(_ route: any Route) -> Bool {
        switch route as? InboxRoute {
        case .inbox?, .message?, .compose?: true
        // Attachments belong to a draft: only the compose sheet shows them, so a link to them
        // opens the sheet first (FlowCore presents the registered modal that can reach the route).
        case .attachments?, nil: false
        }
    }

    override public func navigationType(for route: any Route) -> NavigationType {
        (route as? InboxRoute) == .compose ? .modal : .push
    }

    override public func modalDetentConfiguration(for route: any Route) -> ModalDetentConfiguration {
        (route as? InboxRoute) == .compose ? Self.composeDetents : .default
    }
}
