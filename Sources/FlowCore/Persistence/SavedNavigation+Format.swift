import Foundation

extension SavedNavigation {
    private enum CodingKeys: String, CodingKey { case version, root }

    /// Reads format 1 (each route a JSON string holding its Codable form) or format 2 (each
    /// route its Codable form nested as a JSON value), as the document's `version` says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        root = version >= 2 ? try container.decode(NestedNode.self, forKey: .root).node : try container.decode(Node.self, forKey: .root)
    }

    /// Writes the format of `version`: routes nested as JSON values from version 2, quoted as
    /// strings in version 1.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        if version >= 2 { try container.encode(try NestedNode(root), forKey: .root) } else { try container.encode(root, forKey: .root) }
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

    struct NestedDetour: Codable {
        var route: JSONValue
        var routeType: String
        var node: NestedNode
    }

    /// A route's JSON text as a value; a text that is not JSON cannot be nested.
    private static func value(_ json: String, _ what: String) throws -> JSONValue {
        guard let value = JSONValue(json: json) else {
            throw EncodingError.invalidValue(json, .init(codingPath: [], debugDescription: "\(what) \(json) is not JSON"))
        }
        return value
    }

    init(_ node: SavedNavigation.Node) throws {
        coordinator = node.coordinator
        key = node.key
        routeType = node.routeType
        context = node.context
        root = try Self.value(node.root, "root")
        stack = try node.stack.map { try Self.value($0, "stack route") }
        selectedTab = node.selectedTab
        presented = try node.presented.map { try Self.value($0, "presented route") }
        presentedType = node.presentedType
        detents = node.detents
        children = try node.children.map(NestedNode.init)
        pushed = node.pushed
        registeredModals = try node.registeredModals.map(NestedNode.init)
        presentedModal = node.presentedModal
        detour = try node.detour.map { NestedDetour(route: try Self.value($0.route, "detour route"), routeType: $0.routeType, node: try NestedNode($0.node)) }
    }

    /// The node with each route back as its canonical JSON text.
    var node: SavedNavigation.Node {
        SavedNavigation.Node(
            coordinator: coordinator, key: key, routeType: routeType, context: context, root: root.json, stack: stack.map(\.json),
            selectedTab: selectedTab, presented: presented?.json, presentedType: presentedType, detents: detents,
            children: children.map(\.node), pushed: pushed, registeredModals: registeredModals.map(\.node), presentedModal: presentedModal,
            detour: detour.map { SavedNavigation.Detour(route: $0.route.json, routeType: $0.routeType, node: $0.node.node) })
    }
}
