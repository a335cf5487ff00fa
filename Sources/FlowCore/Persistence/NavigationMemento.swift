/// An exact, in-process copy of a coordinator tree's navigation state, taken by
/// `saveState()` and put back by `restoreState(_:)`: every coordinator of the tree (owned
/// children, registered modals, presented modals and detours, at any depth) with its routes,
/// tab, presentations, pushed children, links and ownership.
///
/// Unlike `saveNavigation()` (versioned JSON that survives a relaunch and rebuilds a fresh
/// app), a memento holds the live coordinators themselves, so restoring one needs no hooks,
/// no decoding and no flow changes: it is O(size of the tree), emits no event, and gives the
/// tree back exactly, the same coordinator objects included (so `captureTreeWithIdentities()`
/// after a restore equals the one at the save). It is meant for tools and tests, for example
/// an explorer that jumps between states instead of replaying the actions that led to them.
///
/// A memento keeps its coordinators alive. Coordinators that joined the tree after the save
/// (a new flow, a new detour) are detached by the restore: no parent, the `.root` context.
/// `canHandleCallCount` is a counter, not navigation state, and is not restored.
///
/// ```swift
/// let memento = app.saveState()
/// app.navigate(to: OceanRoute.abyss)
/// app.restoreState(memento)          // back where it was; no events
/// ```
public struct NavigationMemento {
    /// One coordinator as it was.
    struct Entry {
        let core: NodeCore
        /// Keeps the coordinator (and so its core) alive.
        let owner: any NavigationNode
        let state: NodeState
        let ownedChildren: [any NavigationNode]
        let registeredModals: [any NavigationNode]
        let registrar: (any NavigationNode)?
    }

    /// The coordinator the memento was taken from.
    let root: any NavigationNode
    /// The root's parent and registrar, retained (they are outside the saved tree).
    let rootLinks: [any NavigationNode]
    /// Every coordinator of the tree, pre-order.
    let entries: [Entry]

    /// How many coordinators the memento holds.
    public var count: Int { entries.count }

    init(_ root: any NavigationNode) {
        self.root = root
        rootLinks = [root.parentNode, root.registrar].compactMap { $0 }
        var entries: [Entry] = []
        Self.collect(root.core, into: &entries)
        self.entries = entries
    }

    private static func collect(_ core: NodeCore, into entries: inout [Entry]) {
        let state = core.state
        entries.append(Entry(core: core, owner: core.owner!, state: state, ownedChildren: core.ownedChildren,
                             registeredModals: core.registeredModals, registrar: core.registrar?.owner))
        for index in 0..<core.childCount { collect(core.child(index), into: &entries) }
        if let modal = state.links.modal { collect(modal, into: &entries) }
        if let detour = state.links.detour { collect(detour, into: &entries) }
        for index in core.modalCores.indices {
            let modal = core.modalCores[index].takeUnretainedValue()
            if modal !== state.links.modal { collect(modal, into: &entries) }
        }
    }

    /// Puts the saved state back into the tree.
    func restore() {
        let token = World.newToken()
        for entry in entries { entry.core.visitToken = token }
        // Coordinators in the tree now that were not in it at the save leave it (each stray
        // subtree is detached at its top; what it owns stays with it).
        var strays: [NodeCore] = []
        Self.walk(root.core) { core in
            if core.visitToken != token, core.up?.visitToken == token { strays.append(core) }
        }
        for stray in strays {
            stray.state.links.parent = nil
            stray.state.links.context = .root
            stray.registrar = nil
        }
        for entry in entries {
            let core = entry.core
            core.state = entry.state
            if !Self.same(core.ownedChildren, entry.ownedChildren) { core.ownedChildren = entry.ownedChildren }
            if !Self.same(core.registeredModals, entry.registeredModals) { core.registeredModals = entry.registeredModals }
            core.registrar = entry.registrar?.core
        }
    }

    /// Every coordinator reachable from `core` (children, presentations, registered modals), once each.
    private static func walk(_ core: NodeCore, _ visit: (NodeCore) -> Void) {
        var seen: Set<ObjectIdentifier> = []
        var pending = [core]
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            visit(node)
            for index in 0..<node.childCount { pending.append(node.child(index)) }
            for index in node.modalCores.indices { pending.append(node.modalCores[index].takeUnretainedValue()) }
            if let modal = node.state.links.modal { pending.append(modal) }
            if let detour = node.state.links.detour { pending.append(detour) }
        }
    }

    private static func same(_ lhs: [any NavigationNode], _ rhs: [any NavigationNode]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

extension Coordinator {
    /// This coordinator's tree as it is now, for `restoreState(_:)`: exact, in-process and
    /// O(size of the tree). See `NavigationMemento`; for a state that survives a relaunch,
    /// use `saveNavigation()`.
    public func saveState() -> NavigationMemento {
        NavigationMemento(self)
    }

    /// Puts back the tree as `memento` (taken by `saveState()` on this coordinator) saw it,
    /// the same coordinators included, without emitting events.
    public func restoreState(_ memento: NavigationMemento) {
        precondition(memento.root === self, "a NavigationMemento is restored on the coordinator it was saved from")
        memento.restore()
    }
}
