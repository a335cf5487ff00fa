/// Why the tab reduction explores some tabs together: a transition whose effect outside the
/// tab group it starts from depends on that group's state (or which the explored states do not
/// represent), found while exploring. The groups it names are merged and the exploration starts
/// again.
public struct TabCoupling: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What was seen.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// An action taken with a group away from rest changed another group differently than
        /// the same action with every tab at rest (or, where that action is not offered at
        /// rest, changed it at all).
        case crossTabChange
        /// An action taken with a group away from rest changed the shell (what lies outside the
        /// tabs, the selected tab included) differently than with every tab at rest.
        case shellChange
        /// A transition led to a state with several groups away, and that state's part for one
        /// of them was never explored with the others at rest: the explored states do not
        /// represent it.
        case unrepresented
    }

    /// What was seen.
    public var kind: Kind
    /// The titles of the tabs it couples, in tab order.
    public var tabs: [String]
    /// The action, as paths write it.
    public var action: String
    /// The shortest path to the state the action was taken in.
    public var path: [String]

    public var description: String {
        let from = (["start"] + path).joined(separator: " → ")
        let together = tabs.joined(separator: ", ")
        return switch kind {
        case .crossTabChange: "\(action) after \(from) changes another tab as only the state it starts from allows: \(together) explored together"
        case .shellChange: "\(action) after \(from) changes the shell as only the state it starts from allows: \(together) explored together"
        case .unrepresented: "\(action) after \(from) reaches a state the explored ones do not represent: \(together) explored together"
        }
    }
}
