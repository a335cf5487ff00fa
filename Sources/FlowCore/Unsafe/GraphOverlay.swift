/// What a plan changes in its tree's graph, kept apart from it: a planned record for each
/// coordinator the plan has written, by id, with an undo list to try alternatives.
///
/// A coordinator the plan has not written is read from the graph, with no copy. The first
/// write copies its record into the overlay; later reads and writes use that copy. Trying an
/// alternative takes a mark; failing it rolls back to the mark (each planned record saved once
/// per mark), so nothing is copied per level of a deep tree. Nothing real changes until the
/// plan is committed (`commitPlannedRecords()`), and `finish()` clears the overlay, so a
/// discarded plan leaves no trace.
///
/// The engine keeps one overlay for its next plan (its arrays keep their capacity), so a
/// navigation allocates nothing for its bookkeeping. `GraphOverlay.live` is an overlay that
/// never holds anything: reading through it reads the live graph.
///
/// Invariant (what `@exclusivity(unchecked)` and the unretained `engine` rely on): an overlay is
/// used by its engine's tree alone, in that tree's isolation domain, by one plan at a time
/// (`inUse`), and the engine retains it while a plan holds its entry coordinator; no access to
/// its fields is held across a call into the app (`ReentrantNavigationTests`).
final class GraphOverlay {
    /// The engine whose graph this overlays (not retained: a plan holds its entry coordinator,
    /// and the engine holds this overlay).
    private let engineReference: Unretained<NavigationEngine>
    /// The engine whose graph this overlays.
    var engine: NavigationEngine { engineReference.object }
    /// The planned records by id; meaningful where `isPlanned` is `true` (elsewhere a stale
    /// record, never read, is left in place).
    @exclusivity(unchecked) private(set) var planned: ContiguousArray<NodeRecord> = []
    /// Whether the plan has written each id.
    @exclusivity(unchecked) private var isPlanned = NodeTable(blank: false)
    /// The mark serial at which each planned record was last saved for undoing, by id.
    @exclusivity(unchecked) private var savedAt = NodeTable(blank: UInt32(0))
    /// Ids with a planned record, in first-write order (commits are deterministic).
    @exclusivity(unchecked) private(set) var touched: [NodeID] = []
    /// The steps planned so far.
    @exclusivity(unchecked) private(set) var steps: [NavigationStep] = []
    /// Whether a plan is using this overlay.
    @exclusivity(unchecked) private(set) var inUse = true
    @exclusivity(unchecked) private var undo: [Undo] = []
    /// Changes at every mark and rollback: a record is saved for undoing once per serial.
    @exclusivity(unchecked) private var serial: UInt32 = 1
    /// The answers of the resolution under way (the resolver's scratch space).
    @exclusivity(unchecked) var memos = ResolutionMemos()
    /// How many of `steps` are flow changes (only a plan's last step can be one).
    @exclusivity(unchecked) private var flowChanges = 0

    /// A planned record before a write, for a coordinator the plan had written before the
    /// latest mark (ones first written after a mark are in `touched` past the mark: rolling back
    /// drops them).
    private struct Undo {
        let id: NodeID
        let previous: NodeRecord
    }

    /// Where a plan can roll back to.
    struct Mark {
        fileprivate let undo: Int
        fileprivate let touched: Int
        fileprivate let steps: Int
    }

    init(engine: NavigationEngine) { engineReference = Unretained(engine) }

    /// An overlay that holds nothing and no plan uses (`live`).
    static func empty(engine: NavigationEngine) -> GraphOverlay {
        let overlay = GraphOverlay(engine: engine)
        overlay.inUse = false
        return overlay
    }

    /// Makes a finished overlay ready for a new plan.
    func reopen() {
        serial = 1
        inUse = true
    }

    // MARK: Reading

    /// Whether the plan has written `id`.
    @inline(__always) func holds(_ id: NodeID) -> Bool { !touched.isEmpty && id.index < isPlanned.count && isPlanned[id.index] }

    // MARK: Writing

    /// Changes `core`'s planned record with `body` (copying it from the graph first).
    @inline(__always)
    func modify<T>(_ core: NodeCore, _ body: (inout NodeRecord) -> T) -> T {
        let index = prepare(core, stackPrefix: nil)
        return body(&planned[index])
    }

    /// `modify(_:_:)` for a step that rewrites the stack and keeps at most its first `count`
    /// routes (a push or replace keeps them all, a pop some, a root reset none). A first write
    /// copies those routes into the planned slot's own stack storage, which the commit before
    /// left holding the record it replaced, instead of sharing the live stack: the step's
    /// write then allocates nothing, where a shared stack would be copied and the old one freed.
    @inline(__always)
    func modifyStack(_ core: NodeCore, keeping count: Int, _ body: (inout NodeRecord) -> Void) {
        let index = prepare(core, stackPrefix: count)
        body(&planned[index])
    }

    /// Makes `core`'s planned record ready for a write and returns its index: copied from the
    /// graph on the first write (the stack's first `stackPrefix` routes only, into the slot's
    /// own storage, when given), saved for undoing on the first write after a mark.
    @inline(__always)
    private func prepare(_ core: NodeCore, stackPrefix: Int?) -> Int {
        assert(core.engine === engine, "a plan wrote a coordinator of another tree")
        let index = core.id.index
        if index >= isPlanned.count { grow(to: core.engine.graph.capacity) }
        if !isPlanned[index] {
            if let stackPrefix {
                // The slot's stack storage is kept aside while the record is copied, then takes the routes.
                var storage: [AnyRoute] = []
                swap(&storage, &planned[index].routes.stack)
                planned[index] = core.engine.graph[core.id]
                while !storage.isEmpty { storage.removeLast() }
                let live = planned[index].routes.stack
                for position in 0..<min(stackPrefix, live.count) { storage.append(live[position]) }
                swap(&storage, &planned[index].routes.stack)
            } else {
                planned[index] = core.engine.graph[core.id]
            }
            isPlanned[index] = true
            savedAt[index] = serial
            touched.append(core.id)
        } else if savedAt[index] != serial {
            undo.append(Undo(id: core.id, previous: planned[index]))
            savedAt[index] = serial
        }
        return index
    }

    /// Covers every id of the engine (the new slots start as copies of the live records).
    private func grow(to count: Int) {
        let graph = engine.graph
        for index in planned.count..<count { planned.append(graph[graph.id(at: index)]) }
        isPlanned.cover(count - 1)
        savedAt.cover(count - 1)
    }

    /// The steps planned so far, handed over: the overlay keeps none. (A copy of `steps` held
    /// through `finish()`, which drops them one by one, would make the overlay copy them first.)
    func takeSteps() -> [NavigationStep] {
        var taken: [NavigationStep] = []
        swap(&taken, &steps)
        return taken
    }

    /// Appends a step that is not a flow change (see `NavigationStep.record(in:)`).
    func append(_ step: consuming NavigationStep) {
        steps.append(consume step)
    }

    /// Appends a flow change.
    func appendFlowChange(_ step: consuming NavigationStep) {
        flowChanges += 1
        steps.append(consume step)
    }

    /// Whether a step presents or dismisses something (the commit then updates what is retained).
    @exclusivity(unchecked) var changesPresentations = false

    /// Whether the plan ends in a flow change.
    var endsInFlowChange: Bool { flowChanges > 0 }

    /// The root and route of the flow change the plan ends in, if it does.
    var lastFlowChange: (root: NodeCore, route: AnyRoute)? {
        guard flowChanges > 0, case let .changeFlow(root, route) = steps[steps.count - 1] else { return nil }
        return (root, route)
    }

    /// The coordinators the plan has written, in first-write order.
    var touchedCores: [NodeCore] { touched.map { engine.core($0) } }

    // MARK: Alternatives

    func mark() -> Mark {
        serial &+= 1
        return Mark(undo: undo.count, touched: touched.count, steps: steps.count)
    }

    /// Undoes every write and step since `mark`.
    func rollback(to mark: Mark) {
        while undo.count > mark.undo {
            let entry = undo.removeLast()
            planned[entry.id.index] = entry.previous
        }
        // Coordinators first written since the mark had no planned record there: they read the graph again.
        while touched.count > mark.touched { isPlanned[touched.removeLast().index] = false }
        while steps.count > mark.steps {
            if steps.removeLast().isFlowChange { flowChanges -= 1 }
        }
        serial &+= 1
    }

    // MARK: Ending

    /// Makes every planned record live (`touched` still lists them, until `finish()`). The
    /// overlay's slots are left holding the records they replaced, unread.
    func commitPlannedRecords() {
        for id in touched {
            engine.graph.exchangeRecord(id, with: &planned[id.index])
            isPlanned[id.index] = false
        }
    }

    /// Clears the overlay and frees it for the next plan.
    func finish() {
        guard inUse else { return }
        while let id = touched.popLast() { isPlanned[id.index] = false }
        while !undo.isEmpty { undo.removeLast() }
        while !steps.isEmpty { steps.removeLast() }
        flowChanges = 0
        changesPresentations = false
        inUse = false
    }
}
