// Stand-in for SwiftUI, test-only: see StandIn.swift for what it proves and what it cannot.

import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// developer.apple.com/documentation/swiftui/bindable:
/// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`; its initializers take an
/// `AnyObject` that is `Observable` (Observation).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic
    /// member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
