/// Which states a shard expands: the same choice on every machine, from nothing but the
/// exploration and `ShardSpec`.
///
/// Every shard explores breadth first from the start, exactly as one run does, until a depth
/// holds at least `rootsPerShard` states per shard (the demo: depth 2, after the sign-in). That
/// depth's states, in discovery order, are cut into `count` consecutive blocks of nearly equal
/// size, and shard I expands only the I-th block and what it leads to. The other blocks' states
/// stay visited, so the shard never expands them, however it reaches them again.
///
/// Together the shards expand every state one run expands. A state's shortest path crosses the
/// split depth at exactly one state (depth grows by one along a shortest path), and the shard
/// owning that state finds the rest of the path at the same depth as one run does: what a shard
/// finds within d actions is among what one run finds within d. So a shard reaches every state
/// of its blocks' shortest paths within the depth bound, and, with the state bound, fills up no
/// sooner than one run (see `ExplorationMerge.finishesLevel`).
///
/// The blocks are consecutive because neighbouring states share their paths: they reach the
/// same states more often, and keeping them together lowers the overlap between shards.
package struct ShardSplit {
    /// A depth is split once it holds this many states per shard or more.
    package static let rootsPerShard = 4

    let spec: ShardSpec
    /// The depth that was split, once it has been (`nil` before, or when no depth was large enough).
    private(set) var depth: Int?

    init(spec: ShardSpec) { self.spec = spec }

    /// The states of `level` (every state found at `depth`, by id) this shard expands: all of
    /// them until a level is large enough, then that level's block, then all of every later
    /// level (found from the block alone).
    mutating func part(of level: Range<Int>, at depth: Int) -> Range<Int> {
        guard self.depth == nil, Self.splits(level.count, into: spec.count) else { return level }
        self.depth = depth
        return Self.block(spec.index, of: spec.count, in: level)
    }

    /// Whether a level of `size` states is split into `count` shards.
    static func splits(_ size: Int, into count: Int) -> Bool {
        count > 1 && size >= rootsPerShard * count
    }

    /// The depth `count` shards of the exploration `run` made split at, read from one run's
    /// states per depth (the shards explore exactly as one run does until they split); `nil`
    /// when none would. For tools that want to know before exploring the shards.
    package static func depth(splitting count: Int, of run: Exploration) -> Int? {
        // A level the state bound cut short is never split: the shards stop before it, as one run does.
        // (Empty last depths are dropped from `statesPerDepth`: they are never split either.)
        (1..<max(1, min(run.completeLevels, run.statesPerDepth.count, run.maxDepth))).first { splits(run.statesPerDepth[$0], into: count) }
    }

    /// Block `index` (from 1) of `count` nearly equal consecutive blocks of `level`.
    static func block(_ index: Int, of count: Int, in level: Range<Int>) -> Range<Int> {
        let lower = level.lowerBound + (index - 1) * level.count / count
        let upper = level.lowerBound + index * level.count / count
        return lower..<upper
    }
}
