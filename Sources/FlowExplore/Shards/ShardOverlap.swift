/// How much the shards of one split explore twice: states more than one shard expands, and the
/// actions they try in all. Measured on the full pass (every action), which costs the most.
///
/// Every shard expands the states before the split depth (`ShardSplit`); past it, a shard
/// expands a state another shard expands too only when the state is reachable from both their
/// blocks within the bounds.
public struct ShardOverlap: Sendable, Equatable {
    /// How many shards.
    public var shards: Int
    /// The states each shard expanded, by shard.
    public var expandedPerShard: [Int]
    /// The distinct states expanded by any shard (the states one run expands, without a state bound).
    public var distinct: Int
    /// The distinct states expanded by more than one shard.
    public var shared: Int
    /// The actions each shard tried, by shard.
    public var actionsPerShard: [Int]
    /// The depth that was split (`nil`: no depth was large enough, and every shard explored everything).
    public var splitDepth: Int?

    /// The overlap of `results`, every shard of one split.
    public init(_ results: [ShardResult]) {
        let ordered = results.sorted { $0.shard.index < $1.shard.index }
        shards = ordered.count
        let expanded = ordered.map(\.expandedStates)
        expandedPerShard = expanded.map(\.count)
        var times: [String: Int] = [:]
        for states in expanded { for state in states { times[state, default: 0] += 1 } }
        distinct = times.count
        shared = times.values.filter { $0 > 1 }.count
        actionsPerShard = ordered.map { $0.full.expanded.reduce(0) { $0 + $1.tried.count } }
        splitDepth = ordered.first?.full.splitDepth
    }

    /// The states expanded in all, over the distinct ones: 1 when no state is expanded twice.
    public var factor: Double {
        distinct > 0 ? Double(expandedPerShard.reduce(0, +)) / Double(distinct) : 1
    }
}
