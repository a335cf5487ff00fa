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
        /// The registrar's core (not retained: a registrar in the tree is held by its entry; the
        /// root's is held by `rootLinks`).
        unowned(unsafe) let registrar: NodeCore?
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
        root.core.preorder { core in
            entries.append(
                Entry(
                    core: core, owner: core.owner!, state: core.state, ownedChildren: core.ownedChildren,
                    registeredModals: core.registeredModals, registrar: core.registrar))
        }
        self.entries = entries
    }

    /// Puts the saved state back into the tree.
    func restore() {
        let token = World.newToken()
        let count = entries.count
        for index in 0..<count { entries[index].core.visitToken = token }
        // Coordinators in the tree now that were not in it at the save leave it. Such a stray
        // hangs off a saved coordinator (the root is saved), so it is found among what the saved
        // coordinators own, register or present now; each stray subtree is detached at its top.
        for entryIndex in 0..<count {
            let core = entries[entryIndex].core
            for index in 0..<core.childCount where core.child(index).visitToken != token { Self.detach(core.child(index)) }
            for index in core.modalCores.indices where core.modalCores[index].takeUnretainedValue().visitToken != token {
                Self.detach(core.modalCores[index].takeUnretainedValue())
            }
            if let modal = core.state.links.modal, modal.visitToken != token { Self.detach(modal) }
            if let detour = core.state.links.detour, detour.visitToken != token { Self.detach(detour) }
        }
        for index in 0..<count {
            let core = entries[index].core
            core.state = entries[index].state
            if !Self.identical(core.ownedChildren, entries[index].ownedChildren) { core.ownedChildren = entries[index].ownedChildren }
            if !Self.identical(core.registeredModals, entries[index].registeredModals) { core.registeredModals = entries[index].registeredModals }
            core.registrar = entries[index].registrar
        }
        if root.core.changeListener != nil { NodeCore.notifyListeners(ofSubtree: root.core) }
    }

    private static func detach(_ stray: NodeCore) {
        stray.state.links.parent = nil
        stray.state.links.context = .root
        stray.registrar = nil
    }

    /// Whether both lists hold the same coordinators, in the same order.
    private static func identical(_ lhs: [any NavigationNode], _ rhs: [any NavigationNode]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index] !== rhs[index] { return false }
        return true
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
    ///
    /// A memento taken on another coordinator changes nothing and is reported to this tree's
    /// observers as a `configurationError`.
    public func restoreState(_ memento: NavigationMemento) {
        guard memento.root === self else {
            return ObserverRegistry.report(
                NavigationError(
                    .configurationError, coordinator: typeName,
                    message: "this NavigationMemento was saved from another coordinator (a \(memento.root.typeName)); "
                        + "call restoreState(_:) on the coordinator whose saveState() returned it"),
                at: core)
        }
        memento.restore()
    }
}
