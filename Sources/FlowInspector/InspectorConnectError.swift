/// Why ``FlowInspector/FlowInspector/connect(_:to:token:app:handlers:capacity:)`` refused to start.
public enum InspectorConnectError: Error, Hashable, Sendable {
    /// The URL is not an `http` or `https` URL with a host.
    case unsupportedURL(String)
}
