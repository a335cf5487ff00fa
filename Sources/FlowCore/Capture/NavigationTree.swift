/// The whole coordinator tree as one plain value: what snapshots, diagrams and tests read.
///
/// Nodes are listed in pre-order (owned children in insertion order, then the presented
/// modal, then the presented detour); `nodes[0]` is the coordinator the tree was captured
/// from. Two captures are equal exactly when the navigation state is the same.
public struct NavigationTree: Hashable, Sendable, Codable {
    /// Every coordinator, pre-order; indices are node ids.
    public var nodes: [Node]

    /// Creates a tree from its nodes.
    public init(nodes: [Node]) { self.nodes = nodes }

    /// The node the tree was captured from.
    public var root: Node { nodes[0] }

    /// Whether some node's stack holds a route twice (`Node.stackHasRepeats`), each node read
    /// in place, without a copy. Used by FlowExplore.
    /// - Complexity: O(n) for n nodes with short stacks.
    package var someStackHasRepeats: Bool {
        for index in nodes.indices where nodes[index].stackHasRepeats { return true }
        return false
    }

    /// How a node hangs off its parent.
    public enum Relation: String, Hashable, Sendable, Codable {
        /// The captured coordinator itself.
        case root
        /// An owned child (a tab for tab coordinators, the flow for orchestrators).
        case child
        /// The modal coordinator the parent presents.
        case modal
        /// A modal coordinator registered with the parent and not presented: it and its
        /// subtree are dormant (not on screen); listed so pictures show the whole structure.
        case registeredModal
        /// The detour coordinator the parent presents.
        case detour
    }

    /// The flavour of coordinator.
    public enum Kind: String, Hashable, Sendable, Codable {
        case coordinator, tabs, flowOrchestrator
    }
}

extension NavigationTree {
    /// Whether node `id` is dormant: a registered modal that is not presented, or inside one.
    public func isDormant(_ id: Int) -> Bool {
        var cursor: Int? = id
        while let current = cursor {
            if nodes[current].relation == .registeredModal { return true }
            cursor = nodes[current].parent
        }
        return false
    }

    /// The node ids on screen from the root to the visible coordinator: following each
    /// node's detour, else its modal, else its top pushed child, else its selected tab or flow.
    public var visibleChain: [Int] {
        var chain = [0]
        while true {
            let node = nodes[chain[chain.count - 1]]
            let next = ScreenCover.onTop(
                detour: node.presentedDetour, modal: node.presentedModal, topPushed: node.pushedChildren.last,
                kind: node.kind, selectedTab: node.selectedTab ?? -1, childCount: node.children.count,
                child: { node.children[$0] })
            guard let next else { return chain }
            chain.append(next)
        }
    }
}

extension Coordinator {
    /// Captures this coordinator and everything below it as a plain value.
    public func captureTree() -> NavigationTree {
        TreeCapture.capture(self).tree
    }

    /// Captures the tree together with each node's live identity (`identities[i]` is node `i`),
    /// for tools that follow coordinators across captures and events.
    public func captureTreeWithIdentities() -> (tree: NavigationTree, identities: [CoordinatorIdentity]) {
        let (tree, cores, _) = TreeCapture.capture(self)
        return (tree, cores.map(\.identity))
    }
}

extension AnyCoordinator {
    /// `captureTree()` with the coordinator of each node (their identities, record stamps and
    /// `canHandle` counters, read without another walk) and the tree's fingerprint (from the
    /// same walk: `navigationFingerprint(in:)`), read with `memory` (a kept one rebuilds only
    /// what changed since its last read). For checks that look only at what an
    /// action changed. `nil` for a type that conforms to `AnyCoordinator` without being a
    /// `Coordinator`.
    package func captureTreeWithCoordinators(in memory: CaptureMemory = CaptureMemory()) -> (
        tree: NavigationTree, coordinators: CapturedCoordinators
    )? {
        guard let node = self as? any NavigationNode else { return nil }
        let (tree, cores, fingerprint) = TreeCapture.capture(node, fingerprinting: true, in: memory)
        return (tree, CapturedCoordinators(cores: cores, fingerprint: fingerprint!))
    }

    /// How many times the engine has asked this coordinator's `canHandle` so far.
    package var canHandleCallCount: Int { (self as? any NavigationNode)?.core.canHandleCalls ?? 0 }

    /// How often the engine has asked each coordinator of this tree `canHandle` so far, in the
    /// order of `captureTree()`'s nodes (for invariant checks: at most once per navigation).
    /// Instrumentation, so `package`, not public.
    /// - Complexity: O(n) for n coordinators in the tree.
    package func canHandleCallCounts() -> [Int] {
        guard let node = self as? any NavigationNode else { return [] }
        var counts: [Int] = []
        counts.reserveCapacity(node.core.engine.graph.count)
        node.core.preorder { counts.append($0.canHandleCalls) }
        return counts
    }
}
