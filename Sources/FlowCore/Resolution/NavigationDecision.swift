/// One decision the resolver made while resolving a route: who was asked, by which rule,
/// what the answer was and why. The ordered list is what deep-link debugging shows.
public struct NavigationDecision: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule of the resolution algorithm that was tried.
    public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
        case entry, smartBack, presentedModal, presentedDetour, ownHandling, pathBuilding
        case childDelegation, registeredModal, tabChoice, bubbling, flowChange, subtreeCheck, failure
    }

    /// Nesting depth (1 at the entry coordinator).
    public let depth: Int
    /// The type name of the coordinator that was asked.
    public let coordinator: String
    /// That coordinator's node id in the tree captured before the navigation.
    public let node: Int?
    /// The rule tried.
    public let rule: Rule
    /// Whether the rule took the route.
    public let answer: Bool
    /// Why, in words.
    public let reason: String

    public var description: String { "\(coordinator) [\(rule.rawValue)] \(answer ? "yes" : "no"): \(reason)" }
}
