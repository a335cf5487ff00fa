import FlowCore

/// An item sheet: a stack of its own, rooted at the route it is presented for (an item, or the
/// TOTP key to add), with the item's other screens pushed inside it.
public final class ItemCoordinator: Coordinator<ItemRoute> {
    /// An item sheet rooted at `root`.
    public init(root: ItemRoute) { super.init(router: Router(initial: root)) }

    override public func canHandle(_ route: ItemRoute) -> Bool { true }
}
