/// The tab reduction's groups of tabs: tabs in one group are explored together (their
/// product), groups apart. Each tab starts alone; a coupling merges groups.
struct TabGroups: Hashable, Sendable {
    /// Each tab's group, named by its smallest tab.
    private(set) var leader: [Int]

    /// Every tab in a group of its own.
    init(tabs: Int) { leader = Array(0..<tabs) }

    /// The group (its smallest tab) of `tab`.
    func group(of tab: Int) -> Int { leader[tab] }

    /// The groups' names (smallest tabs), in order.
    var names: [Int] { leader.indices.filter { leader[$0] == $0 } }

    /// The tabs of group `name`, in order.
    func members(_ name: Int) -> [Int] { leader.indices.filter { leader[$0] == name } }

    /// The same groups with every group of `tabs` merged into one.
    func merging(_ tabs: [Int]) -> TabGroups {
        guard let first = tabs.first else { return self }
        var merged = self
        let joined = Set(tabs.map { leader[$0] })
        let name = min(joined.min() ?? first, leader[first])
        for tab in merged.leader.indices where joined.contains(merged.leader[tab]) { merged.leader[tab] = name }
        return merged
    }
}
