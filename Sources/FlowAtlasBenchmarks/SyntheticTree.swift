import FlowCore

/// Synthetic trees of about `size` coordinators: a tab coordinator with 4 tabs, each tab a
/// tree where every coordinator has `branching` children, every third of them registered as
/// a modal instead of owned (so navigation mixes tabs, pushed children and modals), depth
/// growing with the size. `far` pairs are leaves in the first and last tab.
struct SyntheticTree {
    let root: BenchTabs
    let count: Int
    let deepestFirst: Int
    let deepestLast: Int

    /// With `registeringModals: false` every coordinator is owned, so a text snapshot has one line per coordinator.
    init(size: Int, branching: Int = 3, registeringModals: Bool = true) {
        root = BenchTabs()
        var nextID = 0
        var count = 1
        var deepest: [Int] = []
        let perTab = max(1, (size - 1) / 4)
        for _ in 0..<4 {
            let tabRoot = BenchCoordinator(id: nextID)
            nextID += 1
            count += 1
            var frontier: [(BenchCoordinator, Int)] = [(tabRoot, 0)]
            var made = 1
            var deepestInTab = (tabRoot.id, 0)
            var cursor = 0
            while made < perTab, cursor < frontier.count {
                let (parent, depth) = frontier[cursor]
                cursor += 1
                for k in 0..<branching where made < perTab {
                    let child = BenchCoordinator(id: nextID)
                    nextID += 1
                    made += 1
                    count += 1
                    if k == 2 && registeringModals { parent.addModalCoordinator(child) } else { parent.addChild(child) }
                    frontier.append((child, depth + 1))
                    if depth + 1 > deepestInTab.1 { deepestInTab = (child.id, depth + 1) }
                }
            }
            root.addChild(tabRoot)
            deepest.append(deepestInTab.0)
        }
        self.count = count
        deepestFirst = deepest[0]
        deepestLast = deepest[3]
    }

    /// Every coordinator's `canHandle` calls so far.
    var canHandleCalls: Int { Self.walk(root).reduce(0) { $0 + $1.canHandleCallCount } }

    static func walk(_ node: any AnyCoordinator) -> [any AnyCoordinator] {
        [node] + (node.children + node.modalCoordinators).flatMap(walk)
    }
}
