import FlowCore

/// A route of the synthetic trees: `r<id>` is handled by coordinator `id`.
struct BenchRoute: Route {
    let id: Int
    var identifier: String { "r\(id)" }
}

/// A coordinator of the synthetic trees: handles exactly its own leaf route (a push).
final class BenchCoordinator: Coordinator<BenchRoute> {
    let id: Int
    init(id: Int) {
        self.id = id
        super.init(router: Router(initial: BenchRoute(id: -id - 1)))
    }
    override func canHandle(_ route: BenchRoute) -> Bool { route.id == id }
}

final class BenchTabs: TabCoordinator<BenchRoute> {
    init() { super.init(router: Router(initial: BenchRoute(id: -1_000_000))) }
}

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
