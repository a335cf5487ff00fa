/// An RGB colour, `#rrggbb`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// `#rrggbb`.
    public let hex: String
    /// A colour from `#rrggbb` (validated: anything else becomes black).
    public init(_ hex: String) {
        let valid = hex.count == 7 && hex.first == "#" && hex.dropFirst().allSatisfy(\.isHexDigit)
        self.hex = valid ? hex.lowercased() : "#000000"
    }
    public var description: String { hex }

    public static let black = Color("#000000")
    public static let grey = Color("#8a8a8a")
    public static let lightGrey = Color("#d9d9d9")
    public static let faded = Color("#c8c8c8")
    public static let white = Color("#ffffff")
    public static let blue = Color("#1f5fbf")
    public static let lightBlue = Color("#dce9fb")
    public static let purple = Color("#7a3fb0")
    public static let lightPurple = Color("#efe3fa")
    public static let orange = Color("#c86400")
    public static let lightOrange = Color("#fdebd6")
    public static let green = Color("#2e7d32")
    public static let lightGreen = Color("#e2f3e3")
    public static let red = Color("#c62828")
    public static let lightRed = Color("#fde0e0")
    public static let yellow = Color("#fff6cc")
}
