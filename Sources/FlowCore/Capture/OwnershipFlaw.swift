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
    /// is reported and not walked again, so a cycle ends. Reads the cores directly (the
    /// explorer checks this after every action); `nil` for a type that conforms to
    /// `AnyCoordinator` without being a `Coordinator`.
    package func ownershipFlaws() -> [OwnershipFlaw]? {
        guard let node = self as? any NavigationNode else { return nil }
        var flaws: [OwnershipFlaw] = []
        // Every coordinator of a tree is in its engine: marks by id, a set for any that is not.
        let engine = node.core.engine
        var seenIDs = [Bool](repeating: false, count: engine.graph.capacity)
        var seenElsewhere: Set<ObjectIdentifier> = []
        func name(_ core: NodeCore) -> String { core.owner.map { "\(type(of: $0))" } ?? "Coordinator" }
        func firstVisit(_ core: NodeCore) -> Bool {
            guard core.engine === engine, core.id.index < seenIDs.count else {
                return core.ownerID.map { seenElsewhere.insert($0).inserted } ?? false
            }
            defer { seenIDs[core.id.index] = true }
            return !seenIDs[core.id.index]
        }
        func checkPresented(_ presented: NodeCore, by core: NodeCore, _ identity: ObjectIdentifier) {
            if presented.parent?.ownerID != identity {
                flaws.append(OwnershipFlaw(kind: .presentedParentMismatch, subject: name(presented), holder: name(core)))
            }
            visit(presented)
        }
        func visit(_ core: NodeCore) {
            guard let identity = core.ownerID, firstVisit(core) else {
                flaws.append(OwnershipFlaw(kind: .ownedTwice, subject: name(core), holder: nil))
                return
            }
            let children = core.childCores
            let links = core.links
            for pushed in links.pushed where !children.contains(where: { $0.takeUnretainedValue().id == pushed }) {
                flaws.append(OwnershipFlaw(kind: .pushedNotOwned, subject: name(core.engine.core(pushed)), holder: name(core)))
            }
            for index in children.indices {
                let child = children[index].takeUnretainedValue()
                if child.parent?.ownerID != identity { flaws.append(OwnershipFlaw(kind: .childParentMismatch, subject: name(child), holder: name(core))) }
                visit(child)
            }
            let modal = core.engine.core(links.modal)
            if let modal { checkPresented(modal, by: core, identity) }
            if let detour = core.engine.core(links.detour) { checkPresented(detour, by: core, identity) }
            for index in core.modalCores.indices {
                let registered = core.modalCores[index].takeUnretainedValue()
                guard registered !== modal else { continue }
                if registered.parent != nil { flaws.append(OwnershipFlaw(kind: .unpresentedModalHasParent, subject: name(registered), holder: name(core))) }
                visit(registered)
            }
        }
        visit(node.core)
        return flaws
    }
}
