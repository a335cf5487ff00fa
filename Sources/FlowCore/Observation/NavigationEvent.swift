/// One primitive navigation step that was applied to the tree.
///
/// Every change the engine makes is emitted as exactly one event, in order, so
/// recorders, transition graphs and logs see the same steps the resolver planned.
public struct NavigationEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind of primitive step.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case push, replace, pop, pushChild, popChild, presentModal, dismissModal
        case presentDetour, dismissDetour, selectTab, changeFlow, resetRoot
        /// A whole saved state was restored (one summary event; the steps it took are not emitted).
        case restore
        /// The presented sheet rests at another detent (`route` is the sheet's route,
        /// `other` its coordinator).
        case selectDetent
        /// The coordinator holds `route` to navigate to later (`setPendingNavigation(_:)`).
        case setPending
        /// The coordinator no longer holds `route` (cleared, or taken to be performed).
        case clearPending
        /// The coordinator's root became `route` and its stack was emptied (a `.setRoot`
        /// navigation, or `resetStack(root:stack:)`, whose stack follows as `push` events).
        case resetStack
    }

    /// The fields, in one shared reference until a copy is changed (copy-on-write).
    /// - Complexity: copying an event is O(1), one reference count, not one per string it holds.
    private var storage: CopyOnWrite<Fields>

    private struct Fields: Sendable {
        var kind: Kind
        var coordinator: String
        var route: RouteValue?
        var other: String?
        var from: RouteValue
        var to: RouteValue
        var stackCount: Int?
        var tabIndex: Int?
        var cause: NavigationCause
        var subjects: EventSubjects
    }

    init(
        kind: Kind, coordinator: String, route: RouteValue?, other: String?, from: RouteValue, to: RouteValue, stackCount: Int? = nil,
        tabIndex: Int? = nil, cause: NavigationCause = .program, subjects: EventSubjects = EventSubjects()
    ) {
        storage = CopyOnWrite(
            Fields(
                kind: kind, coordinator: coordinator, route: route, other: other, from: from, to: to, stackCount: stackCount, tabIndex: tabIndex,
                cause: cause, subjects: subjects))
    }

    /// What was done.
    public var kind: Kind { storage.value.kind }
    /// The type name of the coordinator whose state changed; `TypeName:displayName` when it has a
    /// display name (five tabs of one class are told apart).
    public var coordinator: String { storage.value.coordinator }
    /// The route the step is about: pushed, replaced, presented, popped back to, the flow
    /// target; for child, tab and dismissal steps, the child's, tab's or dismissed route.
    public var route: RouteValue? { storage.value.route }
    /// The other coordinator involved (pushed or popped child, selected tab, presented or dismissed modal or detour), if any,
    /// named as `coordinator` is.
    public internal(set) var other: String? {
        get { storage.value.other }
        set { storage.value.other = newValue }
    }
    /// The coordinator's current route before the step; for a tab selection, the current route
    /// of the tab shown before it (the tab coordinator's own route does not change).
    public var from: RouteValue { storage.value.from }
    /// The coordinator's current route after the step (for a flow change, after the root's
    /// `handleFlowChange` switched flows); for a tab selection, the selected tab's current route.
    public internal(set) var to: RouteValue {
        get { storage.value.to }
        set { storage.value.to = newValue }
    }
    /// The number of routes on the coordinator's stack after the step (push, replace, pop, resetRoot).
    public internal(set) var stackCount: Int? {
        get { storage.value.stackCount }
        set { storage.value.stackCount = newValue }
    }
    /// The selected tab index (selectTab).
    public internal(set) var tabIndex: Int? {
        get { storage.value.tabIndex }
        set { storage.value.tabIndex = newValue }
    }
    /// Why it happened: `.program`, or the user's gesture in the view layer (through the bindings).
    public internal(set) var cause: NavigationCause {
        get { storage.value.cause }
        set { storage.value.cause = newValue }
    }
    /// The live coordinators the event is about, for FlowAtlas's tools (which replay events
    /// onto them). Not part of equality, hashing or coding, so events from different
    /// runs compare equal and stay deterministic.
    package internal(set) var subjects: EventSubjects {
        get { storage.value.subjects }
        set { storage.value.subjects = newValue }
    }

    public var description: String {
        var text = "\(kind.rawValue) \(coordinator)"
        if let other { text += " \(other)" }
        if let route { text += " \(route)" }
        text += "  [\(from) -> \(to)]"
        // A programmatic event's description names no cause.
        if case .user = cause { text += " (\(cause))" }
        return text
    }
}

extension NavigationEvent {
    private enum CodingKeys: String, CodingKey {
        case kind, coordinator, route, other, from, to, stackCount, tabIndex, cause
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            coordinator: try container.decode(String.self, forKey: .coordinator),
            route: try container.decodeIfPresent(RouteValue.self, forKey: .route),
            other: try container.decodeIfPresent(String.self, forKey: .other),
            from: try container.decode(RouteValue.self, forKey: .from),
            to: try container.decode(RouteValue.self, forKey: .to),
            stackCount: try container.decodeIfPresent(Int.self, forKey: .stackCount),
            tabIndex: try container.decodeIfPresent(Int.self, forKey: .tabIndex),
            cause: try container.decodeIfPresent(NavigationCause.self, forKey: .cause) ?? .program)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(coordinator, forKey: .coordinator)
        try container.encodeIfPresent(route, forKey: .route)
        try container.encodeIfPresent(other, forKey: .other)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encodeIfPresent(stackCount, forKey: .stackCount)
        try container.encodeIfPresent(tabIndex, forKey: .tabIndex)
        // Left out for the program: a programmatic event's JSON has no `cause` key.
        if cause != .program { try container.encode(cause, forKey: .cause) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.storage.sharesStorage(with: rhs.storage) { return true }
        return lhs.kind == rhs.kind && lhs.coordinator == rhs.coordinator && lhs.route == rhs.route && lhs.other == rhs.other
            && lhs.from == rhs.from && lhs.to == rhs.to && lhs.stackCount == rhs.stackCount && lhs.tabIndex == rhs.tabIndex
            && lhs.cause == rhs.cause
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(coordinator)
        hasher.combine(route)
        hasher.combine(other)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(stackCount)
        hasher.combine(tabIndex)
        hasher.combine(cause)
    }
}
