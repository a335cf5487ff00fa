/// `ObserverWalkMemo`s by node id, grown on first write: an engine's scratch space for the
/// observer walks.
struct ObserverWalkMemos {
    private let memos = NodeTable(blank: ObserverWalkMemo())

    subscript(id: NodeID) -> ObserverWalkMemo {
        @inline(__always) _read {
            memos.cover(id.index)
            yield memos[id.index]
        }
        @inline(__always) nonmutating _modify {
            memos.cover(id.index)
            yield &memos[id.index]
        }
    }
}
