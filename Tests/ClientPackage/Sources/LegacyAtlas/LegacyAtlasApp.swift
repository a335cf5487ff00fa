// An adapter written against the names FlowScenarios had before it was split by job: one
// `ScenarioApp` with every member, through `import FlowScenarios` alone. It must keep building
// (with deprecation warnings) and behaving for one release; its tests say how.
import FlowCore
import FlowScenarios

public enum GardenRoute: String, Route, CaseIterable { case beds, roses, tulips, shed }

public final class GardenCoordinator: Coordinator<GardenRoute> {
    public init() { super.init(router: Router(initial: .beds)) }
    override public func canHandle(_ route: GardenRoute) -> Bool { true }
}

public struct LegacyGardenApp: ScenarioApp {
    public init() {}
    public var name: String { "garden" }
    public func makeRoot() -> any AnyCoordinator { GardenCoordinator() }
    public func route(forURL url: String) -> AnyRoute? {
        url.hasPrefix("garden://") ? GardenRoute(rawValue: String(url.dropFirst("garden://".count))).map(AnyRoute.init) : nil
    }
    public var declaredRoutes: [AnyRoute] { [GardenRoute.beds, .roses, .tulips].map(AnyRoute.init) }
    public var overview: String { "A garden kept with the old adapter." }
}

/// Every app of the legacy atlas, typed the old way.
public let legacyApps: [any AtlasApp] = [LegacyGardenApp()]
