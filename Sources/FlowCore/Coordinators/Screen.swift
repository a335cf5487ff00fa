/// What a headless "view" is: a screen description.
public struct Screen: Hashable, Sendable, Codable {
    /// The screen's title.
    public var title: String
    /// Creates a screen with a title.
    public init(title: String) { self.title = title }
}
