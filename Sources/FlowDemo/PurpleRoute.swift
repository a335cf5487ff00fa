import FlowCore

/// The Purple tab; `result` carries a value.
public enum PurpleRoute: Route, CaseIterable, Codable, Sendable {
    case purple, lightPurple, darkPurple, result(success: Bool), info

    public var identifier: String {
        switch self {
        case .purple: "purple"
        case .lightPurple: "lightPurple"
        case .darkPurple: "darkPurple"
        case let .result(success): "result_\(success)"
        case .info: "info"
        }
    }

    public static let allCases: [PurpleRoute] = [.purple, .lightPurple, .darkPurple, .result(success: true), .result(success: false), .info]
}
