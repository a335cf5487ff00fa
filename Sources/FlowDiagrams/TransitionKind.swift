import FlowGraph

/// The kind of a step drawn in transition pictures, with the label it is drawn with.
public enum TransitionKind: String, CaseIterable, Hashable, Sendable, Comparable {
    case push, replace, back, modal, detour, dismiss
    case tabSwitch = "tab switch"
    case flowChange = "flow change"
    /// An in-app tap on a route (explored graphs).
    case tap
    /// A navigation from the root or a URL (explored graphs).
    case deepLink = "deep link"
    case popToRoot = "pop to root"
    /// Anything else an explorer tried.
    case other

    /// Ordered by label, so pictures keep the order they always had.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The edge style of this kind.
    public var edgeStyle: EdgeStyle {
        switch self {
        case .push: EdgeStyle(color: .blue)
        case .replace: EdgeStyle(color: .blue, dashed: true)
        case .back, .dismiss: EdgeStyle(color: .grey, dashed: true)
        case .modal: EdgeStyle(color: .purple, bold: true)
        case .detour: EdgeStyle(color: .orange, bold: true)
        case .tabSwitch: EdgeStyle(color: .green)
        case .flowChange: EdgeStyle(color: .red, bold: true)
        case .tap, .deepLink, .popToRoot, .other: EdgeStyle()
        }
    }
}
