import Foundation

/// A coordinator's routes as JSON, for saving and restoring (routes that are `Codable`).
extension Coordinator {
    func encodeRoute(_ route: AnyRoute) -> String? {
        guard let typed = route.base as? R, let encodable = typed as? any Encodable else { return nil }
        return CanonicalJSON.text(encodable)
    }

    func decodeRoute(_ json: String) -> AnyRoute? {
        guard let decodable = R.self as? any (Route & Decodable).Type else { return nil }
        return Self.decode(decodable, from: Data(json.utf8))
    }

    private static func decode<T: Route & Decodable>(_ type: T.Type, from data: Data) -> AnyRoute? {
        (try? JSONDecoder().decode(T.self, from: data)).map { AnyRoute($0) }
    }
}
