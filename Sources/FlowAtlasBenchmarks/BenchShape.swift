import FlowCore

/// One engine-speed shape of issue 13: a tree of bench coordinators, the two leaves a round
/// trip goes between, and where a navigation starts.
struct BenchShape {
    /// The root of the tree.
    let root: any AnyCoordinator
    /// The route of the leaf a round trip starts at (navigated to once before timing).
    let near: BenchRoute
    /// The route of the far leaf.
    let far: BenchRoute
    /// How many coordinators the tree has.
    let count: Int

    /// Every coordinator's `canHandle` calls so far.
    var canHandleCalls: Int { SyntheticTree.walk(root).reduce(0) { $0 + $1.canHandleCallCount } }

    /// The reference design's demo app in miniature (17 coordinators): a flow orchestrator
    /// showing a tab coordinator with five tabs; tab 0 a chain of three pushed children, tab 1
    /// a registered modal, tab 2 a registered modal with a nested registered modal that owns a
    /// child, tab 3 a child, tab 4 a registered modal and a child. The round trip goes between
    /// the end of tab 0's chain and the child inside tab 2's nested modal.
    static func demoLike() -> BenchShape {
        var ids = 0
        func make() -> BenchCoordinator {
            defer { ids += 1 }
            return BenchCoordinator(id: ids)
        }
        let tabs = BenchTabs()
        let tabRoots = (0..<5).map { _ in make() }
        for tab in tabRoots { tabs.addChild(tab) }
        // Tab 0: a chain of three.
        var cursor = tabRoots[0]
        for _ in 0..<3 {
            let next = make()
            cursor.addChild(next)
            cursor = next
        }
        let chainEnd = cursor
        // Tab 1: a modal.
        tabRoots[1].addModalCoordinator(make())
        // Tab 2: a modal with a nested modal owning a child.
        let modal = make()
        let nested = make()
        let inner = make()
        tabRoots[2].addModalCoordinator(modal)
        modal.addModalCoordinator(nested)
        nested.addChild(inner)
        // Tab 3: a child. Tab 4: a modal and a child.
        tabRoots[3].addChild(make())
        tabRoots[4].addModalCoordinator(make())
        tabRoots[4].addChild(make())
        let flow = BenchFlow(content: tabs)
        return BenchShape(root: flow, near: BenchRoute(id: chainEnd.id), far: BenchRoute(id: inner.id), count: ids + 2)
    }

    /// A tab coordinator with `tabs` tabs, each a chain of `length` coordinators (the tab and
    /// its pushed descendants): `1 + tabs × length` coordinators. The round trip goes between
    /// the ends of the first and the last tab's chains.
    static func tabTree(tabs tabCount: Int, length: Int) -> BenchShape {
        let tabs = BenchTabs()
        var ids = 0
        var ends: [BenchCoordinator] = []
        for _ in 0..<tabCount {
            let tab = BenchCoordinator(id: ids)
            ids += 1
            tabs.addChild(tab)
            var cursor = tab
            for _ in 1..<length {
                let next = BenchCoordinator(id: ids)
                ids += 1
                cursor.addChild(next)
                cursor = next
            }
            ends.append(cursor)
        }
        return BenchShape(root: tabs, near: BenchRoute(id: ends[0].id), far: BenchRoute(id: ends[tabCount - 1].id), count: ids + 1)
    }
}
