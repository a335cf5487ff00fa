import Foundation

/// A modal a coordinator makes when it presents it (`addModalCoordinator(for:make:)`), instead
/// of a registered coordinator that waits, dormant, with a root of its own.
///
/// Contract: `shows` maps one of the presenter's routes to the route the made modal shows as
/// its root (`nil`: not this modal's); it is asked while navigation plans, so it is pure.
/// `make` builds a fresh coordinator whose root is the route given; it is called while
/// navigation plans (a dry-run trace too), and what it builds is kept only when the plan
/// commits, so it must do nothing but build the coordinator. A made modal is an ordinary
/// presented modal until it is dismissed; then nothing holds it, and it ends.
struct ModalFactory {
    /// `ObjectIdentifier(M.self)`: the route type of the modals it makes.
    let routeTypeID: ObjectIdentifier
    /// `M`'s name.
    let routeTypeName: String
    /// The presenter's route mapped to the root of the modal to make, or `nil`.
    let shows: (AnyRoute) -> AnyRoute?
    /// A fresh modal whose root is `route` (an `M`); `nil` for a route of another type.
    let make: (AnyRoute) -> (any NavigationNode)?
    /// An `M` from its Codable form; `nil` when it does not decode (or `M` is not `Decodable`).
    let decode: (String) -> AnyRoute?

    /// A factory of `Coordinator<M>`s for a presenter whose routes are `R`s.
    init<R: Route, M: Route>(presenter: R.Type, mapping: @escaping (R) -> M?, make: @escaping (M) -> Coordinator<M>) {
        routeTypeID = ObjectIdentifier(M.self)
        routeTypeName = TypeNames.name(of: M.self)
        shows = { route in (route.base as? R).flatMap(mapping).map { AnyRoute($0) } }
        self.make = { route in (route.base as? M).map(make) }
        decode = { json in Self.decode(json, as: M.self) }
    }

    /// Whether `route` is of the type this factory makes modals of.
    @inline(__always) func makesModals(of route: AnyRoute) -> Bool { route.typeID == routeTypeID }

    private static func decode<M: Route>(_ json: String, as type: M.Type) -> AnyRoute? {
        guard let decodable = M.self as? any (Route & Decodable).Type else { return nil }
        return decodeValue(decodable, from: Data(json.utf8))
    }

    private static func decodeValue<T: Route & Decodable>(_ type: T.Type, from data: Data) -> AnyRoute? {
        (try? JSONDecoder().decode(T.self, from: data)).map { AnyRoute($0) }
    }
}
