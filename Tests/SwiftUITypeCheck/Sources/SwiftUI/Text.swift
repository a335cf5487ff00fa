// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

import Foundation

/// A view that displays one or more lines of read-only text.
///
/// developer.apple.com/documentation/swiftui/text: `@frozen struct Text`, `Equatable` and
/// `Sendable`; it conforms to `View` in an extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    private let stub: Int

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { fatalError() }

    /// Creates a text view that displays a stored string without localization.
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public var body: Never { fatalError() }
}

/// The key for a string in a localizable strings file. (The stand-in conforms it to
/// `ExpressibleByStringLiteral` only; Apple's is `ExpressibleByStringInterpolation`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    private let key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { key = value }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { key = value }
}
