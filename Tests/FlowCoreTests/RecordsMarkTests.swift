import Testing

@testable import FlowCore

/// The explorer takes an action that wrote no record as leaving the state it started in (issue
/// 25, point 4): the records mark must change with every write, and a capture must still be
/// checked against what the records do not hold (display names, view factories).
@Suite("Records marks and captures that still describe their tree")
struct RecordsMarkTests {
    enum Shop: String, Route {
        case home, list, detail
        var identifier: String { rawValue }
    }

    final class Named: Coordinator<Shop> {
        var name: String?
        init(name: String?) {
            self.name = name
            super.init(router: Router(initial: .home))
        }
        override func canHandle(_ route: Shop) -> Bool { route != .detail }
        override var displayName: String? { name }
    }

    @Test("a refused navigation leaves the mark; a push, a pop and a restore that changes records do not")
    func marks() throws {
        let app = Named(name: nil)
        let start = try #require(app.recordsMark)
        let memento = app.saveState()
        app.navigate(to: Shop.detail)
        #expect(app.core.routes.stack.isEmpty)
        #expect(app.recordsMark == start, "nothing was written")
        app.navigate(to: Shop.list)
        let pushed = try #require(app.recordsMark)
        #expect(pushed != start)
        app.pop()
        #expect(app.recordsMark != pushed)
        app.navigate(to: Shop.list)
        let again = app.recordsMark
        app.restoreState(memento)
        #expect(app.core.routes.stack.isEmpty)
        // A restore puts saved records back with their saved stamps: it issues none, so a mark
        // is taken after it (the contract's one exception).
        #expect(app.recordsMark == again)
    }

    @Test("a capture still describes its coordinators until a display name changes")
    func displayNames() throws {
        let app = Named(name: "A")
        let (tree, coordinators) = try #require(app.captureTreeWithCoordinators())
        #expect(coordinators.stillDescribe(tree))
        app.name = "B"
        #expect(!coordinators.stillDescribe(tree))
    }
}
