import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import Testing

/// The explorer of issue 13: fingerprints, parents as indices, mementos, several threads.
@Suite("Explorer at model-checker speed")
struct ModelCheckingExplorerTests {
    static let demo = DemoScenarioApp()

    static func explore(_ app: any AtlasApp, depth: Int, workers: Int, details: Bool = true) -> Exploration {
        var explorer = Explorer(app: app, maxStates: .max, maxDepth: depth)
        explorer.workers = workers
        explorer.recordsDetails = details
        return explorer.explore()
    }

    @Test("one thread or several: the same states in the same order, the same transitions, the same report")
    func threadsDoNotChangeTheResult() {
        let single = Self.explore(Self.demo, depth: 3, workers: 1)
        for workers in [2, 3] {
            let parallel = Self.explore(Self.demo, depth: 3, workers: workers)
            #expect(parallel.stateCount == single.stateCount)
            #expect(parallel.statesPerDepth == single.statesPerDepth)
            #expect(parallel.states.map(\.tree) == single.states.map(\.tree))
            #expect(parallel.states.map(\.path) == single.states.map(\.path))
            #expect(
                parallel.transitions.map { "\($0.from) \($0.action) \($0.to ?? -1) \($0.succeeded) \($0.message)" }
                    == single.transitions.map { "\($0.from) \($0.action) \($0.to ?? -1) \($0.succeeded) \($0.message)" })
            #expect(parallel.transitions.map(\.events) == single.transitions.map(\.events))
            let routes = Self.demo.declaredRoutes
            #expect(
                ExplorationReport(full: parallel, inAppOnly: nil, declaredRoutes: routes).text
                    == ExplorationReport(full: single, inAppOnly: nil, declaredRoutes: routes).text)
        }
    }

    @Test("without details the figures and the report are those of the detailed exploration")
    func detailsOnlyAddDetails() {
        let detailed = Self.explore(Self.demo, depth: 3, workers: 2)
        let lean = Self.explore(Self.demo, depth: 3, workers: 2, details: false)
        #expect(lean.states.isEmpty && lean.transitions.isEmpty)
        #expect(lean.stateCount == detailed.stateCount)
        #expect(lean.transitionCount == detailed.transitions.count)
        #expect(detailed.stateCount == detailed.states.count)
        let routes = Self.demo.declaredRoutes
        #expect(
            ExplorationReport(full: lean, inAppOnly: nil, declaredRoutes: routes)
                == ExplorationReport(full: detailed, inAppOnly: nil, declaredRoutes: routes))
        #expect(lean.transitionGraph == detailed.transitionGraph)
    }

    @Test("parents and actions give every state's shortest path; depths follow the breadth-first levels")
    func parentsGivePaths() {
        let exploration = Self.explore(Self.demo, depth: 3, workers: 2)
        var level = 0
        var levelEnd = exploration.statesPerDepth[0]
        for state in exploration.states {
            while state.id >= levelEnd {
                level += 1
                levelEnd += exploration.statesPerDepth[level]
            }
            #expect(exploration.path(to: state.id) == state.path)
            #expect(exploration.depth(of: state.id) == level)
            #expect(state.depth == level)
        }
        #expect(exploration.statesPerDepth.reduce(0, +) == exploration.stateCount)
    }

    @Test("a finite app is explored to its fixpoint without bounds, and the report says so")
    func fixpoint() {
        let (exploration, report) = ExplorationReport.explore(GateApp(), maxStates: .max, maxDepth: .max)
        #expect(exploration.fixpoint)
        #expect(report.fixpoint)
        #expect(!exploration.truncated && !exploration.timedOut)
        #expect(report.text.contains("bounds: no state bound, no depth bound\n"))
        #expect(report.text.contains("fixpoint: reached (every state found was expanded)\n"))
        // A depth bound at the deepest level finds every state but expands none of that level's:
        // no fixpoint (the explorer cannot know nothing new lies beyond).
        let bounded = Self.explore(GateApp(), depth: exploration.statesPerDepth.count - 1, workers: 2)
        #expect(!bounded.fixpoint)
        #expect(bounded.stateCount == exploration.stateCount)
    }

    @Test("every state the explorer reaches by mementos is the state its shortest path reaches on a fresh app")
    func mementoJumpsAreExact() {
        let exploration = Self.explore(Self.demo, depth: 3, workers: 2)
        for state in exploration.states {
            let root = Self.demo.makeRoot()
            let recorder = NavigationRecorder()
            root.addObserver(recorder)
            for action in state.path { _ = ActionPerformer.perform(action.action, app: Self.demo, root: root, recorder: recorder) }
            #expect(root.captureTree() == state.tree, "state \(state.id) via \(state.path)")
        }
    }

    @Test("visited states cost tens of bytes each, not trees")
    func compactStates() {
        let exploration = Self.explore(Self.demo, depth: 4, workers: 2, details: false)
        #expect(exploration.stateCount > 6_000)
        #expect(exploration.bytesPerState < 100, "\(exploration.bytesPerState) bytes per state")
    }
}
