import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import Foundation
import Testing

/// Restoring refuses states that navigation never produces (issue 22, point 6): the explorer's
/// invariants, checked on the saved document, with a typed error and the app unchanged.
@Suite("Adversarial: restore refuses states navigation never produces")
struct RestoreInvariantTests {
    static let app = DemoScenarioApp()

    /// The rich state of `SaveRestoreTests` (tabs, pushed children, two modals, a detour), saved.
    static func richDocument() throws -> SavedNavigation { try SaveRestoreTests.richState().saveNavigation() }

    /// Every node of `saved`, pre-order, as paths of steps (`c3` a child, `m1` a registered modal, `d` the detour).
    static func paths(_ node: SavedNavigation.Node, _ prefix: [String] = []) -> [[String]] {
        var paths = [prefix]
        for index in node.children.indices { paths += Self.paths(node.children[index], prefix + ["c\(index)"]) }
        for index in node.registeredModals.indices { paths += Self.paths(node.registeredModals[index], prefix + ["m\(index)"]) }
        if let detour = node.detour.first { paths += Self.paths(detour.node, prefix + ["d"]) }
        return paths
    }

    /// Changes the node at `path` of `node` with `change`.
    static func modify(_ node: inout SavedNavigation.Node, at path: ArraySlice<String>, _ change: (inout SavedNavigation.Node) -> Void) {
        guard let step = path.first else { return change(&node) }
        let index = Int(step.dropFirst()) ?? 0
        switch step.first {
        case "c": modify(&node.children[index], at: path.dropFirst(), change)
        case "m": modify(&node.registeredModals[index], at: path.dropFirst(), change)
        default: modify(&node.detour[0].node, at: path.dropFirst(), change)
        }
    }

    /// The first node (path) that satisfies `where`.
    static func first(_ saved: SavedNavigation, where test: (SavedNavigation.Node) -> Bool) -> [String]? {
        paths(saved.root).first { path in
            var found = false
            var copy = saved.root
            modify(&copy, at: path[...]) { found = test($0) }
            return found
        }
    }

    /// Restores `saved` into a fresh demo and expects `invalidState` with `message` inside, the app unchanged.
    static func expectRefused(_ saved: SavedNavigation, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let target = app.makeRoot()
        _ = app.open(url: "flowatlas-demo://app/tabRoot", from: target, root: target)
        let before = target.captureTree()
        let error = #expect(throws: NavigationRestoreError.self, sourceLocation: sourceLocation) {
            try target.restoreNavigation(saved, detours: app.detourRestorer)
        }
        #expect(error?.kind == .invalidState, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(target.captureTree() == before, "the app is unchanged", sourceLocation: sourceLocation)
    }

    @Test("a route twice on a stack, or the root on its own stack, is invalidState and changes nothing")
    func stackInvariants() throws {
        let saved = try Self.richDocument()
        let path = try #require(Self.first(saved) { !$0.stack.isEmpty })
        var twice = saved
        Self.modify(&twice.root, at: path[...]) { $0.stack.append($0.stack[0]) }
        Self.expectRefused(twice, saying: "is twice on the stack (expected each route once, unless allowsDuplicates(_:) says so)")
        var rootOnStack = saved
        Self.modify(&rootOnStack.root, at: path[...]) { $0.stack.insert($0.root, at: 0) }
        Self.expectRefused(rootOnStack, saying: "is on its own stack")
    }

    @Test("a modal index without a presented route, a presented route without a modal, and detents with nothing presented are invalidState")
    func presentationInvariants() throws {
        let saved = try Self.richDocument()
        let presenting = try #require(Self.first(saved) { $0.presentedModal != nil })
        var noRoute = saved
        Self.modify(&noRoute.root, at: presenting[...]) { $0.presented = nil }
        Self.expectRefused(noRoute, saying: "a presented modal without a presented route")
        var noModal = saved
        Self.modify(&noModal.root, at: presenting[...]) { $0.presentedModal = nil }
        Self.expectRefused(noModal, saying: "a presented route without a presented modal")
        let idle = try #require(Self.first(saved) { $0.presented == nil && $0.detents == nil })
        var detents = saved
        Self.modify(&detents.root, at: idle[...]) { $0.detents = ModalDetentConfiguration(detents: [.medium]) }
        Self.expectRefused(detents, saying: "detents with nothing presented")
    }

    @Test("a pushed child whose context is not 'pushed', a root marked 'pushed', and pushed children on a tab coordinator are invalidState")
    func contextInvariants() throws {
        let saved = try Self.richDocument()
        let parent = try #require(Self.first(saved) { !$0.pushed.isEmpty })
        var notPushed = saved
        Self.modify(&notPushed.root, at: parent[...]) { $0.children[$0.pushed[0]].context = .tab }
        Self.expectRefused(notPushed, saying: "context 'tab' (expected 'pushed'")
        var rootPushed = saved
        rootPushed.root.context = .pushed
        Self.expectRefused(rootPushed, saying: "context 'pushed' (expected 'root'")
        let tabs = try #require(Self.first(saved) { $0.coordinator == "MainTabCoordinator" })
        var pushedTab = saved
        Self.modify(&pushedTab.root, at: tabs[...]) { $0.pushed = [0] }
        Self.expectRefused(pushedTab, saying: "pushed children on a tab coordinator")
    }

    /// Whether a captured tree meets what navigation always gives (beside the explorer's own rules).
    static func problems(_ tree: NavigationTree) -> [String] {
        var problems: [String] = []
        for node in tree.nodes {
            if Set(node.stack).count != node.stack.count { problems.append("\(node.typeName): a route twice on the stack") }
            if node.stack.contains(node.root) { problems.append("\(node.typeName): the root on its own stack") }
            if (node.presented == nil) != (node.presentedModal == nil) { problems.append("\(node.typeName): presented route and modal disagree") }
            if node.detents != nil, node.presented == nil { problems.append("\(node.typeName): detents with nothing presented") }
            if !Set(node.pushedChildren).isSubset(of: node.children) { problems.append("\(node.typeName): a pushed child not owned") }
        }
        return problems
    }

    @Test("2,000 random mutations of saved explored states either restore to a state the invariants accept, or throw a typed error and change nothing")
    func randomMutations() throws {
        let exploration = Explorer(app: Self.app, maxStates: 300, maxDepth: 3).explore()
        var documents: [SavedNavigation] = []
        for state in exploration.states { documents.append(try SaveRestoreTests.replay(state.path).saveNavigation()) }
        #expect(documents.count > 100)
        let detents = ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .large)
        var generator = SeededGenerator(seed: 22)
        var kinds: [NavigationRestoreError.Kind: Int] = [:]
        var restored = 0
        let targets = [SaveRestoreTests.replay([]), SaveRestoreTests.richState()]
        let startingPoints = try targets.map { try $0.saveNavigation() }
        for round in 0..<2000 {
            var saved = documents[Int.random(in: 0..<documents.count, using: &generator)]
            let other = documents[Int.random(in: 0..<documents.count, using: &generator)]
            let paths = Self.paths(saved.root)
            let path = paths[Int.random(in: 0..<paths.count, using: &generator)]
            let otherNodes = Self.paths(other.root).compactMap { otherPath -> SavedNavigation.Node? in
                var copy = other.root
                var found: SavedNavigation.Node?
                Self.modify(&copy, at: otherPath[...]) { found = $0 }
                return found
            }
            let donor = otherNodes[Int.random(in: 0..<otherNodes.count, using: &generator)]
            let mutation = Int.random(in: 0..<12, using: &generator)
            let contexts: [PresentationContext] = [.root, .tab, .pushed, .modal, .detour]
            let context = contexts[Int.random(in: 0..<contexts.count, using: &generator)]
            let pick = Int.random(in: 0..<8, using: &generator)
            Self.modify(&saved.root, at: path[...]) { node in
                switch mutation {
                case 0: node.stack.append(node.stack.isEmpty ? node.root : node.stack[pick % node.stack.count])
                case 1: node.stack.insert(node.root, at: pick % (node.stack.count + 1))
                case 2: node.presentedModal = node.presentedModal == nil ? pick % max(node.registeredModals.count, 1) : nil
                case 3: node.presented = node.presented == nil ? node.root : nil
                case 4: node.context = context
                case 5: node.detents = node.detents == nil ? detents : nil
                case 6: node.pushed = node.pushed.isEmpty ? [pick % max(node.children.count, 1)] : Array(node.pushed.dropLast())
                case 7: node.pushed.reverse()
                case 8: node.selectedTab = pick
                case 9: if !node.stack.isEmpty { node.stack.remove(at: pick % node.stack.count) }
                case 10: if donor.routeType == node.routeType { node.stack = donor.stack } else { node.stack.reverse() }
                default:
                    if donor.routeType == node.routeType {
                        (node.presented, node.presentedModal, node.detents) = (donor.presented, donor.presentedModal, donor.detents)
                    } else {
                        node.stack.shuffle(using: &generator)
                    }
                }
            }
            let target = targets[round % targets.count]
            let before = target.captureTree()
            do {
                try target.restoreNavigation(saved, detours: Self.app.detourRestorer)
            } catch {
                kinds[error.kind, default: 0] += 1
                #expect(target.captureTree() == before, "round \(round): a failed restore changed the app (\(error))")
                continue
            }
            restored += 1
            let after = target.captureTree()
            #expect(Self.problems(after).isEmpty, "round \(round): \(Self.problems(after))")
            #expect(InvariantChecker.violations(in: target).isEmpty, "round \(round): \(InvariantChecker.violations(in: target))")
            // What was accepted survives a relaunch, like any state navigation produced.
            let fresh = Self.app.makeRoot()
            try fresh.restoreNavigation(target.saveNavigation(), detours: Self.app.detourRestorer)
            #expect(fresh.captureTree() == after, "round \(round)")
            // Back to the target's own state for the next round.
            try target.restoreNavigation(startingPoints[round % targets.count], detours: Self.app.detourRestorer)
        }
        #expect(kinds[.invalidState, default: 0] > 200, "\(kinds)")
        #expect(restored > 50, "some mutations give states navigation can reach: \(restored)")
    }
}
