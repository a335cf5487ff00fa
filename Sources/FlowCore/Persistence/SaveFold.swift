/// Saving, as one fold over the one walk (`NodeCore.walk(_:)`): each coordinator the walk lends
/// becomes a draft of its `SavedRecord`, read from its graph record (`links`, `routes`,
/// `ownership`), its links kept as graph ids; `records()` then gives the drafts their record ids.
///
/// The walk's order (owned children, the presented modal, the detour, the other registered
/// modals) is not the document's (owned children, every registered modal in registration
/// order, the detour; see `SavedGraph`), so ids are given after the walk, over the drafts, not
/// over the coordinators. What cannot be saved (a route type that is not Codable, a modal
/// presented without being registered) is noted where the walk finds it and thrown while
/// numbering, in the document's order: the error is the one met first in that order.
struct SaveFold: PreorderVisitor {
    /// How a draft hangs off the draft it was reached from (what an error's path says).
    enum Step {
        case root
        /// Owned child `index`.
        case child(Int)
        /// Registered modal `index` (presented or not).
        case registeredModal(Int)
        /// The presented modal its presenter's factory made.
        case madeModal
        case detour
    }

    /// What keeps a coordinator's state from being saved, without its path (`SaveFold.error`).
    struct Problem {
        let kind: NavigationRestoreError.Kind
        let message: String
    }

    /// One coordinator of the document, as the walk found it.
    struct Draft {
        /// Its record, without links (`records()` sets them).
        var record: SavedRecord
        /// The draft it was reached from, `nil` for the first.
        let parent: Int?
        let step: Step
        let typeName: String
        /// Owned children, insertion order.
        let children: [NodeID]
        /// Registered modals, registration order.
        let registeredModals: [NodeID]
        /// Pushed children, screen order.
        let pushed: [NodeID]
        /// The presented modal, when it is registered here.
        let modal: NodeID?
        /// The presented modal, when a factory here made it, and that factory's index.
        let madeModal: (id: NodeID, factory: Int)?
        /// The presented detour, when it has its route.
        let detour: NodeID?
        /// Why its own routes cannot be saved: met before anything below it.
        let problem: Problem?
        /// Why its presented modal or its detour's route cannot be saved: met after its owned
        /// children and registered modals, before its detour.
        let laterProblem: Problem?
    }

    /// The drafts, in the walk's order.
    private(set) var drafts: [Draft] = []
    /// Each drafted coordinator's draft.
    private var draftIndex: [NodeID: Int] = [:]

    /// Drafts `core`'s record. A coordinator the document does not hold is skipped with what
    /// is below it: a modal presented without being registered (its presenter notes it), a
    /// detour without its route, a coordinator already drafted (a cycle, an ownership flaw).
    mutating func visit(_ core: NodeCore, at place: NodeCore.Place) -> NodeCore.Next {
        guard draftIndex[core.id] == nil, let step = Self.step(of: core, at: place), let node = core.owner else { return .skipSubtree }
        let draft = Self.draft(of: node, core: core, parent: place.parent.flatMap { draftIndex[$0] }, step: step)
        draftIndex[core.id] = drafts.count
        drafts.append(draft)
        // What is below a coordinator that cannot be saved is never reached by numbering.
        return draft.problem == nil ? .goOn : .skipSubtree
    }

    /// How `core`, found at `place`, hangs in the document; `nil` when the document does not hold it.
    private static func step(of core: NodeCore, at place: NodeCore.Place) -> Step? {
        let graph = core.engine.graph
        switch place.relation {
        case .root: return .root
        case .child: return .child(place.index)
        case .registeredModal: return .registeredModal(place.index)
        case .modal:
            guard let parent = place.parent else { return nil }
            if core.factoryIndex(presentedBy: core.engine.core(parent)) != nil { return .madeModal }
            return graph.ownership[parent.index].modals.firstIndex(of: core.id).map(Step.registeredModal)
        case .detour:
            guard let parent = place.parent, graph.routes[parent.index].detour != nil else { return nil }
            return .detour
        }
    }

    /// `node`'s draft: its record read from its graph record, its links as ids, and what keeps
    /// it from being saved.
    private static func draft(of node: any NavigationNode, core: NodeCore, parent: Int?, step: Step) -> Draft {
        let routes = core.routes
        let links = core.links
        let ownership = core.ownership
        func nested(_ route: AnyRoute, by coder: any NavigationNode) -> JSONValue? { coder.encodeRoute(route).flatMap(JSONValue.init(json:)) }
        let notCodable = Problem(
            kind: .notCodable, message: "\(core.routeTypeName) is not Codable (expected Codable route types to save navigation)")
        let root = nested(routes.root, by: node)
        var problem = root == nil ? notCodable : nil
        var record = SavedRecord(
            coordinator: core.typeName, key: node.restorationKey, routeType: core.routeTypeName, context: links.context, root: root ?? .null,
            selectedTab: routes.selectedTab, detents: routes.detents)
        for route in routes.stack where problem == nil {
            guard let json = nested(route, by: node) else {
                problem = notCodable
                break
            }
            record.stack.append(json)
        }
        let presentedModal = core.modal
        if problem == nil, let presented = routes.presented {
            if let modal = presentedModal?.owner, !core.accepts(presented) {
                record.presented = nested(presented, by: modal)
                record.presentedType = modal.routeTypeName
                if record.presented == nil { problem = Problem(kind: .notCodable, message: "the presented route \(presented) is not Codable") }
            } else {
                record.presented = nested(presented, by: node)
                if record.presented == nil { problem = notCodable }
            }
        }
        var laterProblem: Problem?
        let modal = links.modal.flatMap { ownership.modals.contains($0) ? $0 : nil }
        let made = presentedModal.flatMap { modal in modal.factoryIndex(presentedBy: core).map { (id: modal.id, factory: $0) } }
        if let presentedModal, modal == nil, made == nil {
            laterProblem = Problem(
                kind: .unregisteredModal,
                message: "\(presentedModal.typeName) is presented without being registered (expected registered modals; the app creates unregistered ones)")
        }
        if problem == nil, let pending = ownership.pending {
            record.pending = nested(pending, by: node)
            if record.pending == nil { problem = notCodable }
        }
        var detour: NodeID?
        if let detourCore = core.detour, let detourNode = detourCore.owner, let route = routes.detour {
            detour = detourCore.id
            record.detourRoute = nested(route, by: detourNode)
            record.detourRouteType = route.typeName
            if record.detourRoute == nil, laterProblem == nil {
                laterProblem = Problem(kind: .notCodable, message: "the detour's route \(route) is not Codable")
            }
        }
        return Draft(
            record: record, parent: parent, step: step, typeName: core.typeName, children: ownership.children, registeredModals: ownership.modals,
            pushed: links.pushed.filter(ownership.children.contains), modal: modal, madeModal: made, detour: detour, problem: problem,
            laterProblem: laterProblem)
    }

    /// The records, numbered in the document's preorder (record 0 is the first coordinator
    /// walked, a record's id is its index, its links are ids), or the first problem in that
    /// order, with its path (`Root/Child[0]/modal Sheet[1]/detour Away`).
    /// - Complexity: O(n) for the n drafts.
    func records() throws(NavigationRestoreError) -> [SavedRecord] {
        var records: [SavedRecord] = []
        records.reserveCapacity(drafts.count)
        var numbered = Array(repeating: false, count: drafts.count)
        if !drafts.isEmpty { _ = try number(0, into: &records, numbered: &numbered) }
        return records
    }

    /// Appends draft `index`'s subtree to `records` in preorder; returns the draft's id. (Its
    /// record is appended first and its links set last, when its subtree's ids are known.)
    private func number(_ index: Int, into records: inout [SavedRecord], numbered: inout [Bool]) throws(NavigationRestoreError) -> Int {
        let draft = drafts[index]
        if let problem = draft.problem { throw error(problem, at: index) }
        numbered[index] = true
        let id = records.count
        records.append(draft.record)
        /// The ids of the drafts `linked` names, each with its node.
        func number(_ linked: [NodeID]) throws(NavigationRestoreError) -> [(node: NodeID, id: Int)] {
            var ids: [(node: NodeID, id: Int)] = []
            ids.reserveCapacity(linked.count)
            for node in linked {
                guard let index = draftIndex[node], !numbered[index] else { continue }
                ids.append((node, try self.number(index, into: &records, numbered: &numbered)))
            }
            return ids
        }
        let children = try number(draft.children)
        let modals = try number(draft.registeredModals)
        let made = try number(draft.madeModal.map { [$0.id] } ?? []).first?.id
        if let problem = draft.laterProblem { throw error(problem, at: index) }
        let detour = try number(draft.detour.map { [$0] } ?? []).first?.id
        records[id].children = children.map(\.id)
        records[id].pushed = draft.pushed.compactMap { pushed in children.first { $0.node == pushed }?.id }
        records[id].registeredModals = modals.map(\.id)
        records[id].modal = draft.modal.flatMap { modal in modals.first { $0.node == modal }?.id }
        records[id].madeModal = made
        records[id].madeBy = made == nil ? nil : draft.madeModal?.factory
        records[id].detour = detour
        if detour == nil {
            records[id].detourRoute = nil
            records[id].detourRouteType = nil
        }
        return id
    }

    /// `problem` at draft `index`, with its path from the first coordinator.
    private func error(_ problem: Problem, at index: Int) -> NavigationRestoreError {
        NavigationRestoreError(problem.kind, path: path(of: index), message: problem.message)
    }

    /// Draft `index`'s path: type names from the first coordinator, as `NavigationRestoreError` gives it.
    private func path(of index: Int) -> String {
        let draft = drafts[index]
        guard let parent = draft.parent else { return draft.typeName }
        switch draft.step {
        case .root: return draft.typeName
        case let .child(position): return "\(path(of: parent))/\(draft.typeName)[\(position)]"
        case let .registeredModal(position): return "\(path(of: parent))/modal \(draft.typeName)[\(position)]"
        case .madeModal: return "\(path(of: parent))/made modal \(draft.typeName)"
        case .detour: return "\(path(of: parent))/detour \(draft.typeName)"
        }
    }
}
