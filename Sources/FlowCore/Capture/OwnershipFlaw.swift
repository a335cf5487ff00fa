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
    /// ownership, as ids) and nothing else but type names for what it reports; `nil` for a type that conforms to `AnyCoordinator`
    /// without being a `Coordinator`.
    package func ownershipFlaws() -> [OwnershipFlaw]? {
        guard let node = self as? any NavigationNode else { return nil }
        return node.core.ownershipFlaws()
    }
}

extension NodeCore {
    /// `AnyCoordinator.ownershipFlaws()` of the tree below this coordinator: a fold over
    /// `GraphPreorder`, which checks each coordinator against the place it was found at.
    final func ownershipFlaws() -> [OwnershipFlaw] {
        let engine = self.engine
        let graph = engine.graph
        var found: [(kind: OwnershipFlaw.Kind, subject: NodeID, holder: NodeID?)] = []
        GraphPreorder.walk(engine, from: id) { visit in
            let id = visit.id
            let parent = graph.links[id.index].parent
            if let holder = visit.place.parent {
                switch visit.place.relation {
                case .child where parent != holder: found.append((.childParentMismatch, id, holder))
                case .modal where parent != holder, .detour where parent != holder: found.append((.presentedParentMismatch, id, holder))
                case .registeredModal where parent != nil: found.append((.unpresentedModalHasParent, id, holder))
                default: break
                }
            }
            guard !visit.isRepeat else {
                found.append((.ownedTwice, id, nil))
                return .goOn
            }
            for pushed in graph.links[id.index].pushed where !graph.ownership[id.index].children.contains(pushed) {
                found.append((.pushedNotOwned, pushed, id))
            }
            return .goOn
        }
        let name = { (id: NodeID) in engine.core(id).owner.map { "\(type(of: $0))" } ?? "Coordinator" }
        return found.map { OwnershipFlaw(kind: $0.kind, subject: name($0.subject), holder: $0.holder.map(name)) }
    }
}
