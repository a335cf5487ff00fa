import FlowCore

/// The app's flows.
public enum AppRoute: String, Route, CaseIterable, Codable, Sendable { case login, tabRoot }
/// The Red tab.
public enum RedRoute: String, Route, CaseIterable, Codable, Sendable { case red, lightRed, darkRed, info }
/// Rainbow, a child pushed onto Red.
public enum RainbowRoute: String, Route, CaseIterable, Codable, Sendable { case red, orange, yellow, green, blue, purple }
/// RainbowDetail, a child pushed onto Rainbow.
public enum RainbowDetailRoute: String, Route, CaseIterable, Codable, Sendable { case detail, modal }
/// The Green tab.
public enum GreenRoute: String, Route, CaseIterable, Codable, Sendable {
    case green, lightGreen, darkGreen, evenDarkerGreen, darkestGreen, info
}
/// The Blue tab.
public enum BlueRoute: String, Route, CaseIterable, Codable, Sendable { case blue, lightBlue, darkBlue, invalidView, info }
/// DeepBlue, a child pushed onto Blue, and its nested modals.
public enum DeepBlueRoute: String, Route, CaseIterable, Codable, Sendable {
    case level1, level2, level3, level3Modal, level3NestedModal
}
/// Ocean, a child pushed inside DeepBlue's nested modal.
public enum OceanRoute: String, Route, CaseIterable, Codable, Sendable { case surface, shallow, deep, abyss }
/// The Yellow tab (and the detours).
public enum YellowRoute: String, Route, CaseIterable, Codable, Sendable { case yellow, lightYellow, darkYellow, info }
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
/// A route nobody handles: the `navigationFailed` demo.
public enum UnhandledRoute: String, Route, CaseIterable, Codable, Sendable { case invalidRoute }
