/// The answers one resolution has memoised about one coordinator (kept by the plan's overlay,
/// `ResolutionMemos`), so each hook is asked at most once per coordinator per navigation.
struct ResolutionMemo {
    /// A yes-or-no answer that may not be known yet (one byte, so the memo stays small).
    enum Answer: UInt8 {
        case unknown, no, yes

        init(_ value: Bool) { self = value ? .yes : .no }
    }

    /// The resolution these answers belong to (`ResolutionMemos`' serial; 0: none).
    var resolution: UInt32 = 0
    /// The owner's `canHandle` for the route.
    var canHandle = Answer.unknown
    /// Whether `tabIndex` holds the owner's `tabIndex(for:)` answer.
    var tabIndexKnown = false
    var tabIndex: Int?
    /// Whether this node or anything below it can navigate to the route.
    var subtreeCanNavigate = Answer.unknown
    /// Whether the subtree check is under way here (a cycle through it answers no).
    var visiting = false

    /// Empty answers of resolution `resolution`.
    init(resolution: UInt32 = 0) { self.resolution = resolution }
}
