/// Where a coordinator hangs in the tree and what it presents. Non-generic (no metadata
/// lookups), and without weak references.
///
/// Links point at cores. A presented modal or detour is retained through its coordinator
/// (`modalOwner`, `detourOwner`): presenting is what keeps it alive. Pushed children are owned
/// children, retained by their parent's `ownedChildren`.
struct Links {
    var context: PresentationContext = .root
    /// The core of the coordinator that owns or presents this one. Not retained and not weak: a
    /// parent holds what it owns or presents, clears this link when it lets go, and clears it in
    /// its `deinit`, so the link never outlives the parent.
    unowned(unsafe) var parent: NodeCore?
    /// `parent`, unretained.
    @inline(__always) var parentRef: Unmanaged<NodeCore>? { parent.map { .passUnretained($0) } }
    /// The presented modal's core, unretained (`modalOwner` keeps it alive).
    private(set) var modalRef: Unmanaged<NodeCore>?
    /// The presented detour's core, unretained (`detourOwner` keeps it alive).
    private(set) var detourRef: Unmanaged<NodeCore>?
    /// The presented modal coordinator, retained.
    private var modalOwner: (any NavigationNode)?
    /// The presented detour coordinator, retained.
    private var detourOwner: (any NavigationNode)?
    /// Children currently pushed onto this coordinator's stack, in screen order.
    var pushed: [NodeCore] = []

    /// The presented modal.
    var modal: NodeCore? {
        get { modalRef?.takeUnretainedValue() }
        set {
            modalOwner = newValue?.owner
            modalRef = newValue.map { Unmanaged.passUnretained($0) }
        }
    }

    /// The presented detour.
    var detour: NodeCore? {
        get { detourRef?.takeUnretainedValue() }
        set {
            detourOwner = newValue?.owner
            detourRef = newValue.map { Unmanaged.passUnretained($0) }
        }
    }
}
