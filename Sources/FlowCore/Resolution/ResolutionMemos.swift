/// The answers of the resolution under way, by node id: the resolver's scratch space, kept by
/// the plan's overlay rather than on the coordinators.
///
/// Contract: `begin()` starts a resolution; from then on an id's memo reads as empty until
/// the resolution writes it. Nothing is cleared between resolutions: each entry carries the
/// serial of the resolution that wrote it.
struct ResolutionMemos {
    private var memos: ContiguousArray<ResolutionMemo> = []
    /// The resolution that wrote each entry.
    private var writtenBy: ContiguousArray<UInt32> = []
    /// The resolution under way (never 0 once one began).
    private var serial: UInt32 = 0

    /// Starts a resolution: every memo reads as empty.
    mutating func begin() {
        serial &+= 1
        if serial == 0 {
            // (After 2³² resolutions: no entry may look as if this one wrote it.)
            for index in writtenBy.indices { writtenBy[index] = 0 }
            serial = 1
        }
    }

    /// The memo of `id` for the resolution under way.
    subscript(id: NodeID) -> ResolutionMemo {
        @inline(__always) _read {
            if id.index < memos.count, writtenBy[id.index] == serial {
                yield memos[id.index]
            } else {
                yield ResolutionMemo()
            }
        }
        @inline(__always) _modify {
            let index = id.index
            if index >= memos.count { grow(to: index + 1) }
            if writtenBy[index] != serial {
                writtenBy[index] = serial
                memos[index] = ResolutionMemo()
            }
            yield &memos[index]
        }
    }

    private mutating func grow(to count: Int) {
        let missing = max(count, memos.count * 2) - memos.count
        memos.append(contentsOf: repeatElement(ResolutionMemo(), count: missing))
        writtenBy.append(contentsOf: repeatElement(0, count: missing))
    }
}
