import FlowCore

/// A chain of depth `depth`: each coordinator owns the next; only the last handles the route.
struct SyntheticChain {
    let root: BenchCoordinator
    let leaf: BenchCoordinator

    init(depth: Int) {
        root = BenchCoordinator(id: 0)
        var cursor = root
        for id in 1...depth {
            let next = BenchCoordinator(id: id)
            cursor.addChild(next)
            cursor = next
        }
        leaf = cursor
    }

    var canHandleCalls: Int { SyntheticTree.walk(root).reduce(0) { $0 + $1.canHandleCallCount } }
}
