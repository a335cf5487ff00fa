// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A standard label for user interface items, consisting of an icon with a title.
///
/// FlowSwiftUI does not use it, but names a generic parameter `Label` (`TabsView<Label>`), which
/// shadows this type as it shadows Apple's.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }

    public var body: Never { fatalError() }
}
