extension NavigationTree {
    /// One coordinator.
    ///
    /// A value like any other; its fields live in one shared reference until a copy is changed
    /// (copy-on-write), so copying a node (a capture copies every node of a tree, an explorer
    /// millions) costs one reference count, not one per string and array it holds.
    public struct Node: Hashable, Sendable, Codable {
        private var box: Box

        /// The fields, as the node's JSON has them (keys and order are `Fields`' synthesized ones).
        struct Fields: Hashable, Codable {
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
        }

        /// Holds the fields; shared by copies, never changed while shared (so its field needs no
        /// dynamic exclusivity check: a change goes through `fields`' uniqueness test first).
        private final class Box: @unchecked Sendable {
            @exclusivity(unchecked) var fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        /// The fields, made this node's own before a change.
        private var fields: Fields {
            get { box.fields }
            _modify {
                if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
                yield &box.fields
            }
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
            displayName: String? = nil
        ) {
            box = Box(
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
                    displayName: displayName))
        }

        /// This node's index in `nodes`.
        public var id: Int {
            get { box.fields.id }
            _modify { yield &fields.id }
        }
        /// The parent node's index, `nil` for the root.
        public var parent: Int? {
            get { box.fields.parent }
            _modify { yield &fields.parent }
        }
        /// How it hangs off its parent.
        public var relation: Relation {
            get { box.fields.relation }
            _modify { yield &fields.relation }
        }
        /// The coordinator's type name, for example `DeepBlueCoordinator`.
        public var typeName: String {
            get { box.fields.typeName }
            _modify { yield &fields.typeName }
        }
        /// Its route type's name, for example `DeepBlueRoute`.
        public var routeType: String {
            get { box.fields.routeType }
            _modify { yield &fields.routeType }
        }
        /// `Coordinator`, `TabCoordinator` or `FlowOrchestrator`.
        public var kind: Kind {
            get { box.fields.kind }
            _modify { yield &fields.kind }
        }
        /// How the parent shows it.
        public var context: PresentationContext {
            get { box.fields.context }
            _modify { yield &fields.context }
        }
        /// The root route.
        public var root: RouteValue {
            get { box.fields.root }
            _modify { yield &fields.root }
        }
        /// Pushed routes, root excluded.
        public var stack: [RouteValue] {
            get { box.fields.stack }
            _modify { yield &fields.stack }
        }
        /// The modal entry route it presents.
        public var presented: RouteValue? {
            get { box.fields.presented }
            _modify { yield &fields.presented }
        }
        /// The presented modal's detents.
        public var detents: ModalDetentConfiguration? {
            get { box.fields.detents }
            _modify { yield &fields.detents }
        }
        /// The route its presented detour shows.
        public var detour: RouteValue? {
            get { box.fields.detour }
            _modify { yield &fields.detour }
        }
        /// The selected tab (tab coordinators only).
        public var selectedTab: Int? {
            get { box.fields.selectedTab }
            _modify { yield &fields.selectedTab }
        }
        /// `presented ?? stack.last ?? root`.
        public var currentRoute: RouteValue {
            get { box.fields.currentRoute }
            _modify { yield &fields.currentRoute }
        }
        /// Owned children's node ids, insertion order.
        public var children: [Int] {
            get { box.fields.children }
            _modify { yield &fields.children }
        }
        /// Pushed children's node ids, screen order.
        public var pushedChildren: [Int] {
            get { box.fields.pushedChildren }
            _modify { yield &fields.pushedChildren }
        }
        /// The presented modal coordinator's node id.
        public var presentedModal: Int? {
            get { box.fields.presentedModal }
            _modify { yield &fields.presentedModal }
        }
        /// The presented detour coordinator's node id.
        public var presentedDetour: Int? {
            get { box.fields.presentedDetour }
            _modify { yield &fields.presentedDetour }
        }
        /// Node ids of the registered modal coordinators, registration order (the presented
        /// one is the `modal` node, the others `registeredModal` nodes).
        public var registeredModals: [Int] {
            get { box.fields.registeredModals }
            _modify { yield &fields.registeredModals }
        }
        /// Routes of this node (root, stack, presented) whose view factory builds no screen.
        public var viewCreationFailures: [RouteValue] {
            get { box.fields.viewCreationFailures }
            _modify { yield &fields.viewCreationFailures }
        }
        /// The coordinator's `displayName`, if it has one (absent from the JSON when `nil`).
        public var displayName: String? {
            get { box.fields.displayName }
            _modify { yield &fields.displayName }
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
            let place = other.box.fields
            fields.id = place.id
            fields.parent = place.parent
            fields.relation = place.relation
            fields.displayName = place.displayName
            fields.children = place.children
            fields.pushedChildren = place.pushedChildren
            fields.presentedModal = place.presentedModal
            fields.presentedDetour = place.presentedDetour
            fields.registeredModals = place.registeredModals
        }

        /// Whether this node and `other` share their fields (a copy not changed since; for tests).
        func sharesFields(with other: Node) -> Bool { box === other.box }

        public static func == (lhs: Node, rhs: Node) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

        public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

        public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

        public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
    }
}
