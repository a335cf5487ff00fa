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
/// role over. The bindings retain the root; each model retains the bindings, and the bindings
/// hold their models weakly, so a model is created on first request and lives as long as a
/// view holds it. Like the tree, the bindings are confined to one isolation domain (for an
/// app, the main actor).
public final class NavigationBindings: NavigationChangeListener {
    /// The root of the projected tree (retained: the bindings keep the tree they project).
    public let root: any AnyCoordinator
    private var records: [CoordinatorIdentity: Record] = [:]

    /// The models of one coordinator, created on request and held weakly: a model lives as
    /// long as a view (or anyone) holds it, and each model holds the bindings.
    private final class Record {
        weak var coordinator: (any AnyCoordinator)?
        weak var stack: StackBinding?
        weak var presentation: PresentationBinding?
        weak var tabs: TabsBinding?
        weak var flow: FlowBinding?
        init(_ coordinator: any AnyCoordinator) { self.coordinator = coordinator }
    }

    /// Projects the tree at `root` (normally the app's root coordinator; a subtree works too,
    /// and then only navigation that changes it is seen).
    public init(root: any AnyCoordinator) {
        self.root = root
        root.setChangeListener(self)
    }

    // MARK: Finding a view's binding

    /// The stack `coordinator` shows, or `nil` when it shows none of its own: it is pushed as a
    /// child (its routes are in its parent's path), or it is a tab coordinator or a flow
    /// orchestrator (see `tabs(of:)` and `flow(of:)`).
    public func stack(of coordinator: any AnyCoordinator) -> StackBinding? {
        guard coordinator.viewState?.kind == .coordinator, !Self.isPushed(coordinator) else { return nil }
        let record = self.record(of: coordinator)
        if let stack = record.stack { return stack }
        guard let projection = Self.stackProjection(of: coordinator) else { return nil }
        let stack = StackBinding(coordinator: coordinator.identity, root: projection.root, path: projection.path, bindings: self)
        record.stack = stack
        return stack
    }

    /// What `coordinator` presents.
    public func presentation(of coordinator: any AnyCoordinator) -> PresentationBinding {
        let record = self.record(of: coordinator)
        if let presentation = record.presentation { return presentation }
        let presentation = PresentationBinding(coordinator: coordinator.identity, bindings: self)
        record.presentation = presentation
        refreshPresentation(of: coordinator, in: record)
        return presentation
    }

    /// The tab bar of `coordinator`, or `nil` when it is not a tab coordinator.
    public func tabs(of coordinator: any AnyCoordinator) -> TabsBinding? {
        guard coordinator.viewState?.kind == .tabs else { return nil }
        let record = self.record(of: coordinator)
        if let tabs = record.tabs { return tabs }
        let projection = tabProjection(of: coordinator)
        let tabs = TabsBinding(coordinator: coordinator.identity, selectedTab: projection.selected, tabs: projection.tabs, bindings: self)
        record.tabs = tabs
        return tabs
    }

    /// The current flow of `coordinator`, or `nil` when it is not a flow orchestrator.
    public func flow(of coordinator: any AnyCoordinator) -> FlowBinding? {
        guard coordinator.viewState?.kind == .flowOrchestrator else { return nil }
        let record = self.record(of: coordinator)
        if let flow = record.flow { return flow }
        let flow = FlowBinding(coordinator: coordinator.identity, current: coordinator.children.first?.identity)
        record.flow = flow
        return flow
    }

    /// The live coordinator `identity` names, if it is in the projected tree (what a view needs
    /// to build an entry's screen with its coordinator's view factory).
    public func coordinator(_ identity: CoordinatorIdentity) -> (any AnyCoordinator)? {
        if let known = records[identity]?.coordinator { return known }
        return Self.find(identity, from: root)
    }

    // MARK: Projections

    /// Whether `coordinator` is pushed onto its parent's stack right now.
    static func isPushed(_ coordinator: any AnyCoordinator) -> Bool {
        guard coordinator.presentationContext == .pushed, let parent = coordinator.parentCoordinator else { return false }
        return parent.pushedChildren.contains { $0 === coordinator }
    }

    /// The coordinator whose stack shows `coordinator`'s routes: itself, or the nearest
    /// ancestor that is not pushed.
    static func stackOwner(of coordinator: any AnyCoordinator) -> any AnyCoordinator {
        var owner = coordinator
        while isPushed(owner), let parent = owner.parentCoordinator { owner = parent }
        return owner
    }

    /// The root entry and path `owner` shows; `nil` for a coordinator the engine does not know.
    static func stackProjection(of owner: any AnyCoordinator) -> (root: StackEntry, path: [StackEntry])? {
        guard let state = owner.viewState else { return nil }
        let identity = owner.identity
        var path: [StackEntry] = []
        for (index, route) in state.stack.enumerated() { path.append(StackEntry(route: route, coordinator: identity, position: index + 1)) }
        for child in owner.pushedChildren { appendFlattened(child, to: &path) }
        return (StackEntry(route: state.root, coordinator: identity, position: 0), path)
    }

    private static func appendFlattened(_ child: any AnyCoordinator, to path: inout [StackEntry]) {
        let identity = child.identity
        for (index, route) in child.stackRoutes.enumerated() { path.append(StackEntry(route: route, coordinator: identity, position: index)) }
        for grandchild in child.pushedChildren { appendFlattened(grandchild, to: &path) }
    }

    private func tabProjection(of coordinator: any AnyCoordinator) -> (selected: Int, tabs: [TabItem]) {
        let tabs = coordinator.children.enumerated().map { index, tab in
            TabItem(id: tab.identity, index: index, title: Self.title(of: tab), stack: stack(of: tab))
        }
        return (coordinator.viewState?.selectedTab ?? 0, tabs)
    }

    /// `BlueCoordinator` -> `Blue`, as the snapshot's tab bar prints it (a generic
    /// coordinator's name keeps its arguments: `TabRootCoordinator<Home>`).
    static func title(of coordinator: any AnyCoordinator) -> String {
        let name = coordinator.viewState?.typeName ?? String(describing: type(of: coordinator as AnyObject))
        return name.hasSuffix("Coordinator") && name != "Coordinator" ? String(name.dropLast("Coordinator".count)) : name
    }

    private func refreshPresentation(of coordinator: any AnyCoordinator, in record: Record) {
        guard let presentation = record.presentation, let state = coordinator.viewState else { return }
        var sheet: PresentedItem?
        var cover: PresentedItem?
        var detent: ModalPresentationDetent?
        if let modal = coordinator.presentedModal, let route = state.presented {
            let detents = state.detents ?? .default
            let item = PresentedItem(id: modal.identity, route: route, detents: detents.detents, stack: stack(of: modal))
            if detents.shouldUseFullScreenCover {
                cover = item
            } else {
                sheet = item
                detent = detents.effectiveDetent
            }
        }
        var detour: PresentedItem?
        if let presented = coordinator.presentedDetour, let route = state.detour {
            detour = PresentedItem(id: presented.identity, route: route, detents: [], stack: stack(of: presented))
        }
        presentation.update(sheet: sheet, cover: cover, detour: detour, detent: detent)
    }

    // MARK: Keeping current

    private func record(of coordinator: any AnyCoordinator) -> Record {
        let key = coordinator.identity
        // A record whose coordinator is gone (its address reused) is replaced.
        if let record = records[key], record.coordinator === coordinator { return record }
        let record = Record(coordinator)
        records[key] = record
        return record
    }

    /// The tree's change listener (held weakly by the tree).
    package func coordinatorsDidChange(_ changed: [any AnyCoordinator]) { refresh(changed) }

    /// Brings the models of `changed` (and of the stacks that show them) up to date.
    func refresh(_ changed: [any AnyCoordinator]) {
        var owners: [any AnyCoordinator] = []
        for coordinator in changed {
            let owner = Self.stackOwner(of: coordinator)
            if !owners.contains(where: { $0 === owner }) { owners.append(owner) }
            guard let record = records[coordinator.identity], record.coordinator === coordinator else { continue }
            refreshPresentation(of: coordinator, in: record)
            if let tabs = record.tabs {
                let projection = tabProjection(of: coordinator)
                tabs.update(selectedTab: projection.selected, tabs: projection.tabs)
            }
            record.flow?.update(current: coordinator.children.first?.identity)
            // A coordinator that is pushed now keeps its own model as it was last shown.
            if record.stack != nil, !owners.contains(where: { $0 === coordinator }) { owners.append(coordinator) }
        }
        for owner in owners {
            guard let record = records[owner.identity], record.coordinator === owner, let stack = record.stack else { continue }
            guard let projection = Self.stackProjection(of: owner) else { continue }
            stack.update(root: projection.root, path: projection.path)
        }
    }

    /// Brings every model up to date (for example after the tree changed while the bindings
    /// were not its listener). Only changed values notify.
    public func refreshAll() {
        refresh(records.values.compactMap(\.coordinator))
    }

    private static func find(_ identity: CoordinatorIdentity, from node: any AnyCoordinator) -> (any AnyCoordinator)? {
        if node.identity == identity { return node }
        let below = node.children + node.modalCoordinators + [node.presentedModal, node.presentedDetour].compactMap { $0 }
        for next in below where next.parentCoordinator === node || next.presentationContext == .modal {
            if let found = find(identity, from: next) { return found }
        }
        return nil
    }

    // MARK: Writes (the user's gestures)

    func write(path: [StackEntry], gesture: UserGesture?, to binding: StackBinding) -> Bool {
        let current = binding.currentPath
        guard path != current else { return false }
        guard let owner = coordinator(binding.coordinator) else { return false }
        guard path.count < current.count, Array(current.prefix(path.count)) == path else {
            let reason = path.count >= current.count ? "is not shorter than" : "is not a prefix of"
            owner.refuseUserWrite("the path written to \(Self.title(of: owner))'s stack binding \(reason) its path: a view layer may only go back")
            binding.revertPath()
            return false
        }
        let gesture = gesture ?? (path.count == current.count - 1 ? .backButton : .backMenu)
        let applied = owner.userPop(keeping: path.count, gesture: gesture) == .applied
        if !applied { binding.revertPath() }
        return applied
    }

    func write(sheet item: PresentedItem?, slot: PresentationBinding.Slot, to binding: PresentationBinding) {
        guard item != binding.current(slot), let presenter = coordinator(binding.coordinator) else { return }
        let result: UserGestureResult
        switch (item, slot) {
        case (nil, .sheet): result = presenter.userDismissModal(gesture: .sheetDismissal)
        case (nil, .cover): result = presenter.userDismissModal(gesture: .coverDismissal)
        case (nil, .detour): result = presenter.userDismissDetour(gesture: .coverDismissal)
        case (.some, _):
            presenter.refuseUserWrite("a view layer may only dismiss what \(Self.title(of: presenter)) presents, not present \(item!.route)")
            result = .unchanged
        }
        if result != .applied { binding.revert(slot) }
    }

    func write(detent: ModalPresentationDetent?, to binding: PresentationBinding) {
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
        guard index != binding.currentSelection, let tabs = coordinator(binding.coordinator) else { return }
        if tabs.userSelectTab(index) != .applied { binding.revertSelection() }
    }
}
