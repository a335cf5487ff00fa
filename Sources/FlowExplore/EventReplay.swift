import FlowCore

/// Replays events onto the tree before an action and compares with the tree after: the
/// events must account for every change of navigation state (ownership changes made by
/// flow changes are not navigation events and are not compared).
enum EventReplay {
    struct State: Equatable {
        var root: RouteValue
        var stack: [RouteValue]
        var presented: RouteValue?
        var detour: RouteValue?
        var selectedTab: Int?
        var pushed: [CoordinatorIdentity]
        var modal: CoordinatorIdentity?
        var detourNode: CoordinatorIdentity?
        var pending: RouteValue?

        /// The state of `node` of a tree whose nodes are the coordinators `identities`.
        init(_ node: NavigationTree.Node, _ identities: [CoordinatorIdentity]) {
            root = node.root
            stack = node.stack
            presented = node.presented
            detour = node.detour
            selectedTab = node.selectedTab
            pushed = node.pushedChildren.map { identities[$0] }
            modal = node.presentedModal.map { identities[$0] }
            detourNode = node.presentedDetour.map { identities[$0] }
            pending = node.pending
        }

        /// `self == State(nodes[index], identities)`, without building the state or copying the
        /// node (its fields are read in place).
        func matches(_ nodes: NodesInPlace, _ index: Int, _ identities: [CoordinatorIdentity]) -> Bool {
            guard nodes[index].hasRoutes(root: root, stack: stack, presented: presented, detour: detour, selectedTab: selectedTab),
                pushed.count == nodes[index].pushedChildren.count, pending == nodes[index].pending,
                modal == nodes[index].presentedModal.map({ identities[$0] }), detourNode == nodes[index].presentedDetour.map({ identities[$0] })
            else { return false }
            for (position, child) in nodes[index].pushedChildren.enumerated() where pushed[position] != identities[child] { return false }
            return true
        }
    }

    /// A description of the first difference, or `nil` when the events replay exactly. With
    /// stamps on both sides, only the coordinators the action touched are compared: one whose
    /// record has its stamp from before and that no event is about is in its state before.
    static func mismatch(
        before: InvariantChecker.Before, after: NavigationTree, afterIdentities: [CoordinatorIdentity],
        afterCoordinators: CapturedCoordinators? = nil, events: [NavigationEvent]
    ) -> String? {
        // (Stamps after are read off the coordinators for the nodes compared, not listed first.)
        let stamps = before.stamps.flatMap { before in afterCoordinators.map { (before, $0) } }
        // Only the coordinators the events are about change (a few per action, so a list, not a
        // dictionary); the others keep their state before.
        var replayed: [(node: Int, state: State)] = []
        if !events.isEmpty { replayed.reserveCapacity(events.count) }
        for event in events {
            guard let id = event.subjects.coordinator, let node = before.position(of: id) else { continue }
            let slot: Int
            if let known = replayed.firstIndex(where: { $0.node == node }) {
                slot = known
            } else {
                replayed.append((node, before.replayStates[node]))
                slot = replayed.count - 1
            }
            apply(event, to: &replayed[slot].state)
        }
        return NodesInPlace.reading(after.nodes) { nodes in
            for (index, identity) in afterIdentities.enumerated() {
                // Most actions keep the tree's shape: a coordinator is then where it was before.
                let sameIndex = before.identitiesAreDistinct && index < before.identities.count && before.identities[index] == identity
                guard let node = sameIndex ? index : before.position(of: identity) else { continue }
                let slot = replayed.firstIndex { $0.node == node }
                if slot == nil, let (beforeStamps, afterCoordinators) = stamps, beforeStamps[node] == afterCoordinators.stamp(of: index) { continue }
                // (Read in place: a closure or `??` around these would copy the state.)
                let matches: Bool
                if let slot {
                    matches = replayed[slot].state.matches(nodes, index, afterIdentities)
                } else {
                    matches = before.replayStates[node].matches(nodes, index, afterIdentities)
                }
                if !matches {
                    let expected = slot.map { replayed[$0].state } ?? before.replayStates[node]
                    return "\(nodes[index].typeName): events give \(brief(expected)), tree has \(brief(State(nodes[index], afterIdentities)))"
                }
            }
            return nil
        }
    }

    /// Applies one event to the state of the coordinator it is about.
    private static func apply(_ event: NavigationEvent, to state: inout State) {
        switch event.kind {
        case .push:
            if let route = event.route { state.stack.append(route) }
        case .replace:
            if let route = event.route {
                if state.stack.isEmpty { state.stack.append(route) } else { state.stack[state.stack.count - 1] = route }
            }
        case .pop:
            if let count = event.stackCount, count <= state.stack.count { state.stack.removeLast(state.stack.count - count) }
        case .pushChild:
            if let other = event.subjects.other { state.pushed.append(other) }
        case .popChild:
            state.pushed.removeAll { $0 == event.subjects.other }
        case .presentModal:
            state.presented = event.route
            state.modal = event.subjects.other
        case .dismissModal:
            state.presented = nil
            state.modal = nil
        case .presentDetour:
            state.detour = event.route
            state.detourNode = event.subjects.other
        case .dismissDetour:
            state.detour = nil
            state.detourNode = nil
        case .selectTab:
            state.selectedTab = event.tabIndex
        case .resetRoot, .resetStack:
            if let route = event.route { state.root = route }
            state.stack = []
        case .setPending:
            state.pending = event.route
        case .clearPending:
            state.pending = nil
        // Detents are not part of the replayed state.
        case .changeFlow, .restore, .selectDetent:
            break
        }
    }

    private static func brief(_ state: State) -> String {
        "root=\(state.root.identifier) stack=\(state.stack.map(\.identifier)) presented=\(state.presented?.identifier ?? "-") detour=\(state.detour?.identifier ?? "-") tab=\(state.selectedTab.map(String.init) ?? "-") pushed=\(state.pushed.count)"
    }
}
