// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A control that initiates an action.
///
/// developer.apple.com/documentation/swiftui/button: its actions are
/// `@escaping @MainActor () -> Void`, its initializers `@preconcurrency nonisolated`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    /// Creates a button that displays a custom label.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }

    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button that generates its label from a string.
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}
