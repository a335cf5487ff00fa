// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// developer.apple.com/documentation/swiftui/binding:
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
