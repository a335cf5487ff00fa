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
/// a tool that jumps between states instead of replaying the actions that led to them.
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
    /// One coordinator of the saved tree: where its record was. (What it owned is in the
    /// record: the graph's ownership.)
    struct Member {
        let core: NodeCore
        /// Keeps the coordinator (and so its core) alive.
        let owner: any NavigationNode
        /// Its id in the saved graph.
        let id: NodeID
    }

    /// The coordinator the memento was taken from.
    let root: any NavigationNode
    /// The root's parent and registrar, retained (they are outside the saved tree).
    let rootParent: (any NavigationNode)?
    let rootRegistrar: (any NavigationNode)?
    /// The engine the tree was in, and its graph then: the saved state is this value.
    let engine: NavigationEngine
    let graph: NavigationGraph
    /// Every coordinator of the tree, pre-order.
    let members: [Member]

    /// How many coordinators the memento holds.
    public var count: Int { members.count }

    init(_ root: any NavigationNode) {
        self.root = root
        rootParent = root.parentNode
        rootRegistrar = root.registrar
        engine = root.core.engine
        graph = engine.graph
        var members: [Member] = []
        root.core.preorder { core in
            members.append(Member(core: core, owner: core.owner!, id: core.id))
        }
        self.members = members
    }

    /// Puts the saved state back into the tree.
    func restore() {
        let rootCore = root.core
        // Ownership as it was at the save: no coordinator was owned or registered since.
        let ownershipKept = rootCore.engine === engine && engine.graph.hasOwnership(sharedWith: graph)
        let toHold = writeRecords(ownershipKept: ownershipKept)
        // The engine holds what the records hang off another coordinator once every record is
        // back (letting go may end a coordinator).
        for core in toHold { core.engine.hold(core.id) }
        if rootCore.changeListener != nil { NodeCore.notifyListeners(ofSubtree: rootCore) }
    }

    /// Writes the saved records back; returns the coordinators whose parent link or registrar
    /// it may have changed. With ownership kept, only presenting and dismissing wrote parent
    /// links since the save: what the members present now and presented then, and the strays.
    private func writeRecords(ownershipKept: Bool) -> [NodeCore] {
        guard members.allSatisfy({ engine.holds($0.core, at: $0.id) }) else {
            return restoreMoved() + members.map(\.core)
        }
        let changed = changedPresentations()
        let strays = restoreInPlace(ownershipKept: ownershipKept, presentationsChanged: changed.members)
        return strays + (ownershipKept ? changed.presented.map { engine.core($0) } : members.map(\.core))
    }

    /// Every coordinator is where it was in the same engine: its saved record goes back as it was
    /// (the whole graph at once when the tree is all the engine holds).
    /// Returns the strays it detached.
    private func restoreInPlace(ownershipKept: Bool, presentationsChanged: [Int]) -> [NodeCore] {
        if engine.graph.count == members.count, graph.count == members.count, engine.graph.capacity == graph.capacity {
            engine.graph.restore(from: graph)
            return []
        }
        // A coordinator that joined since hangs off a member: owned or registered (then ownership
        // changed), or presented (then a member's modal or detour link changed: found there).
        var strays: [NodeCore] = []
        if !ownershipKept {
            strays = detachStrays()
        } else {
            for index in presentationsChanged { strays += detachPresentedStrays(of: members[index]) }
        }
        // (Stamps compared here first: most members are unchanged, and a call for each costs more.)
        for index in members.indices where engine.graph.stamps[members[index].id.index] != graph.stamps[members[index].id.index] {
            engine.graph.restore(members[index].id, from: graph)
        }
        return strays
    }

    /// Some coordinator joined another tree since the save (or its id changed): each comes back
    /// into the root's engine, and the saved records are written with their links renumbered.
    /// Returns the strays it detached.
    private func restoreMoved() -> [NodeCore] {
        let engine = root.core.engine
        for member in members where member.core.engine !== engine { engine.absorb(subtreeOf: member.core) }
        var current: [NodeID: NodeID] = [:]
        for member in members { current[member.id] = member.core.id }
        // The root's parent and registrar are outside the tree: found by their cores.
        if let savedParent = graph[members[0].id].links.parent, let parent = root.core.parent ?? rootParent?.core,
            parent.engine === engine
        {
            current[savedParent] = parent.id
        }
        if let savedRegistrar = graph.ownership[members[0].id.index].registrar, let registrar = root.core.registrar ?? rootRegistrar?.core,
            registrar.engine === engine
        {
            current[savedRegistrar] = registrar.id
        }
        let strays = detachStrays()
        for member in members {
            var record = graph[member.id]
            record.links.parent = record.links.parent.flatMap { current[$0] }
            record.links.modal = record.links.modal.flatMap { current[$0] }
            record.links.detour = record.links.detour.flatMap { current[$0] }
            record.links.pushed = record.links.pushed.compactMap { current[$0] }
            engine.graph[member.core.id] = record
            var ownership = graph.ownership[member.id.index]
            ownership.children = ownership.children.compactMap { current[$0] }
            ownership.modals = ownership.modals.compactMap { current[$0] }
            ownership.registrar = ownership.registrar.flatMap { current[$0] }
            engine.graph[ownershipOf: member.core.id] = ownership
        }
        return strays
    }

    /// The members (by index) that present another modal or detour now than at the save, when
    /// every member is in place, and what they present now and presented then.
    private func changedPresentations() -> (members: [Int], presented: [NodeID]) {
        var changed: [Int] = []
        var presented: [NodeID] = []
        for index in members.indices {
            let id = members[index].id.index
            let now = engine.graph.links[id]
            let then = graph.links[id]
            if now.modal != then.modal || now.detour != then.detour {
                changed.append(index)
                presented += [now.modal, then.modal, now.detour, then.detour].compactMap { $0 }
            }
        }
        return (changed, presented)
    }

    /// Detaches what `member` presents now that was not in the tree at the save (with ownership
    /// as it was, a stray can only be presented).
    private func detachPresentedStrays(of member: Member) -> [NodeCore] {
        var strays: [NodeCore] = []
        for presented in [member.core.modal, member.core.detour] {
            guard let presented, !members.contains(where: { $0.core === presented }) else { continue }
            strays.append(Self.detach(presented))
        }
        return strays
    }

    /// Detaches the coordinators in the tree now that were not in it at the save. Such a stray
    /// hangs off a saved coordinator (the root is saved), so it is found among what the saved
    /// coordinators own, register or present now; each stray subtree is detached at its top.
    private func detachStrays() -> [NodeCore] {
        let engine = root.core.engine
        var strays: [NodeCore] = []
        var isMember = [Bool](repeating: false, count: engine.graph.capacity)
        for index in members.indices { isMember[members[index].core.id.index] = true }
        let isStray = { (core: NodeCore) in core.engine !== engine || !isMember[core.id.index] }
        for index in members.indices {
            let core = members[index].core
            for index in 0..<core.childCount where isStray(core.child(index)) { strays.append(Self.detach(core.child(index))) }
            for index in 0..<core.registeredModalCount where isStray(core.registeredModal(index)) {
                strays.append(Self.detach(core.registeredModal(index)))
            }
            if let modal = core.modal, isStray(modal) { strays.append(Self.detach(modal)) }
            if let detour = core.detour, isStray(detour) { strays.append(Self.detach(detour)) }
        }
        return strays
    }

    /// Clears `stray`'s parent link and registrar; returns it (for `hold(_:)` once every record
    /// is written).
    private static func detach(_ stray: NodeCore) -> NodeCore {
        stray.links.parent = nil
        stray.links.context = .root
        stray.registrar = nil
        return stray
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
