// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// developer.apple.com/documentation/swiftui/state: `init(wrappedValue value: Value)`,
/// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value> { get }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) { fatalError() }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { fatalError() }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}
