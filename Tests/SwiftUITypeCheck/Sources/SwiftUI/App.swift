// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A type that represents the structure and behavior of an app.
///
/// developer.apple.com/documentation/swiftui/app: `@MainActor @preconcurrency protocol App`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
///
/// developer.apple.com/documentation/swiftui/scene: `@MainActor @preconcurrency protocol Scene`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }

    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

/// A scene that presents a group of identically structured windows.
///
/// developer.apple.com/documentation/swiftui/windowgroup:
/// `nonisolated struct WindowGroup<Content> where Content : View`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    /// Creates a window group. (The 2026 documentation lists it as deprecated from iOS 18 and
    /// macOS 15 in favour of `init(makeContent:)`, which the same trailing closure calls; the
    /// stand-in keeps the one an iOS 17 app has.)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

    public var body: some Scene { StubScene() }
}
