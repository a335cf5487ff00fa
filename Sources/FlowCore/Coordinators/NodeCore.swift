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
///
/// Its stored properties are `@exclusivity(unchecked)`: the engine's accesses never overlap
/// (a tree is confined to one isolation domain, and no access to a node's state is held
/// across a call that could reach the same node), and checking each access at run time was
/// a tenth of a navigation.
final class NodeCore {
    // Hot fields first (resolution touches them on every node), cold and large ones last, so a
    // node visited by a resolution costs one or two cache lines.

    /// The resolution whose answers `memo` holds (0: none).
    @exclusivity(unchecked) var memoToken: UInt64 = 0
    /// `canHandle`, `tabIndex(for:)` and subtree answers of one resolution.
    @exclusivity(unchecked) var memo = ResolutionMemo()
    /// The plan whose planned state `shadow` holds (0: none).
    @exclusivity(unchecked) var shadowToken: UInt64 = 0
    /// The plan's undo serial at which the shadow was last saved for undoing.
    @exclusivity(unchecked) var undoSerial: UInt32 = 0
    /// How the coordinator shows the children it delegates to (set once, when the owner attaches).
    @exclusivity(unchecked) var delegationStyle: DelegationStyle = .push
    /// Whether `R` is a class (whose subclasses are also `R`): then the check falls back to a cast.
    let routeTypeIsClass: Bool
    /// Whether the router has a view factory; without one every route has a screen.
    let hasViewFactory: Bool
    /// `ObjectIdentifier(R.self)`, so checking a route's type is one comparison.
    let routeTypeID: ObjectIdentifier
    /// The coordinator this core belongs to. Not retained: the coordinator owns its router,
    /// which owns this core, so the coordinator outlives every use the engine makes of it.
    @exclusivity(unchecked) unowned(unsafe) var owner: (any NavigationNode)?
    /// How many times the engine has asked the owner's `canHandle`.
    @exclusivity(unchecked) var canHandleCalls = 0
    /// Owned children, insertion order. Changed only by add/removeChild and restores.
    @exclusivity(unchecked) var ownedChildren: [any NavigationNode] = []
    /// Registered modal coordinators, registration order.
    @exclusivity(unchecked) var registeredModals: [any NavigationNode] = []
    /// The coordinator this one is registered with as a modal. Not retained (the registrar
    /// holds its registered modals; it clears this link when it unregisters or deinitialises).
    @exclusivity(unchecked) unowned(unsafe) var registrar: (any NavigationNode)?

    /// The live navigation state: the source of truth of `router.state` and the links.
    @exclusivity(unchecked) var state: NodeState
    /// The planned state while a plan has written this node.
    @exclusivity(unchecked) var shadow: NodeState = .empty

    /// Observers registered here (held weakly).
    @exclusivity(unchecked) var observers: [WeakObserver] = []
    /// While a tree is being restored its steps are not delivered (one summary event follows).
    @exclusivity(unchecked) var observersMuted = false
    /// The walks whose observer chains `recipients` holds (0: none): one over the live links,
    /// one over the planned links, so a commit walks each ancestor once per kind.
    @exclusivity(unchecked) var recipientsTokens: (live: UInt64, planned: UInt64) = (0, 0)
    /// The observers of this node and its ancestors, found by the walks of `recipientsTokens`.
    @exclusivity(unchecked) var recipients = (live: ObserverChain(), planned: ObserverChain())
    /// A world kept for the next plan started at this coordinator (its arrays keep their capacity).
    @exclusivity(unchecked) var spareWorld: World?
    /// The type name of the owner, computed once.
    @exclusivity(unchecked) private var cachedTypeName: String?

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

    // MARK: What a plan sees
    //
    // Each accessor reads one field of the planned state if the plan `t` has written this node,
    // else of the live state: one field is loaded, never the whole state.

    @inline(__always) func root(_ t: UInt64) -> AnyRoute { shadowToken == t ? shadow.routes.root : state.routes.root }
    @inline(__always) func stack(_ t: UInt64) -> [AnyRoute] { shadowToken == t ? shadow.routes.stack : state.routes.stack }
    @inline(__always) func stackCount(_ t: UInt64) -> Int { shadowToken == t ? shadow.routes.stack.count : state.routes.stack.count }
    @inline(__always) func presented(_ t: UInt64) -> AnyRoute? { shadowToken == t ? shadow.routes.presented : state.routes.presented }
    @inline(__always) func detourRoute(_ t: UInt64) -> AnyRoute? { shadowToken == t ? shadow.routes.detour : state.routes.detour }
    @inline(__always) func selectedTab(_ t: UInt64) -> Int { shadowToken == t ? shadow.routes.selectedTab : state.routes.selectedTab }
    @inline(__always) func currentRoute(_ t: UInt64) -> AnyRoute { shadowToken == t ? shadow.routes.currentRoute : state.routes.currentRoute }
    @inline(__always) func parent(_ t: UInt64) -> (any NavigationNode)? { shadowToken == t ? shadow.links.parent : state.links.parent }
    @inline(__always) func modal(_ t: UInt64) -> (any NavigationNode)? { shadowToken == t ? shadow.links.modal : state.links.modal }
    @inline(__always) func detour(_ t: UInt64) -> (any NavigationNode)? { shadowToken == t ? shadow.links.detour : state.links.detour }
    @inline(__always) func pushed(_ t: UInt64) -> [any NavigationNode] { shadowToken == t ? shadow.links.pushed : state.links.pushed }
    @inline(__always) func topPushed(_ t: UInt64) -> (any NavigationNode)? { shadowToken == t ? shadow.links.pushed.last : state.links.pushed.last }
    @inline(__always) func hasPushed(_ t: UInt64) -> Bool { shadowToken == t ? !shadow.links.pushed.isEmpty : !state.links.pushed.isEmpty }
    /// Whether the route on top of the stack (the root when it is empty) is `route`.
    @inline(__always) func topIs(_ route: AnyRoute, _ t: UInt64) -> Bool {
        shadowToken == t ? (shadow.routes.stack.last ?? shadow.routes.root) == route : (state.routes.stack.last ?? state.routes.root) == route
    }
    @inline(__always) func rootIs(_ route: AnyRoute, _ t: UInt64) -> Bool { shadowToken == t ? shadow.routes.root == route : state.routes.root == route }
    @inline(__always) func presentedIs(_ route: AnyRoute, _ t: UInt64) -> Bool {
        shadowToken == t ? shadow.routes.presented == route : state.routes.presented == route
    }
    @inline(__always) func lastIndexInStack(of route: AnyRoute, _ t: UInt64) -> Int? {
        shadowToken == t ? shadow.routes.stack.lastIndex(of: route) : state.routes.stack.lastIndex(of: route)
    }
    @inline(__always) func isPresentingAnything(_ t: UInt64) -> Bool {
        shadowToken == t ? shadow.links.modal != nil || shadow.links.detour != nil : state.links.modal != nil || state.links.detour != nil
    }
    @inline(__always) func isPushed(_ node: any NavigationNode, _ t: UInt64) -> Bool {
        shadowToken == t ? shadow.links.pushed.contains { $0 === node } : state.links.pushed.contains { $0 === node }
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
