import FlowCore

/// The compose sheet, presented by the Inbox: its own stack, rooted at the draft (`compose`),
/// with `attachments` pushed inside the sheet.
///
/// Dismissing the sheet resets it, so the next compose starts at the draft again.
public final class ComposeCoordinator: Coordinator<InboxRoute> {
    /// A compose sheet at the draft.
    public init() { super.init(router: Router(initial: .compose)) }

    override public func canHandle(_ route: InboxRoute) -> Bool {
        switch route {
        case .compose, .attachments: true
        // The list and messages are the Inbox's: a link to one bubbles up and closes the sheet.
        case .inbox, .message: false
        }
    }
}
