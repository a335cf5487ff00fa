import Foundation

/// What the hub answers a request with: bytes of the protocol, JSON for a page, or a refusal.
enum InspectorAnswer: Sendable {
    case data(Data)
    case json(String)
    case refused(Int, String)
}
