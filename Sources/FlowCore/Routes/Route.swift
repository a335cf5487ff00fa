/// A destination a coordinator can navigate to.
///
/// Routes are plain `Hashable` values (usually enums). Two routes are the same navigation
/// target when they are of the same type and `==`. `identifier` is the route's display and
/// deep-link name: it names the route in errors, snapshots, traces and pictures, so for a route
/// with a payload let it include the payload (`message_42`), or two different values look the same.
///
/// Routes are `Identifiable`: `id` defaults to `identifier`, so a view layer can use routes
/// directly where SwiftUI wants identity (`ForEach`, `sheet(item:)`). A route type that
/// declares its own `id` keeps it.
///
/// ```swift
/// enum ShopRoute: String, Route { case list, detail }      // identifier == rawValue
/// enum ResultRoute: Route {
///     case result(success: Bool)
///     var identifier: String { if case .result(let s) = self { "result_\(s)" } else { "" } }
/// }
/// ```
public protocol Route: Hashable, Identifiable {
    /// A stable name for this route, unique within its type.
    var identifier: String { get }
}

extension Route {
    /// The route's identity for `Identifiable`: its `identifier`, unless the route type
    /// declares its own `id`.
    public var id: String { identifier }
}

extension Route where Self: RawRepresentable, RawValue == String {
    /// A `String`-raw route is identified by its raw value.
    public var identifier: String { rawValue }
}

extension Route {
    /// `TypeName.identifier`, the form used in errors, traces and snapshots.
    public var qualifiedName: String { "\(Self.routeTypeName).\(identifier)" }

    /// The unqualified name of the route's type, for example `OceanRoute`.
    public static var routeTypeName: String { TypeNames.name(of: Self.self) }
}
