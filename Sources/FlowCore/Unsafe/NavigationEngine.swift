/// The engine of one tree: its `NavigationGraph`, which coordinator each id stands for, and
/// the overlay a plan writes to.
///
/// Every coordinator starts as a tree of its own, with an engine of its own. Attaching it to
/// another tree (a child, a registered modal, a presented detour) moves its subtree's records
/// into that tree's engine (`absorb(subtreeOf:)`), so everything one navigation can reach is in
/// one graph. A coordinator that leaves a tree keeps its record there until it joins another
/// one or is released.
///
/// Contract: each core retains its engine; the engine refers to its cores without retaining
/// them (`Unretained`), and a core releases its id in its `deinit`, so every non-nil entry of
/// `cores` names a live core. What keeps a coordinator alive is the graph: the engine retains
/// each coordinator whose record hangs it off another, by a parent link (owned, pushed,
/// presented) or a registrar (a registered modal), and only those (`hold(_:)`). A tree's top
/// has neither, so the app's reference to it is what keeps the tree. A tree is confined to one isolation domain, like its
/// coordinators: that, and no access held across a callback into the app, is what the
/// `@exclusivity(unchecked)` fields rely on (as `NodeCore`'s; `ReentrantNavigationTests`).
final class NavigationEngine {
    /// The tree's navigation state.
    @exclusivity(unchecked) var graph = NavigationGraph()
    /// The core each id stands for (`nil` for a vacant id). Not retained.
    @exclusivity(unchecked) private(set) var cores = NodeTable<Unretained<NodeCore>?>(blank: nil)
    /// The coordinators this engine keeps alive, by id: each whose record has a parent link or a
    /// registrar (`hold(_:)`), `nil` for the others.
    @exclusivity(unchecked) private var held = NodeTable<(any NavigationNode)?>(blank: nil)
    /// What the observer walks found at each coordinator (scratch space, by id).
    @exclusivity(unchecked) var observerMemos = NodeTable(blank: ObserverWalkMemo())
    /// How many of this engine's coordinators have an observer list (one whose observers have
    /// all ended still counts until the list is next changed). Every coordinator an observer
    /// walk goes up through is in the same engine (parents by id; registrars absorb their
    /// modals), so zero means nobody observes anything a plan here changes, with no walk.
    @exclusivity(unchecked) var observedCores = 0
    /// The payload cases found for this tree's routes: `PayloadCases`' answers, kept per tree
    /// so that asking again takes no lock (the process-wide cache is behind one).
    @exclusivity(unchecked) private var payloadCases: [PayloadCases.Key: PayloadCases.PayloadCase?] = [:]
    /// The overlays of this engine's plans, reused (their storage keeps its capacity): nearly
    /// always one; more only while a plan is opened during another (a hook navigating).
    @exclusivity(unchecked) private var overlays: [GraphOverlay] = []
    // (Fields added since push + pop was tuned go last, so the hot ones keep their cache lines.)
    /// How many coordinators here have their observers muted (a restore in progress).
    @exclusivity(unchecked) var mutedCores = 0
    /// How many `handleFlowChange` calls of this tree's commits are under way.
    @exclusivity(unchecked) var flowChangeDepth = 0
    /// Pending navigations performed from `handleFlowChange`, run in order once the outermost
    /// flow change's commit has told its observers (`PendingNavigations`).
    @exclusivity(unchecked) var deferredNavigations: [(core: NodeCore, route: AnyRoute)] = []
    /// The traces of deferred navigations while a traced navigation runs (`nil` otherwise).
    @exclusivity(unchecked) var followUpTraces: [NavigationTrace]?
    /// The `NavigationTraceRecording` in progress on this tree, if any.
    @exclusivity(unchecked) var traceSink: TraceSink?
    /// How many navigations to a route this tree has run (`navigate(to:)` and traces that are
    /// not dry runs, succeeded or not): what lets a reader tell how many one action of the
    /// app's made (a link handler's several, a pending navigation a flow change released).
    @exclusivity(unchecked) var navigationsRun = 0
    /// The names of the route types of routes that coordinators here met of another type than
    /// their own (a modal's of another route type, a flow's), so the process-wide cache and
    /// its lock are asked once per type.
    @exclusivity(unchecked) private var routeTypeNames: [ObjectIdentifier: String] = [:]
    /// The `NavigationActionTap` told of this tree's actions (`nil`, the fast path, almost
    /// always); `nil` too while an action it reports runs, so nested ones go unreported.
    @exclusivity(unchecked) var actionTap: ActionTapSlot?
    /// The tap an action under way cleared, put back when it ends (`ActionTapSlot.report`).
    @exclusivity(unchecked) var suspendedActionTap: ActionTapSlot?

    /// Makes `tap` the tree's action tap, set on `root` (`nil` removes it); it takes effect at
    /// once, even from inside an action under way, which ends on the tap that began it.
    func setActionTap(_ tap: (any NavigationActionTap)?, root: ObjectIdentifier) {
        suspendedActionTap = nil
        actionTap = tap.map { ActionTapSlot(tap: $0, root: root) }
    }

    /// The core `id` stands for.
    @inline(__always) func core(_ id: NodeID) -> NodeCore { cores[id.index].unsafelyUnwrapped.object }

    /// The core `id` stands for, unretained (for walks that must not count references).
    @inline(__always) func coreRef(_ id: NodeID?) -> Unretained<NodeCore>? {
        guard let id else { return nil }
        return cores[id.index]
    }

    /// The core `id` stands for, or `nil` for no id.
    @inline(__always) func core(_ id: NodeID?) -> NodeCore? {
        guard let id else { return nil }
        return core(id)
    }

    /// The cores `ids` stand for, in order.
    func core(_ ids: [NodeID]) -> [NodeCore] { ids.map { core($0) } }

    /// Gives `core` a record in this graph and returns its id (the caller stores it in the core).
    func insert(_ core: NodeCore, record: NodeRecord) -> NodeID {
        let id = graph.insert(record)
        cores.cover(id.index)
        cores[id.index] = Unretained(core)
        return id
    }

    /// Releases `id` (its core is going away, or moving to another engine, which took what
    /// this engine held of it first: `takeHold(_:)`).
    func release(_ id: NodeID) {
        assert(id.index >= held.count || held[id.index] == nil, "a released id whose coordinator is still held")
        cores[id.index] = nil
        graph.remove(id)
    }

    // MARK: Lifetime

    /// Keeps `id`'s coordinator alive exactly while its record hangs it off another coordinator
    /// (a parent link or a registrar), and lets go of it otherwise: ownership and presentation
    /// are the graph's, and this is the one rule of what they keep alive. Call it for each
    /// coordinator whose parent link or registrar a change wrote, once every record of the
    /// change is written: letting go may end a coordinator, whose `deinit` writes the graph and
    /// vacates its id. Nothing for a vacant id.
    /// - Complexity: O(1), and the `deinit`s of what it lets go of.
    func hold(_ id: NodeID) {
        guard id.index < cores.count, let core = cores[id.index] else { return }
        let attached = graph.links[id.index].parent != nil || graph.ownership[id.index].registrar != nil
        held.cover(id.index)
        if attached {
            if held[id.index] == nil, let owner = core.object.owner { held[id.index] = owner }
        } else if held[id.index] != nil {
            // (Taken out first, and released after the write: the release may end the
            // coordinator, whose `deinit` comes back here.)
            let released = held[id.index]
            held[id.index] = nil
            withExtendedLifetime(released) {}
        }
    }

    /// `hold(_:)` of each of `ids`, in order.
    func hold(_ ids: some Sequence<NodeID>) {
        for id in ids { hold(id) }
    }

    /// Whether this engine holds `id`'s coordinator (see `hold(_:)`).
    func isHeld(_ id: NodeID) -> Bool { id.index < held.count && held[id.index] != nil }

    /// Takes what this engine holds of `id` (for a coordinator moving to another engine).
    func takeHold(_ id: NodeID) -> (any NavigationNode)? {
        guard id.index < held.count, held[id.index] != nil else { return nil }
        let taken = held[id.index]
        held[id.index] = nil
        return taken
    }

    /// Holds `node`, moving here at `id`, as its former engine did (`takeHold(_:)`).
    func keepHold(_ node: (any NavigationNode)?, at id: NodeID) {
        guard let node else { return }
        held.cover(id.index)
        held[id.index] = node
    }

    /// `route`'s payload case (`PayloadCases.find(_:)`), from this tree's own cache when it has
    /// been asked before; `identifier` is the route's, when the caller has it.
    func payloadCase(of route: AnyRoute, identifier: String) -> PayloadCases.PayloadCase? {
        let key = PayloadCases.Key(route, identifier: identifier)
        if let known = payloadCases[key] { return known }
        let found = PayloadCases.find(route, key: key)
        payloadCases[key] = .some(found)
        return found
    }

    /// `route.typeName`, from this engine's cache.
    func typeName(of route: AnyRoute) -> String {
        if let known = routeTypeNames[route.typeID] { return known }
        let name = route.typeName
        routeTypeNames[route.typeID] = name
        return name
    }

    /// Whether `id` stands for `core` here.
    func holds(_ core: NodeCore, at id: NodeID) -> Bool {
        id.index < cores.count && cores[id.index]?.refers(to: core) == true
    }

    // MARK: Plans

    /// An overlay for a new plan: a free one of this engine's, else a new one it keeps. The
    /// engine retains its overlays, so a plan refers to its overlay without counting references.
    func openOverlay() -> GraphOverlay {
        // (Nearly always the first: tested without iterating, which retains each overlay.)
        if !overlays.isEmpty, !overlays[0].inUse {
            overlays[0].reopen()
            return overlays[0]
        }
        for overlay in overlays where !overlay.inUse {
            overlay.reopen()
            return overlay
        }
        let overlay = GraphOverlay(engine: self)
        overlays.append(overlay)
        return overlay
    }
}
