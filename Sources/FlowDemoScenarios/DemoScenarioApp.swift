import FlowCore
import FlowDemo
import FlowScenarios

/// The bundled demo app, as FlowAtlas's tools see it. It keeps its own route list (the demo
/// declares `UnhandledRoute`, which no coordinator shows) and a detour opened by URL.
public struct DemoScenarioApp: AtlasApp, DeepLinkingApp, DetourPresentingApp, ExplorableApp, DocumentedApp {
    /// The demo as `variant` builds it (a test-only switch; the app's name stays `demo`).
    public let variant: DemoVariant

    /// The demo, built as `variant` says (`standard`, the demo as it ships, by default).
    public init(variant: DemoVariant = .standard) { self.variant = variant }

    public var name: String { "demo" }
    public func makeRoot() -> any AnyCoordinator { DemoApp.make(variant: variant) }
    public var declaredRoutes: [AnyRoute] { DemoDeepLinks.declaredRoutes }
    public var detourNames: [String] { ["yellow"] }

    /// The demo's only detour is a fresh Yellow coordinator.
    public var detourRestorer: DetourRestorer? {
        { _, detour in detour.node.coordinator == "YellowCoordinator" ? YellowCoordinator(root: .lightYellow) : nil }
    }

    public var overview: String {
        "The bundled demo is a headless port of the reference design's example app: a `FlowOrchestrator` (`AppCoordinator`) swaps a login flow and a five-tab flow (`MainTabCoordinator`: Red, Green, Blue, Yellow, Purple). The tabs exercise every engine feature: pushed child coordinators (Red → Rainbow → RainbowDetail, Blue → DeepBlue), registered modals with detents, nested modals with a pushed child inside (DeepBlue → Level3Modal → NestedModal → Ocean), replace navigation (Purple's results), a view that cannot be built (`BlueRoute.invalidView`), detours (fresh Yellow coordinators) and deep links by URL (`flowatlas-demo://ocean/abyss`)."
    }

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

    /// Every declared route has a demo URL (`flowatlas-demo://ocean/abyss`).
    public func url(for route: AnyRoute) -> String? { DemoDeepLinks.url(for: route.base) }

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
