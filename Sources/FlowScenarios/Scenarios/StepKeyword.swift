/// The steps a scenario file may use: each case's raw value is the step's YAML key
/// (`- navigate: OceanRoute.abyss`, `- back`), and `allCases` is the vocabulary in the order
/// messages list it.
public enum StepKeyword: String, CaseIterable, Hashable, Sendable {
    /// `navigate: OceanRoute.abyss`, or `{ route: …, from: top }`, or a route value in its Codable form.
    case navigate
    /// `open: <deep-link URL>`, or `{ url: …, from: visible }`.
    case open
    /// `- back`: the back button on the visible screen.
    case back
    /// `- popToRoot`: the visible coordinator back to its root.
    case popToRoot
    /// `- dismissModal`: the top-most modal.
    case dismissModal
    /// `- dismissDetour`: the top-most detour.
    case dismissDetour
    /// `presentDetour: <name>`: one of the app's detours.
    case presentDetour
    /// `selectTab: <index>`.
    case selectTab
    /// `expectFailure: { <step>, error: <kind> }`: a step that must fail, and how.
    case expectFailure
    /// `snapshot: <checkpoint name>`: the tree's text, compared with its reference.
    case snapshot
    /// `trace: { navigate: <route>, snapshot: <name> }`: a traced navigation, its trace a checkpoint.
    case trace
    /// `restore: <saved navigation JSON file>`: a saved state put into the app.
    case restore
    /// `- swipe-back`: the user's swipe back, through the bindings.
    case swipeBack = "swipe-back"
    /// `back-to: <route>`: the back button's menu, back to a screen of the visible stack.
    case backTo = "back-to"
    /// `- dismiss`: the user swipes down the top-most sheet, or closes a cover or detour.
    case dismiss
    /// `tap-tab: <index or title>`: the user taps a tab of the tab bar.
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
