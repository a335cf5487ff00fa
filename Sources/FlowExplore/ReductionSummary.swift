import Foundation

/// What a reduced exploration explored and what it stands for (`Exploration.reduction`).
public struct ReductionSummary: Sendable, Codable, Equatable {
    /// The reduction applied.
    public var reduction: StateReduction
    /// The tab coordinator whose tabs were explored apart, as pictures name it.
    public var container: String
    /// Its tabs' titles, in order.
    public var tabs: [String]
    /// The groups of tabs explored apart (each a product of its tabs), by title.
    public var groups: [[String]]
    /// The states explored.
    public var explored: Int
    /// The states they stand for: under each state of the shell, every combination of each
    /// group's explored states (`Int.max` when more). Where every check held at the fixpoint,
    /// these are the reachable states of the whole space.
    public var represented: Int
    /// `represented / explored`, to one decimal.
    public var factor: Double
    /// Transitions that led to a represented state (several groups away): checked, not expanded.
    public var representedTransitions: Int
    /// Why tabs were explored together, in the order found (each merge restarts the exploration).
    public var couplings: [TabCoupling]
    /// How many times the exploration started again after merging groups.
    public var restarts: Int
    /// Parts of represented states not explored when a bound or the time limit stopped the
    /// exploration (they may lie beyond it): the check that they are explored did not run.
    public var unchecked: Int
    /// Couplings found in the last run that the time limit left no time to explore.
    public var pendingCouplings: Int

    /// `represented / explored`, to one decimal (1 when nothing was explored).
    static func factor(represented: Int, explored: Int) -> Double {
        guard explored > 0 else { return 1 }
        return (Double(represented) / Double(explored) * 10).rounded() / 10
    }

    /// The report's lines about the reduction.
    var lines: [String] {
        let grouping = groups.map { "[\($0.joined(separator: ", "))]" }.joined(separator: " ")
        var lines = [
            "reduction: \(reduction.rawValue) of \(container) (\(tabs.count) tabs): each group explored apart, the other tabs at rest: \(grouping)",
            "reduction: the \(explored) states explored stand for \(represented == .max ? "more than \(Int.max)" : "\(represented)") (×\(String(format: "%.1f", factor))): under each state of the shell, every combination of the groups' explored states",
            "reduction: \(representedTransitions) transitions reached such combinations: checked, not expanded; restarts: \(restarts); unchecked (beyond the bounds): \(unchecked)",
        ]
        if pendingCouplings > 0 {
            lines.append(
                "reduction: \(pendingCouplings) couplings found when the time limit stopped the exploration were not explored: the states above do not account for them"
            )
        }
        return lines
    }
}
