// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Layers the views that you specify behind this view.
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { StubView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Binds a view's identity to the given proxy value.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { StubView() }
}
