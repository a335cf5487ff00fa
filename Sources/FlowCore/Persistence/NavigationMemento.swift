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
        // Ownership as it was at the save is what the cores retain already.
        let ownershipKept = rootCore.engine === engine && engine.graph.hasOwnership(sharedWith: graph)
        // The members that present another modal or detour now than at the save (in place only).
        var presentationsChanged: [Int]?
        if members.allSatisfy({ engine.holds($0.core, at: $0.id) }) {
            let changed = changedPresentations()
            restoreInPlace(ownershipKept: ownershipKept, presentationsChanged: changed)
            presentationsChanged = changed
        } else {
            restoreMoved()
        }
        // What is owned and presented is retained once every record is back (a release may end
        // a coordinator). (Members are read by index: a copy of a member retains what it holds.)
        // Each coordinator retains what it presented after the last change, so with ownership
        // kept only those whose presentations the restore changed need to retain again.
        if !ownershipKept { for index in members.indices { members[index].core.retainOwnership() } }
        if ownershipKept, let presentationsChanged {
            for index in presentationsChanged { members[index].core.retainPresentations() }
        } else {
            for index in members.indices { members[index].core.retainPresentations() }
        }
        if rootCore.changeListener != nil { NodeCore.notifyListeners(ofSubtree: rootCore) }
    }

    /// Every coordinator is where it was in the same engine: its saved record goes back as it was
    /// (the whole graph at once when the tree is all the engine holds).
    private func restoreInPlace(ownershipKept: Bool, presentationsChanged: [Int]) {
        if engine.graph.count == members.count, graph.count == members.count, engine.graph.capacity == graph.capacity {
            engine.graph.restore(from: graph)
            return
        }
        // A coordinator that joined since hangs off a member: owned or registered (then ownership
        // changed), or presented (then a member's modal or detour link changed: found there).
        if !ownershipKept {
            detachStrays()
        } else {
            for index in presentationsChanged { detachPresentedStrays(of: members[index]) }
        }
        // (Stamps compared here first: most members are unchanged, and a call for each costs more.)
        for index in members.indices where engine.graph.stamps[members[index].id.index] != graph.stamps[members[index].id.index] {
            engine.graph.restore(members[index].id, from: graph)
        }
    }

    /// Some coordinator joined another tree since the save (or its id changed): each comes back
    /// into the root's engine, and the saved records are written with their links renumbered.
    private func restoreMoved() {
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
        detachStrays()
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
    }

    /// The members (by index) that present another modal or detour now than at the save, when
    /// every member is in place.
    private func changedPresentations() -> [Int] {
        var changed: [Int] = []
        for index in members.indices {
            let id = members[index].id.index
            if engine.graph.links[id].modal != graph.links[id].modal || engine.graph.links[id].detour != graph.links[id].detour {
                changed.append(index)
            }
        }
        return changed
    }

    /// Detaches what `member` presents now that was not in the tree at the save (with ownership
    /// as it was, a stray can only be presented).
    private func detachPresentedStrays(of member: Member) {
        for presented in [member.core.modal, member.core.detour] {
            guard let presented, !members.contains(where: { $0.core === presented }) else { continue }
            Self.detach(presented)
        }
    }

    /// Detaches the coordinators in the tree now that were not in it at the save. Such a stray
    /// hangs off a saved coordinator (the root is saved), so it is found among what the saved
    /// coordinators own, register or present now; each stray subtree is detached at its top.
    private func detachStrays() {
        let engine = root.core.engine
        var isMember = [Bool](repeating: false, count: engine.graph.capacity)
        for index in members.indices { isMember[members[index].core.id.index] = true }
        let isStray = { (core: NodeCore) in core.engine !== engine || !isMember[core.id.index] }
        for index in members.indices {
            let core = members[index].core
            for index in 0..<core.childCount where isStray(core.child(index)) { Self.detach(core.child(index)) }
            for index in core.modalCores.indices where isStray(core.modalCores[index].object) {
                Self.detach(core.modalCores[index].object)
            }
            if let modal = core.modal, isStray(modal) { Self.detach(modal) }
            if let detour = core.detour, isStray(detour) { Self.detach(detour) }
        }
    }

    private static func detach(_ stray: NodeCore) {
        stray.links.parent = nil
        stray.links.context = .root
        stray.registrar = nil
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
