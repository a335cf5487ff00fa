import FlowCore

/// A gesture the user makes in the view layer, performed through the bindings
/// (`FlowBindings`), so a scenario or the explorer tests what a SwiftUI view would write: the
/// steps `swipe-back`, `back-to: <route>`, `dismiss` and `tap-tab: <index or name>`.
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
    /// Swipe back on the visible stack: one screen back (`.swipeBack`).
    case swipeBack
    /// The back button's long-press menu: back to `route`, the last screen of the visible stack
    /// that shows it (its root included) (`.backMenu`).
    case backTo(RouteReference)
    /// Swipe down the top-most sheet, or close the top-most cover or detour.
    case dismiss
    /// Tap a tab of the tab bar on screen.
    case tapTab(TabChoice)

    /// A tab, by index or by the title the tab bar shows (`Blue` for `BlueCoordinator`).
    public enum TabChoice: Hashable, Sendable, CustomStringConvertible {
        case index(Int)
        case title(String)

        public var description: String {
            switch self {
            case let .index(index): "\(index)"
            case let .title(title): title
            }
        }
    }

    /// The step as a scenario writes it: `swipe-back`, `back-to BlueRoute.blue`, `dismiss`, `tap-tab 2`.
    public var description: String {
        switch self {
        case .swipeBack: "swipe-back"
        case let .backTo(route): "back-to \(route)"
        case .dismiss: "dismiss"
        case let .tapTab(choice): "tap-tab \(choice)"
        }
    }
}
