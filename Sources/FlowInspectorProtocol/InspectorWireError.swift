/// Why a message or batch was refused.
public enum InspectorWireError: Error, Hashable, Sendable, CustomStringConvertible {
    /// It has more bytes than the limit; it was not parsed.
    case oversize(bytes: Int, limit: Int)
    /// It carries a protocol version this side does not speak.
    case unsupportedVersion(Int)
    /// It is not a message of the protocol (bad JSON, unknown type, missing field).
    case malformed(String)

    public var description: String {
        switch self {
        case let .oversize(bytes, limit): "message of \(bytes) bytes is over the limit of \(limit)"
        case let .unsupportedVersion(version): "protocol version \(version) is not supported (this side speaks \(InspectorWire.version))"
        case let .malformed(reason): "not an inspector message: \(reason)"
        }
    }
}
