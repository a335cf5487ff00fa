import FlowCore
import FlowDemo
import FlowSnapshot

/// The bundled demo app, as scenarios see it.
public struct DemoScenarioApp: ScenarioApp {
    /// The demo.
    public init() {}

    public var name: String { "demo" }
    public func makeRoot() -> any AnyCoordinator { DemoApp.make() }
    public var declaredRoutes: [AnyRoute] { DemoDeepLinks.declaredRoutes }
    public var detourNames: [String] { ["yellow"] }

    public func problem(withURL url: String) -> String? {
        do {
            _ = try DemoDeepLinks.parse(url)
            return nil
        } catch {
            return error.description
        }
    }

    public func route(forURL url: String) -> AnyRoute? {
        guard case let .navigate(route)? = try? DemoDeepLinks.parse(url) else { return nil }
        return route
    }

    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        guard let app = root as? AppCoordinator, let link = try? DemoDeepLinks.parse(url) else { return false }
        switch link {
        case let .navigate(route): return coordinator.navigate(to: route)
        case .yellowDetour: return (try? DemoDeepLinks.open(url, in: app)) ?? false
        }
    }

    public func presentDetour(named name: String, root: any AnyCoordinator) -> Bool {
        guard name == "yellow", let app = root as? AppCoordinator else { return false }
        return (try? DemoDeepLinks.open("flowatlas-demo://detour/yellow", in: app)) ?? false
    }
}
