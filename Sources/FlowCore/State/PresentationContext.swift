/// How a coordinator is shown by its parent. Set by the engine, never by users.
public enum PresentationContext: String, Sendable, Codable {
    /// The root of the tree, or the current flow of a `FlowOrchestrator`.
    case root
    /// A tab of a `TabCoordinator`.
    case tab
    /// A child pushed onto its parent's navigation stack.
    case pushed
    /// A modal presented by its parent.
    case modal
    /// A detour presented by its parent.
    case detour

    /// Whether a back button is shown at this coordinator's root.
    public var isBackAvailable: Bool {
        switch self {
        case .pushed, .modal, .detour: true
        case .root, .tab: false
        }
    }
}
