import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import Foundation
import Testing

/// Save and restore on the demo (issue 12): every state the explorer reaches survives a
/// "relaunch", and damaged documents never change the app.
@Suite("Save and restore on the demo")
struct SaveRestoreTests {
    static let app = DemoScenarioApp()

    /// A fresh demo app driven along `path`.
    static func replay(_ path: [ExplorationAction]) -> any AnyCoordinator {
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        for action in path {
            recorder.reset()
            _ = ActionPerformer.perform(action.action, app: app, root: root, recorder: recorder)
        }
        return root
    }

    @Test("every state the explorer reaches round-trips: capture, encode, decode into a fresh app, capture again, equal")
    func everyExploredStateRoundTrips() throws {
        let exploration = Explorer(app: Self.app, maxStates: 1500, maxDepth: 3).explore()
        #expect(exploration.states.count > 700)
        var withDetour = 0
        var withModal = 0
        for state in exploration.states {
            let live = Self.replay(state.path)
            let data = try live.saveNavigation().json()
            let fresh = Self.app.makeRoot()
            let recorder = NavigationRecorder()
            fresh.addObserver(recorder)
            try fresh.restoreNavigation(SavedNavigation.decode(data), detours: Self.app.detourRestorer)
            #expect(fresh.captureTree() == state.tree, "state \(state.id): \(state.path.map(\.description))")
            #expect(recorder.events.map(\.kind) == [.restore], "one summary event")
            #expect(try fresh.saveNavigation().json() == data, "saving again gives the same bytes")
            if state.tree.nodes.contains(where: { $0.presentedDetour != nil }) { withDetour += 1 }
            if state.tree.nodes.contains(where: { $0.presentedModal != nil }) { withModal += 1 }
        }
        #expect(withDetour > 0 && withModal > 0, "the states cover detours and modals")
    }

    /// A rich state: the Ocean deep link (tabs, pushed children, two modals, a stack in each).
    static func richState() -> any AnyCoordinator {
        let root = app.makeRoot()
        _ = app.open(url: "flowatlas-demo://app/tabRoot", from: root, root: root)
        _ = app.open(url: "flowatlas-demo://ocean/abyss", from: root.visibleCoordinator, root: root)
        _ = app.presentDetour(named: "yellow", root: root)
        return root
    }

    @Test(
        "format 3 is the flat graph; format 2 files (a nested tree, routes as JSON values) and format 1 files (routes as strings of JSON) still restore to the same state, and write back their own format"
    )
    func formatVersions() throws {
        let saved = try Self.richState().saveNavigation()
        #expect(saved.version == 3)
        let flat = String(decoding: saved.json(), as: UTF8.self)
        #expect(flat.hasPrefix("{\"records\":[{\"children\":[1],\"context\":\"root\",\"coordinator\":\"AppCoordinator\""), "\(flat.prefix(300))")
        #expect(flat.hasSuffix("],\"version\":3}"), "\(flat.suffix(100))")
        #expect(flat.contains("\"root\":\"surface\""), "\(flat.prefix(300))")
        #expect(!flat.contains("\\\""), "no route is quoted inside a string")
        var twoValue = saved
        twoValue.version = 2
        let nested = String(decoding: twoValue.json(), as: UTF8.self)
        #expect(nested.hasPrefix("{\"root\":{"), "\(nested.prefix(300))")
        #expect(nested.contains("\"root\":\"surface\""), "\(nested.prefix(300))")
        #expect(!nested.contains("\\\""), "no route is quoted inside a string")
        var old = saved
        old.version = 1
        let quoted = String(decoding: old.json(), as: UTF8.self)
        #expect(quoted.contains("\"root\":\"\\\"surface\\\"\""), "\(quoted.prefix(300))")
        for (version, text) in [(1, quoted), (2, nested), (3, flat)] {
            let decoded = try SavedNavigation.decode(Data(text.utf8))
            #expect(decoded.version == version)
            #expect(decoded.root == saved.root, "format \(version)")
            #expect(String(decoding: decoded.json(), as: UTF8.self) == text, "a format \(version) document writes back format \(version)")
            let restored = Self.app.makeRoot()
            try restored.restoreNavigation(decoded, detours: Self.app.detourRestorer)
            #expect(restored.captureTree() == Self.richState().captureTree(), "format \(version)")
            #expect(try restored.saveNavigation().json() == saved.json(), "saving the restored app writes format 3")
        }
    }

    @Test("1,000 truncated or mutated documents fail with typed errors and leave the app unchanged")
    func damagedDocumentsChangeNothing() throws {
        let document = try Self.richState().saveNavigation().json()
        let text = String(decoding: document, as: UTF8.self)
        let target = Self.app.makeRoot()
        _ = Self.app.open(url: "flowatlas-demo://app/tabRoot", from: target, root: target)
        _ = Self.app.open(url: "flowatlas-demo://red/darkRed", from: target, root: target)
        let before = target.captureTree()
        var generator = SeededGenerator(seed: 12)
        var kinds: [NavigationRestoreError.Kind: Int] = [:]
        for index in 0..<1000 {
            let damaged = Self.damage(text, variant: index % 6, using: &generator)
            do {
                try target.restoreNavigation(SavedNavigation.decode(Data(damaged.utf8)), detours: Self.app.detourRestorer)
                Issue.record("damaged document \(index) was restored: \(damaged.prefix(200))")
            } catch {
                kinds[error.kind, default: 0] += 1
            }
            #expect(target.captureTree() == before, "document \(index) changed the app")
        }
        #expect(
            kinds[.corrupted, default: 0] > 0 && kinds[.unknownRoute, default: 0] > 0 && kinds[.mismatch, default: 0] > 0
                && kinds[.newerFormat, default: 0] > 0, "\(kinds)")
    }

    @Test("a document that fails after switching flows puts the original flow back")
    func failureAfterAFlowChangeRollsBack() throws {
        let text = String(decoding: try Self.richState().saveNavigation().json(), as: UTF8.self)
        let damaged = text.replacingOccurrences(of: "\"coordinator\":\"OceanCoordinator\"", with: "\"coordinator\":\"GoneCoordinator\"")
        #expect(damaged != text)
        let target = Self.app.makeRoot()
        let recorder = NavigationRecorder()
        target.addObserver(recorder)
        let before = target.captureTree()
        let error = #expect(throws: NavigationRestoreError.self) {
            try target.restoreNavigation(SavedNavigation.decode(Data(damaged.utf8)), detours: Self.app.detourRestorer)
        }
        #expect(error?.kind == .mismatch)
        #expect(error?.message == "found OceanCoordinator (expected GoneCoordinator)")
        #expect(target.captureTree() == before, "the login flow is back")
        #expect(recorder.events.isEmpty, "a failed restore emits nothing")
    }

    @Test("a detour without a detour hook is a typed error, and the app is unchanged")
    func detourNeedsAHook() throws {
        let data = try Self.richState().saveNavigation().json()
        let target = Self.app.makeRoot()
        let before = target.captureTree()
        let error = #expect(throws: NavigationRestoreError.self) { try target.restoreNavigation(from: data) }
        #expect(error?.kind == .detourNeedsHook)
        #expect(target.captureTree() == before)
    }

    /// One way of damaging a document that can never give a document that fits.
    static func damage(_ text: String, variant: Int, using generator: inout SeededGenerator) -> String {
        let characters = Array(text)
        switch variant {
        case 0:  // truncated anywhere
            return String(characters.prefix(Int.random(in: 0..<characters.count, using: &generator)))
        case 1:  // a newer format
            return text.replacingOccurrences(of: "\"version\":3", with: "\"version\":\(Int.random(in: 4...99, using: &generator))")
        case 2:  // a route case that no longer exists
            let routes = text.ranges(of: "\"root\":\"").count
            let pick = Int.random(in: 0..<max(routes, 1), using: &generator)
            return replacingRoute(in: text, occurrence: pick)
        case 3:  // another coordinator type somewhere
            let names = ["RedCoordinator", "BlueCoordinator", "OceanCoordinator", "DeepBlueCoordinator", "MainTabCoordinator"]
            let name = names[Int.random(in: 0..<names.count, using: &generator)]
            return text.replacingOccurrences(of: "\"coordinator\":\"\(name)\"", with: "\"coordinator\":\"Gone\(name)\"")
        case 4:  // a child fewer (the first empty-children list gains a fake child is harder; drop a pushed index out of range)
            return text.replacingOccurrences(of: "\"selectedTab\":", with: "\"selectedTab\":1000", options: [], range: text.range(of: "\"selectedTab\":"))
        default:  // a structural character removed
            let positions = characters.indices.filter { "{}[]:,\"".contains(characters[$0]) }
            var copy = characters
            copy.remove(at: positions[Int.random(in: 0..<positions.count, using: &generator)])
            return String(copy)
        }
    }

    /// Prefixes the `occurrence`-th root route (a nested JSON string since format 2) so it names a case no route type has.
    static func replacingRoute(in text: String, occurrence: Int) -> String {
        let marker = "\"root\":\""
        let ranges = text.ranges(of: marker)
        guard !ranges.isEmpty else { return text + "x" }
        let range = ranges[occurrence % ranges.count]
        return text.replacingCharacters(in: range, with: marker + "noSuchCase")
    }
}
