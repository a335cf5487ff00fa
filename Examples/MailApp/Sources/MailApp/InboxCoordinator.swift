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

    override public func canHandle(_ route: InboxRoute) -> Bool {
        switch route {
        case .inbox, .message, .compose: true
        // Attachments belong to a draft: only the compose sheet shows them, so a link to them
        // opens the sheet first (FlowCore presents the registered modal that can reach the route).
        case .attachments: false
        }
    }

    override public func navigationType(for route: InboxRoute) -> NavigationType {
        route == .compose ? .modal : .push
    }

    override public func modalDetentConfiguration(for route: InboxRoute) -> ModalDetentConfiguration {
        route == .compose ? Self.composeDetents : .default
    }
}
