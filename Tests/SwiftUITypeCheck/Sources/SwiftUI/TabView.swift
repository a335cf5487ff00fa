// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A view that switches between multiple child views using interactive user interface elements.
///
/// developer.apple.com/documentation/swiftui/tabview:
/// `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`.
/// Only the view-content initializer (iOS 13); the `Tab` builder one is iOS 18.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Creates an instance that selects from content associated with `Selection` values.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }

    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    /// Sets the tab bar item associated with this view. (Deprecated in the iOS 27 SDK in favour
    /// of `Tab`, which needs iOS 18.)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { StubView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the unique tag value of this view.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { StubView() }
}
