// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A custom parameter attribute that constructs views from closures.
///
/// developer.apple.com/documentation/swiftui/viewbuilder: `@resultBuilder struct ViewBuilder`,
/// as Xcode 26 and earlier build with it (its content must be views). The documentation's
/// `@ContentBuilder` is `typealias ContentBuilder = ViewBuilder`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// Builds a tuple view from the views of a block.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    /// Produces an optional view for conditional statements in multi-statement closures that's
    /// only visible when the condition evaluates to true.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

/// A custom parameter attribute that constructs views and other content types from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public typealias ContentBuilder = ViewBuilder
