import FlowCore

/// What the models show, read off the engine's records of the coordinators.
extension NavigationBindings {
    func stack(at node: NodeHandle) -> StackBinding? {
        guard node.kind == .coordinator, !node.isPushed else { return nil }
        let record = self.record(node)
        if let stack = record.stack {
            if stack.isStale { bringUpToDate(stack) }
            return stack
        }
        let stack = StackBinding(coordinator: node.identity, root: Self.rootEntry(of: node), path: Self.path(of: node), bindings: self)
        record.stack = stack
        return stack
    }

    static func rootEntry(of node: NodeHandle) -> StackEntry {
        StackEntry(route: node.root, coordinator: node.identity, position: 0)
    }

    /// The path `owner` shows: its routes after its root, then each pushed child's root and
    /// routes (and theirs), in screen order.
    static func path(of owner: NodeHandle) -> [StackEntry] {
        var path: [StackEntry] = []
        let identity = owner.identity
        for (index, route) in owner.stack.enumerated() { path.append(StackEntry(route: route, coordinator: identity, position: index + 1)) }
        for index in 0..<owner.pushedCount { appendFlattened(owner.pushed(index), to: &path) }
        return path
    }

    private static func appendFlattened(_ child: NodeHandle, to path: inout [StackEntry]) {
        let identity = child.identity
        path.append(StackEntry(route: child.root, coordinator: identity, position: 0))
        for (index, route) in child.stack.enumerated() { path.append(StackEntry(route: route, coordinator: identity, position: index + 1)) }
        for index in 0..<child.pushedCount { appendFlattened(child.pushed(index), to: &path) }
    }

    /// How many entries the path of `owner` has (its stack, then each pushed child's root and
    /// stack, and theirs).
    static func pathCount(of node: NodeHandle, countsRoot: Bool) -> Int {
        var count = (countsRoot ? 1 : 0) + node.stackCount
        for index in 0..<node.pushedCount { count += pathCount(of: node.pushed(index), countsRoot: true) }
        return count
    }

    /// Whether `path` is what `owner` shows, without building the projection.
    static func pathMatches(_ path: [StackEntry], of owner: NodeHandle) -> Bool {
        guard path.count == pathCount(of: owner, countsRoot: false) else { return false }
        var cursor = 0
        func matches(_ node: NodeHandle, countsRoot: Bool) -> Bool {
            let identity = node.identity
            if countsRoot {
                guard cursor < path.count, path[cursor].position == 0, path[cursor].coordinator == identity, node.rootRoute(isEqualTo: path[cursor].route)
                else { return false }
                cursor += 1
            }
            for index in 0..<node.stackCount {
                guard cursor < path.count, path[cursor].position == index + 1, path[cursor].coordinator == identity,
                    node.stackRoute(index, isEqualTo: path[cursor].route)
                else { return false }
                cursor += 1
            }
            for index in 0..<node.pushedCount where !matches(node.pushed(index), countsRoot: true) { return false }
            return true
        }
        return matches(owner, countsRoot: false) && cursor == path.count
    }

    func tabItems(of node: NodeHandle) -> [TabItem] {
        (0..<node.childCount).map { index in
            let tab = node.child(index)
            return TabItem(id: tab.identity, index: index, title: Self.title(of: tab), stack: stack(at: tab))
        }
    }

    /// Whether `tabs` are still the tab coordinator's children, in order.
    static func tabsMatch(_ tabs: [TabItem], of node: NodeHandle) -> Bool {
        guard tabs.count == node.childCount else { return false }
        for index in tabs.indices where tabs[index].id != node.child(index).identity { return false }
        return true
    }

    static func currentFlow(of node: NodeHandle) -> CoordinatorIdentity? {
        node.childCount > 0 ? node.child(0).identity : nil
    }

    /// `BlueCoordinator` -> `Blue`, as the snapshot's tab bar prints it (a generic
    /// coordinator's name keeps its arguments: `TabRootCoordinator<Home>`).
    static func title(of node: NodeHandle) -> String {
        if let displayName = node.displayName { return displayName }
        let name = node.typeName
        return name.hasSuffix("Coordinator") && name != "Coordinator" ? String(name.dropLast("Coordinator".count)) : name
    }

    func refreshPresentation(_ record: Record) {
        guard let presentation = record.presentation else { return }
        let node = record.node
        var modal: NodeHandle?
        var isCover = false
        var detent: ModalPresentationDetent?
        var detents: [ModalPresentationDetent] = []
        if let presented = node.modal {
            let configuration = node.detents ?? .default
            modal = presented
            detents = configuration.detents
            if configuration.shouldUseFullScreenCover { isCover = true } else { detent = configuration.effectiveDetent }
        }
        refresh(presentation, .sheet, to: isCover ? nil : modal, detents: detents, of: node)
        refresh(presentation, .cover, to: isCover ? modal : nil, detents: detents, of: node)
        refresh(presentation, .detour, to: node.detour, detents: [], of: node)
        presentation.update(detent: detent)
    }

    /// Brings one slot of `node`'s presentation up to date. The item is built only when it
    /// changed.
    /// - Complexity: for an unchanged slot, an identity check and, for a presented one, a route
    ///   comparison in place.
    private func refresh(
        _ presentation: PresentationBinding, _ slot: PresentationBinding.Slot, to presented: NodeHandle?, detents: [ModalPresentationDetent],
        of node: NodeHandle
    ) {
        let shown = presentation.shown(slot)
        guard let presented else {
            if shown != nil { presentation.replace(slot, with: nil) }
            return
        }
        let isDetour = slot == .detour
        if shown == presented.identity,
            presentation.shows(slot, detents: detents, matching: { isDetour ? node.detourRoute(isEqualTo: $0) : node.presentedRoute(isEqualTo: $0) })
        {
            return
        }
        // The engine presents a modal or detour with its route, and dismisses both together.
        guard let route = isDetour ? node.detourRoute : node.presented else { return }
        presentation.replace(slot, with: PresentedItem(id: presented.identity, route: route, detents: detents, stack: stack(at: presented)))
    }
}
