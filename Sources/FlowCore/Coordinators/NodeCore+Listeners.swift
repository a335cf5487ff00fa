extension NodeCore {
    // MARK: Change listener

    /// Gives `listener` to this coordinator and everything below it (children, registered and
    /// presented modals, detours), not going below a coordinator that already has it: a fold
    /// over the one walk.
    final func adoptListener(_ listener: (any NavigationChangeListener)?) {
        let wanted = listener.map { ObjectIdentifier($0) }
        walk { core, _ in
            guard core.changeListenerID != wanted else { return .skipSubtree }
            core.changeListener = listener
            return .goOn
        }
    }

    /// Tells the listeners of `changed` what changed (each coordinator once: its
    /// `pendingChanges`, or everything when `all`), after giving each listener to what the changed
    /// coordinators now link to (a presented detour may be new to the tree).
    static func notifyListeners(of changed: [NodeCore], all: Bool = false) {
        // The first listener in a variable, any others in a list.
        var first: (any NavigationChangeListener)?
        var others: [any NavigationChangeListener] = []
        let linkBits = NodeChanges.pushed.rawValue | NodeChanges.presentation.rawValue
        var firstID: ObjectIdentifier?
        for core in changed {
            let changes = all ? NodeChanges.all : core.pendingChanges
            core.pendingChanges = []
            guard changes.rawValue != 0, let id = core.changeListenerID else { continue }
            // The first listener, held once for the whole commit.
            if id == firstID, let first {
                notify(first, of: core, changes: changes, linkBits: linkBits)
                continue
            }
            guard let listener = core.changeListener else { continue }
            if first == nil {
                first = listener
                firstID = id
            } else if !others.contains(where: { $0 === listener }) {
                others.append(listener)
            }
            notify(listener, of: core, changes: changes, linkBits: linkBits)
        }
        first?.changesDidEnd()
        for listener in others { listener.changesDidEnd() }
    }

    @inline(__always)
    private static func notify(_ listener: any NavigationChangeListener, of core: NodeCore, changes: NodeChanges, linkBits: UInt8) {
        // What a changed coordinator now links to may be new to the tree (a presented detour, a new flow).
        if changes.rawValue & linkBits != 0 {
            for index in 0..<core.childCount { core.child(index).adoptListener(listener) }
            core.modal?.adoptListener(listener)
            core.detour?.adoptListener(listener)
        }
        listener.nodeDidChange(NodeHandle(core), changes: changes)
    }

    /// Tells the listeners of every coordinator at and below `root` (after a restore, which
    /// changes state without a plan).
    static func notifyListeners(ofSubtree root: NodeCore) {
        var changed: [NodeCore] = []
        root.preorder { if $0.changeListener != nil { changed.append($0) } }
        if !changed.isEmpty { notifyListeners(of: changed, all: true) }
    }

}
