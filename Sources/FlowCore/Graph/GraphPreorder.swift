/// The one walk of a tree: the ids of a graph's coordinators below a top coordinator, each with
/// its place, in preorder. Capture, fingerprint, the ownership audit, mementos, moving a
/// subtree between engines and the change listener's delivery are folds over it.
///
/// The order: a coordinator, then each owned child (insertion order), the presented modal, the
/// presented detour, then each registered modal that is not presented (registration order).
/// With `.shown` it visits only what is on screen, as the overlay it is given sees it: a
/// coordinator's pushed children (in screen order) or, for tabs and flows, every child, then
/// the presented modal and detour.
///
/// Contract: it reads ids from the graph (ownership, and the links `overlay` plans or the live
/// ones) and nothing else, so it works on any graph, well-formed or not. A coordinator reached
/// a second time is visited again with `isRepeat` set and is not walked below, so the walk ends
/// on every graph, cycles included. The body says whether to go below what it was given, and
/// whether to go on at all. It must not write the graph's ownership or links.
/// - Complexity: O(n) for n coordinators below the top; no allocation for a tree of up to
///   128 ids, O(n / 64) words beyond.
struct GraphPreorder {
    /// Where a coordinator was found: the coordinator it was reached from (`nil` for the top),
    /// how it hangs off it, and its position among the parent's coordinators of that relation
    /// (a child's index among the owned children, or among the pushed ones with `.shown`, a
    /// registered modal's among the registered ones, 0 for the others).
    struct Place: Equatable {
        let parent: NodeID?
        let relation: NavigationTree.Relation
        var index = 0
    }

    /// One coordinator as the walk finds it.
    struct Visit {
        let id: NodeID
        let place: Place
        /// Whether the walk reached this coordinator before (then it does not go below it again).
        let isRepeat: Bool
    }

    /// Which coordinators the walk visits.
    enum Scope {
        /// Every coordinator of the tree.
        case tree
        /// Only those on screen.
        case shown
    }

    /// What the walk does after a visit.
    enum Next {
        /// Goes below the coordinator, then on.
        case goOn
        /// Goes on without going below it.
        case skipSubtree
        /// Ends the walk.
        case stop
    }

    private let engine: NavigationEngine
    private let overlay: GraphOverlay?
    private let scope: Scope
    private var seen = SeenIDs()

    /// Walks `engine`'s graph from `top`, calling `body` for each coordinator in order. With
    /// `.shown`, `overlay` (a plan's) gives the links; without one, the live links.
    @inline(__always)
    static func walk(
        _ engine: NavigationEngine, from top: NodeID, scope: Scope = .tree, overlay: GraphOverlay? = nil, _ body: (Visit) -> Next
    ) {
        var walk = GraphPreorder(engine: engine, overlay: overlay.flatMap { $0 === GraphOverlay.live ? nil : $0 }, scope: scope)
        walk.seen.reserve(engine.graph.capacity)
        _ = walk.visit(Visit(id: top, place: Place(parent: nil, relation: .root), isRepeat: false), body)
    }

    private init(engine: NavigationEngine, overlay: GraphOverlay?, scope: Scope) {
        self.engine = engine
        self.overlay = overlay
        self.scope = scope
    }

    /// Visits `visit` and what is below it; `false` once the body said stop.
    private mutating func visit(_ visit: Visit, _ body: (Visit) -> Next) -> Bool {
        let id = visit.id
        guard seen.insert(id.index) else { return body(Visit(id: id, place: visit.place, isRepeat: true)) != .stop }
        switch body(visit) {
        case .stop: return false
        case .skipSubtree: return true
        case .goOn: break
        }
        // (Lists and links are read in place, one by one: a copy of one would retain it.)
        let index = id.index
        let planned = overlay.map { $0.holds(id) } ?? false
        if scope == .tree || engine.core(id).coordinatorKind != .coordinator {
            var child = 0
            while child < engine.graph.ownership[index].children.count {
                let next = engine.graph.ownership[index].children[child]
                guard self.visit(Visit(id: next, place: Place(parent: id, relation: .child, index: child), isRepeat: false), body) else { return false }
                child += 1
            }
        } else {
            let pushed = planned ? overlay!.planned[index].links.pushed : engine.graph.links[index].pushed
            for (position, next) in pushed.enumerated() {
                guard self.visit(Visit(id: next, place: Place(parent: id, relation: .child, index: position), isRepeat: false), body) else { return false }
            }
        }
        let modal = planned ? overlay!.planned[index].links.modal : engine.graph.links[index].modal
        if let modal {
            guard self.visit(Visit(id: modal, place: Place(parent: id, relation: .modal), isRepeat: false), body) else { return false }
        }
        if let detour = planned ? overlay!.planned[index].links.detour : engine.graph.links[index].detour {
            guard self.visit(Visit(id: detour, place: Place(parent: id, relation: .detour), isRepeat: false), body) else { return false }
        }
        guard scope == .tree else { return true }
        var registered = 0
        while registered < engine.graph.ownership[index].modals.count {
            let next = engine.graph.ownership[index].modals[registered]
            if next != modal {
                guard self.visit(Visit(id: next, place: Place(parent: id, relation: .registeredModal, index: registered), isRepeat: false), body)
                else { return false }
            }
            registered += 1
        }
        return true
    }
}

/// The ids a walk has visited, a bit each: two words inline, an array only past 128 ids.
private struct SeenIDs {
    private var low: (UInt64, UInt64) = (0, 0)
    private var more: [UInt64] = []

    /// Makes room for ids below `capacity`.
    mutating func reserve(_ capacity: Int) {
        if capacity > 128 { more = [UInt64](repeating: 0, count: (capacity - 128 + 63) / 64) }
    }

    /// Marks `index`; `false` when it was marked already.
    @inline(__always)
    mutating func insert(_ index: Int) -> Bool {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index {
        case ..<64:
            defer { low.0 |= bit }
            return low.0 & bit == 0
        case ..<128:
            defer { low.1 |= bit }
            return low.1 & bit == 0
        default:
            let word = (index - 128) >> 6
            defer { more[word] |= bit }
            return more[word] & bit == 0
        }
    }
}
