/// `ObserverWalkMemo`s by node id, grown on first use: an engine's scratch space for the
/// observer walks.
struct ObserverWalkMemos: ~Copyable {
    private var memos = NodeTable(blank: ObserverWalkMemo())

    subscript(id: NodeID) -> ObserverWalkMemo {
        @inline(__always) mutating _read {
            memos.cover(id.index)
            yield memos[id.index]
        }
        @inline(__always) _modify {
            memos.cover(id.index)
            yield &memos[id.index]
        }
    }
}
