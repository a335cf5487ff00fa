// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

import Foundation

/// A view that overlays its subviews, aligning them in both axes.
///
/// developer.apple.com/documentation/swiftui/zstack: `@frozen nonisolated struct ZStack<Content> where Content : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    /// Creates an instance with the given alignment.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }

    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a vertical line.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }

    public var body: Never { fatalError() }
}
