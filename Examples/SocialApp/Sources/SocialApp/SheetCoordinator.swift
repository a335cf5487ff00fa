import FlowCore

/// A tab's sheets: compose, reply and share, one at a time, each the sheet's root.
public final class SheetCoordinator: Coordinator<Sheet> {
    /// A sheet coordinator, dormant at compose.
    public init() { super.init(router: Router(initial: .compose)) }

    override public func canHandle(_ route: Sheet) -> Bool { true }
}
