import FlowCore

/// A presented sheet, full-screen cover or detour, for `sheet(item:)` and
/// `fullScreenCover(item:)`: the coordinator presented, the route it was presented for, and its
/// own stack binding.
///
/// Two items are equal when they present the same coordinator for the same route with the same
/// detents, so a view layer writing an item back unchanged (after its own animation) changes
/// nothing. The selected detent is not part of the item: it is
/// `PresentationBinding.selectedDetent`, so dragging a sheet does not present it again.
public struct PresentedItem: Hashable, Identifiable {
    /// The presented coordinator.
    public let id: CoordinatorIdentity
    /// The route it was presented for (a detour's route may be of any type).
    public let route: AnyRoute
    /// The detents a sheet offers (`[.fullscreen]` for a cover; empty for a detour).
    public let detents: [ModalPresentationDetent]
    /// The presented coordinator's stack binding; `nil` when it shows no stack of its own (a
    /// tab coordinator or flow orchestrator presented: use `NavigationBindings.tabs(of:)`).
    public let stack: StackBinding?

    /// Creates an item.
    public init(id: CoordinatorIdentity, route: AnyRoute, detents: [ModalPresentationDetent], stack: StackBinding?) {
        self.id = id
        self.route = route
        self.detents = detents
        self.stack = stack
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.route == rhs.route && lhs.detents == rhs.detents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(route)
        hasher.combine(detents)
    }
}
