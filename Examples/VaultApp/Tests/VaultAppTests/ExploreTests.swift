import FlowAdapter
import FlowCore
import FlowExplore
import FlowText
import Foundation
import Testing
import VaultApp
import VaultAtlasApp

/// Both apps explored: every invariant holds, a held link is a state of its own, and (issue 48,
/// point 5) no placeholder root appears anywhere a user looks.
@Suite("Vault: exploration")
struct ExploreTests {
    static let explorations = VaultAtlasApp.all.map { Explorer(app: $0, maxStates: 400, maxDepth: 3).explore() }

    @Test("no invariant is violated in either app")
    func invariants() {
        for exploration in Self.explorations {
            #expect(exploration.violations.isEmpty, "\(exploration.app): \(exploration.violations.map(\.violation))")
            #expect(exploration.states.count > 30, "\(exploration.app)")
        }
    }

    @Test("a link that arrives while locked is held, and the held link is a state of its own")
    func heldLinkIsAState() {
        let locked = Self.explorations[0]
        // The explorer opens each URL through the app's handler (hasLinkHandler), which holds a
        // link while locked: such states are explored, each apart from the same tree without it.
        let held = locked.states.filter { $0.tree.nodes[0].pending != nil }
        #expect(!held.isEmpty)
        for state in held {
            var without = state.tree
            without.nodes[0].pending = nil
            #expect(locked.states.contains { $0.tree == without }, "the state without the held link is explored too")
        }
    }

    static func mentionsPlaceholder(_ text: String) -> Bool {
        text.contains("root=view_ ") || text.contains("root=addTotp_ ") || text.contains("ItemRoute.view_\n") || text.contains("ItemRoute.addTotp_\n")
            || text.contains(#"{"view":{"id":""}}"#) || text.contains(#"{"addTotp":{"key":""}}"#)
    }

    @Test("no placeholder root in the explorer's routes, captured trees or saved states (issue 48, point 5)")
    func noPlaceholders() throws {
        let app = VaultAtlasApp.unlocked
        let routes = app.declaredRoutes.map(\.description).joined(separator: "\n") + "\n"
        let tree = TreeSnapshot.render(app.makeRoot().captureTree())
        let saved = String(decoding: try app.makeRoot().saveNavigation().json(), as: UTF8.self)
        #expect(!Self.mentionsPlaceholder(routes), "\(routes)")
        #expect(!Self.mentionsPlaceholder(tree + saved), "\(tree)\n\(saved)")
        // ... and the sheets exist while they are shown: the explored states show their real roots.
        let shown = Self.explorations[1].states.map { TreeSnapshot.render($0.tree) }.joined(separator: "\n")
        #expect(shown.contains("ItemCoordinator"))
        #expect(!Self.mentionsPlaceholder(shown))
    }
}
