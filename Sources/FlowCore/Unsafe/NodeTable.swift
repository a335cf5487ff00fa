/// Per-node scratch storage indexed by `NodeID`, read and written in place without bounds or
/// uniqueness checks: the engine's one unsafe type, behind which the resolver's memo, a plan's
/// planned records and the observer walks' memo live.
///
/// Contract: an index below `count` is valid; the caller checks (or grows the table first) and
/// everything else is unchecked in release builds (checked by `assert` in debug builds, where
/// `UnsafeFoundationsTests` and every engine test run). A
/// table cannot be copied (so no copy-on-write check is paid, and reading it from its owner
/// retains nothing); it is owned by one engine or overlay, confined to its tree's isolation
/// domain, and frees its storage when its owner does.
struct NodeTable<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The number of initialised elements.
    private(set) var count: Int
    private var capacity: Int
    /// What a new slot holds.
    private let blank: Element

    init(blank: Element) {
        self.blank = blank
        base = .allocate(capacity: 0)
        count = 0
        capacity = 0
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The element at `index`, in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "NodeTable index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "NodeTable index out of range")
            return base + index
        }
    }

    /// Makes `index` valid, filling new slots with the blank element.
    @inline(__always)
    mutating func cover(_ index: Int) {
        if index >= count { grow(to: index + 1) }
    }

    private mutating func grow(to needed: Int) {
        if needed > capacity {
            let newCapacity = max(needed, capacity * 2, 8)
            let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
        (base + count).initialize(repeating: blank, count: needed - count)
        count = needed
    }

    /// Sets every element to `value`.
    mutating func fill(with value: Element) {
        for index in 0..<count { base[index] = value }
    }
}
