/// The navigation state of a tree, as one value: a record per coordinator, indexed by `NodeID`,
/// stored as two contiguous arrays (every coordinator's links, then every coordinator's routes),
/// so a walk over links reads a few bytes per coordinator.
///
/// Copying a graph is O(1) (copy-on-write), which is what a `NavigationMemento` keeps. Which
/// coordinator an id stands for, and what the coordinators own, are the engine's
/// (`NavigationEngine`); the graph is only data.
///
/// Contract: ids are issued by `insert(_:)` and returned by `remove(_:)`, which keeps the slot
/// (a blank record) for reuse, so ids of live records never move. `links` and `routes` always
/// have the same count; an element may be changed in place, never appended or removed but
/// through `insert` and `remove`.
struct NavigationGraph: Equatable {
    /// Each coordinator's links, by id.
    var links: ContiguousArray<NodeLinks> = []
    /// Each coordinator's routes, by id.
    var routes: ContiguousArray<RouteState> = []
    /// Released ids, reused last-released first.
    private(set) var vacant: [Int32] = []

    /// The number of slots (live records and vacant ones): every id is below it.
    var capacity: Int { links.count }
    /// The number of live records.
    var count: Int { links.count - vacant.count }

    /// The whole record of `id` (a copy: hot paths read `links` and `routes` in place).
    subscript(id: NodeID) -> NodeRecord {
        get { NodeRecord(routes: routes[id.index], links: links[id.index]) }
        set {
            links[id.index] = newValue.links
            routes[id.index] = newValue.routes
        }
    }

    /// Exchanges the records of `ids` with the same slots of `other`: a commit moves its
    /// planned records in this way, without copying one (`other` is left holding the records
    /// they replaced).
    mutating func exchangeRecords(_ ids: [NodeID], with other: inout ContiguousArray<NodeRecord>) {
        for id in ids {
            swap(&links[id.index], &other[id.index].links)
            swap(&routes[id.index], &other[id.index].routes)
        }
    }

    /// Stores `record` and returns its id.
    mutating func insert(_ record: NodeRecord) -> NodeID {
        if let reused = vacant.popLast() {
            let id = NodeID(Int(reused))
            self[id] = record
            return id
        }
        links.append(record.links)
        routes.append(record.routes)
        return NodeID(links.count - 1)
    }

    /// Releases `id`: its routes are dropped (so nothing they hold is kept alive) and the id
    /// may be issued again.
    mutating func remove(_ id: NodeID) {
        links[id.index] = NodeLinks()
        routes[id.index].stack = []
        routes[id.index].presented = nil
        routes[id.index].detour = nil
        vacant.append(id.raw)
    }
}
