import FlowCore
import Foundation

/// Names a payload-free case of a route type that no list holds: `VaultRoute.viewProfileSwitcher`
/// of an enum that also has payload cases, so is not `CaseIterable`, when no tree shows it and no
/// sample lists it.
///
/// Swift has no run-time list of an enum's cases (`Mirror` shows only the current case), so the
/// case is made from its name instead:
/// - a `Decodable` type decodes `{"viewProfileSwitcher":{}}` (the form Swift synthesizes for a
///   payload-free case), then `"viewProfileSwitcher"` (a type coded as its name);
/// - a `String`-raw type is `init(rawValue:)`.
///
/// The value is accepted only when its `identifier` is the name, so the rule holds when a case's
/// identifier is its name (the usual `case .viewProfileSwitcher: "viewProfileSwitcher"`). A case
/// with a payload, a type that is neither, or an identifier that is not the case's name, is named
/// only once it is a sample (``ExplorableApp/routeSamples``) or shown by a tree.
public enum PayloadFreeCase {
    /// The route named `name` (`Type.identifier`) made as a payload-free case of the type of
    /// `types` with that name, or `nil`.
    ///
    /// - Parameters:
    ///   - name: `Type.identifier`, as scenario files and the command line write a route.
    ///   - types: The route types to look in (the first of two with one name wins).
    public static func route(named name: String, among types: [any Route.Type]) -> AnyRoute? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let typeName = String(name[..<dot])
        let identifier = String(name[name.index(after: dot)...])
        guard let type = types.first(where: { TypeNames.name(of: $0) == typeName }) else { return nil }
        return route(identifier, of: type)
    }

    /// The payload-free case of `type` whose name and identifier are `identifier`, or `nil`.
    public static func route(_ identifier: String, of type: any Route.Type) -> AnyRoute? {
        guard isCaseName(identifier) else { return nil }
        if let raw = type as? any (Route & RawRepresentable<String>).Type, let route = fromRawValue(raw, identifier) { return route }
        if let decodable = type as? any (Route & Decodable).Type, let route = decoded(decodable, identifier) { return route }
        return nil
    }

    /// Whether `text` can be a Swift case name (so it is safe to write into JSON unescaped).
    static func isCaseName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func fromRawValue<T: Route & RawRepresentable<String>>(_ type: T.Type, _ identifier: String) -> AnyRoute? {
        T(rawValue: identifier).flatMap { $0.identifier == identifier ? AnyRoute($0) : nil }
    }

    private static func decoded<T: Route & Decodable>(_ type: T.Type, _ identifier: String) -> AnyRoute? {
        for json in ["{\"\(identifier)\":{}}", "\"\(identifier)\""] {
            if let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)), value.identifier == identifier { return AnyRoute(value) }
        }
        return nil
    }
}
