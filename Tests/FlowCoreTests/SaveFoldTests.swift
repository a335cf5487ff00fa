import Foundation
import Testing

@testable import FlowCore

/// Saving reads the engine's graph in one fold over the one walk (issue 44, point 3): the walk
/// meets a coordinator's presented modal and detour before its other registered modals, the
/// document lists every registered modal (registration order) before the detour, and the
/// records, their ids and the first error are the document's.
@Suite("Saving: one fold over the walk, numbered in the document's order")
struct SaveFoldTests {
    enum Home: String, Route, Codable {
        case home, first, second, child
    }

    enum Away: String, Route, Codable {
        case away
    }

    final class HomeCoordinator: Coordinator<Home> {
        init(_ root: Home) { super.init(router: Router(initial: root)) }
        override func canHandle(_ route: Home) -> Bool { false }
    }

    final class AwayCoordinator: Coordinator<Away> {
        init() { super.init(router: Router(initial: .away)) }
    }

    /// A root with a child, two registered modals (the second presented) and a detour: the walk
    /// visits root, child, second, detour, first; the document holds root, child, first, second, detour.
    static func tree() -> (root: HomeCoordinator, modals: [HomeCoordinator]) {
        let root = HomeCoordinator(.home)
        root.addChild(HomeCoordinator(.child))
        let modals = [HomeCoordinator(.first), HomeCoordinator(.second)]
        for modal in modals { root.addModalCoordinator(modal) }
        root.presentModal(modals[1], presenting: .second)
        root.presentDetour(AwayCoordinator(), presenting: Away.away)
        return (root, modals)
    }

    /// The records of a saved state, as JSON objects.
    static func records(_ saved: SavedNavigation) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: saved.json()) as? [String: Any])
        return try #require(object["records"] as? [[String: Any]])
    }

    @Test("records follow the document's preorder, not the walk's: children, every registered modal in registration order, then the detour")
    func documentOrder() throws {
        let (root, _) = Self.tree()
        var walked: [String] = []
        root.core.preorder { walked.append("\($0.typeName) \($0.routes.root)") }
        #expect(walked.count == 5)
        #expect(walked[2].hasSuffix("second") && walked[3].hasPrefix("AwayCoordinator"), "the walk: \(walked)")
        let saved = try root.saveNavigation()
        let records = try Self.records(saved)
        #expect(
            records.map { "\($0["coordinator"]!) \($0["root"]!)" } == [
                "HomeCoordinator home", "HomeCoordinator child", "HomeCoordinator first", "HomeCoordinator second", "AwayCoordinator away",
            ])
        #expect(records[0]["children"] as? [Int] == [1])
        #expect(records[0]["registeredModals"] as? [Int] == [2, 3])
        #expect(records[0]["modal"] as? Int == 3)
        #expect(records[0]["presented"] as? String == "second")
        #expect(records[0]["detour"] as? Int == 4)
        #expect(records[0]["detourRoute"] as? String == "away" && records[0]["detourRouteType"] as? String == "Away")
        #expect(records[3]["context"] as? String == "modal" && records[4]["context"] as? String == "detour")
    }

    @Test("the saved bytes are the ones the nested tree writes (the format 3 encoding of `root`), and restore into a fresh tree")
    func sameBytesAsTheTree() throws {
        let (root, _) = Self.tree()
        let saved = try root.saveNavigation()
        var nested = saved
        nested.root = saved.root
        #expect(nested.json() == saved.json())
        #expect(nested == saved)
        #expect(try SavedNavigation.decode(saved.json()) == saved)

        let fresh = HomeCoordinator(.home)
        fresh.addChild(HomeCoordinator(.child))
        for modal in [HomeCoordinator(.first), HomeCoordinator(.second)] { fresh.addModalCoordinator(modal) }
        try fresh.restoreNavigation(from: saved.json()) { _, _ in AwayCoordinator() }
        #expect(fresh.captureTree() == root.captureTree())
        #expect(try fresh.saveNavigation().json() == saved.json())
    }

    @Test("the first error is the document's: a registered modal that cannot be saved comes before the unregistered modal the walk meets first")
    func firstErrorInDocumentOrder() throws {
        let root = HomeCoordinator(.home)
        root.addModalCoordinator(ProductShop()) { _ in nil }
        root.presentModal(HomeCoordinator(.second), presenting: .second)
        #expect(root.core.modal != nil, "an unregistered modal is presented")
        #expect(
            throws: NavigationRestoreError(
                .notCodable, path: "HomeCoordinator/modal ProductShop[0]",
                message: "ProductRoute is not Codable (expected Codable route types to save navigation)")
        ) { try root.saveNavigation() }

        let unregistered = HomeCoordinator(.home)
        unregistered.addModalCoordinator(HomeCoordinator(.first))
        unregistered.presentModal(HomeCoordinator(.second), presenting: .second)
        #expect(
            throws: NavigationRestoreError(
                .unregisteredModal, path: "HomeCoordinator",
                message: "HomeCoordinator is presented without being registered (expected registered modals; the app creates unregistered ones)")
        ) { try unregistered.saveNavigation() }
    }
}
