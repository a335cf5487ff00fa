// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content)
        -> some View
    where Item: Identifiable, Content: View {
        StubView()
    }
}

// Not on macOS: Apple declares it unavailable there (the documentation lists iOS, iPadOS, Mac
// Catalyst, tvOS, visionOS and watchOS). The Linux compiler ignores both attributes.
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content.
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        StubView()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
    /// currently selected detent.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        StubView()
    }
}
