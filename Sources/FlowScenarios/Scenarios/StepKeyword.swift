/// The steps a scenario file may use: each case's raw value is the step's YAML key
/// (`- navigate: OceanRoute.abyss`, `- back`), and `allCases` is the vocabulary in the order
/// messages list it.
public enum StepKeyword: String, CaseIterable, Hashable, Sendable {
    case navigate, open, back, popToRoot, dismissModal, dismissDetour, presentDetour, selectTab, expectFailure, snapshot, trace, restore
    case swipeBack = "swipe-back"
    case backTo = "back-to"
    case dismiss
    case tapTab = "tap-tab"

    /// What the step's argument is, as messages write it after the key (`navigate: <route, such as
    /// OceanRoute.abyss>`), or `nil` for a step written alone (`- back`).
    public var argument: String? {
        switch self {
        case .navigate: "<route, such as OceanRoute.abyss>"
        case .open: "<deep-link URL>"
        case .presentDetour: "<detour name>"
        case .selectTab: "<tab index>"
        case .expectFailure: "{ <step>, error: <kind> }"
        case .snapshot: "<checkpoint name>"
        case .trace: "{ navigate: <route>, snapshot: <name> }"
        case .restore: "<saved navigation JSON file, relative to the scenario file>"
        case .backTo: "<route on the visible stack, such as BlueRoute.blue>"
        case .tapTab: "<tab index or title, such as 2 or Blue>"
        case .back, .popToRoot, .dismissModal, .dismissDetour, .swipeBack, .dismiss: nil
        }
    }

    /// Every step's key, comma-separated, as messages list them after "expected one of".
    static let list = allCases.map(\.rawValue).joined(separator: ", ")
}
