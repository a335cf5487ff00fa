import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// Reads the route a node names, for one app: a declared route's `Type.identifier`, or a value
/// of a Codable route type in its Codable form (`{ InboxRoute: { message: { id: 99 } } }`).
/// Resolved here, once: a step carries the route itself.
struct RouteReader: NodeReader {
    let file: String
    let app: any AtlasApp
    let routeIndexes: RouteIndexes

    /// The route `node` names; an unknown one is an error that lists what the app declares.
    func route(_ node: ScenarioNode) throws(ScenarioError) -> RouteReference {
        if let reference = try routeValue(node) { return reference }
        let name = try scalar(node, "a route such as OceanRoute.abyss")
        let index = routeIndexes.index(for: app)
        guard let route = index.route(named: name) else {
            throw fail(node, "unknown route \(quoted(name)) (\(UnknownRouteHint.hint(forUnknown: name, in: index, app: app)))")
        }
        return RouteReference(route, spelling: .declared)
    }

    /// A route written as its Codable value, `{ TypeName: value }` (a one-key mapping whose key
    /// starts with an upper-case letter); `nil` when `node` is not written that way.
    func routeValue(_ node: ScenarioNode) throws(ScenarioError) -> RouteReference? {
        guard case let .mapping(mapping, _) = node, mapping.count == 1, let first = mapping.first,
            let typeName = first.key.string, typeName.first?.isUppercase == true
        else { return nil }
        do {
            return RouteReference(try RouteValueForm.decode(typeName: typeName, from: first.value.yamsNode, in: app), spelling: .value)
        } catch {
            throw fail(error.isAboutType ? first.key : first.value, error.message)
        }
    }
}
