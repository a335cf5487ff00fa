import FlowCore

/// One tab: every tab is this class, so its kind gives it a title (`displayName`) and an identity
/// that survives reordering (`restorationKey`).
///
/// Its policies are the client's: leaving the tab for another tab's route keeps its screens
/// (`keepsStackWhenBubbledOut`), a notification that opens another tab leaves an open reply
/// draft in place (`keepsPresentationWhenLeft`), and statuses and accounts stack freely
/// (`allowsDuplicates`).
public final class TabStackCoordinator: Coordinator<Destination> {
    /// The tab's kind.
    public let kind: TabKind
    /// The tab's sheets.
    public let sheets = SheetCoordinator()

    /// A tab of `kind` at its root.
    public init(kind: TabKind) {
        self.kind = kind
        super.init(router: Router(initial: .home(kind)))
        addModalCoordinator(sheets) { route in
            if case let .replying(id) = route { return .reply(to: id) }
            return nil
        }
    }

    override public func canHandle(_ route: Destination) -> Bool {
        if case let .home(tab) = route { return tab == kind }
        return true
    }

    override public func navigationType(for route: Destination) -> NavigationType {
        if case .replying = route { return .modal }
        return .push
    }

    override public func allowsDuplicates(_ route: Destination) -> Bool {
        switch route {
        case .status, .account: true
        default: false
        }
    }

    override public var navigationPolicies: NavigationPolicies { [.keepsStackWhenBubbledOut, .keepsPresentationWhenLeft] }
    override public var displayName: String? { kind.title }
    override public var restorationKey: String? { kind.rawValue }
}
