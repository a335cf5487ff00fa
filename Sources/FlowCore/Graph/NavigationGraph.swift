/// The navigation state of a tree, as one value: a record per coordinator, in one contiguous
/// array indexed by `NodeID`.
///
/// Copying a graph is O(1) (copy-on-write), which is what a `NavigationMemento` keeps. Which
/// coordinator an id stands for, and what the coordinators own, are the engine's
/// (`NavigationEngine`); the graph is only data.
///
/// Contract: ids are issued by `insert(_:)` and returned by `remove(_:)`, which keeps the slot
/// (a blank record) for reuse, so ids of live records never move.
struct NavigationGraph: Equatable {
    /// The records by id; a released id's slot holds a blank record until it is reused.
    private(set) var records: ContiguousArray<NodeRecord> = []
    /// Released ids, reused last-released first.
    private(set) var vacant: [Int32] = []

    /// The number of slots (live records and vacant ones): every id is below it.
    var capacity: Int { records.count }
    /// The number of live records.
    var count: Int { records.count - vacant.count }

    subscript(id: NodeID) -> NodeRecord {
        @inline(__always) _read { yield records[id.index] }
        @inline(__always) _modify { yield &records[id.index] }
    }

    /// Exchanges the records of `ids` with the same slots of `other`: a commit moves its
    /// planned records in this way, without copying one (`other` is left holding the records
    /// they replaced).
    mutating func exchangeRecords(_ ids: [NodeID], with other: inout ContiguousArray<NodeRecord>) {
        for id in ids { swap(&records[id.index], &other[id.index]) }
    }

    /// Stores `record` and returns its id.
    mutating func insert(_ record: NodeRecord) -> NodeID {
        if let reused = vacant.popLast() {
            records[Int(reused)] = record
            return NodeID(Int(reused))
        }
        records.append(record)
        return NodeID(records.count - 1)
    }

    /// Releases `id`: its routes are dropped (so nothing they hold is kept alive) and the id
    /// may be issued again.
    mutating func remove(_ id: NodeID) {
        records[id.index].links = NodeLinks()
        records[id.index].routes.stack = []
        records[id.index].routes.presented = nil
        records[id.index].routes.detour = nil
        vacant.append(id.raw)
    }
}
