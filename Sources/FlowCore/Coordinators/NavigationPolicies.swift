/// What a coordinator keeps when navigation leaves it: exceptions to the engine's default of
/// cleaning up what the user leaves behind. Return them from `Coordinator.navigationPolicies`.
///
/// Every policy that keeps something shows in traces as a `kept: policy …` decision.
public struct NavigationPolicies: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates policies from their raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A route this coordinator cannot take bubbles out of it without popping its stack or
    /// unpushing its children: a tab the user leaves for another tab's route keeps its screens,
    /// as selecting the tab explicitly always does. What it presents is still dismissed unless
    /// `keepsPresentationWhenLeft` is given too.
    public static let keepsStackWhenBubbledOut = NavigationPolicies(rawValue: 1 << 0)

    /// Leaving this tab for another (by navigation, `switchToTab`, or the user's tab tap) keeps
    /// the sheets, covers and detours shown inside it, so a draft in a sheet survives a push
    /// notification that opens another tab. Asked of the tab coordinator being left (the direct
    /// child of the tab bar).
    public static let keepsPresentationWhenLeft = NavigationPolicies(rawValue: 1 << 1)
}
