/// Something wrong with who owns, pushes or presents whom in a tree, as `ownershipFlaws()`
/// finds it: what is wrong, and the type names of the coordinators involved.
package struct OwnershipFlaw: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `subject` is reached twice (owned, presented or registered in two places).
        case ownedTwice
        /// `subject` is pushed on `holder` without being one of its children.
        case pushedNotOwned
        /// `subject`, a child of `holder`, has another parent link.
        case childParentMismatch
        /// `subject`, presented by `holder`, has another parent link.
        case presentedParentMismatch
        /// `subject`, registered with `holder` and not presented, has a parent link.
        case unpresentedModalHasParent
    }

    package let kind: Kind
    /// The coordinator the flaw is about (its type, as `type(of:)` prints it).
    package let subject: String
    /// The coordinator it hangs off, when the flaw names one.
    package let holder: String?
}

extension AnyCoordinator {
    /// Every ownership flaw in the tree below this coordinator, in the order a walk finds them:
    /// the coordinator, its children (each checked, then walked), the presented modal and
    /// detour, then the registered modals that are not presented. A coordinator reached twice
    /// is reported and not walked again, so a cycle ends. Reads the graph's records (links and
    /// ownership, as ids) and nothing else but type names for what it reports; `memory` keeps
    /// the audit's marks (a kept one spares allocating them). `nil` for a type that conforms to
    /// `AnyCoordinator` without being a `Coordinator`.
    /// - Complexity: O(n + p) for n coordinators and p pushed children.
    package func ownershipFlaws(in memory: CaptureMemory = CaptureMemory()) -> [OwnershipFlaw]? {
        guard let node = self as? any NavigationNode else { return nil }
        return node.core.ownershipFlaws(in: memory)
    }
}

extension NodeCore {
    /// `AnyCoordinator.ownershipFlaws()` of the tree below this coordinator: a fold over the one
    /// walk (`OwnershipAudit`) that checks each coordinator against the place it was found at.
    final func ownershipFlaws(in memory: CaptureMemory) -> [OwnershipFlaw] {
        let engine = self.engine
        memory.prepare(for: engine)
        var audit = OwnershipAudit(engine: engine, memory: memory)
        walk(&audit)
        let name = { (id: NodeID) in engine.core(id).owner.map { "\(type(of: $0))" } ?? "Coordinator" }
        return audit.found.map { OwnershipFlaw(kind: $0.kind, subject: name($0.subject), holder: $0.holder.map(name)) }
    }
}

/// The ownership audit's fold. What it has reached is marked in the reader's memory
/// (`CaptureMemory.auditMarks`, with this audit's serial, so marks are never cleared); a
/// coordinator reached again is reported and not walked below, so a cycle ends.
private struct OwnershipAudit: PreorderVisitor {
    let engine: NavigationEngine
    let memory: CaptureMemory
    private let serial: UInt64
    private(set) var found: [(kind: OwnershipFlaw.Kind, subject: NodeID, holder: NodeID?)] = []

    init(engine: NavigationEngine, memory: CaptureMemory) {
        self.engine = engine
        self.memory = memory
        memory.auditSerial += 1
        serial = memory.auditSerial
        if engine.graph.capacity > 0 { memory.auditMarks.cover(engine.graph.capacity - 1) }
    }

    mutating func visit(_ core: NodeCore, at place: NodeCore.Place) -> NodeCore.Next {
        let id = core.id
        if let holder = place.parent {
            let parent = engine.graph.links[id.index].parent
            switch place.relation {
            case .child where parent != holder: found.append((.childParentMismatch, id, holder))
            case .modal where parent != holder, .detour where parent != holder: found.append((.presentedParentMismatch, id, holder))
            case .registeredModal where parent != nil: found.append((.unpresentedModalHasParent, id, holder))
            default: break
            }
        }
        guard memory.auditMarks[id.index] != serial else {
            found.append((.ownedTwice, id, nil))
            return .skipSubtree
        }
        memory.auditMarks[id.index] = serial
        // (Lists are read in place, by index: a copy of one would retain it.)
        var index = 0
        while index < engine.graph.links[id.index].pushed.count {
            let pushed = engine.graph.links[id.index].pushed[index]
            if !engine.graph.ownership[id.index].children.contains(pushed) { found.append((.pushedNotOwned, pushed, id)) }
            index += 1
        }
        return .goOn
    }
}
