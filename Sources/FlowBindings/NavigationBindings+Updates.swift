import FlowCore

/// Keeping the models current: the tree's change listener, and bringing a model nobody observed up to date when it is read.
extension NavigationBindings {
    func record(_ node: NodeHandle) -> Record {
        if let record = existingRecord(node) { return record }
        let record = Record(node: node, bindings: self)
        node.bindingRecord = record
        records[record.identity] = record
        return record
    }

    private func existingRecord(_ node: NodeHandle) -> Record? {
        // Only the bindings put records there, and only of this class (`Record` is final: the
        // cast compares one type).
        guard let record = node.bindingRecord as? Record else { return nil }
        return record.bindings === self ? record : nil
    }

    func forget(_ record: Record) {
        if records[record.identity] === record { records[record.identity] = nil }
    }

    /// The tree's change listener: brings the models of `node` up to date, and marks the stack
    /// that shows it for the end of the commit.
    package func nodeDidChange(_ node: NodeHandle, changes: NodeChanges) {
        // Bit masks rather than SetAlgebra calls: this runs for every changed coordinator of every commit.
        let bits = changes.rawValue
        let changesPath = bits & pathBits != 0
        let isPushed = changesPath && node.isPushed
        if let record = existingRecord(node) {
            // A model nobody observes is only marked: it is brought up to date when next read.
            if let presentation = record.presentation, bits & presentationBits != 0 {
                if presentation.isObserved { refreshPresentation(record) } else { presentation.isStale = true }
            }
            if let tabs = record.tabs, bits & tabBits != 0 {
                if tabs.isObserved { refresh(tabs, of: node) } else { tabs.isStale = true }
            }
            if bits == allBits { record.flow?.update(current: Self.currentFlow(of: node)) }
            if let stack = record.stack, changesPath {
                if bits & rootBits != 0 { record.rootMayHaveChanged = true }
                // A pushed coordinator's own model is shown by nobody: brought up to date when read.
                if isPushed || !stack.isObserved { stack.isStale = true } else { markDirty(record) }
            }
        }
        // A pushed coordinator's routes are in the path of the stack that shows it.
        guard isPushed, let record = existingRecord(node.stackOwner), let stack = record.stack else { return }
        if stack.isObserved { markDirty(record) } else { stack.isStale = true }
    }

    private func markDirty(_ record: Record) {
        guard !record.isDirty else { return }
        record.isDirty = true
        dirtyStacks.append(record)
    }

    /// The tree's change listener: the commit ended; brings the stacks it changed up to date.
    package func changesDidEnd() {
        while let record = dirtyStacks.popLast() {
            record.isDirty = false
            guard let stack = record.stack, !stack.isStale else { continue }
            let node = record.node
            if record.rootMayHaveChanged {
                record.rootMayHaveChanged = false
                stack.update(root: Self.rootEntry(of: node))
            }
            let current = stack.currentPath
            // Used by the gesture's own commit only (a `didExit` hook may navigate again).
            let kept = record.keptByGesture
            record.keptByGesture = nil
            if let kept, kept < current.count, Self.pathCount(of: node, countsRoot: false) == kept {
                stack.replacePath(with: Array(current.prefix(kept)))
            } else if !Self.pathMatches(current, of: node) {
                stack.replacePath(with: Self.path(of: node))
            }
        }
    }

    /// Brings a stack model that changed while nobody observed it up to date (its getters call
    /// this). Nothing is notified: nobody read it since its last notification.
    func bringUpToDate(_ stack: StackBinding) {
        stack.isStale = false
        guard let record = records[stack.coordinator], record.stack === stack else { return }
        let node = record.node
        record.rootMayHaveChanged = false
        stack.update(root: Self.rootEntry(of: node))
        if !Self.pathMatches(stack.currentPath, of: node) { stack.replacePath(with: Self.path(of: node)) }
    }

    /// Brings a presentation model that changed while nobody observed it up to date.
    func bringUpToDate(_ presentation: PresentationBinding) {
        presentation.isStale = false
        guard let record = records[presentation.coordinator], record.presentation === presentation else { return }
        refreshPresentation(record)
    }

    /// Brings a tab bar model that changed while nobody observed it up to date.
    func bringUpToDate(_ tabs: TabsBinding) {
        tabs.isStale = false
        guard let record = records[tabs.coordinator], record.tabs === tabs else { return }
        refresh(tabs, of: record.node)
    }

    private func refresh(_ tabs: TabsBinding, of node: NodeHandle) {
        let items = Self.tabsMatch(tabs.currentTabs, of: node) ? tabs.currentTabs : tabItems(of: node)
        tabs.update(selectedTab: node.selectedTab, tabs: items)
    }

    /// Brings every model up to date (for example after the tree changed while the bindings
    /// were not its listener). Only changed values notify.
    public func refreshAll() {
        for record in Array(records.values) { nodeDidChange(record.node, changes: .all) }
        changesDidEnd()
    }

    static func find(_ identity: CoordinatorIdentity, from node: any AnyCoordinator) -> (any AnyCoordinator)? {
        if node.identity == identity { return node }
        let below = node.children + node.modalCoordinators + [node.presentedModal, node.presentedDetour].compactMap { $0 }
        for next in below {
            if let found = find(identity, from: next) { return found }
        }
        return nil
    }
}
