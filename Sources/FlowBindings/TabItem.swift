import FlowCore

/// One tab of a tab bar: its coordinator, its place, a title, and its stack binding.
public struct TabItem: Hashable, Identifiable {
    /// The tab's coordinator.
    public let id: CoordinatorIdentity
    /// The tab's index (what `TabsBinding.selectedTab` holds when it is selected).
    public let index: Int
    /// The tab coordinator's type name without `Coordinator` (`RedCoordinator` -> `Red`), as
    /// snapshots print the tab bar.
    public let title: String
    /// The tab's stack binding; `nil` when the tab shows no stack of its own (nested tabs).
    public let stack: StackBinding?

    /// Creates an item.
    public init(id: CoordinatorIdentity, index: Int, title: String, stack: StackBinding?) {
        self.id = id
        self.index = index
        self.title = title
        self.stack = stack
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.index == rhs.index && lhs.title == rhs.title }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(index)
    }
}
