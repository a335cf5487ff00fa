extension ShardPass {
    /// What makes this pass unusable, read from a file that may have been edited or cut short:
    /// a malformed fingerprint, a state listed twice, a number that points past its table, an
    /// unknown invariant rule. `nil` when every reference holds, so the merge can follow them.
    func problem() -> String? {
        if let splitDepth, splitDepth < 1 { return "the split depth \(splitDepth) is below 1" }
        guard !states.isEmpty else { return "it lists no state (expected the start at least)" }
        var fingerprints = Set<String>()
        for (number, state) in states.enumerated() {
            guard StateFingerprint(hex: state.fingerprint) != nil else { return "state \(number)'s fingerprint is not 32 lowercase hexadecimal digits" }
            guard fingerprints.insert(state.fingerprint).inserted else { return "state \(number) is listed twice" }
            if let place = state.place, !places.indices.contains(place) { return "state \(number) shows place \(place) of \(places.count)" }
        }
        var expandedStates = Set<Int>()
        for (number, expansion) in expanded.enumerated() {
            guard states.indices.contains(expansion.state) else { return "expansion \(number) is of state \(expansion.state) of \(states.count)" }
            guard SnapshotKey(hex: expansion.snapshot) != nil else { return "expansion \(number)'s snapshot is not 32 lowercase hexadecimal digits" }
            guard expandedStates.insert(expansion.state).inserted else { return "state \(expansion.state) is expanded twice" }
            guard states[expansion.state].place != nil else { return "expanded state \(expansion.state) shows no place" }
            for tried in expansion.tried {
                if let problem = problem(with: tried) { return "expansion \(number): \(problem)" }
            }
        }
        return nil
    }

    private func problem(with tried: Tried) -> String? {
        guard actions.indices.contains(tried.action) else { return "action \(tried.action) of \(actions.count)" }
        guard states.indices.contains(tried.to) else { return "it reaches state \(tried.to) of \(states.count)" }
        guard states[tried.to].place != nil else { return "state \(tried.to), which it reaches, shows no place" }
        guard messages.indices.contains(tried.message) else { return "message \(tried.message) of \(messages.count)" }
        for violation in tried.violations ?? [] where InvariantRule(rawValue: violation.rule) == nil {
            return "no invariant rule is named '\(violation.rule.prefix(80))'"
        }
        return nil
    }
}
