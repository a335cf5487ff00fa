// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A type that represents part of your app's user interface.
///
/// developer.apple.com/documentation/swiftui/view: `@MainActor @preconcurrency protocol View`,
/// whose `body` is `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// A view created from a swift tuple of view values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// View content that shows one of two possible children (what `if`/`else` builds).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

/// A type-erased view.
///
/// developer.apple.com/documentation/swiftui/anyview: `@frozen nonisolated struct AnyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
    /// Create an instance that type-erases `view`.
    nonisolated public init<V>(_ view: V) where V: View { fatalError() }
    nonisolated public init<V>(erasing view: V) where V: View { fatalError() }
    public var body: Never { fatalError() }
}
