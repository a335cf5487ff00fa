import FlowCore
import FlowInspectorProtocol
import FlowScenarios

/// A connected app's steps as scenario steps of its adapter: what Record writes and drift replays.
///
/// - A navigation is `navigate` to its route (by name when the adapter declares it, else in its
///   Codable form), `from: top` when it started at the root.
/// - A link opened through the session is `open`.
/// - A gesture is `swipe-back` (swipe or back button), `back-to` the route the stack shows after
///   it (back menu), `dismiss` (sheet or cover), `tap-tab` with the tab it selected.
/// - An event of the program's outside any action is `back` (a pop), `dismissModal`,
///   `dismissDetour` or `selectTab`.
///
/// Anything else (a detent, a restore, a flow change outside a navigation) has no scenario step;
/// it is an `unrecordable` reason, which the page shows and Record refuses with.
struct LiveStepTranslator {
    let app: any AtlasApp
    let parser: ScenarioParser
    /// The adapter's declared routes by value, found once (discovery walks the app).
    private let declared: [RouteValue: AnyRoute]

    init(app: any AtlasApp, parser: ScenarioParser) {
        self.app = app
        self.parser = parser
        var declared: [RouteValue: AnyRoute] = [:]
        for route in app.declaredRoutes where declared[RouteValue(route.base)] == nil { declared[RouteValue(route.base)] = route }
        self.declared = declared
    }

    /// What a step becomes: a scenario step's action or checkpoint, or why it cannot be one.
    enum Translation {
        case action(ScenarioAction)
        case checkpoint(String)
        case unrecordable(String)
    }

    /// The scenario form of `step`.
    func translate(_ step: LiveStep) -> Translation {
        switch step.kind {
        case let .checkpoint(name): return .checkpoint(name)
        case let .program(event): return program(event)
        case let .action(action): return marked(action, events: step.events)
        }
    }

    private func marked(_ action: InspectorAction, events: [NavigationEvent]) -> Translation {
        switch action.kind {
        case .navigate:
            guard let value = action.route else { return .unrecordable("a navigation without its route") }
            guard let reference = reference(to: value, json: action.value) else {
                return .unrecordable("\(value) is not a route of \(app.name) (expected a declared route, or a value of a Codable route type)")
            }
            return .action(.navigate(to: reference, from: action.fromRoot == true ? .top : .visible))
        case .open:
            guard let url = action.url else { return .unrecordable("a link without its URL") }
            return .action(.open(url: url, from: .visible))
        case .gesture:
            guard let gesture = action.gesture else { return .unrecordable("a gesture without its name") }
            return self.gesture(gesture, events: events)
        }
    }

    private func gesture(_ gesture: UserGesture, events: [NavigationEvent]) -> Translation {
        switch gesture {
        case .swipeBack, .backButton: return .action(.user(.swipeBack))
        case .sheetDismissal, .coverDismissal: return .action(.user(.dismiss))
        case .tabTap:
            guard let index = events.last(where: { $0.kind == .selectTab })?.tabIndex else { return .unrecordable("a tab tap that selected no tab") }
            return .action(.user(.tapTab(.index(index))))
        case .backMenu:
            guard let shown = events.last?.to, let reference = reference(to: shown, json: nil) else {
                return .unrecordable("a back-menu gesture to a route \(app.name) does not declare")
            }
            return .action(.user(.backTo(reference)))
        case .detent:
            return .unrecordable("a sheet moved to another detent (no scenario step expresses it)")
        }
    }

    private func program(_ event: NavigationEvent) -> Translation {
        switch event.kind {
        case .pop, .popChild: return .action(.back)
        case .dismissModal: return .action(.dismissModal)
        case .dismissDetour: return .action(.dismissDetour)
        case .selectTab:
            guard let index = event.tabIndex else { return .unrecordable("a tab selection without its index") }
            return .action(.selectTab(index))
        default:
            return .unrecordable("\(event.kind.rawValue) at \(event.coordinator) outside navigate(to:) (no scenario step expresses it)")
        }
    }

    /// The adapter's declared route equal to `value`, or the value decoded from its Codable form.
    private func reference(to value: RouteValue, json: String?) -> RouteReference? {
        if let declared = declared[value] { return RouteReference(declared.base) }
        guard let json else { return nil }
        return try? parser.route("{ \(RouteReference.yamlScalar(value.type)): \(RouteReference.yamlSafe(json)) }", app: app, source: "route")
    }
}
