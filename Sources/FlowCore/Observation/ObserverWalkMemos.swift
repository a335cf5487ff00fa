/// `ObserverWalkMemo`s by node id, grown on first write: an engine's scratch space for the
/// observer walks.
struct ObserverWalkMemos {
    private var memos: ContiguousArray<ObserverWalkMemo> = []

    subscript(id: NodeID) -> ObserverWalkMemo {
        @inline(__always) _read {
            if id.index < memos.count { yield memos[id.index] } else { yield ObserverWalkMemo() }
        }
        @inline(__always) _modify {
            if id.index >= memos.count {
                memos.append(contentsOf: repeatElement(ObserverWalkMemo(), count: max(id.index + 1, memos.count * 2) - memos.count))
            }
            yield &memos[id.index]
        }
    }
}
