// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// developer.apple.com/documentation/swiftui/navigationstack:
/// `nonisolated struct NavigationStack<Data, Root> where Root : View`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        fatalError()
    }

    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        StubView()
    }
}
