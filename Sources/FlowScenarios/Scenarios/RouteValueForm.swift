import FlowAdapter
import FlowCore
import FlowSnapshotStore
import Foundation
import Yams

/// A route named by its value, for route types that are `Codable`: how a scenario writes
/// `InboxRoute.message(id: 99)` as `{ InboxRoute: { message: { id: 99 } } }`. The parser decodes
/// such a value into a `RouteReference` (spelling `.value`); nothing carries it as text.
public enum RouteValueForm {
    /// `Type.identifier {json}`: the text routes written as values once travelled as. Kept for
    /// display; a `RouteReference` carries the route itself, and `yaml` is its text form.
    @available(*, deprecated, message: "actions carry a RouteReference; use its description, or yaml for a scenario file")
    public static func string(for route: AnyRoute) -> String? {
        guard let encodable = route.base as? any Encodable,
            let json = canonicalJSON(encodable)
        else { return nil }
        return "\(route.description) \(json)"
    }

    /// How a route name read in transcripts: the `Type.identifier` part of a `string(for:)` text.
    @available(*, deprecated, message: "actions carry a RouteReference; use its description")
    public static func display(_ name: String) -> String {
        guard name.hasSuffix("}"), let space = name.firstIndex(of: " ") else { return name }
        return String(name[..<space])
    }

    /// Decodes `node` as a value of the route type named `typeName`; errors say what was expected.
    static func decode(typeName: String, from node: Node, in app: some AtlasApp) throws(RouteValueProblem) -> AnyRoute {
        guard let type = routeType(named: typeName, in: app) else {
            let types = Set(app.declaredRoutes.map(\.typeName)).sorted().joined(separator: ", ")
            throw .unknownType("unknown route type '\(typeName)' (expected one of \(types))")
        }
        guard let decodable = type as? any (Route & Decodable).Type else {
            throw .notCodable("\(typeName) is not Codable (expected a Codable route type to name a value; or a declared route as \(typeName).identifier)")
        }
        do {
            return try decodeYAML(decodable, from: node)
        } catch {
            // `{ message: 42 }` for `case message(Int)`: Swift's Codable form names a single
            // unlabelled value `_0`; the bare value is accepted for it.
            if let wrapped = unlabelledForm(of: node), let route = try? decodeYAML(decodable, from: wrapped) { return route }
            let example = app.declaredRoutes.first { $0.typeName == typeName }.flatMap { route in
                (route.base as? any Encodable).flatMap { canonicalJSON($0) }
            }
            throw .doesNotDecode(
                "\(typeName) value does not decode: \(describe(error)) (expected \(typeName)'s Codable form\(example.map { ", for example \($0)" } ?? ""))")
        }
    }

    /// Why a value could not be named.
    enum RouteValueProblem: Error {
        case unknownType(String), notCodable(String), doesNotDecode(String)
        var isAboutType: Bool {
            if case .doesNotDecode = self { return false }
            return true
        }
        var message: String {
            switch self {
            case let .unknownType(text), let .notCodable(text), let .doesNotDecode(text): text
            }
        }
    }

    /// The route type of `app` named `name`: of its declared routes, else of those discovery found.
    static func routeType(named name: String, in app: some AtlasApp) -> (any Route.Type)? {
        app.declaredRoutes.lazy.map { type(of: $0.base) }.first { TypeNames.name(of: $0) == name }
            ?? app.routeTypes.first { TypeNames.name(of: $0) == name }
    }

    /// `{ case: value }` as `{ case: { _0: value } }`, when the value is not already a mapping
    /// with `_0`; `nil` for any other shape.
    private static func unlabelledForm(of node: Node) -> Node? {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (key, value) = mapping.first else { return nil }
        if case let .mapping(inner) = value, inner["_0"] != nil { return nil }
        return Node([(key, Node([(Node("_0"), value)]))])
    }

    private static func decodeYAML<T: Route & Decodable>(_ type: T.Type, from node: Node) throws -> AnyRoute {
        AnyRoute(try YAMLDecoder().decode(T.self, from: node))
    }

    package static func canonicalJSON(_ value: some Encodable) -> String? {
        CanonicalJSON.text(value)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case let .keyNotFound(key, context): return "missing key '\(key.stringValue)'\(path(context))"
        case let .typeMismatch(type, context): return "expected a \(type)\(path(context))"
        case let .valueNotFound(type, context): return "missing a \(type)\(path(context))"
        case let .dataCorrupted(context): return context.debugDescription + path(context)
        @unknown default: return "\(decoding)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }
        return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
}
