/// How the bounds of two explorations differ, and the depth both cover (what `ExplorationDiff`
/// compares).
struct DiffBounds {
    /// One sentence per difference (empty when the bounds are the same).
    let notes: [String]
    /// The deepest depth both explorations found whole (`Int.max`: both reached the fixpoint).
    let depth: Int

    init(old: ExplorationReport, new: ExplorationReport) {
        depth = min(old.completeDepth, new.completeDepth)
        var notes: [String] = []
        func bound(_ value: Int, _ none: String) -> String { value == .max ? none : "\(value)" }
        if old.maxDepth != new.maxDepth {
            notes.append("depth bound: OLD \(bound(old.maxDepth, "none")), NEW \(bound(new.maxDepth, "none"))")
        }
        if old.maxStates != new.maxStates {
            notes.append("state bound: OLD \(bound(old.maxStates, "none")), NEW \(bound(new.maxStates, "none"))")
        }
        if old.reduce != new.reduce { notes.append("--reduce: OLD \(old.reduce), NEW \(new.reduce) (the state counts are not comparable)") }
        if Set(old.urls) != Set(new.urls) {
            let onlyOld = old.urls.filter { !new.urls.contains($0) }
            let onlyNew = new.urls.filter { !old.urls.contains($0) }
            var parts: [String] = []
            if !onlyOld.isEmpty { parts.append("only OLD opens \(onlyOld.joined(separator: ", "))") }
            if !onlyNew.isEmpty { parts.append("only NEW opens \(onlyNew.joined(separator: ", "))") }
            notes.append("--url: \(parts.joined(separator: "; ")) (links one version did not open are not compared)")
        }
        if old.completeDepth != new.completeDepth {
            notes.append(
                "found whole: OLD \(Self.covered(old)), NEW \(Self.covered(new))")
        }
        if !notes.isEmpty {
            notes.append(
                depth == .max
                    ? "compared: every depth (both reached the fixpoint)"
                    : "compared: only what both cover, the states up to depth \(depth) (links, no way back and violations: from states up to depth \(max(0, depth - 1)))"
            )
        }
        self.notes = notes
    }

    /// How deep `report`'s states were all found, in words.
    private static func covered(_ report: ExplorationReport) -> String {
        if report.completeDepth == .max { return "every depth (fixpoint)" }
        let why = report.truncated ? " (state bound)" : report.timedOut ? " (time limit)" : ""
        return "to depth \(report.completeDepth)\(why)"
    }

    /// Whether a screen reached by a path of `length` actions is within what both cover.
    func covers(pathLength length: Int) -> Bool { length <= depth }

    /// Whether an action tried in a state at `depth` is within what both cover (both expanded it).
    func covers(triedAt stateDepth: Int) -> Bool { depth == .max || stateDepth < depth }
}
