// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

import Foundation

/// A type that represents a height where a sheet naturally rests.
///
/// developer.apple.com/documentation/swiftui/presentationdetent: `struct PresentationDetent`,
/// conforming to `Hashable` and `Sendable`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    private let stub: Int

    /// The system detent for a sheet that's approximately half the height of the screen, and is
    /// inactive in compact height.
    public static let medium = PresentationDetent(stub: 0)

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(stub: 1)

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }
}
