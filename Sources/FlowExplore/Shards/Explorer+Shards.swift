import FlowAdapter
import FlowCore
import FlowSnapshotStore

extension Explorer {
    /// Explores shard `spec` of this exploration (`ShardSplit` says which part) and returns every
    /// expansion it made. No time limit and no reduction: what a shard explores must not depend
    /// on the machine. With the state bound, the level being expanded when it is reached is
    /// finished (`ExplorationMerge.finishesLevel`).
    func exploreShard(_ spec: ShardSpec, reporting: ((ExplorationProgress) -> Void)?) -> ShardPass {
        var explorer = self
        explorer.timeLimit = nil
        explorer.reduction = nil
        explorer.recordsDetails = false
        let recorder = ShardRecorder(split: ShardSplit(spec: spec))
        let wall = ContinuousClock()
        _ = explorer.run(tabs: nil, deadline: nil, wall: (wall, wall.now), reporting: reporting, shard: recorder)
        return recorder.pass()
    }

    /// The exploration one run of this explorer makes, rebuilt from shards' expansions instead of
    /// expanding states: one run's merge, fed the states one run expands, in one run's order.
    ///
    /// - Throws: When no shard expanded a state one run expands (the shards do not cover the space).
    func replay(_ expansions: ShardExpansions) throws(ScenarioError) -> Exploration {
        var explorer = self
        explorer.recordsDetails = false
        let context = explorer.makeContext(tabs: nil, deadline: nil)
        var merge = ExplorationMerge(context: context, exploration: explorer.makeExploration(context, workers: 1))
        merge.addStart((expansions.start, expansions.discovery(of: expansions.start), nil))
        var level = 0..<1
        var depth = 0
        while !level.isEmpty, depth < maxDepth {
            let end = merge.stateCount
            for id in level {
                let state = try expansions.expansion(of: merge.fingerprint(of: id), as: id, in: context)
                if !merge.add([state]) { break }
            }
            if merge.stopped { break }
            level = end..<merge.stateCount
            depth += 1
            merge.closeDepth(since: end)
        }
        return merge.finish(unexpanded: level.isEmpty ? 0 : level.count, duration: .zero)
    }
}
