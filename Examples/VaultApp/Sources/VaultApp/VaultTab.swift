/// The unlocked app's four tabs, in display order (their raw values are the tab indices).
public enum VaultTab: Int, CaseIterable, Codable, Sendable {
    case vault, send, generator, settings

    /// The tab's name in links and identifiers (`vault://tab/send`, `tab_send`).
    public var name: String {
        switch self {
        case .vault: "vault"
        case .send: "send"
        case .generator: "generator"
        case .settings: "settings"
        }
    }

    /// The tab named `name`, or `nil`.
    public init?(name: String) {
        guard let tab = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = tab
    }
}
