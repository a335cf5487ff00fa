/// What the user did on their own, in the view layer, that changed navigation.
///
/// A closed set: each case is one native control or gesture of a stack, a sheet, a cover or
/// a tab bar. The view layer reports it through `FlowBindings`, and every event the gesture
/// causes carries it (`NavigationEvent.cause`), so observers, snapshots and traces can tell
/// the user from the program.
public enum UserGesture: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The interactive edge swipe of a navigation stack: one screen back.
    case swipeBack
    /// The back button of a navigation bar: one screen back.
    case backButton
    /// The long-press menu of the back button: back to any earlier screen of the stack.
    case backMenu
    /// A sheet swiped down (or closed by the view layer's own dismiss action).
    case sheetDismissal
    /// A full-screen cover (or a detour, which a view layer shows as a cover) closed by the user.
    case coverDismissal
    /// A tab chosen on the tab bar.
    case tabTap
    /// A sheet dragged to another of its detents.
    case detent

    /// The gesture's name as snapshots and listings print it: the raw value, `swipeBack`.
    public var description: String { rawValue }
}
