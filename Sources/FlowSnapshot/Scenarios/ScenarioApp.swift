import FlowCore

/// An app scenarios can run on: how to build it fresh and how to name its routes,
/// URLs and detours. FlowSnapshot knows nothing else about apps.
public protocol ScenarioApp: Sendable {
    /// The name scenario files use in `app:`.
    var name: String { get }
    /// A fresh app at its start.
    func makeRoot() -> any AnyCoordinator
    /// Every route the app declares, in a stable order.
    var declaredRoutes: [AnyRoute] { get }
    /// Why `url` is not a deep link of this app, or `nil` if it is.
    func problem(withURL url: String) -> String?
    /// The route `url` navigates to, or `nil` if it is not a navigation (a detour, say).
    func route(forURL url: String) -> AnyRoute?
    /// Opens `url` from `coordinator`; `false` if the navigation failed.
    func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool
    /// The names of the detours the app can present.
    var detourNames: [String] { get }
    /// Presents detour `name`; `false` if it could not be presented.
    func presentDetour(named name: String, root: any AnyCoordinator) -> Bool
}

extension ScenarioApp {
    /// By default no URL names a route (apps without deep links).
    public func route(forURL url: String) -> AnyRoute? { nil }

    /// The route named `Type.identifier`, if the app declares it.
    public func route(named name: String) -> AnyRoute? {
        declaredRoutes.first { $0.description == name }
    }
}
