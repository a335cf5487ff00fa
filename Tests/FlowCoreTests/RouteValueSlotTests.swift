import Foundation
import Testing

@testable import FlowCore

/// `RouteValueSlot`'s invariants (Sources/FlowCore/Unsafe/RouteValueSlot.swift): its slot is the
/// first stored property, so a subclass's own fields are never overwritten by it; it is set at
/// most once; and the value it keeps lives exactly as long as its box.
@Suite("RouteValueSlot")
struct RouteValueSlotTests {
    /// A box with fields of its own after the slot, as `AnyRoute`'s boxes have.
    final class Box: RouteValueSlot, @unchecked Sendable {
        let first: Int
        let second: String
        init(first: Int, second: String) {
            self.first = first
            self.second = second
        }
    }

    @Test("keeping a value leaves the subclass's own fields as they were, and reads back the value kept")
    func fieldsSurvive() {
        let box = Box(first: 0x5A5A_5A5A, second: "route")
        #expect(box.keptValue == nil)
        let kept = box.keep(KeptRouteValue(RouteValue(type: "Place", identifier: "home")))
        #expect(box.first == 0x5A5A_5A5A && box.second == "route")
        #expect(box.keptValue === kept && kept.value.identifier == "home")
    }

    @Test("the first value kept wins: a later keep returns it and drops its own")
    func firstWins() {
        let box = Box(first: 1, second: "")
        let first = box.keep(KeptRouteValue(RouteValue(type: "Place", identifier: "first")))
        weak var dropped: KeptRouteValue?
        do {
            let late = KeptRouteValue(RouteValue(type: "Place", identifier: "late"))
            dropped = late
            #expect(box.keep(late) === first)
        }
        #expect(dropped == nil)
        #expect(box.keptValue?.value.identifier == "first")
    }

    @Test("64 threads keeping at once all get one and the same value")
    func concurrentKeeps() {
        let box = Box(first: 7, second: "shared")
        let seen = LockedValue<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let kept = box.keep(KeptRouteValue(RouteValue(type: "Place", identifier: "n\(index)")))
            seen.withLock { _ = $0.insert(ObjectIdentifier(kept)) }
        }
        #expect(seen.withLock { $0.count } == 1)
        #expect(box.first == 7 && box.second == "shared")
    }

    @Test("the kept value is released with its box, and not before")
    func releasedWithTheBox() {
        weak var kept: KeptRouteValue?
        var box: Box? = Box(first: 2, second: "")
        do {
            let value = KeptRouteValue(RouteValue(type: "Place", identifier: "home"))
            kept = value
            _ = box?.keep(value)
        }
        #expect(kept != nil)
        box = nil
        #expect(kept == nil)
    }
}
