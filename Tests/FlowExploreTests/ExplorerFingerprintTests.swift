import FlowAdapter
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowSocialApp
import Testing

/// Issue 25, point 4: the explorer keys states by the engine's incremental fingerprint, which
/// must split states exactly as captures do. Checked on every transition the explorer tried,
/// replayed as the explorer replays them (restore the state's memento, act), so the terms the
/// engine keeps between actions are exercised as they are in an exploration, and the
/// fingerprint the capture's walk computes is the fingerprint's own.
@Suite("The incremental fingerprint on every explorer transition")
struct ExplorerFingerprintTests {
    @Test("the demo to depth 3: equal fingerprints exactly when captures are equal, and the explorer's states are the captures'")
    func demo() {
        check(DemoScenarioApp(), depth: 3)
    }

    @Test("the social app to depth 2 (flows, registered sheets, modals of another route type)")
    func social() {
        check(SocialScenarioApp(), depth: 2)
    }

    /// A capture without display names (which the state does not hold).
    private static func state(_ root: any AnyCoordinator) -> NavigationTree {
        var tree = root.captureTree()
        for index in tree.nodes.indices { tree.nodes[index].displayName = nil }
        return tree
    }

    private func check(_ app: any AtlasApp, depth: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let replay = TransitionReplay(app, depth: depth, sourceLocation: sourceLocation)
        let root = replay.root
        var treeOfFingerprint: [NavigationFingerprint: NavigationTree] = [:]
        var fingerprintOfTree: [NavigationTree: NavigationFingerprint] = [:]
        var treeOfState: [Int: NavigationTree] = [:]
        var stateOfTree: [NavigationTree: Int] = [:]
        var disagreements: [String] = []
        func record(_ fingerprint: NavigationFingerprint?, _ tree: NavigationTree, state: Int?, after what: String) {
            guard let fingerprint else { return disagreements.append("no fingerprint \(what)") }
            if let known = treeOfFingerprint.updateValue(tree, forKey: fingerprint), known != tree {
                disagreements.append("two captures share a fingerprint \(what)")
            }
            if let known = fingerprintOfTree.updateValue(fingerprint, forKey: tree), known != fingerprint {
                disagreements.append("one capture has two fingerprints \(what)")
            }
            guard let state else { return }
            if let known = treeOfState.updateValue(tree, forKey: state), known != tree { disagreements.append("state \(state) has two captures \(what)") }
            if let known = stateOfTree.updateValue(state, forKey: tree), known != state { disagreements.append("two states share a capture \(what)") }
        }
        let transitions = replay.run(sourceLocation: sourceLocation) { transition in
            guard let transition else { return record(root.navigationFingerprint(), Self.state(root), state: 0, after: "at the start") }
            // The explorer takes the fingerprint from its capture's walk, which refreshes the
            // terms the action left stale: it must be the fingerprint's own walk's.
            let captured = root.captureTreeWithCoordinators()?.coordinators.fingerprint
            let walked = root.navigationFingerprint()
            if captured != walked {
                disagreements.append("the capture's fingerprint is not the walk's after \(transition.action) from state \(transition.from)")
            }
            record(walked, Self.state(root), state: transition.to, after: "\(transition.action) from state \(transition.from)")
        }
        let exploration = replay.exploration
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))", sourceLocation: sourceLocation)
        #expect(transitions == exploration.transitionCount, sourceLocation: sourceLocation)
        #expect(treeOfFingerprint.count == fingerprintOfTree.count, sourceLocation: sourceLocation)
        #expect(treeOfState.count == exploration.stateCount, sourceLocation: sourceLocation)
    }
}
