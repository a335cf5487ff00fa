import FlowCore

/// What the tab reduction keeps while the merge adds states: which states it explores, which it
/// represents, and the checks that the explored states represent every transition.
///
/// A state's *placement* is which groups of tabs are away from rest in it. A state with at most
/// one group away is explored; one with several is represented by its parts (the state with the
/// same shell and one of those groups as it is, the others at rest), which must be explored.
/// Two checks run on every transition from an explored state (the merge's order, so the result
/// is the same on any number of threads):
/// - a transition from a state with group `g` away must change the shell and every other
///   group as the same action does from the state with the same shell and every tab at rest
///   (its *reference*); where the reference did not take that action, it may change nothing
///   outside `g` but the selected tab. Otherwise the action's effect depends on `g`'s state:
///   `g` is coupled with what it changed (`crossTabChange`), or with every tab (`shellChange`).
///   A transition to a state without the container (signing out) is exempt: that state has no
///   tabs to combine, and it is reached as it is from the explored state holding `g`;
/// - a transition to a state with several groups away needs every part of that state explored
///   by the end (`unrepresented` otherwise; where the exploration stopped before its fixpoint,
///   such a part may lie beyond the bound, and is counted as unchecked instead).
struct ReductionLedger {
    /// A shell state: the shell's fingerprint and the container's selected tab.
    struct ShellKey: Hashable {
        var shell: StateFingerprint
        var selected: Int?
    }

    /// Which groups are away from rest in a state.
    enum Placement: Equatable {
        case atRest
        case away(Int)
        case several([Int])
    }

    /// A coupling found: the tabs it couples, the state and action it was found at.
    struct Found {
        var kind: TabCoupling.Kind
        var tabs: [Int]
        var state: Int
        var action: Int
    }

    /// One group's state under one shell state.
    private struct Part: Hashable {
        var shell: ShellKey
        var group: Int
        var state: StateFingerprint
    }

    private struct ShellStates {
        var atRest = false
        var away: [Int: Set<StateFingerprint>] = [:]
    }

    private struct ReferenceKey: Hashable {
        var shell: ShellKey
        var action: Int
    }

    /// A transition from a state with a group away, to compare with its reference.
    private struct Check {
        var state: Int
        var action: Int
        var group: Int
        var before: TabPartition
        var after: TabPartition
    }

    /// A transition to a state with several groups away: its parts.
    private struct Closure {
        var state: Int
        var action: Int
        var groups: [Int]
        var parts: [Part]
    }

    let container: TabContainer
    let groups: TabGroups
    private var shells: [ShellKey: ShellStates] = [:]
    private var explored: Set<Part> = []
    private var references: [ReferenceKey: TabPartition] = [:]
    private var deferred: [Check] = []
    private var closures: [Closure] = []
    private var closureParts: Set<[Part]> = []
    private var coupled: Set<[Int]> = []
    /// The couplings found, in the order found.
    private(set) var found: [Found] = []
    /// Transitions to states with several groups away (represented, not explored).
    private(set) var pruned = 0
    /// Parts of such states not yet explored when a bounded exploration stopped.
    private(set) var unchecked = 0

    init(container: TabContainer, groups: TabGroups) {
        self.container = container
        self.groups = groups
    }

    /// Which groups are away from rest in `partition`.
    func placement(_ partition: TabPartition) -> Placement {
        let away = Set(partition.away(from: container.rest).map(groups.group(of:))).sorted()
        return switch away.count {
        case 0: .atRest
        case 1: .away(away[0])
        default: .several(away)
        }
    }

    /// Whether a state is explored (at most one group away) rather than represented.
    func admits(_ partition: TabPartition) -> Bool {
        if case .several = placement(partition) { return false }
        return true
    }

    /// A state is explored.
    mutating func discovered(_ partition: TabPartition) {
        let key = Self.key(partition)
        switch placement(partition) {
        case .atRest:
            shells[key, default: ShellStates()].atRest = true
        case let .away(group):
            let state = groupState(partition, group)
            shells[key, default: ShellStates()].away[group, default: []].insert(state)
            explored.insert(Part(shell: key, group: group, state: state))
        case .several:
            break
        }
    }

    /// Action `action`, taken in explored state `state` (`before`), led to `after`.
    mutating func tried(state: Int, action: Int, before: TabPartition, after: TabPartition) {
        switch placement(before) {
        case .atRest:
            let key = ReferenceKey(shell: Self.key(before), action: action)
            if references[key] == nil { references[key] = after }
        case let .away(group):
            let check = Check(state: state, action: action, group: group, before: before, after: after)
            if let reference = references[ReferenceKey(shell: Self.key(before), action: action)] {
                compare(check, with: reference)
            } else {
                deferred.append(check)
            }
        case .several:
            break
        }
        if case let .several(away) = placement(after) {
            pruned += 1
            let key = Self.key(after)
            let parts = away.map { Part(shell: key, group: $0, state: groupState(after, $0)) }
            if closureParts.insert(parts).inserted { closures.append(Closure(state: state, action: action, groups: away, parts: parts)) }
        }
    }

    /// Runs the checks left for the end: the comparisons whose reference came later (or never:
    /// then against no change), and the parts of represented states. `complete`: the
    /// exploration reached its fixpoint, so a part never explored is unrepresented.
    mutating func finish(complete: Bool) {
        for check in deferred {
            compare(check, with: references[ReferenceKey(shell: Self.key(check.before), action: check.action)])
        }
        deferred = []
        for closure in closures where closure.parts.contains(where: { !explored.contains($0) }) {
            if complete {
                record(.unrepresented, groups: closure.groups, state: closure.state, action: closure.action)
            } else {
                unchecked += 1
            }
        }
    }

    /// How many states the explored ones represent: under each shell state, every combination of
    /// each group's explored states (a group at rest included), at most `Int.max`.
    var represented: Int {
        var total = 0
        for states in shells.values {
            var product = 1
            for group in groups.names {
                let (next, overflow) = product.multipliedReportingOverflow(by: (states.away[group]?.count ?? 0) + 1)
                product = overflow ? .max : next
            }
            // Combinations with at least one group away, and the state at rest if explored.
            if product < .max { product += (states.atRest ? 1 : 0) - 1 }
            let (sum, overflow) = total.addingReportingOverflow(product)
            total = overflow ? .max : sum
        }
        return total
    }

    /// Whether the explored states represent `tree`: under its shell state, it is the state at
    /// rest and that was explored, or each group away in it was explored with the others at rest.
    func represents(_ tree: NavigationTree) -> Bool {
        let partition = TabPartition(tree, container: container)
        let key = Self.key(partition)
        switch placement(partition) {
        case .atRest: return shells[key]?.atRest == true
        case let .away(group): return explored.contains(Part(shell: key, group: group, state: groupState(partition, group)))
        case let .several(away): return away.allSatisfy { explored.contains(Part(shell: key, group: $0, state: groupState(partition, $0))) }
        }
    }

    // MARK: Helpers

    private static func key(_ partition: TabPartition) -> ShellKey { ShellKey(shell: partition.shell, selected: partition.selected) }

    private func groupState(_ partition: TabPartition, _ group: Int) -> StateFingerprint {
        StateFingerprint(combining: groups.members(group).map { partition.tabs[$0] })
    }

    /// Compares a transition from a state with its group away with its reference (`nil`: the
    /// reference did not take the action, so nothing outside the group but the selection may change).
    private mutating func compare(_ check: Check, with reference: TabPartition?) {
        let after = check.after
        // A state without the container (signed out) has no tabs to combine with other groups'
        // states: it is reached as it is from the explored state that holds the acting group.
        guard !after.tabs.isEmpty else { return }
        let expected = reference ?? check.before
        if expected.tabs.isEmpty || after.shell != expected.shell || (reference != nil && after.selected != expected.selected) {
            record(.shellChange, groups: groups.names, state: check.state, action: check.action)
            return
        }
        let changed = groups.names.filter { $0 != check.group && groupState(after, $0) != groupState(expected, $0) }
        if !changed.isEmpty { record(.crossTabChange, groups: [check.group] + changed, state: check.state, action: check.action) }
    }

    private mutating func record(_ kind: TabCoupling.Kind, groups names: [Int], state: Int, action: Int) {
        let tabs = names.flatMap(groups.members).sorted()
        guard coupled.insert(tabs).inserted else { return }
        found.append(Found(kind: kind, tabs: tabs, state: state, action: action))
    }
}
