extension NavigationTree {
    /// One coordinator.
    ///
    /// A value like any other; its fields live in one shared reference until a copy is changed
    /// (copy-on-write).
    /// - Complexity: copying a node is O(1), one reference count, not one per string and array
    ///   it holds.
    public struct Node: Hashable, Sendable, Codable {
        private var storage: CopyOnWrite<Fields>

        /// The fields, as the node's JSON has them (keys and order are `Fields`' synthesized ones).
        struct Fields: Hashable, Codable, Sendable {
            var id: Int
            var parent: Int?
            var relation: Relation
            var typeName: String
            var routeType: String
            var kind: Kind
            var context: PresentationContext
            var root: RouteValue
            var stack: [RouteValue]
            var presented: RouteValue?
            var detents: ModalDetentConfiguration?
            var detour: RouteValue?
            var selectedTab: Int?
            var currentRoute: RouteValue
            var children: [Int]
            var pushedChildren: [Int]
            var presentedModal: Int?
            var presentedDetour: Int?
            var registeredModals: [Int]
            var viewCreationFailures: [RouteValue]
            var displayName: String? = nil
            /// (Absent from the JSON when `nil`, as every optional field.)
            var pending: RouteValue? = nil
        }

        init(
            id: Int,
            parent: Int?,
            relation: Relation,
            typeName: String,
            routeType: String,
            kind: Kind,
            context: PresentationContext,
            root: RouteValue,
            stack: [RouteValue],
            presented: RouteValue?,
            detents: ModalDetentConfiguration?,
            detour: RouteValue?,
            selectedTab: Int?,
            currentRoute: RouteValue,
            children: [Int],
            pushedChildren: [Int],
            presentedModal: Int?,
            presentedDetour: Int?,
            registeredModals: [Int],
            viewCreationFailures: [RouteValue],
            displayName: String? = nil,
            pending: RouteValue? = nil
        ) {
            storage = CopyOnWrite(
                Fields(
                    id: id,
                    parent: parent,
                    relation: relation,
                    typeName: typeName,
                    routeType: routeType,
                    kind: kind,
                    context: context,
                    root: root,
                    stack: stack,
                    presented: presented,
                    detents: detents,
                    detour: detour,
                    selectedTab: selectedTab,
                    currentRoute: currentRoute,
                    children: children,
                    pushedChildren: pushedChildren,
                    presentedModal: presentedModal,
                    presentedDetour: presentedDetour,
                    registeredModals: registeredModals,
                    viewCreationFailures: viewCreationFailures,
                    displayName: displayName,
                    pending: pending))
        }

        /// This node's index in `nodes`.
        public var id: Int {
            get { storage.value.id }
            _modify { yield &storage.value.id }
        }
        /// The parent node's index, `nil` for the root.
        public var parent: Int? {
            get { storage.value.parent }
            _modify { yield &storage.value.parent }
        }
        /// How it hangs off its parent.
        public var relation: Relation {
            get { storage.value.relation }
            _modify { yield &storage.value.relation }
        }
        /// The coordinator's type name, for example `DeepBlueCoordinator`.
        public var typeName: String {
            get { storage.value.typeName }
            _modify { yield &storage.value.typeName }
        }
        /// Its route type's name, for example `DeepBlueRoute`.
        public var routeType: String {
            get { storage.value.routeType }
            _modify { yield &storage.value.routeType }
        }
        /// `Coordinator`, `TabCoordinator` or `FlowOrchestrator`.
        public var kind: Kind {
            get { storage.value.kind }
            _modify { yield &storage.value.kind }
        }
        /// How the parent shows it.
        public var context: PresentationContext {
            get { storage.value.context }
            _modify { yield &storage.value.context }
        }
        /// The root route.
        public var root: RouteValue {
            get { storage.value.root }
            _modify { yield &storage.value.root }
        }
        /// Pushed routes, root excluded.
        public var stack: [RouteValue] {
            get { storage.value.stack }
            _modify { yield &storage.value.stack }
        }
        /// The modal entry route it presents.
        public var presented: RouteValue? {
            get { storage.value.presented }
            _modify { yield &storage.value.presented }
        }
        /// The presented modal's detents.
        public var detents: ModalDetentConfiguration? {
            get { storage.value.detents }
            _modify { yield &storage.value.detents }
        }
        /// The route its presented detour shows.
        public var detour: RouteValue? {
            get { storage.value.detour }
            _modify { yield &storage.value.detour }
        }
        /// The selected tab (tab coordinators only).
        public var selectedTab: Int? {
            get { storage.value.selectedTab }
            _modify { yield &storage.value.selectedTab }
        }
        /// `presented ?? stack.last ?? root`.
        public var currentRoute: RouteValue {
            get { storage.value.currentRoute }
            _modify { yield &storage.value.currentRoute }
        }
        /// Owned children's node ids, insertion order.
        public var children: [Int] {
            get { storage.value.children }
            _modify { yield &storage.value.children }
        }
        /// Pushed children's node ids, screen order.
        public var pushedChildren: [Int] {
            get { storage.value.pushedChildren }
            _modify { yield &storage.value.pushedChildren }
        }
        /// The presented modal coordinator's node id.
        public var presentedModal: Int? {
            get { storage.value.presentedModal }
            _modify { yield &storage.value.presentedModal }
        }
        /// The presented detour coordinator's node id.
        public var presentedDetour: Int? {
            get { storage.value.presentedDetour }
            _modify { yield &storage.value.presentedDetour }
        }
        /// Node ids of the registered modal coordinators, registration order (the presented
        /// one is the `modal` node, the others `registeredModal` nodes).
        public var registeredModals: [Int] {
            get { storage.value.registeredModals }
            _modify { yield &storage.value.registeredModals }
        }
        /// Routes of this node (root, stack, presented) whose view factory builds no screen.
        public var viewCreationFailures: [RouteValue] {
            get { storage.value.viewCreationFailures }
            _modify { yield &storage.value.viewCreationFailures }
        }
        /// Whether the stack holds a route twice, read in place.
        /// - Complexity: O(k²) route comparisons for a stack of k ≤ 16 routes, no hashing; O(k)
        ///   through a set above that.
        var stackHasRepeats: Bool {
            guard storage.value.stack.count > 1 else { return false }
            let stack = storage.value.stack
            guard stack.count <= 16 else { return Set(stack).count != stack.count }
            for later in 1..<stack.count {
                for earlier in 0..<later where stack[earlier] == stack[later] { return true }
            }
            return false
        }
        /// The route the coordinator holds to navigate to later (`Coordinator.pendingNavigation`),
        /// if any (absent from the JSON when `nil`).
        public var pending: RouteValue? {
            get { storage.value.pending }
            _modify { yield &storage.value.pending }
        }
        /// The coordinator's `displayName`, if it has one (absent from the JSON when `nil`).
        public var displayName: String? {
            get { storage.value.displayName }
            _modify { yield &storage.value.displayName }
        }

        /// `TypeName:displayName` when the coordinator has a display name, else its type name:
        /// how snapshots, pictures and traces name it.
        public var label: String { displayName.map { "\(typeName):\($0)" } ?? typeName }

        /// The title a tab bar shows for it: its display name, else its type name without the
        /// `Coordinator` suffix (`BlueCoordinator` -> `Blue`).
        public var title: String {
            if let displayName { return displayName }
            return typeName.hasSuffix("Coordinator") && typeName != "Coordinator" ? String(typeName.dropLast("Coordinator".count)) : typeName
        }

        /// Takes `other`'s place in its tree (id, parent, relation), display name and links to
        /// other nodes, keeping this node's own state.
        mutating func takePlace(of other: Node) {
            let place = other.storage.value
            storage.value.id = place.id
            storage.value.parent = place.parent
            storage.value.relation = place.relation
            storage.value.displayName = place.displayName
            storage.value.children = place.children
            storage.value.pushedChildren = place.pushedChildren
            storage.value.presentedModal = place.presentedModal
            storage.value.presentedDetour = place.presentedDetour
            storage.value.registeredModals = place.registeredModals
        }

        /// Whether this node's routes and selected tab are these, each field compared in place,
        /// without copying it out. Used by FlowExplore.
        package func hasRoutes(root: RouteValue, stack: [RouteValue], presented: RouteValue?, detour: RouteValue?, selectedTab: Int?) -> Bool {
            storage.value.root == root && storage.value.stack == stack && storage.value.presented == presented && storage.value.detour == detour
                && storage.value.selectedTab == selectedTab
        }

        /// Whether this node and `other` share their fields (a copy not changed since; for tests).
        func sharesFields(with other: Node) -> Bool { storage.sharesStorage(with: other.storage) }

        public static func == (lhs: Node, rhs: Node) -> Bool { lhs.storage.sharesStorage(with: rhs.storage) || lhs.storage.value == rhs.storage.value }

        public func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }

        public init(from decoder: any Decoder) throws { storage = CopyOnWrite(try Fields(from: decoder)) }

        public func encode(to encoder: any Encoder) throws { try storage.value.encode(to: encoder) }
    }
}
