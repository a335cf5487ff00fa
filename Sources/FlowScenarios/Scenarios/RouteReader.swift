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
        guard let route = index.route(named: name) else { throw fail(node, "unknown route \(quoted(name)) (\(hint(forUnknown: name, in: index)))") }
        return RouteReference(route, spelling: .declared)
    }

    /// What an unknown route's message expects instead: the routes of the type it names, or every
    /// declared type.
    private func hint(forUnknown name: String, in index: RouteIndex) -> String {
        let declared = index.routes
        let type = name.split(separator: ".").first.map(String.init) ?? name
        let sameType = declared.filter { $0.typeName == type }.map(\.identifier)
        guard !sameType.isEmpty else {
            return "expected Type.identifier of a declared route; types: \(Set(declared.map(\.typeName)).sorted().joined(separator: ", "))"
        }
        // A Codable type names any value, not only the declared ones: say so, with an example.
        let example = declared.first { $0.typeName == type }.flatMap { route in
            (route.base as? any Encodable).flatMap { RouteValueForm.canonicalJSON($0) }.map { "{ \(type): \($0) }" }
        }
        let values = example.map { ", or any \(type) value in its Codable form, such as \($0)" } ?? ""
        return "expected one of \(type)'s \(sameType.joined(separator: ", "))" + values
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
