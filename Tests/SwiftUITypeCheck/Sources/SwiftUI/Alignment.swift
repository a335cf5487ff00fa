// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    private let stub: Int

    /// A guide that marks the center of the view.
    public static let center = Alignment(stub: 0)
}

/// An alignment position along the horizontal axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private let stub: Int

    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(stub: 0)
}
