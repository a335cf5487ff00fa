/// The navigation state of a tree, as one value: a record per coordinator, indexed by `NodeID`,
/// stored as three contiguous arrays (every coordinator's links, then every coordinator's
/// routes, then what each owns), so a walk over links reads a few bytes per coordinator.
///
/// Copying a graph is O(1) (copy-on-write), which is what a `NavigationMemento` keeps. Which
/// coordinator an id stands for is the engine's (`NavigationEngine`); the graph is only data,
/// ownership included (`ownership`): the cores retain what the ids name.
///
/// Contract: ids are issued by `insert(_:)` and returned by `remove(_:)`, which keeps the slot
/// (a blank record) for reuse with the next generation (`NodeID`), so ids of live records never
/// move and an id is never issued twice (but after 2³² reuses of one slot). `links`, `routes` and
/// `ownership` always have the same count; an element may be changed in place, never appended
/// or removed but through `insert` and `remove`. Every write of a record goes through the graph's mutators,
/// which stamp it, so a record's stamp tells whether it changed (see `stamps`).
struct NavigationGraph: Equatable {
    /// Each coordinator's links, by id (written through `subscript(linksOf:)`, which stamps).
    private(set) var links: ContiguousArray<NodeLinks> = []
    /// Each coordinator's routes, by id (written through `subscript(routesOf:)`, which stamps).
    private(set) var routes: ContiguousArray<RouteState> = []
    /// What each coordinator owns and who registered it, by id (written through
    /// `subscript(ownershipOf:)`, which stamps). Not part of a `NodeRecord`: plans never change it.
    private(set) var ownership: ContiguousArray<NodeOwnership> = []
    /// Released slots, reused last-released first.
    private(set) var vacant: [Int32] = []
    /// Each slot's generation: that of the id its holder has (or its last holder had).
    private(set) var generations: ContiguousArray<UInt32> = []
    /// Each record's stamp: a number this graph issued when the record was last written, and
    /// never issues again, even after `restore(from:)` puts an earlier copy back. Equal stamps
    /// for an id (in this graph and its copies) mean an equal record, so a reader that kept a
    /// stamp knows, with one comparison, whether what it computed from the record is current.
    private(set) var stamps: ContiguousArray<UInt64> = []
    /// The next stamp to issue.
    private(set) var nextStamp: UInt64 = 1

    /// The number of slots (live records and vacant ones): every id is below it.
    var capacity: Int { links.count }
    /// The number of live records.
    var count: Int { links.count - vacant.count }

    /// The id of the holder of slot `index` (or of its last holder, for a vacant slot).
    @inline(__always) func id(at index: Int) -> NodeID { NodeID(index: index, generation: generations[index]) }

    /// The whole record of `id` (a copy: hot paths read `links` and `routes` in place). Always
    /// inlined: a plan's first write of a record copies it here, on the engine's hottest path.
    subscript(id: NodeID) -> NodeRecord {
        @inline(__always) get { NodeRecord(routes: routes[id.index], links: links[id.index]) }
        set {
            links[id.index] = newValue.links
            routes[id.index] = newValue.routes
            stamp(id)
        }
    }

    /// `id`'s links, read and written in place; a write stamps the record.
    subscript(linksOf id: NodeID) -> NodeLinks {
        @inline(__always) _read { yield links[id.index] }
        @inline(__always) _modify {
            yield &links[id.index]
            stamp(id)
        }
    }

    /// `id`'s routes, read and written in place; a write stamps the record.
    subscript(routesOf id: NodeID) -> RouteState {
        @inline(__always) _read { yield routes[id.index] }
        @inline(__always) _modify {
            yield &routes[id.index]
            stamp(id)
        }
    }

    /// What `id` owns and who registered it, read and written in place; a write stamps the record.
    subscript(ownershipOf id: NodeID) -> NodeOwnership {
        @inline(__always) _read { yield ownership[id.index] }
        @inline(__always) _modify {
            yield &ownership[id.index]
            stamp(id)
        }
    }

    /// Gives `id`'s record a new stamp (every write of it does).
    @inline(__always)
    private mutating func stamp(_ id: NodeID) {
        stamps[id.index] = nextStamp
        nextStamp &+= 1
    }

    /// Whether every record's ownership is the same here and in `other` (one comparison when
    /// nothing wrote it since they were one copy: the storage is shared). Equal ownership is
    /// then shared with `other`, so the next comparison with it is one comparison again (a
    /// memento is compared after every restore; ownership is not stamped by this).
    mutating func hasOwnership(sharedWith other: NavigationGraph) -> Bool {
        guard ownership == other.ownership else { return false }
        ownership = other.ownership
        return true
    }

    /// Puts `saved`, an earlier copy of this graph, back whole, keeping the stamps issued since.
    mutating func restore(from saved: NavigationGraph) {
        let next = nextStamp
        self = saved
        nextStamp = next
    }

    /// Puts `id`'s record in `saved`, an earlier copy of this graph, back, with its stamp (a
    /// record whose stamp is the saved one has not changed, and is left as it is).
    mutating func restore(_ id: NodeID, from saved: NavigationGraph) {
        guard stamps[id.index] != saved.stamps[id.index] else { return }
        links[id.index] = saved.links[id.index]
        routes[id.index] = saved.routes[id.index]
        // (Ownership rarely changes: left shared when it did not.)
        if ownership[id.index] != saved.ownership[id.index] { ownership[id.index] = saved.ownership[id.index] }
        stamps[id.index] = saved.stamps[id.index]
    }

    /// Equal records, slots, generations and vacant ids (stamps are bookkeeping, not state).
    static func == (lhs: NavigationGraph, rhs: NavigationGraph) -> Bool {
        lhs.links == rhs.links && lhs.routes == rhs.routes && lhs.ownership == rhs.ownership && lhs.vacant == rhs.vacant
            && lhs.generations == rhs.generations
    }

    /// Exchanges `id`'s record with `other`: a commit moves a planned record in this way,
    /// without copying it (`other` is left holding the record it replaced).
    @inline(__always)
    mutating func exchangeRecord(_ id: NodeID, with other: inout NodeRecord) {
        swap(&links[id.index], &other.links)
        swap(&routes[id.index], &other.routes)
        stamp(id)
    }

    /// Stores `record`, owning nothing and registered nowhere, and returns its id: a vacant
    /// slot's, with the next generation, or a new slot's.
    /// - Complexity: O(1) amortized.
    mutating func insert(_ record: NodeRecord) -> NodeID {
        if let reused = vacant.popLast() {
            let index = Int(reused)
            generations[index] &+= 1
            let id = NodeID(index: index, generation: generations[index])
            self[id] = record
            return id
        }
        links.append(record.links)
        routes.append(record.routes)
        ownership.append(NodeOwnership())
        stamps.append(0)
        generations.append(0)
        let id = NodeID(index: links.count - 1, generation: 0)
        stamp(id)
        return id
    }

    /// Releases `id`: its routes and ownership are dropped (so nothing they hold is kept alive)
    /// and the id may be issued again.
    mutating func remove(_ id: NodeID) {
        links[id.index] = NodeLinks()
        if !ownership[id.index].isEmpty { ownership[id.index] = NodeOwnership() }
        routes[id.index].stack = []
        routes[id.index].presented = nil
        routes[id.index].detour = nil
        stamp(id)
        vacant.append(id.raw)
    }
}
