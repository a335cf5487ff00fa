/// The answers one resolution has memoised on a node (valid while `NodeCore.memoToken` matches).
struct ResolutionMemo {
    /// 0 not asked, 1 no, 2 yes.
    var canHandle: UInt8 = 0
    var tabIndexKnown = false
    var tabIndex: Int?
    /// 0 not known, 1 no, 2 yes.
    var reach: UInt8 = 0
    var visiting = false
}
