import FlowCore
import FlowScenarios

// A small app that is not the demo, for the tools on "your own app": a gate orchestrator that
// swaps a login flow and a home flow, a route type with a payload (not CaseIterable), and a
// pushed help child. Its adapter is the minimal one: name, makeRoot, route(forURL:), samples.

public enum GateRoute: String, Route, CaseIterable { case login, home }
public enum LoginStepRoute: String, Route, CaseIterable { case welcome, form }
public enum HelpRoute: String, Route, CaseIterable { case help, faq }

public enum HomeRoute: Route, Codable {
    case feed
    case item(id: Int)
    public var identifier: String {
        switch self {
        case .feed: "feed"
        case let .item(id): "item_\(id)"
        }
    }
}

public final class GateCoordinator: FlowOrchestrator<GateRoute> {
    public init() {
        super.init(router: Router(initial: .login))
        addChild(LoginStepCoordinator())
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is GateRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case GateRoute.login: transitionToFlow(LoginStepCoordinator(), root: .login)
        case GateRoute.home: transitionToFlow(HomeCoordinator(), root: .home)
        default: return false
        }
        return true
    }
}

public final class LoginStepCoordinator: Coordinator<LoginStepRoute> {
    public init() { super.init(router: Router(initial: .welcome)) }
    override public func canHandle(_ route: LoginStepRoute) -> Bool { true }
}

public final class HomeCoordinator: Coordinator<HomeRoute> {
    public init() {
        super.init(router: Router(initial: .feed))
        addChild(HelpCoordinator())
    }
    override public func canHandle(_ route: HomeRoute) -> Bool { true }
}

public final class HelpCoordinator: Coordinator<HelpRoute> {
    public init() { super.init(router: Router(initial: .help)) }
    override public func canHandle(_ route: HelpRoute) -> Bool { true }
}

/// The minimal adapter: everything else is derived.
public struct GateApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    public init() {}
    public var name: String { "gate" }
    public func makeRoot() -> any AnyCoordinator { GateCoordinator() }
    public func route(forURL url: String) -> AnyRoute? {
        switch url {
        case "gate://home": AnyRoute(GateRoute.home)
        case "gate://faq": AnyRoute(HelpRoute.faq)
        case let url where url.hasPrefix("gate://item/"): Int(url.dropFirst("gate://item/".count)).map { AnyRoute(HomeRoute.item(id: $0)) }
        default: nil
        }
    }
    public var routeSamples: [AnyRoute] { [AnyRoute(HomeRoute.item(id: 7))] }
}
