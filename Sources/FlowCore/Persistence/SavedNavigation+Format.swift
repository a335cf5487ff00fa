import Foundation

extension SavedNavigation {
    private enum CodingKeys: String, CodingKey { case version, root, records }

    /// Reads the format the document's `version` says: 1 (a nested tree, each route a JSON
    /// string holding its Codable form), 2 (a nested tree, each route its Codable form nested
    /// as a JSON value) or 3 (the flat graph, `SavedGraph`, checked to be one tree: otherwise a
    /// `NavigationRestoreError` `corrupted` at `records[id]`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        switch version {
        case ...1: content = .tree(try container.decode(Node.self, forKey: .root))
        case 2: content = .tree(try container.decode(NestedNode.self, forKey: .root).node)
        default:
            let graph = SavedGraph(records: try container.decode([SavedRecord].self, forKey: .records))
            try graph.check()
            content = .graph(graph)
        }
    }

    /// Writes the format of `version`, so a document read in an older format is written back
    /// in it: the flat graph (`records`) from version 3, a nested tree with routes nested as
    /// JSON values in version 2, quoted as strings in version 1.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        switch version {
        case ...1: try container.encode(root, forKey: .root)
        case 2: try container.encode(try NestedNode(root), forKey: .root)
        default:
            switch content {
            case let .graph(graph): try container.encode(graph.records, forKey: .records)
            case let .tree(root): try container.encode(try SavedGraph(root).records, forKey: .records)
            }
        }
    }
}

/// A `SavedNavigation.Node` in format 2: the same keys, with every route (root, stack, presented,
/// a detour's route) a nested JSON value instead of a string of JSON.
private struct NestedNode: Codable {
    var coordinator: String
    var key: String?
    var routeType: String
    var context: PresentationContext
    var root: JSONValue
    var stack: [JSONValue]
    var selectedTab: Int
    var presented: JSONValue?
    var presentedType: String?
    var detents: ModalDetentConfiguration?
    var children: [NestedNode]
    var pushed: [Int]
    var registeredModals: [NestedNode]
    var presentedModal: Int?
    var detour: [NestedDetour]
    var pending: JSONValue?

    struct NestedDetour: Codable {
        var route: JSONValue
        var routeType: String
        var node: NestedNode
    }

    init(_ node: SavedNavigation.Node) throws {
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
        children = try node.children.map(NestedNode.init)
        pushed = node.pushed
        registeredModals = try node.registeredModals.map(NestedNode.init)
        presentedModal = node.presentedModal
        detour = try node.detour.map {
            NestedDetour(route: try JSONValue.nesting($0.route, "detour route"), routeType: $0.routeType, node: try NestedNode($0.node))
        }
        pending = try node.pending.map { try JSONValue.nesting($0, "pending route") }
    }

    /// The node with each route back as its canonical JSON text.
    var node: SavedNavigation.Node {
        SavedNavigation.Node(
            coordinator: coordinator, key: key, routeType: routeType, context: context, root: root.json, stack: stack.map(\.json),
            selectedTab: selectedTab, presented: presented?.json, presentedType: presentedType, detents: detents,
            children: children.map(\.node), pushed: pushed, registeredModals: registeredModals.map(\.node), presentedModal: presentedModal,
            detour: detour.map { SavedNavigation.Detour(route: $0.route.json, routeType: $0.routeType, node: $0.node.node) },
            pending: pending?.json)
    }
}
