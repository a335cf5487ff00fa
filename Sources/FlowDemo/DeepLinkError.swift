import FlowCore

/// A URL the demo does not understand.
public struct DeepLinkError: Error, Equatable, CustomStringConvertible {
    /// The URL as given.
    public let url: String
    /// What was expected instead.
    public let reason: String
    public var description: String { "unknown deep link '\(url)': \(reason)" }
}
