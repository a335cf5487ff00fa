/// Everything the engine reads and writes about one coordinator, in one non-generic final
/// class: the live navigation state, ownership, observers, and the scratch space of the plan
/// and the resolution under way.
///
/// Coordinators are generic (`Coordinator<R>`); touching their state through generic code
/// costs a metadata lookup per access, and reading it through type erasure costs a conversion.
/// The engine works on this class instead: the routes are kept erased once (`RouteState`),
/// every field is at a fixed offset, and no link is a weak reference (a weak reference moves
/// the coordinator's reference count to a side table, which makes every retain slow).
///
/// The `Router` of a coordinator creates its core; the coordinator attaches itself as `owner`.
final class NodeCore {
    /// The coordinator this core belongs to. Not retained: the coordinator owns its router,
    /// which owns this core, so the coordinator outlives every use the engine makes of it.
    unowned(unsafe) var owner: (any NavigationNode)?
    /// `ObjectIdentifier(R.self)`, so checking a route's type is one comparison.
    let routeTypeID: ObjectIdentifier
    /// Whether `R` is a class (whose subclasses are also `R`): then the check falls back to a cast.
    let routeTypeIsClass: Bool
    /// Whether the router has a view factory; without one every route has a screen.
    let hasViewFactory: Bool
    /// How the coordinator shows the children it delegates to (set once, when the owner attaches).
    var delegationStyle: DelegationStyle = .push

    /// The live navigation state: the source of truth of `router.state` and the links.
    var state: NodeState
    /// Owned children, insertion order. Changed only by add/removeChild and restores.
    var ownedChildren: [any NavigationNode] = []
    /// Registered modal coordinators, registration order.
    var registeredModals: [any NavigationNode] = []
    /// The coordinator this one is registered with as a modal. Not retained (the registrar
    /// holds its registered modals; it clears this link when it unregisters or deinitialises).
    unowned(unsafe) var registrar: (any NavigationNode)?

    /// Observers registered here (held weakly).
    var observers: [WeakObserver] = []
    /// While a tree is being restored its steps are not delivered (one summary event follows).
    var observersMuted = false

    // MARK: Scratch space (see `World`, `Plan`, `NavigationResolver`, `PlanExecutor`)

    /// The plan whose planned state `shadow` holds (0: none).
    var shadowToken: UInt64 = 0
    /// The planned state while a plan has written this node.
    var shadow: NodeState = .empty
    /// The plan's undo serial at which the shadow was last saved for undoing.
    var undoSerial: UInt32 = 0
    /// The resolution whose answers `memo` holds (0: none).
    var memoToken: UInt64 = 0
    /// `canHandle`, `tabIndex(for:)` and subtree answers of one resolution.
    var memo = ResolutionMemo()
    /// The walk whose observer chain `recipients` holds (0: none).
    var recipientsToken: UInt64 = 0
    /// The observers of this node and its ancestors, found by one walk.
    var recipients = ObserverChain()
    /// A world kept for the next plan started at this coordinator (its arrays keep their capacity).
    var spareWorld: World?
    /// The type name of the owner, computed once.
    private var cachedTypeName: String?

    init<R: Route>(root: R, hasViewFactory: Bool) {
        routeTypeID = ObjectIdentifier(R.self)
        routeTypeIsClass = R.self is AnyClass
        self.hasViewFactory = hasViewFactory
        state = NodeState(routes: RouteState(root: AnyRoute(root)), links: Links())
    }

    /// The owner's type name, for example `DeepBlueCoordinator`.
    var typeName: String {
        if let cachedTypeName { return cachedTypeName }
        let name = owner.map { TypeNames.name(of: type(of: $0)) } ?? "Coordinator"
        cachedTypeName = name
        return name
    }

    /// The state a plan sees: its planned state if the plan `token` has written this node, else the live one.
    subscript(token: UInt64) -> NodeState {
        _read {
            if shadowToken == token { yield shadow } else { yield state }
        }
    }

    /// The coordinator above this one for observers and ancestry: the parent, or for a
    /// registered modal that is not presented, its registrar.
    var up: (any NavigationNode)? { state.links.parent ?? registrar }

    /// Whether `route` is of this coordinator's route type.
    @inline(__always)
    func accepts(_ route: AnyRoute) -> Bool {
        route.typeID == routeTypeID || (routeTypeIsClass && owner?.acceptsByCast(route) == true)
    }

    /// The live observers registered here.
    var liveObservers: [any NavigationObserver] { observers.compactMap(\.value) }

    func addObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }
}

/// A weakly held observer.
struct WeakObserver {
    weak var value: (any NavigationObserver)?
}

/// The answers one resolution has memoised on a node (valid while `NodeCore.memoToken` matches).
struct ResolutionMemo {
    /// 0 not asked, 1 no, 2 yes.
    var canHandle: UInt8 = 0
    var tabIndexKnown = false
    var tabIndex: Int?
    /// 0 not known, 1 no, 2 yes.
    var reach: UInt8 = 0
    var visiting = false
}

/// The observers of a node and its ancestors, each once, nearest first; none while a
/// coordinator on the way is muted.
struct ObserverChain {
    var muted = false
    var observers: [any NavigationObserver] = []
}
