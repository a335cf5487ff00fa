/// What the engine knows about one coordinator apart from its navigation state, in one
/// non-generic class: its place in its tree's graph (`engine`, `id`), ownership, observers, and
/// how to ask its hooks. The engine works on cores, not on coordinators.
///
/// Contract: the navigation state is the record `engine.graph[id]` (`links` and `routes`, read
/// and written in place; `state` is the whole record) and its `ownership`; a plan reads the
/// record through its overlay (the accessors taking a `GraphOverlay`). Every link is an id, and
/// ownership is the graph's only: what a coordinator owns, registers and presents is in its
/// record, and the engine keeps alive each coordinator whose record hangs it off another
/// (`NavigationEngine.hold(_:)`). The coordinator that owns, presents or registers a core clears
/// the links it leaves behind when it lets go and in its `deinit`. A core is created by its
/// coordinator's `Router` (a
/// `TypedCore<R>`, the only kind), and the coordinator attaches itself as `owner`.
///
/// This file holds the class's stored state and what writes its private parts; the rest is in
/// extensions (`NodeCore+Links.swift`, `NodeCore+Listeners.swift`, `NodeCore+Preorder.swift`).
///
/// Invariant (what `@exclusivity(unchecked)` relies on): a tree is confined to one isolation
/// domain, and no access to a node's stored state is held across a call that could reach the
/// same node (the owner's hooks, observers and listeners are called with no access open). What
/// the checks would cost: docs/performance.md, "Exclusivity checks". `ReentrantNavigationTests` navigates a tree from inside its own
/// observer and compares the result with two navigations in a row.
class NodeCore {
    // Field order: what a resolution reads at every node first, cold and large fields last.

    /// The engine of the tree this coordinator is in (retained: the engine lives while any of
    /// its coordinators does).
    @exclusivity(unchecked) final private(set) var engine: NavigationEngine
    /// This coordinator's record in `engine.graph`.
    @exclusivity(unchecked) final private(set) var id: NodeID
    /// How the coordinator shows the children it delegates to (set once, when the owner attaches).
    @exclusivity(unchecked) final var coordinatorKind: NavigationTree.Kind = .coordinator
    /// Whether `R` is a class (whose subclasses are also `R`): then the check falls back to a cast.
    final let routeTypeIsClass: Bool
    /// Whether the router has a view factory; without one every route has a screen.
    final let hasViewFactory: Bool
    /// Whether `R` has raw values (such an enum has no cases with payloads).
    final let routeTypeIsRaw: Bool
    /// `R`'s name, for example `OceanRoute`.
    final let routeTypeName: String
    /// `ObjectIdentifier(R.self)`, so checking a route's type is one comparison.
    final let routeTypeID: ObjectIdentifier
    /// The coordinator this core belongs to. Not retained: the coordinator owns its router,
    /// which owns this core, so the coordinator outlives every use the engine makes of it, and
    /// its `deinit` clears this.
    final var owner: (any NavigationNode)? {
        @inline(__always) get { ownerReference?.node }
        set {
            ownerReference = newValue.map(UnownedNode.init)
            ownerID = newValue.map { ObjectIdentifier($0) }
        }
    }
    @exclusivity(unchecked) private final var ownerReference: UnownedNode?
    /// `ObjectIdentifier(owner)`, kept so reading an identity retains nothing.
    @exclusivity(unchecked) final private(set) var ownerID: ObjectIdentifier?
    /// How many times the engine has asked the owner's `canHandle`.
    @exclusivity(unchecked) final var canHandleCalls = 0
    /// For a modal registered with `addModalCoordinator(_:for:)`: its registrar's route mapped to
    /// the route this modal shows for it, `nil` when the mapping has none (or for another type).
    @exclusivity(unchecked) final var modalMapping: ((AnyRoute) -> AnyRoute?)?
    /// The modals this coordinator makes when it presents them (`addModalCoordinator(for:make:)`),
    /// registration order.
    @exclusivity(unchecked) final var modalFactories: [ModalFactory] = []
    /// For a modal made by its presenter's factory: that factory's index in the presenter's
    /// `modalFactories` (what saving names it by); `nil` for every other coordinator.
    @exclusivity(unchecked) final var madeBy: Int?
    /// For a modal made by a factory: the presenter whose factory made it (`ObjectIdentifier` of
    /// its coordinator, which no renumbering of ids changes).
    @exclusivity(unchecked) final var madePresenter: ObjectIdentifier?

    /// The index of `presenter`'s factory that made this coordinator, or `nil` when another
    /// coordinator's factory made it, or none did (a made modal the app kept and presents
    /// elsewhere by hand is an unregistered modal there).
    final func factoryIndex(presentedBy presenter: NodeCore) -> Int? {
        guard let madeBy, let madePresenter, madePresenter == presenter.ownerID else { return nil }
        return madeBy
    }

    /// The live navigation state: this coordinator's record in its tree's graph, read and
    /// written in place (the source of truth of `router.state` and the links).
    final var state: NodeRecord {
        get { engine.graph[id] }
        set { engine.graph[id] = newValue }
    }

    /// The live links, read and written in place.
    final var links: NodeLinks {
        @inline(__always) _read { yield engine.graph.links[id.index] }
        @inline(__always) _modify { yield &engine.graph[linksOf: id] }
    }

    /// The live routes, read and written in place.
    final var routes: RouteState {
        @inline(__always) _read { yield engine.graph.routes[id.index] }
        @inline(__always) _modify { yield &engine.graph[routesOf: id] }
    }

    /// What this coordinator owns and who registered it, read and written in place. A write of
    /// a parent link or a registrar is followed by `engine.hold(_:)` of that coordinator.
    final var ownership: NodeOwnership {
        @inline(__always) _read { yield engine.graph.ownership[id.index] }
        @inline(__always) _modify { yield &engine.graph[ownershipOf: id] }
    }

    /// The core this one is registered with as a modal (an id in the same engine: registering
    /// absorbs the modal into its registrar's tree). While it is set the engine keeps this
    /// coordinator alive; the registrar clears it when it unregisters the modal or ends.
    final var registrar: NodeCore? {
        get { engine.core(engine.graph.ownership[id.index].registrar) }
        set {
            precondition(newValue.map { $0.engine === engine } ?? true, "a registrar in another engine")
            // (Written only when it changes: a write stamps the record and unshares the ownership.)
            if engine.graph.ownership[id.index].registrar != newValue?.id { ownership.registrar = newValue?.id }
        }
    }

    /// Owned children, insertion order: the coordinators the record's `ownership.children` name.
    final var ownedChildren: [any NavigationNode] { ownership.children.map { engine.core($0).owner! } }

    /// Registered modal coordinators, registration order: those the record's `ownership.modals` name.
    final var registeredModals: [any NavigationNode] { ownership.modals.map { engine.core($0).owner! } }

    /// Observers registered here (held weakly). Changed only by `addObserver(_:)` and
    /// `removeObserver(_:)`, which keep the engine's `observedCores` count.
    @exclusivity(unchecked) final private(set) var observers: [WeakObserver] = []
    /// While a tree is being restored its steps are not delivered (one summary event follows).
    @exclusivity(unchecked) final var observersMuted = false {
        didSet { if observersMuted != oldValue { engine.mutedCores += observersMuted ? 1 : -1 } }
    }
    /// What the observer walks found here (kept by the engine, by id).
    final var observerMemo: ObserverWalkMemo {
        @inline(__always) _read {
            engine.observerMemos.cover(id.index)
            yield engine.observerMemos[id.index]
        }
        @inline(__always) _modify {
            engine.observerMemos.cover(id.index)
            yield &engine.observerMemos[id.index]
        }
    }

    /// Records that the observer walk `walk` (over planned links when `planned`) looked here
    /// and found nothing; `false` when it already had.
    @inline(__always) final func visitObserverWalk(_ walk: UInt64, planned: Bool) -> Bool {
        let index = id.index
        engine.observerMemos.cover(index)
        if planned {
            if engine.observerMemos[index].emptyWalks.planned == walk { return false }
            engine.observerMemos[index].emptyWalks.planned = walk
        } else {
            if engine.observerMemos[index].emptyWalks.live == walk { return false }
            engine.observerMemos[index].emptyWalks.live = walk
        }
        return true
    }
    /// The type name of the owner, computed once.
    @exclusivity(unchecked) final private var cachedTypeName: String?
    /// Told after each commit that changes this coordinator (the bindings of its tree). Retained:
    /// a tree and its bindings live together until the bindings are detached or replaced.
    @exclusivity(unchecked) final var changeListener: (any NavigationChangeListener)? {
        didSet { changeListenerID = changeListener.map { ObjectIdentifier($0) } }
    }
    /// The change listener's identity: compared per changed coordinator of a commit without
    /// loading (and so retaining) the listener.
    @exclusivity(unchecked) final private(set) var changeListenerID: ObjectIdentifier?
    /// What the commit under way changed here, for the change listener (see `NodeChanges`).
    @exclusivity(unchecked) final var pendingChanges = NodeChanges()
    /// The bindings' record of this coordinator (see `NodeHandle.bindingRecord`).
    @exclusivity(unchecked) final var bindingRecord: (any NodeBindingRecord)?

    init<R: Route>(root: R, hasViewFactory: Bool) {
        routeTypeID = ObjectIdentifier(R.self)
        routeTypeIsClass = R.self is AnyClass
        routeTypeIsRaw = R.self is any RawRepresentable.Type
        routeTypeName = R.routeTypeName
        self.hasViewFactory = hasViewFactory
        let engine = NavigationEngine()
        self.engine = engine
        id = NodeID(index: 0, generation: 0)
        id = engine.insert(self, record: NodeRecord(routes: RouteState(root: AnyRoute(root))))
    }

    deinit {
        bindingRecord?.nodeWillEnd()
        if !observers.isEmpty { engine.observedCores -= 1 }
        if observersMuted { engine.mutedCores -= 1 }
        engine.release(id)
    }

    /// Moves this core's record to `id` of `engine` (the record is already there).
    final func move(to engine: NavigationEngine, id: NodeID) {
        if !observers.isEmpty {
            self.engine.observedCores -= 1
            engine.observedCores += 1
        }
        if observersMuted {
            self.engine.mutedCores -= 1
            engine.mutedCores += 1
        }
        self.engine = engine
        self.id = id
    }

    /// The owner's type name, for example `DeepBlueCoordinator`.
    /// `TypeName:displayName` when the coordinator has a display name, else its type name.
    final var label: String {
        guard let name = owner?.displayName else { return typeName }
        return "\(typeName):\(name)"
    }

    final var typeName: String {
        if let cachedTypeName { return cachedTypeName }
        let name = owner.map { TypeNames.name(of: type(of: $0)) } ?? "Coordinator"
        cachedTypeName = name
        return name
    }

    /// `RouteValue(route)`, kept with the route once computed (`AnyRoute.value(computing:)`),
    /// and cheaper to compute: for routes of this coordinator's own type, the type's name is
    /// computed once per coordinator, and a raw-value route type has no payload case to look up;
    /// for others, the engine keeps type names and payload cases.
    final func routeValue(_ route: AnyRoute) -> RouteValue {
        route.value {
            let identifier = route.identifier
            guard route.typeID == routeTypeID else {
                let found = engine.payloadCase(of: route, identifier: identifier)
                return RouteValue(type: engine.typeName(of: route), identifier: identifier, payloadCase: found?.name, payloadGroup: found?.group)
            }
            guard !routeTypeIsRaw, let found = engine.payloadCase(of: route, identifier: identifier) else {
                return RouteValue(type: routeTypeName, identifier: identifier)
            }
            return RouteValue(type: routeTypeName, identifier: identifier, payloadCase: found.name, payloadGroup: found.group)
        }
    }

    /// The owner's identity (events, captures).
    final var identity: CoordinatorIdentity { CoordinatorIdentity(raw: ownerID!) }

    /// Owned child `index`.
    @inline(__always) final func child(_ index: Int) -> NodeCore { engine.core(engine.graph.ownership[id.index].children[index]) }
    /// The number of owned children.
    @inline(__always) final var childCount: Int { engine.graph.ownership[id.index].children.count }
    /// Registered modal `index`.
    @inline(__always) final func registeredModal(_ index: Int) -> NodeCore { engine.core(engine.graph.ownership[id.index].modals[index]) }
    /// The number of registered modals.
    @inline(__always) final var registeredModalCount: Int { engine.graph.ownership[id.index].modals.count }

    // MARK: The owner's hooks (overridden by `TypedCore`, which knows `R`)

    /// The owner's `canHandle` (counted).
    func askCanHandle(_ route: AnyRoute) -> Bool { false }
    /// The owner's `tabIndex(for:)` when it is a tab coordinator.
    func askTabIndex(_ route: AnyRoute) -> Int? { nil }
    /// Every other hook of the owner about `route` (`hook.otherwise` for a route it is not asked about).
    func ask<Hook: CoordinatorHook>(_ hook: Hook, about route: AnyRoute) -> Hook.Answer { hook.otherwise }
    /// `route.base is R`, for route types that are classes.
    func acceptsByCast(_ route: AnyRoute) -> Bool { false }
    /// `nil` when the view factory builds no screen for `route`.
    final func screen(for route: AnyRoute) -> Screen? { ask(ScreenHook(), about: route) }
    /// The owner's `navigationPolicies`.
    final var policies: NavigationPolicies { owner?.navigationPolicies ?? [] }

    // MARK: Observers

    /// The live observers registered here.
    final var liveObservers: [any NavigationObserver] { observers.compactMap(\.value) }

    final func addObserver(_ observer: any NavigationObserver) {
        let wasObserved = !observers.isEmpty
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
        if !wasObserved { engine.observedCores += 1 }
    }

    final func removeObserver(_ observer: any NavigationObserver) {
        let wasObserved = !observers.isEmpty
        observers.removeAll { $0.value == nil || $0.value === observer }
        if wasObserved, observers.isEmpty { engine.observedCores -= 1 }
    }
}
