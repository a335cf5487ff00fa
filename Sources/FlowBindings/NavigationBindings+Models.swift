import FlowCore

/// Following the tree, and finding a view's models.
extension NavigationBindings {
    /// Stops following the tree: its coordinators forget these bindings (and their models),
    /// navigation no longer updates them, and the tree no longer keeps them alive. For bindings made for one gesture (a tool
    /// that drives the tree); an app keeps its bindings for the life of its tree.
    public func detach() {
        // Models outlive the bindings: each keeps the state it last showed, brought up to date first.
        for record in records.values {
            if let stack = record.stack, stack.isStale { bringUpToDate(stack) }
            if let presentation = record.presentation, presentation.isStale { bringUpToDate(presentation) }
            if let tabs = record.tabs, tabs.isStale { bringUpToDate(tabs) }
        }
        for record in records.values where record.node.bindingRecord === record {
            record.node.bindingRecord = nil
        }
        records = [:]
        root.setChangeListener(nil)
    }

    // MARK: Finding a view's binding

    /// The stack `coordinator` shows, or `nil` when it shows none of its own: it is pushed as a
    /// child (its routes are in its parent's path), or it is a tab coordinator or a flow
    /// orchestrator (see `tabs(of:)` and `flow(of:)`).
    ///
    /// - Parameter coordinator: A coordinator of the projected tree.
    /// - Returns: The model a `NavigationStack(path:)` binds to (the same object on each call
    ///   until ``detach()``), or `nil` when the coordinator shows no stack of its own.
    public func stack(of coordinator: any AnyCoordinator) -> StackBinding? {
        NodeHandle(coordinator).flatMap(stack(at:))
    }

    /// What `coordinator` presents.
    public func presentation(of coordinator: any AnyCoordinator) -> PresentationBinding {
        guard let node = NodeHandle(coordinator) else { return PresentationBinding(coordinator: coordinator.identity, bindings: self) }
        let record = self.record(node)
        if let presentation = record.presentation { return presentation }
        let presentation = PresentationBinding(coordinator: node.identity, bindings: self)
        record.presentation = presentation
        refreshPresentation(record)
        return presentation
    }

    /// The tab bar of `coordinator`, or `nil` when it is not a tab coordinator.
    public func tabs(of coordinator: any AnyCoordinator) -> TabsBinding? {
        guard let node = NodeHandle(coordinator), node.kind == .tabs else { return nil }
        let record = self.record(node)
        if let tabs = record.tabs { return tabs }
        let tabs = TabsBinding(coordinator: node.identity, selectedTab: node.selectedTab, tabs: tabItems(of: node), bindings: self)
        record.tabs = tabs
        return tabs
    }

    /// The current flow of `coordinator`, or `nil` when it is not a flow orchestrator.
    public func flow(of coordinator: any AnyCoordinator) -> FlowBinding? {
        guard let node = NodeHandle(coordinator), node.kind == .flowOrchestrator else { return nil }
        let record = self.record(node)
        if let flow = record.flow { return flow }
        let flow = FlowBinding(coordinator: node.identity, current: Self.currentFlow(of: node))
        record.flow = flow
        return flow
    }

    /// The live coordinator `identity` names, if the bindings know it or it is in the projected
    /// tree (what a view needs to build an entry's screen with its coordinator's view factory).
    public func coordinator(_ identity: CoordinatorIdentity) -> (any AnyCoordinator)? {
        if let known = records[identity]?.node.coordinator { return known }
        return Self.find(identity, from: root)
    }
}
