/// One coordinator in a format 3 document (`SavedGraph`): what a `SavedNavigation.Node` holds,
/// with its links as record ids (indices into the document's `records`) instead of nested nodes.
///
/// The JSON keys: `coordinator`, `key` (absent when `nil`), `routeType`, `context`, `root`,
/// `stack`, `selectedTab`, `presented` and `presentedType` (absent when `nil`), `detents`
/// (absent when `nil`), `children`, `pushed`, `registeredModals` (always present, maybe empty),
/// `modal`, `madeModal`, `madeBy`, `detour`, `detourRoute`, `detourRouteType` (absent when `nil`). Routes are their
/// Codable form nested as JSON values, as in format 2.
///
/// A record has no parent link: its parent is the one record that links to it (a child, a
/// registered modal or the detour of exactly one record), so storing it too would say the same
/// thing twice, and two copies could disagree.
struct SavedRecord: Codable, Equatable, Sendable {
    /// The coordinator's type name.
    var coordinator: String
    /// Its `restorationKey`.
    var key: String?
    /// Its route type's name.
    var routeType: String
    /// How its parent shows it.
    var context: PresentationContext
    /// The root route.
    var root: JSONValue
    /// The pushed routes.
    var stack: [JSONValue]
    /// The selected tab.
    var selectedTab: Int
    /// The modal entry route it presents.
    var presented: JSONValue?
    /// The type of `presented` when it is not `routeType` (see `SavedNavigation.Node.presentedType`).
    var presentedType: String?
    /// The presented modal's detents.
    var detents: ModalDetentConfiguration?
    /// Ids of the owned children, insertion order.
    var children: [Int]
    /// Ids of the pushed children (each one of `children`), screen order.
    var pushed: [Int]
    /// Ids of the registered modal coordinators, registration order (dormant ones too).
    var registeredModals: [Int]
    /// Id of the presented modal (one of `registeredModals`).
    var modal: Int?
    /// Id of the presented detour coordinator's record.
    var detour: Int?
    /// The route the detour shows (with `detour` and `detourRouteType`, or none of them).
    var detourRoute: JSONValue?
    /// The type name of `detourRoute`.
    var detourRouteType: String?
    /// The route the coordinator holds to navigate to later, of its own route type (absent when `nil`).
    var pending: JSONValue?
    /// Id of the presented modal when this coordinator's factory made it (with `madeBy`, or
    /// neither; absent when `nil`).
    var madeModal: Int?
    /// The index of the factory that made `madeModal`, registration order.
    var madeBy: Int?

    /// A coordinator's own state, linking to nothing yet (its links and detour are set apart).
    init(
        coordinator: String, key: String?, routeType: String, context: PresentationContext, root: JSONValue, selectedTab: Int,
        detents: ModalDetentConfiguration?
    ) {
        self.coordinator = coordinator
        self.key = key
        self.routeType = routeType
        self.context = context
        self.root = root
        stack = []
        self.selectedTab = selectedTab
        self.detents = detents
        children = []
        pushed = []
        registeredModals = []
    }

    /// `node`'s own state, its links given as the ids its children, registered modals and
    /// detour got; throws an `EncodingError` for a link the ids cannot express (a pushed or
    /// presented index out of range, more than one detour).
    init(_ node: SavedNavigation.Node, children: [Int], registeredModals: [Int], madeModal: Int?, detour: Int?) throws {
        func invalid(_ message: String) -> EncodingError {
            EncodingError.invalidValue(node.coordinator, .init(codingPath: [], debugDescription: "\(node.coordinator): \(message)"))
        }
        guard node.pushed.allSatisfy(children.indices.contains) else { throw invalid("pushed \(node.pushed) beyond \(children.count) children") }
        if let index = node.presentedModal, !registeredModals.indices.contains(index) {
            throw invalid("presented modal \(index) beyond \(registeredModals.count) registered modals")
        }
        guard node.detour.count <= 1 else { throw invalid("\(node.detour.count) detours (format 3 holds at most one)") }
        coordinator = node.coordinator
        key = node.key
        routeType = node.routeType
        context = node.context
        root = try JSONValue.nesting(node.root, "root")
        stack = try node.stack.map { try JSONValue.nesting($0, "stack route") }
        selectedTab = node.selectedTab
        presented = try node.presented.map { try JSONValue.nesting($0, "presented route") }
        presentedType = node.presentedType
        detents = node.detents
        self.children = children
        pushed = node.pushed.map { children[$0] }
        self.registeredModals = registeredModals
        modal = node.presentedModal.map { registeredModals[$0] }
        self.detour = detour
        detourRoute = try node.detour.first.map { try JSONValue.nesting($0.route, "detour route") }
        detourRouteType = node.detour.first?.routeType
        pending = try node.pending.map { try JSONValue.nesting($0, "pending route") }
        self.madeModal = madeModal
        madeBy = madeModal == nil ? nil : node.madeModal?.first?.factory
    }

    /// How a record links to another: the links that make the records a tree (raw values:
    /// how errors name them).
    enum LinkRole: String {
        case child
        case registeredModal = "registered modal"
        case madeModal = "made modal"
        case detour
    }

    /// The links to other records, in preorder.
    var links: [(role: LinkRole, id: Int)] {
        children.map { (.child, $0) } + registeredModals.map { (.registeredModal, $0) } + (madeModal.map { [(.madeModal, $0)] } ?? [])
            + (detour.map { [(.detour, $0)] } ?? [])
    }

    /// Why this record's own links do not fit together, or `nil`: `pushed` within `children`
    /// and without repeats, `modal` one of `registeredModals`, the detour and its route given together.
    var linkProblem: String? {
        if let stray = pushed.first(where: { !children.contains($0) }) {
            return "pushed \(stray) is not one of its children \(children) (expected pushed children among children)"
        }
        if let repeated = pushed.indices.first(where: { pushed[..<$0].contains(pushed[$0]) }) {
            return "pushed \(pushed[repeated]) twice in \(pushed) (expected each pushed child once)"
        }
        if (madeModal == nil) != (madeBy == nil) {
            return "madeModal and madeBy apart (expected both, or neither)"
        }
        if let madeBy, madeBy < 0 { return "madeBy \(madeBy) (expected a factory index, 0 or above)" }
        if madeModal != nil, modal != nil { return "modal and madeModal both given (expected one presented modal)" }
        if let modal, !registeredModals.contains(modal) {
            return "modal \(modal) is not one of its registered modals \(registeredModals) (expected the presented modal among registeredModals)"
        }
        let detourKeys = [("detour", detour != nil), ("detourRoute", detourRoute != nil), ("detourRouteType", detourRouteType != nil)]
        let given = detourKeys.filter(\.1).map(\.0)
        if !given.isEmpty, given.count < detourKeys.count {
            let missing = detourKeys.filter { !$0.1 }.map(\.0).joined(separator: " and ")
            return "\(given.joined(separator: " and ")) without \(missing) (expected detour, detourRoute and detourRouteType together, or none)"
        }
        return nil
    }

    /// The nested node, given the nodes of the records this one links to (keyed by id);
    /// `linkProblem` is `nil` and every link is in `nodes`.
    func node(linking nodes: [Int: SavedNavigation.Node]) -> SavedNavigation.Node {
        var detours: [SavedNavigation.Detour] = []
        if let detour, let node = nodes[detour], let detourRoute, let detourRouteType {
            detours = [SavedNavigation.Detour(route: detourRoute.json, routeType: detourRouteType, node: node)]
        }
        return SavedNavigation.Node(
            coordinator: coordinator, key: key, routeType: routeType, context: context, root: root.json, stack: stack.map(\.json),
            selectedTab: selectedTab, presented: presented?.json, presentedType: presentedType, detents: detents,
            children: children.compactMap { nodes[$0] }, pushed: pushed.compactMap { children.firstIndex(of: $0) },
            registeredModals: registeredModals.compactMap { nodes[$0] }, presentedModal: modal.flatMap { registeredModals.firstIndex(of: $0) },
            detour: detours, pending: pending?.json,
            madeModal: madeModal.flatMap { id in nodes[id].map { [SavedNavigation.MadeModal(factory: madeBy ?? 0, node: $0)] } })
    }
}
