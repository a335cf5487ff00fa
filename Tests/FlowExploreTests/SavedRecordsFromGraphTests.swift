import FlowCore
import FlowDemoScenarios
import FlowExplore
import Foundation
import Testing

/// `saveNavigation()` writes format 3's records straight from the engine's graph (issue 44,
/// point 3); the bytes are the ones the nested tree of the same state writes, state by state.
@Suite("Saved records read from the graph")
struct SavedRecordsFromGraphTests {
    @Test("for every explored state and the rich state, the records saved from the graph are the bytes its nested tree writes")
    func sameBytesAsTheNestedTree() throws {
        let exploration = Explorer(app: SaveRestoreTests.app, maxStates: 600, maxDepth: 3).explore()
        #expect(exploration.states.count > 300)
        var roots = exploration.states.map { SaveRestoreTests.replay($0.path) }
        roots.append(SaveRestoreTests.richState())
        var withDetour = 0
        for (index, root) in roots.enumerated() {
            let saved = try root.saveNavigation()
            var nested = saved
            nested.root = saved.root
            #expect(nested.json() == saved.json(), "state \(index)")
            if saved.root.children.contains(where: { !$0.detour.isEmpty }) || !saved.root.detour.isEmpty { withDetour += 1 }
        }
        #expect(withDetour > 0, "the states cover detours")
    }
}
