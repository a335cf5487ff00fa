import FlowAdapter
import FlowCore
import FlowDiagrams

/// One thing a user or a deep link can do in a state.
public struct ExplorationAction: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The scenario action it performs.
    public var action: ScenarioAction
    /// Whether it is a deep link (a navigation started at the root) rather than an in-app action.
    public var isDeepLink: Bool

    /// Short, stable wording used in paths: `link OceanRoute.abyss`, `tap RedRoute.lightRed`, `back`, `tab 2`.
    public var description: String {
        switch action {
        case let .navigate(route, from): from == .top ? "link \(route)" : "tap \(route)"
        case let .open(url, _): "open \(url)"
        case .back: "back"
        case .popToRoot: "popToRoot"
        case .dismissModal: "dismissModal"
        case .dismissDetour: "dismissDetour"
        case let .presentDetour(name): "detour \(name)"
        case let .selectTab(index): "tab \(index)"
        case let .user(gesture): "user \(gesture)"
        default: action.description
        }
    }

    /// The kind used for transition edges.
    var kind: TransitionKind {
        switch action {
        case .navigate, .open: isDeepLink ? .deepLink : .tap
        case .back: .back
        case .popToRoot: .popToRoot
        case .dismissModal, .dismissDetour: .dismiss
        case .presentDetour: .detour
        case .selectTab, .user(.tapTab): .tabSwitch
        case .user(.swipeBack), .user(.backTo): .back
        case .user(.dismiss): .dismiss
        default: .other
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

    /// How the taps of one state were found.
    enum TapSource {
        /// The app's `inAppRoutes(on:)` named them.
        case app
        /// Every declared route of the visible coordinator's route type.
        case inferred
    }

    /// The user's own gestures on screen in `tree`, through the bindings: swipe back when the
    /// visible stack has a screen to go back to, closing the top-most sheet, cover or detour,
    /// and a tap on every other tab when a tab bar is on screen (nothing presented over it).
    static func userGestures(in tree: NavigationTree, chain: [Int]) -> [ExplorationAction] {
        var gestures: [ExplorationAction] = []
        // The visible stack: the visible coordinator, up through the parents it is pushed onto.
        var owner = chain[chain.count - 1]
        while let parent = tree.nodes[owner].parent, tree.nodes[parent].pushedChildren.contains(owner) { owner = parent }
        if tree.nodes[owner].kind == .coordinator, !tree.nodes[owner].stack.isEmpty || !tree.nodes[owner].pushedChildren.isEmpty {
            gestures.append(.init(action: .user(.swipeBack), isDeepLink: false))
        }
        let presented = chain.contains { tree.nodes[$0].relation == .modal || tree.nodes[$0].relation == .detour }
        if presented {
            gestures.append(.init(action: .user(.dismiss), isDeepLink: false))
        } else if let tabs = chain.last(where: { tree.nodes[$0].kind == .tabs }) {
            let selected = tree.nodes[tabs].selectedTab ?? 0
            gestures += tree.nodes[tabs].children.indices.filter { $0 != selected }.map { .init(action: .user(.tapTab(.index($0))), isDeepLink: false) }
        }
        return gestures
    }

    /// The actions available in `tree`, whose visible screen shows `screen`: back, pop to root,
    /// dismissals, each tab, the user's gestures, each detour, a tap on every route the screen offers (the app's
    /// `inAppRoutes(on:)`, else every declared route of the screen's route type), and (unless
    /// `inAppOnly`) the deep links `links` (`DeepLinkTargets.actions`) and every URL of
    /// `urls`. Deterministic order.
    static func available(
        in tree: NavigationTree, screen: AnyRoute?, app: any AtlasApp, routes: [AnyRoute], links: [ExplorationAction],
        urls: [String] = [], inAppOnly: Bool
    ) -> (actions: [ExplorationAction], taps: TapSource) {
        var actions: [ExplorationAction] = [
            .init(action: .back, isDeepLink: false), .init(action: .popToRoot, isDeepLink: false),
            .init(action: .dismissModal, isDeepLink: false), .init(action: .dismissDetour, isDeepLink: false),
        ]
        let chain = tree.visibleChain
        if let tabs = chain.last(where: { tree.nodes[$0].kind == .tabs }) {
            actions += tree.nodes[tabs].children.indices.map { .init(action: .selectTab($0), isDeepLink: false) }
        }
        actions += userGestures(in: tree, chain: chain)
        actions += app.detourNames.map { .init(action: .presentDetour($0), isDeepLink: false) }
        let taps: [AnyRoute]
        let source: TapSource
        if let screen, let offered = app.inAppRoutes(on: screen) {
            // Only declared routes can be named in a path; others are left out (see docs/your-app.md).
            let declared = Set(routes)
            taps = offered.filter { declared.contains($0) }
            source = .app
        } else {
            let visibleType = tree.nodes[chain[chain.count - 1]].routeType
            taps = routes.filter { $0.typeName == visibleType }
            source = .inferred
        }
        actions += taps.map { .init(action: .navigate(to: RouteReference($0), from: .visible), isDeepLink: false) }
        if !inAppOnly {
            actions += links
            actions += urls.map { .init(action: .open(url: $0, from: .top), isDeepLink: true) }
        }
        return (actions, source)
    }
}
