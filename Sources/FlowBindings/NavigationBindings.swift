import FlowCore

/// A live coordinator tree projected onto observable models, one per container, for a view
/// layer: the stack each coordinator shows (`stack(of:)`), what each presents
/// (`presentation(of:)`), each tab bar (`tabs(of:)`) and each flow orchestrator's current flow
/// (`flow(of:)`).
///
/// The models follow the tree: after every navigation (the program's or the user's), restore
/// and change of ownership, the models of the coordinators it changed are brought up to date,
/// and only the properties whose values changed notify their observers. Writes to the models
/// are the user's own gestures (see `StackBinding`, `PresentationBinding`, `TabsBinding`):
/// each is one atomic navigation whose events carry the gesture as their cause
/// (`NavigationEvent.cause`), after the coordinators' `canUserDismiss(_:)` agreed, followed by
/// their `didExit(_:gesture:)`.
///
/// ```swift
/// let bindings = NavigationBindings(root: app)
/// let blue = bindings.stack(of: blueTab)!        // blue.path: [StackEntry]
/// blue.path = Array(blue.path.dropLast())          // the user tapped back
/// ```
///
/// One `NavigationBindings` per tree: it makes itself the tree's change listener (coordinators
/// that join the tree later inherit it), and creating another for the same tree takes that
/// role over. A model is created on first request and kept with its coordinator; each model
/// retains the bindings. The bindings retain the root, and the tree retains its listener, so a
/// tree and its bindings live together (an app keeps both for its lifetime: `@State` holding
/// the bindings is enough); `detach()` lets them go. Like the tree, the bindings are confined
/// to one isolation domain (for an app, the main actor).
public final class NavigationBindings: NavigationChangeListener {
    /// The root of the projected tree.
    public let root: any AnyCoordinator
    /// The records made so far, by coordinator. A record removes itself when its coordinator
    /// ends (`NodeBindingRecord.nodeWillEnd()`): no weak reference, so counting references to a
    /// record stays on the fast path.
    // Models and bindings are confined to one isolation domain, like the tree: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var records: [CoordinatorIdentity: Record] = [:]
    /// Stacks to bring up to date when the commit under way ends.
    @exclusivity(unchecked) private var dirtyStacks: [Record] = []
    /// The change bits the listener tests, read once: from this module, each of `NodeChanges`'
    /// constants is a call.
    private let pathBits = NodeChanges.routes.rawValue | NodeChanges.pushed.rawValue
    private let rootBits = NodeChanges.root.rawValue
    private let presentationBits = NodeChanges.presentation.rawValue
    private let tabBits = NodeChanges.tab.rawValue | NodeChanges.all.rawValue
    private let allBits = NodeChanges.all.rawValue

    /// The models of one coordinator, kept on the engine's record of it.
    private final class Record: NodeBindingRecord {
        let node: NodeHandle
        let identity: CoordinatorIdentity
        unowned(unsafe) let bindings: NavigationBindings
        @exclusivity(unchecked) var stack: StackBinding?
        @exclusivity(unchecked) var presentation: PresentationBinding?
        @exclusivity(unchecked) var tabs: TabsBinding?
        @exclusivity(unchecked) var flow: FlowBinding?
        @exclusivity(unchecked) var isDirty = false
        /// A reset ran on the coordinator: its stack's root is compared again when the commit ends.
        @exclusivity(unchecked) var rootMayHaveChanged = false
        /// The user is popping this stack to its first `keptByGesture` entries: if the commit
        /// leaves that many, the path is the old one's prefix (pops only remove), taken without
        /// building entries or comparing routes.
        @exclusivity(unchecked) var keptByGesture: Int?
        init(node: NodeHandle, bindings: NavigationBindings) {
            self.node = node
            identity = node.identity
            self.bindings = bindings
        }

        // The records dictionary holds the record, and the models hold the bindings: the
        // bindings outlive every record they made.
        func nodeWillEnd() { bindings.forget(self) }
    }

    /// Projects the tree at `root` (normally the app's root coordinator; a subtree works too,
    /// and then only navigation that changes it is seen).
    public init(root: any AnyCoordinator) {
        self.root = root
        root.setChangeListener(self)
    }

    /// Stops following the tree: its coordinators forget these bindings (and their models),
    /// navigation no longer updates them, and the tree no longer keeps them alive. For bindings made for one gesture (the scenario
    /// runner, the explorer); an app keeps its bindings for the life of its tree.
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

    // MARK: Projections

    private func stack(at node: NodeHandle) -> StackBinding? {
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

    private static func rootEntry(of node: NodeHandle) -> StackEntry {
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
    private static func pathCount(of node: NodeHandle, countsRoot: Bool) -> Int {
        var count = (countsRoot ? 1 : 0) + node.stackCount
        for index in 0..<node.pushedCount { count += pathCount(of: node.pushed(index), countsRoot: true) }
        return count
    }

    /// Whether `path` is what `owner` shows, without building the projection.
    private static func pathMatches(_ path: [StackEntry], of owner: NodeHandle) -> Bool {
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

    private func tabItems(of node: NodeHandle) -> [TabItem] {
        (0..<node.childCount).map { index in
            let tab = node.child(index)
            return TabItem(id: tab.identity, index: index, title: Self.title(of: tab), stack: stack(at: tab))
        }
    }

    /// Whether `tabs` are still the tab coordinator's children, in order.
    private static func tabsMatch(_ tabs: [TabItem], of node: NodeHandle) -> Bool {
        guard tabs.count == node.childCount else { return false }
        for index in tabs.indices where tabs[index].id != node.child(index).identity { return false }
        return true
    }

    private static func currentFlow(of node: NodeHandle) -> CoordinatorIdentity? {
        node.childCount > 0 ? node.child(0).identity : nil
    }

    /// `BlueCoordinator` -> `Blue`, as the snapshot's tab bar prints it (a generic
    /// coordinator's name keeps its arguments: `TabRootCoordinator<Home>`).
    static func title(of node: NodeHandle) -> String {
        if let displayName = node.displayName { return displayName }
        let name = node.typeName
        return name.hasSuffix("Coordinator") && name != "Coordinator" ? String(name.dropLast("Coordinator".count)) : name
    }

    private func refreshPresentation(_ record: Record) {
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
    /// changed: an unchanged slot costs an identity check and, for a presented one, a route
    /// comparison in place.
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

    // MARK: Keeping current

    private func record(_ node: NodeHandle) -> Record {
        if let record = existingRecord(node) { return record }
        let record = Record(node: node, bindings: self)
        node.bindingRecord = record
        records[record.identity] = record
        return record
    }

    private func existingRecord(_ node: NodeHandle) -> Record? {
        // Only the bindings put records there, and only of this class: no dynamic cast needed.
        guard let object = node.bindingRecord else { return nil }
        let record = unsafeDowncast(object, to: Record.self)
        return record.bindings === self ? record : nil
    }

    private func forget(_ record: Record) {
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

    private static func find(_ identity: CoordinatorIdentity, from node: any AnyCoordinator) -> (any AnyCoordinator)? {
        if node.identity == identity { return node }
        let below = node.children + node.modalCoordinators + [node.presentedModal, node.presentedDetour].compactMap { $0 }
        for next in below {
            if let found = find(identity, from: next) { return found }
        }
        return nil
    }

    // MARK: Writes (the user's gestures)

    func write(path: [StackEntry], gesture: UserGesture?, to binding: StackBinding) -> Bool {
        if binding.isStale { bringUpToDate(binding) }
        let current = binding.currentPath
        guard path != current, let owner = coordinator(binding.coordinator) else { return false }
        guard path.count < current.count, zip(path, current).allSatisfy({ $0.isSameSlot(as: $1) }) else {
            let reason = path.count >= current.count ? "is not shorter than" : "is not a prefix of"
            owner.refuseUserWrite("the path written to \(binding.coordinator)'s stack binding \(reason) its path: a view layer may only go back")
            binding.revertPath()
            return false
        }
        let gesture = gesture ?? (path.count == current.count - 1 ? .backButton : .backMenu)
        let record = records[binding.coordinator]
        record?.keptByGesture = path.count
        let applied = owner.userPop(keeping: path.count, gesture: gesture) == .applied
        record?.keptByGesture = nil
        if !applied { binding.revertPath() }
        return applied
    }

    func write(sheet item: PresentedItem?, slot: PresentationBinding.Slot, to binding: PresentationBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard item != binding.current(slot), let presenter = coordinator(binding.coordinator) else { return }
        let result: UserGestureResult
        switch (item, slot) {
        case (nil, .sheet): result = presenter.userDismissModal(gesture: .sheetDismissal)
        case (nil, .cover): result = presenter.userDismissModal(gesture: .coverDismissal)
        case (nil, .detour): result = presenter.userDismissDetour(gesture: .coverDismissal)
        case let (.some(item), _):
            presenter.refuseUserWrite("a view layer may only dismiss what is presented, not present \(item.route)")
            result = .unchanged
        }
        if result != .applied { binding.revert(slot) }
    }

    func write(detent: ModalPresentationDetent?, to binding: PresentationBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard detent != binding.currentDetent, let presenter = coordinator(binding.coordinator) else { return }
        let result: UserGestureResult
        if let detent {
            result = presenter.userSelectDetent(detent)
        } else {
            presenter.refuseUserWrite("a sheet's detent cannot be set to none; dismiss the sheet instead")
            result = .unchanged
        }
        if result != .applied { binding.revertDetent() }
    }

    func write(selectedTab index: Int, to binding: TabsBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard index != binding.currentSelection, let tabs = coordinator(binding.coordinator) else { return }
        if tabs.userSelectTab(index) != .applied { binding.revertSelection() }
    }
}
