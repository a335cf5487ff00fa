import Foundation

/// Builds a detour coordinator for a saved detour on restore (app code creates detours):
/// return a fresh coordinator of type `detour.node.coordinator`, or `nil` when the app cannot.
public typealias DetourRestorer = (_ presenter: any AnyCoordinator, _ detour: SavedNavigation.Detour) -> (any AnyCoordinator)?

/// Restoring a live tree's navigation state (saving is `SavedGraph(saving:)`, one fold over the walk).
enum NavigationPersistence {
    /// Puts `saved` into the tree at `root`: everything is restored, or (on any error) the
    /// tree is put back exactly as it was, by a memento taken first, and the error thrown.
    static func restore(_ saved: SavedNavigation, into root: any NavigationNode, detours: DetourRestorer?) throws(NavigationRestoreError) {
        // A tree that cannot be saved (a route type that is not Codable, an unregistered modal
        // presented) is refused before anything changes, as saving it would be.
        _ = try SavedGraph(saving: root.core)
        let original = NavigationMemento(root)
        root.core.observersMuted = true
        defer {
            root.core.observersMuted = false
            NodeCore.notifyListeners(ofSubtree: root.core)
        }
        do {
            // The root keeps the context its place gives it (a root saved as `pushed` is refused).
            try apply(saved.root, to: root, parent: root.parentNode, context: root.core.links.context, path: root.typeName, detours: detours)
        } catch {
            original.restore()
            throw error
        }
    }

    /// The context a child owned by `node` has (as `addChild` sets it).
    private static func childContext(of node: any NavigationNode) -> PresentationContext {
        switch node.coordinatorKind {
        case .coordinator: .pushed
        case .tabs: .tab
        case .flowOrchestrator: .root
        }
    }

    /// A saved root that differs from the live coordinator's. Navigation changes a root in two
    /// places only: an orchestrator's flow change (handled by the caller) and a registered modal
    /// presented for another entry route it can handle. Anywhere else (a tab, a pushed child, a
    /// root coordinator) the saved state belongs to another coordinator (tabs saved in another
    /// order, say), and taking its root would build a tree fresh navigation cannot produce.
    private static func checkRootChange(
        to root: AnyRoute, of node: any NavigationNode, context: PresentationContext, path: String
    ) throws(NavigationRestoreError) {
        let live = node.core.routes.root
        switch context {
        case .modal:
            // A modal of another route type shows whatever its mapping gives: any of its routes.
            guard node.core.modalMapping != nil || node.core.askCanHandle(root) else {
                throw NavigationRestoreError(
                    .mismatch, path: path,
                    message: "root \(root) is not a route \(node.typeName) can handle (expected \(live), or an entry route its canHandle accepts)")
            }
        case .detour:
            // The app's detour hook built this coordinator for the saved detour.
            return
        case .root, .tab, .pushed:
            // A root the coordinator's own `.setRoot` navigation makes.
            if node.core.askCanHandle(root), node.core.ask(NavigationTypeHook(), about: root) == .setRoot { return }
            let hint = context == .tab ? "; tabs in another order restore by restorationKey" : ""
            throw NavigationRestoreError(
                .mismatch, path: path,
                message: "root \(root) was saved for this place, which shows \(live) (expected \(live): the state of another coordinator\(hint))")
        }
    }

    /// For each live child, the index of the saved child it takes: matched by `restorationKey`
    /// when every live child has one, else by position (and then any keys must agree).
    private static func childOrder(
        _ saved: [SavedNavigation.Node], _ children: [any NavigationNode], path: String
    ) throws(NavigationRestoreError) -> [Int] {
        let keys = children.map(\.restorationKey)
        let liveKeys = keys.compactMap { $0 }
        guard liveKeys.count == children.count, !children.isEmpty else {
            for (index, (child, savedChild)) in zip(children, saved).enumerated() {
                if let key = child.restorationKey, let savedKey = savedChild.key, key != savedKey {
                    throw NavigationRestoreError(.mismatch, path: path, message: "child \(index) has restorationKey '\(key)' (expected '\(savedKey)')")
                }
            }
            return Array(saved.indices)
        }
        guard Set(liveKeys).count == liveKeys.count else {
            throw NavigationRestoreError(
                .invalidState, path: path, message: "restorationKey given to two children: \(liveKeys) (expected a distinct key per sibling)")
        }
        var bySavedKey: [String: Int] = [:]
        for (index, node) in saved.enumerated() {
            if let key = node.key { bySavedKey[key] = index }
        }
        return try liveKeys.map { (key: String) throws(NavigationRestoreError) -> Int in
            guard let index = bySavedKey[key] else {
                throw NavigationRestoreError(
                    .mismatch, path: path,
                    message: "no saved child with restorationKey '\(key)' (expected keys \(saved.map { $0.key ?? "none" }))")
            }
            return index
        }
    }

    /// Applies `saved` to `node`, whose place in the tree gives it `context`: checks it fits,
    /// applies its children, registered modals and detour, then sets the node's own state.
    static func apply(
        _ saved: SavedNavigation.Node, to node: any NavigationNode, parent: (any NavigationNode)?, context: PresentationContext,
        path: String, detours: DetourRestorer?
    ) throws(NavigationRestoreError) {
        guard saved.coordinator == node.typeName else {
            throw NavigationRestoreError(.mismatch, path: path, message: "found \(node.typeName) (expected \(saved.coordinator))")
        }
        guard saved.context == context else {
            throw NavigationRestoreError(
                .invalidState, path: path, message: "context '\(saved.context.rawValue)' (expected '\(context.rawValue)', the context of its place in the tree)"
            )
        }
        let root = try decode(saved.root, "root", of: node, path: path)
        try switchRoot(to: root, of: node, context: context, path: path)
        try switchFlow(under: node, to: saved, path: path)
        let routes = try ownRoutes(saved, root: root, of: node, path: path)
        /// `savedIndex[i]`: the saved child live child `i` takes (by key, else by position).
        let savedIndex = try checkStructure(saved, of: node, path: path)
        let children = node.ownedChildren
        for (index, child) in children.enumerated() {
            try apply(
                saved.children[savedIndex[index]], to: child, parent: node, context: childContext(of: node),
                path: "\(path)/\(child.typeName)[\(index)]", detours: detours)
        }
        var presentedModal: (any NavigationNode)?
        for (index, (modal, savedModal)) in zip(node.registeredModals, saved.registeredModals).enumerated() {
            let isPresented = saved.presentedModal == index
            if isPresented { presentedModal = modal }
            try apply(
                savedModal, to: modal, parent: isPresented ? node : nil, context: .modal, path: "\(path)/modal \(modal.typeName)[\(index)]",
                detours: detours)
        }
        if let made = try applyMadeModal(saved.madeModal, of: node, path: path, detours: detours) { presentedModal = made }
        let detour = try applyDetour(saved.detour, of: node, path: path, detours: detours)
        let liveIndex = { (saved: Int) in savedIndex.firstIndex(of: saved) ?? saved }
        var state = node.core.state
        state.routes = RouteState(
            root: root, stack: routes.stack, selectedTab: children.isEmpty ? saved.selectedTab : liveIndex(saved.selectedTab),
            presented: routes.presented, detour: detour?.route, detents: saved.detents)
        let pending = try saved.pending.map { (json: String) throws(NavigationRestoreError) -> AnyRoute in
            try decode(json, "pending route", of: node, path: path)
        }
        state.links.context = saved.context
        state.links.parent = parent?.core.id
        state.links.modal = presentedModal?.core.id
        state.links.detour = detour?.node.core.id
        state.links.pushed = saved.pushed.map { children[liveIndex($0)].core.id }
        let engine = node.core.engine
        let before = node.core.links
        node.core.state = state
        if engine.graph.ownership[node.core.id.index].pending != pending { engine.graph[ownershipOf: node.core.id].pending = pending }
        // What it presented before and does not now hangs off nothing any more (as after a dismissal).
        let dropped = [before.modal, before.detour].compactMap { $0 }.filter {
            $0 != state.links.modal && $0 != state.links.detour && engine.graph.links[$0.index].parent == node.core.id
        }
        for id in dropped {
            engine.graph[linksOf: id].parent = nil
            engine.graph[linksOf: id].context = engine.graph.ownership[id.index].registrar != nil ? .modal : .root
        }
        engine.hold([node.core.id] + dropped)
    }

    /// A route of `node`'s type from its saved JSON (`what` names it in errors).
    static func decode(_ json: String, _ what: String, of node: any NavigationNode, path: String) throws(NavigationRestoreError) -> AnyRoute {
        // A route's own JSON may not repeat a key either (its decoder would keep one silently).
        if let duplicate = JSONDuplicateKeys.first(in: Array(json.utf8)) {
            throw NavigationRestoreError(.corrupted, path: path, message: "\(what) gives key '\(duplicate.key)' twice (expected each key once)")
        }
        guard let route = node.decodeRoute(json) else {
            throw NavigationRestoreError(
                .unknownRoute, path: path,
                message: "\(what) \(json) is not a \(node.routeTypeName) (expected a route of the app's current \(node.routeTypeName))")
        }
        return route
    }

    /// Takes the saved root: a flow orchestrator showing another flow switches through its own
    /// flow-change hook; anywhere else a different root must be one navigation can produce.
    private static func switchRoot(
        to root: AnyRoute, of node: any NavigationNode, context: PresentationContext, path: String
    ) throws(NavigationRestoreError) {
        guard root != node.core.routes.root else { return }
        guard node.coordinatorKind == .flowOrchestrator else { return try checkRootChange(to: root, of: node, context: context, path: path) }
        guard node.core.ask(HandleFlowChangeHook(), about: root) else {
            throw NavigationRestoreError(.flowChangeRefused, path: path, message: "handleFlowChange(to: \(root)) returned false")
        }
    }

    /// Rebuilds the flow of an orchestrator whose own root does not tell its flows apart (one
    /// `.locked` route for every account's unlock flow): when the saved flow is of the live
    /// flow's type with another root (a payload root, `unlock(userId: carol)`), the
    /// orchestrator's `handleFlowChange(to:)` is asked for the saved flow root, as navigating to
    /// it would. A root the orchestrator refuses is `flowChangeRefused`; one the flow's route type
    /// cannot decode, `unknownRoute`.
    private static func switchFlow(under node: any NavigationNode, to saved: SavedNavigation.Node, path: String) throws(NavigationRestoreError) {
        guard node.coordinatorKind == .flowOrchestrator, saved.children.count == 1, node.ownedChildren.count == 1 else { return }
        let flow = node.ownedChildren[0]
        let savedFlow = saved.children[0]
        guard savedFlow.coordinator == flow.typeName, savedFlow.routeType == flow.routeTypeName else { return }
        let root = try decode(savedFlow.root, "flow root", of: flow, path: "\(path)/\(flow.typeName)[0]")
        guard root != flow.core.routes.root else { return }
        // A root the flow sets itself (its own `.setRoot` navigation) is this flow's state, not another flow.
        if flow.core.askCanHandle(root), flow.core.ask(NavigationTypeHook(), about: root) == .setRoot { return }
        guard node.core.ask(HandleFlowChangeHook(), about: root) else {
            throw NavigationRestoreError(
                .flowChangeRefused, path: path,
                message: "handleFlowChange(to: \(root)) returned false (expected the orchestrator to build the saved flow)")
        }
    }

    /// The saved stack and presented route, checked against what navigation can produce (the
    /// engine's invariants: such states, and only those).
    private static func ownRoutes(
        _ saved: SavedNavigation.Node, root: AnyRoute, of node: any NavigationNode, path: String
    ) throws(NavigationRestoreError) -> (stack: [AnyRoute], presented: AnyRoute?) {
        func invalid(_ message: String) -> NavigationRestoreError { NavigationRestoreError(.invalidState, path: path, message: message) }
        let stack = try saved.stack.map { (json: String) throws(NavigationRestoreError) -> AnyRoute in try decode(json, "stack route", of: node, path: path) }
        let presented = try saved.presented.map { (json: String) throws(NavigationRestoreError) -> AnyRoute in
            if let foreign = try decodePresented(json, type: saved.presentedType, in: saved, of: node, path: path) { return foreign }
            return try decode(json, "presented route", of: node, path: path)
        }
        if let index = stack.indices.first(where: { stack[..<$0].contains(stack[$0]) && !node.core.ask(AllowsDuplicatesHook(), about: stack[$0]) }) {
            throw invalid("\(stack[index]) is twice on the stack (expected each route once, unless allowsDuplicates(_:) says so)")
        }
        if stack.contains(root) { throw invalid("the root route \(root) is on its own stack (expected only routes pushed above it)") }
        if (saved.presented == nil) != (saved.presentedModal == nil && saved.madeModal == nil) {
            throw invalid(
                saved.presented == nil
                    ? "a presented modal without a presented route (expected both or neither)"
                    : "a presented route without a presented modal (expected both or neither)")
        }
        if saved.detents != nil, saved.presented == nil { throw invalid("detents with nothing presented (expected detents only beside a presented route)") }
        if !saved.pushed.isEmpty, node.coordinatorKind != .coordinator {
            throw invalid("pushed children on a \(node.coordinatorKind == .tabs ? "tab" : "flow") coordinator (expected none)")
        }
        return (stack, presented)
    }

    /// Checks the saved children, registered modals, pushed children, selected tab and
    /// presented modal fit the live coordinator; returns, for each live child, the saved child
    /// it takes (`childOrder`).
    private static func checkStructure(_ saved: SavedNavigation.Node, of node: any NavigationNode, path: String) throws(NavigationRestoreError) -> [Int] {
        func mismatch(_ message: String) -> NavigationRestoreError { NavigationRestoreError(.mismatch, path: path, message: message) }
        let children = node.ownedChildren
        guard saved.children.count == children.count else { throw mismatch("\(children.count) children (expected \(saved.children.count))") }
        let savedIndex = try childOrder(saved.children, children, path: path)
        let modals = node.registeredModals
        guard saved.registeredModals.count == modals.count else {
            throw mismatch("\(modals.count) registered modals (expected \(saved.registeredModals.count))")
        }
        guard saved.pushed.allSatisfy(children.indices.contains), Set(saved.pushed).count == saved.pushed.count else {
            throw mismatch("pushed children \(saved.pushed) (expected distinct indices below \(children.count))")
        }
        if node.coordinatorKind == .tabs, !children.isEmpty, !children.indices.contains(saved.selectedTab) {
            throw mismatch("selected tab \(saved.selectedTab) (expected 0..<\(children.count))")
        }
        let selectedTab = node.core.routes.selectedTab
        if node.coordinatorKind != .tabs || children.isEmpty, saved.selectedTab != selectedTab {
            throw mismatch("selected tab \(saved.selectedTab) on a coordinator without tabs (expected \(selectedTab))")
        }
        if let index = saved.presentedModal, !modals.indices.contains(index) {
            throw mismatch("presented modal \(index) (expected below \(modals.count))")
        }
        if let made = saved.madeModal {
            guard made.count == 1, saved.presentedModal == nil else {
                throw NavigationRestoreError(
                    .invalidState, path: path,
                    message:
                        "\(made.count) made modals beside presented modal \(saved.presentedModal.map(String.init) ?? "none") (expected one presented modal at most)"
                )
            }
        }
        return savedIndex
    }
}

extension Coordinator {
    /// This coordinator's navigation state and everything below it, as data, for saving
    /// across a relaunch: `try app.saveNavigation().json()`. Every route type on the way must
    /// be `Codable`; a modal presented without being registered cannot be saved (the app
    /// creates it), and both are typed errors.
    ///
    /// - Returns: The saved state; `json()` writes it as versioned, sorted-key JSON.
    /// - Throws: ``NavigationRestoreError`` `notCodable` for a route type that is not
    ///   `Codable`, `unregisteredModal` for a modal presented without being registered.
    public func saveNavigation() throws(NavigationRestoreError) -> SavedNavigation {
        SavedNavigation(version: SavedNavigation.currentVersion, graph: try SavedGraph(saving: core))
    }

    /// Puts `saved` into this (freshly built) tree, so that `captureTree()` equals the tree it
    /// was saved from. Flows are switched through the root's flow-change hooks; registered
    /// modals and owned children must already exist (the app's own construction makes them);
    /// tabs are selected, stacks and pushed children set, modals presented. A saved detour is
    /// rebuilt by `detours` (without it, restoring a detour is `detourNeedsHook`).
    ///
    /// Anything that does not fit (another coordinator type, another number of children, a
    /// route case that no longer exists, a non-Codable route type) throws a typed error and
    /// leaves the tree exactly as it was. Observers get one `.restore` event, not the steps.
    ///
    /// - Parameters:
    ///   - saved: A state from ``saveNavigation()`` on a tree built the same way.
    ///   - detours: Builds the coordinator of a saved detour; `nil` when the app has no detours.
    /// - Throws: ``NavigationRestoreError``, saying what did not fit (`mismatch`,
    ///   `unknownRoute`, `invalidState`, `detourNeedsHook`, `flowChangeRefused`, …); the tree is
    ///   then exactly as it was.
    public func restoreNavigation(_ saved: SavedNavigation, detours: DetourRestorer? = nil) throws(NavigationRestoreError) {
        let before = core.routes.currentRoute
        try NavigationPersistence.restore(saved, into: self, detours: detours)
        let after = core.routes.currentRoute
        let event = NavigationEvent(
            kind: .restore, coordinator: typeName, route: RouteValue(visibleChainRoute), other: nil,
            from: RouteValue(before), to: RouteValue(after))
        for observer in ancestry.flatMap(\.core.liveObservers) { observer.navigation(didApply: event) }
    }

    /// The route on screen after a restore.
    private var visibleChainRoute: AnyRoute {
        let visible = visibleCoordinator as? any NavigationNode
        return visible?.core.routes.currentRoute ?? core.routes.currentRoute
    }
}

extension AnyCoordinator {
    /// Restores from `data` written by `SavedNavigation.json()`; a corrupted, truncated or newer
    /// document is a typed error and changes nothing. See `Coordinator.restoreNavigation(_:detours:)`.
    ///
    /// - Parameters:
    ///   - data: JSON written by `SavedNavigation.json()`.
    ///   - detours: Builds the coordinator of a saved detour; `nil` when the app has no detours.
    /// - Throws: ``NavigationRestoreError``: `corrupted` or `newerFormat` for a document that
    ///   cannot be read, or what ``restoreNavigation(_:detours:)`` throws.
    public func restoreNavigation(from data: Data, detours: DetourRestorer? = nil) throws(NavigationRestoreError) {
        try restoreNavigation(SavedNavigation.decode(data), detours: detours)
    }
}
