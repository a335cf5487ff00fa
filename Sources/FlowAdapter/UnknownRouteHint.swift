import FlowCore
import FlowText

/// What a route name that names nothing (`VaultRoute.viewProfileSwitcher`) expects instead, in one
/// line: the routes of the type it names, or every declared type; and, when the type's routes
/// cannot all be listed (it is not `CaseIterable`), which sample to add to the adapter's
/// `routeSamples` so that the name is known.
package enum UnknownRouteHint {
    /// The text after `unknown route 'name' (` and before `)`: what was expected, and the sample
    /// to add when one would make `name` known.
    ///
    /// - Parameters:
    ///   - name: The unknown `Type.identifier`.
    ///   - index: The app's route index (its declared routes).
    ///   - app: The app, for its route types.
    package static func hint(forUnknown name: String, in index: RouteIndex, app: any AtlasApp) -> String {
        let declared = index.routes
        let (typeName, identifier) = split(name)
        let sameType = declared.filter { $0.typeName == typeName }
        let type = app.routeTypes.first { TypeNames.name(of: $0) == typeName }
        guard let type, RouteDiscovery.cases(of: type) == nil, !identifier.isEmpty else {
            // Every case of a CaseIterable type is declared: the name is wrong, no sample is missing.
            if !sameType.isEmpty { return expected(sameType, of: typeName) }
            let types = Set(declared.map(\.typeName)).sorted().joined(separator: ", ")
            let unknownType = type == nil ? "; a route type no tree shows is known once your adapter's routeSamples (ExplorableApp) has one of its routes" : ""
            return "expected Type.identifier of a declared route; types: \(types)\(unknownType)"
        }
        let shown = TerminalText.line(identifier, limit: TerminalText.valueLimit)
        let sample = "add the \(typeName) whose identifier is '\(shown)'"
        guard type is any Decodable.Type else {
            let known = sameType.isEmpty ? "" : ", with \(sameType.map(\.identifier).joined(separator: ", "))"
            let example = PayloadFreeCase.isCaseName(identifier) ? " (e.g. AnyRoute(\(typeName).\(shown)))" : ""
            return "\(typeName) is known\(known); it is not Codable, so a route no tree shows is known only as a sample: "
                + "\(sample)\(example) to your adapter's routeSamples (ExplorableApp)"
        }
        let expectation = sameType.isEmpty ? "any \(typeName) value in its Codable form, { \(typeName): … }" : expected(sameType, of: typeName)
        return "\(expectation); '\(shown)' is no payload-free case of \(typeName): to name a route with a payload by its identifier, "
            + "\(sample) to your adapter's routeSamples (ExplorableApp)"
    }

    /// Whether `name`'s type is one of `app`'s route types whose routes cannot all be listed (not
    /// `CaseIterable`), so that a sample could make the name known.
    package static func namesTypeOfSamples(_ name: String, app: any AtlasApp) -> Bool {
        let (typeName, identifier) = split(name)
        guard !identifier.isEmpty, let type = app.routeTypes.first(where: { TypeNames.name(of: $0) == typeName }) else { return false }
        return RouteDiscovery.cases(of: type) == nil
    }

    /// `expected one of T's a, b`, and for a Codable type an example of its Codable form.
    private static func expected(_ routes: [AnyRoute], of typeName: String) -> String {
        guard let first = routes.first else { return "" }
        // A Codable type names any value, not only the declared ones: say so, with an example.
        let example = (first.base as? any Encodable).flatMap { CanonicalJSON.text($0) }.map { "{ \(typeName): \($0) }" }
        let values = example.map { ", or any \(typeName) value in its Codable form, such as \($0)" } ?? ""
        return "expected one of \(typeName)'s \(routes.map(\.identifier).joined(separator: ", "))" + values
    }

    /// `Type` and `identifier` of `Type.identifier` (the identifier empty when there is no dot).
    private static func split(_ name: String) -> (type: String, identifier: String) {
        guard let dot = name.firstIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
