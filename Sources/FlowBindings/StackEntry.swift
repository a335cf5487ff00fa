import FlowCore

/// One screen of a navigation stack's path: a route and the coordinator that shows it.
///
/// Ready for `NavigationStack(path:)` with `navigationDestination(for: StackEntry.self)`: the
/// entry is `Hashable`, and its `id` (the coordinator and the route's place on that
/// coordinator's stack) stays the same while the screen is on the stack.
public struct StackEntry: Hashable, Identifiable, CustomStringConvertible {
    /// Where the screen sits: its coordinator, and the route's index in that coordinator's
    /// root-then-stack (0 for a pushed child's root).
    public struct ID: Hashable, Sendable {
        /// The coordinator that shows the route.
        public let coordinator: CoordinatorIdentity
        /// The route's index in the coordinator's root followed by its stack.
        public let position: Int
    }

    /// The route shown.
    public let route: AnyRoute
    /// The coordinator that shows it (its view factory builds the screen).
    public let coordinator: CoordinatorIdentity
    /// The route's index in the coordinator's root followed by its stack (0: its root).
    public let position: Int

    /// The route's hash, computed once when the route was wrapped: a written path is recognised
    /// by its entries' places and route hashes without comparing route values.
    let routeHash: Int

    /// Creates an entry.
    public init(route: AnyRoute, coordinator: CoordinatorIdentity, position: Int) {
        self.route = route
        self.coordinator = coordinator
        self.position = position
        routeHash = route.hashCode
    }

    /// Whether `other` names the same place with a route of the same hash.
    func isSameSlot(as other: StackEntry) -> Bool {
        position == other.position && routeHash == other.routeHash && coordinator == other.coordinator
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isSameSlot(as: rhs) && lhs.route == rhs.route
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(coordinator)
        hasher.combine(position)
        hasher.combine(routeHash)
    }

    /// The coordinator and position: stable while the screen is on the stack.
    public var id: ID { ID(coordinator: coordinator, position: position) }

    /// `TypeName.identifier`, the way snapshots print a route.
    public var description: String { route.description }
}
