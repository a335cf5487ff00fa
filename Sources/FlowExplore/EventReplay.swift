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
    }

    static func states(_ tree: NavigationTree, _ identities: [CoordinatorIdentity]) -> [CoordinatorIdentity: State] {
        var states: [CoordinatorIdentity: State] = [:]
        for node in tree.nodes {
            states[identities[node.id]] = State(
                root: node.root, stack: node.stack, presented: node.presented, detour: node.detour, selectedTab: node.selectedTab,
                pushed: node.pushedChildren.map { identities[$0] }, modal: node.presentedModal.map { identities[$0] },
                detourNode: node.presentedDetour.map { identities[$0] })
        }
        return states
    }

    /// A description of the first difference, or `nil` when the events replay exactly.
    static func mismatch(before: NavigationTree, beforeIdentities: [CoordinatorIdentity], after: NavigationTree,
                         afterIdentities: [CoordinatorIdentity], events: [NavigationEvent]) -> String? {
        mismatch(before: states(before, beforeIdentities), after: after, afterIdentities: afterIdentities,
                 afterStates: states(after, afterIdentities), events: events)
    }

    /// `mismatch` with the states of the trees before and after already worked out (`states`).
    static func mismatch(before: [CoordinatorIdentity: State], after: NavigationTree, afterIdentities: [CoordinatorIdentity],
                         afterStates actual: [CoordinatorIdentity: State], events: [NavigationEvent]) -> String? {
        var replayed = before
        for event in events {
            guard let id = event.subjects.coordinator, var state = replayed[id] else { continue }
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
            case .resetRoot:
                if let route = event.route { state.root = route }
                state.stack = []
            case .changeFlow, .restore:
                break
            }
            replayed[id] = state
        }
        for (index, identity) in afterIdentities.enumerated() {
            guard let expected = replayed[identity], let real = actual[identity] else { continue }
            if expected != real {
                return "\(after.nodes[index].typeName): events give \(brief(expected)), tree has \(brief(real))"
            }
        }
        return nil
    }

    private static func brief(_ state: State) -> String {
        "root=\(state.root.identifier) stack=\(state.stack.map(\.identifier)) presented=\(state.presented?.identifier ?? "-") detour=\(state.detour?.identifier ?? "-") tab=\(state.selectedTab.map(String.init) ?? "-") pushed=\(state.pushed.count)"
    }
}
