import FlowCore
import Testing

/// B43 and defect 7: `canHandle` is asked at most once per coordinator per navigation.
@Suite("Resolution cost (B43; defect 7)")
struct ResolutionCostBehaviourTests {
    fileprivate enum ChainRoute: String, Route { case start, leaf, top, nowhere, sheet }

    fileprivate typealias Link = BehaviourFixtures.Scripted<ChainRoute>

    /// A chain of owned children `depth` levels below the root, every link sharing `tally`.
    /// The root pushes `.top`, the deepest link pushes `.leaf`. With `modals`, every link
    /// also registers a modal (root `.sheet`) that handles nothing.
    private func makeChain(depth: Int, tally: BehaviourFixtures.Tally, modals: Bool = false) -> (links: [Link], modals: [Link]) {
        var links = [Link(root: .start, pushes: [.top], tally: tally)]
        var sheets: [Link] = []
        for level in 1...depth {
            let link = Link(root: .start, pushes: level == depth ? [.leaf] : [], tally: tally)
            links[level - 1].addChild(link)
            links.append(link)
        }
        if modals {
            for link in links {
                let sheet = Link(root: .sheet, tally: tally)
                link.addModalCoordinator(sheet)
                sheets.append(sheet)
            }
        }
        return (links, sheets)
    }

    private func askCounts(_ links: [Link]) -> [Int] { links.map(\.canHandleCalls) }

    private func deltas(_ after: [Int], _ before: [Int]) -> [Int] { zip(after, before).map { $0 - $1 } }

    @Test("B43 / defect 7: a chain of depth 40 asks canHandle at most 41 times to reach its deepest link")
    func b43DeepNavigationCost() throws {
        let tally = BehaviourFixtures.Tally()
        let chain = makeChain(depth: 40, tally: tally).links
        let root = try #require(chain.first)
        let leaf = try #require(chain.last)

        #expect(root.navigate(to: ChainRoute.leaf))

        #expect(tally.count <= 41)
        #expect(askCounts(chain).allSatisfy { $0 <= 1 })  // nobody asked twice
        #expect(leaf.router.state.stack == [.leaf])
        for (parent, child) in zip(chain, chain.dropFirst()) {
            #expect(parent.pushedChildren.count == 1)
            #expect(parent.pushedChildren.first === child)
            #expect(child.parentCoordinator === parent)
            #expect(parent.router.state.stack.isEmpty)
        }
        #expect(root.visibleCoordinator === leaf)
    }

    @Test("B43 / defect 7: bubbling from the deepest link to the root asks at most 41 times")
    func b43BubbleCost() throws {
        let tally = BehaviourFixtures.Tally()
        let chain = makeChain(depth: 40, tally: tally).links
        let root = try #require(chain.first)
        let leaf = try #require(chain.last)
        #expect(root.navigate(to: ChainRoute.leaf))
        tally.count = 0
        let before = askCounts(chain)

        #expect(leaf.navigate(to: ChainRoute.top))

        #expect(tally.count <= 41)
        #expect(deltas(askCounts(chain), before).allSatisfy { $0 <= 1 })
        #expect(root.router.state.stack == [.top])
        #expect(chain.allSatisfy { $0.pushedChildren.isEmpty })
        #expect(leaf.router.state.stack.isEmpty)
        #expect(leaf.parentCoordinator === chain[39])
    }

    @Test(
        "B43 / defect 7: a failing navigation from the deepest link asks at most once per coordinator",
        arguments: [1, 2, 10, 40])
    func b43FailureCost(depth: Int) throws {
        let tally = BehaviourFixtures.Tally()
        let chain = makeChain(depth: depth, tally: tally).links
        let root = try #require(chain.first)
        let leaf = try #require(chain.last)
        #expect(root.navigate(to: ChainRoute.leaf))
        tally.count = 0
        let before = askCounts(chain)
        let tree = root.captureTree()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)

        #expect(leaf.navigate(to: ChainRoute.nowhere) == false)

        #expect(tally.count <= depth + 1)
        #expect(deltas(askCounts(chain), before).allSatisfy { $0 <= 1 })
        #expect(root.captureTree() == tree)
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    }

    @Test("B43: with a registered modal at every level, still at most once per coordinator (82 coordinators)")
    func b43CostWithModals() throws {
        let tally = BehaviourFixtures.Tally()
        let (chain, sheets) = makeChain(depth: 40, tally: tally, modals: true)
        let root = try #require(chain.first)
        let leaf = try #require(chain.last)

        #expect(root.navigate(to: ChainRoute.leaf))
        #expect(tally.count <= 82)
        #expect(askCounts(chain + sheets).allSatisfy { $0 <= 1 })
        #expect(leaf.router.state.stack == [.leaf])

        tally.count = 0
        let before = askCounts(chain + sheets)
        #expect(leaf.navigate(to: ChainRoute.nowhere) == false)
        #expect(tally.count <= 82)
        #expect(deltas(askCounts(chain + sheets), before).allSatisfy { $0 <= 1 })
        #expect(sheets.allSatisfy { $0.parentCoordinator == nil })
    }
}
