// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A representation of a color that adapts to a given context.
///
/// developer.apple.com/documentation/swiftui/color: `@frozen struct Color`, `Hashable`,
/// `CustomStringConvertible` and `Sendable`; it conforms to `View` in an extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let stub: Int

    /// A clear color suitable for use in UI elements.
    public static let clear = Color(stub: 0)

    public var description: String { "clear" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    public var body: Never { fatalError() }
}
