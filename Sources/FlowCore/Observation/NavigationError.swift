/// A typed navigation error, carrying where it happened and for which route.
///
/// Errors are never thrown at callers of `navigate(to:)` (which returns `false`);
/// they are delivered to the observers of the tree the coordinator belongs to.
public struct NavigationError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kinds of error by name, without their values: the vocabulary scenario files use
    /// (`expectFailure: { …, error: navigationFailed }`).
    public enum Code: String, CaseIterable, Hashable, Sendable, Codable {
        case navigationFailed, modalCoordinatorNotConfigured, viewCreationFailed, invalidTabIndex
        case duplicateChild, circularReference, configurationError, invalidNavigationPath
    }

    /// What went wrong.
    public enum Kind: Hashable, Sendable, Codable {
        /// No coordinator in the hierarchy can handle the route.
        case navigationFailed
        /// A `.modal` route has no registered modal coordinator with that root.
        case modalCoordinatorNotConfigured
        /// The view factory built no screen for a shown route.
        case viewCreationFailed
        /// `switchToTab` was given, or `tabIndex(for:)` returned, an index outside the tabs.
        case invalidTabIndex(Int, validRange: Range<Int>)
        /// The coordinator is already a child.
        case duplicateChild
        /// Adding the coordinator would create a cycle.
        case circularReference
        /// The coordinator is owned or presented elsewhere, or the call makes no sense here.
        case configurationError
        /// A navigation path contains a foreign or modal route.
        case invalidNavigationPath

        /// The kind without its values.
        public var code: Code {
            switch self {
            case .navigationFailed: .navigationFailed
            case .modalCoordinatorNotConfigured: .modalCoordinatorNotConfigured
            case .viewCreationFailed: .viewCreationFailed
            case .invalidTabIndex: .invalidTabIndex
            case .duplicateChild: .duplicateChild
            case .circularReference: .circularReference
            case .configurationError: .configurationError
            case .invalidNavigationPath: .invalidNavigationPath
            }
        }

        /// The case name, for example `navigationFailed`.
        public var name: String { code.rawValue }
    }

    /// What went wrong.
    public let kind: Kind
    /// The type name of the coordinator that reported it.
    public let coordinator: String
    /// The route's identifier, when a route is involved.
    public let routeIdentifier: String?
    /// The route's type name, when a route is involved.
    public let routeType: String?
    /// A human-readable explanation.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, coordinator: String, route: (any Route)? = nil, message: String) {
        self.kind = kind
        self.coordinator = coordinator
        self.routeIdentifier = route?.identifier
        self.routeType = route.map { AnyRoute($0).typeName }
        self.message = message
    }

    public var description: String {
        var text = "\(kind.name) in \(coordinator)"
        if let routeType, let routeIdentifier { text += " for \(routeType).\(routeIdentifier)" }
        if case let .invalidTabIndex(index, range) = kind {
            text += " (index \(index), valid \(range.lowerBound)..<\(range.upperBound))"
        }
        return text + ": " + message
    }
}
