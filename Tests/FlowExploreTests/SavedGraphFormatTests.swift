import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowExplore
import Foundation
import Testing

/// Saved navigation format 3 (issue 25, point 1): the saved JSON is the engine's graph, a flat
/// list of records in preorder whose links are record ids; a document that is not one tree is
/// refused, saying which record and what was expected, and the app is unchanged.
@Suite("Saved navigation format 3: the flat graph")
struct SavedGraphFormatTests {
    static let app = DemoScenarioApp()

    /// The rich state of `SaveRestoreTests` (tabs, pushed children, nested modals with detents, a
    /// detour), saved. Its records: 0 AppCoordinator, 1 MainTabCoordinator (tabs 2, 8, 12, 19, 22;
    /// detour 25), 12 BlueCoordinator (pushes 13; modals 17, 18), 13 DeepBlueCoordinator (presents
    /// 14), 14 presents 15, 15 pushes 16.
    static func rich() throws -> SavedNavigation { try SaveRestoreTests.richState().saveNavigation() }

    /// The records of a format 3 document, as JSON objects.
    static func records(of saved: SavedNavigation) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: saved.json()) as? [String: Any])
        return try #require(object["records"] as? [[String: Any]])
    }

    /// A format 3 document of `records`.
    static func document(_ records: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["records": records, "version": 3], options: [.sortedKeys])
    }

    /// The id links of `record` under `key` (a list, or one id).
    static func ids(_ record: [String: Any], _ key: String) -> [Int] {
        (record[key] as? [Int]) ?? (record[key] as? Int).map { [$0] } ?? []
    }

    @Test("records are in preorder: record 0 is the root, every link is the id of a later record, linked once; no parent is stored")
    func preorderRecords() throws {
        let saved = try Self.rich()
        let records = try Self.records(of: saved)
        #expect(records.count == 28)
        #expect(records[0]["coordinator"] as? String == saved.root.coordinator)
        var linked: [Int] = []
        for (id, record) in records.enumerated() {
            let links = Self.ids(record, "children") + Self.ids(record, "registeredModals") + Self.ids(record, "detour")
            #expect(links.allSatisfy { $0 > id }, "records[\(id)] links forward: \(links)")
            #expect(Set(Self.ids(record, "pushed")).isSubset(of: Self.ids(record, "children")), "records[\(id)]")
            #expect(Set(Self.ids(record, "modal")).isSubset(of: Self.ids(record, "registeredModals")), "records[\(id)]")
            #expect(record["parent"] == nil && record["presentedModal"] == nil, "records[\(id)] keys: \(record.keys.sorted())")
            linked += links
        }
        #expect(linked.sorted() == Array(1..<records.count), "every record but the root linked exactly once")
        // Preorder: the root's first child directly follows it, a subtree's records are contiguous.
        #expect(Self.ids(records[0], "children") == [1])
        let detourOwner = try #require(records.firstIndex { $0["detour"] != nil })
        #expect(records[detourOwner]["detourRoute"] as? String == "lightYellow")
        #expect(records[detourOwner]["detourRouteType"] as? String == "YellowRoute")
        #expect(Self.ids(records[detourOwner], "detour") == [records.count - 3], "the detour comes last in its owner's subtree, before its two modals")
        #expect(records.contains { $0["modal"] != nil && $0["detents"] != nil }, "the state has a presented modal with detents")
        #expect(records.contains { !Self.ids($0, "pushed").isEmpty }, "the state has pushed children")
    }

    /// A format 2 node named `name`, as JSON text, with the given lists and links.
    static func node(
        _ name: String, _ children: [String] = [], _ pushed: [Int] = [], _ modals: [String] = [], _ presented: Int? = nil, _ detour: String? = nil
    ) -> String {
        let presenting = presented.map { #","presented":"shown","presentedModal":\#($0)"# } ?? ""
        let detours = detour.map { #"{"node":\#($0),"route":"away","routeType":"R"}"# } ?? ""
        return #"{"children":[\#(children.joined(separator: ","))],"context":"root","coordinator":"\#(name)","detour":[\#(detours)],"pushed":\#(pushed)"#
            + #","registeredModals":[\#(modals.joined(separator: ","))],"root":"\#(name)","routeType":"R","selectedTab":0,"stack":[]\#(presenting)}"#
    }

    @Test("a hand-made tree: ids follow preorder (children, then registered modals, then the detour); pushed and modal indices become ids and back")
    func idsFollowPreorder() throws {
        let root = Self.node(
            "root", [Self.node("c0", [Self.node("c00")]), Self.node("c1")], [1], [Self.node("m0"), Self.node("m1", [], [], [Self.node("m10")])], 1,
            Self.node("d", [], [], [Self.node("dm")]))
        var value = try SavedNavigation.decode(Data(#"{"root":\#(root),"version":2}"#.utf8))
        value.version = 3
        let records = try Self.records(of: value)
        #expect(records.compactMap { $0["coordinator"] as? String } == ["root", "c0", "c00", "c1", "m0", "m1", "m10", "d", "dm"])
        #expect(Self.ids(records[0], "children") == [1, 3])
        #expect(Self.ids(records[0], "pushed") == [3])
        #expect(Self.ids(records[0], "registeredModals") == [4, 5])
        #expect(Self.ids(records[0], "modal") == [5])
        #expect(Self.ids(records[0], "detour") == [7])
        #expect(records[0]["detourRoute"] as? String == "away" && records[0]["detourRouteType"] as? String == "R")
        #expect(Self.ids(records[5], "registeredModals") == [6] && Self.ids(records[7], "registeredModals") == [8])
        let back = try SavedNavigation.decode(value.json())
        #expect(back.root == value.root)
        #expect(back.root.pushed == [1] && back.root.presentedModal == 1 && back.root.detour.first?.node.coordinator == "d")
    }

    @Test("the rich state and a foreign-type modal round-trip: decode, restore into a fresh app, save again, same bytes")
    func roundTrips() throws {
        let data = try Self.rich().json()
        let decoded = try SavedNavigation.decode(data)
        #expect(decoded.version == 3)
        #expect(decoded == (try Self.rich()))
        let fresh = Self.app.makeRoot()
        try fresh.restoreNavigation(from: data, detours: Self.app.detourRestorer)
        #expect(fresh.captureTree() == SaveRestoreTests.richState().captureTree())
        #expect(try fresh.saveNavigation().json() == data)

        let timeline = CrossTypeModalTests.Timeline()
        timeline.navigate(to: CrossTypeModalTests.Destination.status(id: 1))
        timeline.navigate(to: CrossTypeModalTests.Sheet.reply(id: 7))
        let foreign = try timeline.saveNavigation()
        let text = String(decoding: foreign.json(), as: UTF8.self)
        let presenter = try #require(try Self.records(of: foreign).first(where: { $0["presented"] != nil }), "\(text)")
        #expect(presenter["presentedType"] as? String != nil, "\(text)")
        #expect(try SavedNavigation.decode(foreign.json()) == foreign)
        let freshTimeline = CrossTypeModalTests.Timeline()
        try freshTimeline.restoreNavigation(from: foreign.json())
        #expect(freshTimeline.captureTree() == timeline.captureTree())
        #expect(try freshTimeline.saveNavigation().json() == foreign.json())
    }

    @Test("for explored states, the format 2 and format 3 documents decode to equal trees and restore to the same app")
    func formatTwins() throws {
        let exploration = Explorer(app: Self.app, maxStates: 300, maxDepth: 3).explore()
        #expect(exploration.states.count > 100)
        for state in exploration.states {
            let saved = try SaveRestoreTests.replay(state.path).saveNavigation()
            var two = saved
            two.version = 2
            let fromTwo = try SavedNavigation.decode(two.json())
            let fromThree = try SavedNavigation.decode(saved.json())
            #expect(fromTwo.version == 2 && fromThree.version == 3)
            #expect(fromTwo.root == fromThree.root, "state \(state.id)")
            let restoredTwo = Self.app.makeRoot()
            try restoredTwo.restoreNavigation(fromTwo, detours: Self.app.detourRestorer)
            let restoredThree = Self.app.makeRoot()
            try restoredThree.restoreNavigation(fromThree, detours: Self.app.detourRestorer)
            #expect(restoredTwo.captureTree() == restoredThree.captureTree(), "state \(state.id)")
            #expect(restoredThree.captureTree() == state.tree, "state \(state.id)")
        }
    }

    /// A damaged copy of the rich state's records, the record it names and what it says.
    struct Corruption: CustomTestStringConvertible, Sendable {
        let label: String
        let path: String
        let message: String
        let damage: @Sendable (inout [[String: Any]]) -> Void
        var testDescription: String { label }
    }

    static let corruptions: [Corruption] = [
        Corruption(label: "no records", path: "records", message: "no records (expected the root's record first)") { $0 = [] },
        Corruption(label: "an id out of range", path: "records[0]", message: "child 99 is not a record (expected an id below 28)") {
            $0[0]["children"] = [99]
        },
        Corruption(
            label: "a link to itself", path: "records[0]", message: "child 0 does not point forward (expected an id above 0: records are in preorder)"
        ) { $0[0]["children"] = [0] },
        Corruption(
            label: "a link back (a cycle)", path: "records[16]",
            message: "registered modal 12 does not point forward (expected an id above 16: records are in preorder)"
        ) { $0[16]["registeredModals"] = [12] },
        Corruption(
            label: "two owners", path: "records[13]",
            message: "child of records[1] and child of records[12] (expected one parent: records form a tree)"
        ) { $0[1]["children"] = SavedGraphFormatTests.ids($0[1], "children") + [13] },
        Corruption(
            label: "a child and a modal", path: "records[13]",
            message: "child of records[12] and registered modal of records[12] (expected one parent: records form a tree)"
        ) { $0[12]["registeredModals"] = [13, 17, 18] },
        Corruption(
            label: "unreachable", path: "records[7]",
            message: "no record links to it (expected every record but the root to be a child, registered modal, made modal or detour of one)"
        ) { $0[2]["registeredModals"] = [6] },
        Corruption(
            label: "pushed not a child", path: "records[12]",
            message: "pushed 17 is not one of its children [13] (expected pushed children among children)"
        ) { $0[12]["pushed"] = [17] },
        Corruption(label: "pushed twice", path: "records[12]", message: "pushed 13 twice in [13, 13] (expected each pushed child once)") {
            $0[12]["pushed"] = [13, 13]
        },
        Corruption(
            label: "a modal not registered", path: "records[13]",
            message: "modal 15 is not one of its registered modals [14] (expected the presented modal among registeredModals)"
        ) { $0[13]["modal"] = 15 },
        Corruption(
            label: "a detour without its route", path: "records[1]",
            message: "detour and detourRouteType without detourRoute (expected detour, detourRoute and detourRouteType together, or none)"
        ) { $0[1]["detourRoute"] = nil },
        Corruption(
            label: "a detour's route without the detour", path: "records[1]",
            message: "detourRoute and detourRouteType without detour (expected detour, detourRoute and detourRouteType together, or none)"
        ) { $0[1]["detour"] = nil },
        Corruption(label: "too deep", path: "records[256]", message: "257 coordinators deep (expected at most 256)") { records in
            var leaf = records[records.count - 1]
            records = (0..<300).map { id in
                leaf["children"] = id < 299 ? [id + 1] : []
                return leaf
            }
        },
    ]

    @Test("records that are not one tree are corrupted, naming the record and what was expected; the app is unchanged", arguments: corruptions)
    func refusals(corruption: Corruption) throws {
        var records = try Self.records(of: Self.rich())
        corruption.damage(&records)
        let data = try Self.document(records)
        let target = Self.app.makeRoot()
        _ = Self.app.open(url: "flowatlas-demo://app/tabRoot", from: target, root: target)
        _ = Self.app.open(url: "flowatlas-demo://red/darkRed", from: target, root: target)
        let before = target.captureTree()
        let error = #expect(throws: NavigationRestoreError.self) { try target.restoreNavigation(from: data, detours: Self.app.detourRestorer) }
        #expect(error?.kind == .corrupted, "\(String(describing: error))")
        #expect(error?.path == corruption.path, "\(String(describing: error))")
        #expect(error?.message == corruption.message, "\(String(describing: error))")
        #expect(target.captureTree() == before, "the app is unchanged")
    }

    @Test("a value whose links ids cannot express (a pushed or presented index out of range, two detours) does not encode in format 3")
    func unrepresentableValues() throws {
        let saved = try Self.rich()
        var pushed = saved
        pushed.root.pushed = [5]
        var modal = saved
        modal.root.presentedModal = 0
        var detours = saved
        detours.root.children[0].detour = detours.root.children[0].detour + detours.root.children[0].detour
        #expect(detours.root.children[0].detour.count == 2)
        for value in [pushed, modal, detours] {
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(value) }
            #expect(value.json().isEmpty)
        }
    }
}
