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
    /// ownership, as ids) and nothing else but type names for what it reports (the explorer
    /// checks this after every action); `nil` for a type that conforms to `AnyCoordinator`
    /// without being a `Coordinator`.
    package func ownershipFlaws() -> [OwnershipFlaw]? {
        guard let node = self as? any NavigationNode else { return nil }
        return node.core.ownershipFlaws()
    }
}

extension NodeCore {
    /// `AnyCoordinator.ownershipFlaws()` of the tree below this coordinator.
    final func ownershipFlaws() -> [OwnershipFlaw] {
        let engine = self.engine
        return OwnershipAudit(engine: engine).flaws(from: id) { engine.core($0).owner.map { "\(type(of: $0))" } ?? "Coordinator" }
    }
}

/// The ownership walk over a graph's records: ids only, names asked of the caller for flaws.
/// What it has reached is marked in the engine (`auditMarks`) with this audit's serial.
private struct OwnershipAudit {
    let engine: NavigationEngine
    private let serial: UInt64
    private var found: [(kind: OwnershipFlaw.Kind, subject: NodeID, holder: NodeID?)] = []

    init(engine: NavigationEngine) {
        self.engine = engine
        engine.auditSerial += 1
        serial = engine.auditSerial
        if engine.graph.capacity > 0 { engine.auditMarks.cover(engine.graph.capacity - 1) }
    }

    consuming func flaws(from top: NodeID, name: (NodeID) -> String) -> [OwnershipFlaw] {
        visit(top)
        return found.map { OwnershipFlaw(kind: $0.kind, subject: name($0.subject), holder: $0.holder.map(name)) }
    }

    private mutating func visit(_ id: NodeID) {
        guard engine.auditMarks[id.index] != serial else { return found.append((.ownedTwice, id, nil)) }
        engine.auditMarks[id.index] = serial
        // (Lists are read in place, by index: a copy of one would retain it.)
        for pushed in engine.graph.links[id.index].pushed where !engine.graph.ownership[id.index].children.contains(pushed) {
            found.append((.pushedNotOwned, pushed, id))
        }
        var index = 0
        while index < engine.graph.ownership[id.index].children.count {
            let child = engine.graph.ownership[id.index].children[index]
            if engine.graph.links[child.index].parent != id { found.append((.childParentMismatch, child, id)) }
            visit(child)
            index += 1
        }
        let modal = engine.graph.links[id.index].modal
        if let modal { visit(presented: modal, by: id) }
        if let detour = engine.graph.links[id.index].detour { visit(presented: detour, by: id) }
        index = 0
        while index < engine.graph.ownership[id.index].modals.count {
            let registered = engine.graph.ownership[id.index].modals[index]
            index += 1
            guard registered != modal else { continue }
            if engine.graph.links[registered.index].parent != nil { found.append((.unpresentedModalHasParent, registered, id)) }
            visit(registered)
        }
    }

    private mutating func visit(presented: NodeID, by id: NodeID) {
        if engine.graph.links[presented.index].parent != id { found.append((.presentedParentMismatch, presented, id)) }
        visit(presented)
    }
}
