extension Array {
    /// Appends `element`, growing the buffer by a quarter when it is full rather than doubling
    /// it: the explorer's per-state arrays hold millions of elements, and doubling leaves up to
    /// half of a large buffer unused. Still amortised O(1) (the growth is geometric).
    mutating func appendGrowingByAQuarter(_ element: Element) {
        if count == capacity { reserveCapacity(Swift.max(16, count + count / 4)) }
        append(element)
    }
}
