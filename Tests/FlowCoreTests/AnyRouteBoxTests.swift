import Foundation
import Testing

@testable import FlowCore

/// `AnyRoute` keeps its route in a box typed with the route's dynamic type (`Box<Base>`): the
/// engine reads it in place (`withValue(as:)`), compares two boxes without casts, and finds a
/// route type's box class in `ClassSlots` rather than asking the runtime each time.
@Suite("Typed route boxes")
struct AnyRouteBoxTests {
    /// A route type per `Tag`: `Tagged<Level<Level<Int>>>` and so on, as many types as needed.
    struct Tagged<Tag>: Route {
        let number: Int
        var identifier: String { "n\(number)" }
    }

    enum Level<Inner> {}

    /// A route too large for an existential's inline buffer (its value lives in a heap box).
    struct Large: Route {
        var a = 0, b = 1, c = 2, d = 3
        var title = "large"
        var identifier: String { "\(title)_\(a)_\(d)" }
    }

    /// Values of one hash that are not equal: only `==` can tell them apart.
    struct Colliding: Route {
        let name: String
        var identifier: String { name }
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// A class route type and its subclass (shared with the typed-hook tests).
    typealias Place = TypedHookTests.Place
    typealias City = TypedHookTests.City

    /// `count` routes of `count` different types, all numbered `number`.
    static func routes<Tag>(_: Tag.Type, count: Int, number: Int) -> [any Route] {
        guard count > 0 else { return [] }
        return [Tagged<Tag>(number: number)] + routes(Level<Tag>.self, count: count - 1, number: number)
    }

    @Test("routes of more types than the table has slots box, compare and read back by their own type")
    func manyTypes() {
        // 150 types in 64 slots: most of them share a slot with another, and are boxed the slow way.
        let first = Self.routes(Int.self, count: 150, number: 7).map(AnyRoute.init)
        let again = Self.routes(Int.self, count: 150, number: 7).map(AnyRoute.init)
        let other = Self.routes(Int.self, count: 150, number: 8).map(AnyRoute.init)
        for index in first.indices {
            #expect(first[index] == again[index])
            #expect(first[index] != other[index])
            #expect(first[index].base.identifier == "n7")
            #expect(type(of: first[index].base) == type(of: Self.routes(Int.self, count: index + 1, number: 0)[index]))
            for earlier in first.indices where earlier < index { #expect(first[earlier] != first[index]) }
        }
        #expect(Set(first).count == 150)
        #expect(Set(first + again).count == 150)
        let typed = first[0].withValue(as: Tagged<Int>.self) { $0.number }
        #expect(typed == 7)
        let nested = first[2].withValue(as: Tagged<Level<Level<Int>>>.self) { $0.number }
        #expect(nested == 7)
    }

    @Test("a route larger than an existential's buffer keeps its value, equality and hash")
    func largeRoutes() {
        let route = AnyRoute(Large(a: 5, title: "wide"))
        #expect(route.withValue(as: Large.self) { $0.title + "\($0.a)\($0.d)" } == "wide53")
        #expect(route == AnyRoute(Large(a: 5, title: "wide")))
        #expect(route != AnyRoute(Large(a: 6, title: "wide")))
        #expect(route.hashValue == AnyRoute(Large(a: 5, title: "wide")).hashValue)
        #expect((route.base as? Large)?.title == "wide")
        #expect(route.description == "Large.wide_5_3")
    }

    @Test("two routes with one hash are equal only when the route type's == says so")
    func collidingHashes() {
        let ship = AnyRoute(Colliding(name: "ship"))
        #expect(ship.hashValue == AnyRoute(Colliding(name: "boat")).hashValue)
        #expect(ship != AnyRoute(Colliding(name: "boat")))
        #expect(ship == AnyRoute(Colliding(name: "ship")))
        #expect(Set([ship, AnyRoute(Colliding(name: "boat")), AnyRoute(Colliding(name: "ship"))]).count == 2)
    }

    @Test("wrapping a route again keeps its box; routes of different types never compare equal")
    func wrapping() {
        let route = AnyRoute(Tagged<String>(number: 1))
        let rewrapped = AnyRoute(route as any Route)
        #expect(rewrapped == route)
        #expect(type(of: rewrapped.base) == Tagged<String>.self)
        #expect(AnyRoute(Tagged<String>(number: 1)) != AnyRoute(Tagged<Int>(number: 1)))
    }

    @Test("a class route's subclass is boxed as the subclass, and compares by the route type's ==")
    func classRoutes() {
        let city = AnyRoute(City("lisbon"))
        #expect(type(of: city.base) == City.self)
        #expect(city.typeID == ObjectIdentifier(City.self))
        #expect(city == AnyRoute(City("lisbon")))
        #expect(city != AnyRoute(City("porto")))
        // A `Place` and a `City` are different types: different routes, as for value types.
        #expect(city != AnyRoute(Place("lisbon")))
    }

    @Test("class slots: a key finds what was published for it; the first class in a slot stays")
    func classSlots() {
        class Root {}
        final class One: Root {}
        final class Two: Root {}
        let slots = ClassSlots<Root>()
        let key = ObjectIdentifier(One.self)
        #expect(slots.candidate(for: key) == nil)
        slots.publish(One.self, for: key)
        #expect(slots.candidate(for: key).map(ObjectIdentifier.init) == ObjectIdentifier(One.self))
        slots.publish(Two.self, for: key)
        #expect(slots.candidate(for: key).map(ObjectIdentifier.init) == ObjectIdentifier(One.self))
    }

    @Test(
        "class slots (Sources/FlowCore/Unsafe/ClassSlots.swift): every one of the 64 slots, published from 8 threads at once, reads back the class published in it"
    )
    func everySlotFromManyThreads() {
        class Root {}
        final class Even: Root {}
        final class Odd: Root {}
        // One key per slot: the identities of objects kept alive until the end of the test.
        var keys: [Int: ObjectIdentifier] = [:]
        var alive: [AnyObject] = []
        while keys.count < ClassSlots<Root>.count {
            let object = Root()
            alive.append(object)
            let key = ObjectIdentifier(object)
            let slot = ClassSlots<Root>.slot(of: key)
            #expect((0..<ClassSlots<Root>.count).contains(slot))
            if keys[slot] == nil { keys[slot] = key }
        }
        let slots = ClassSlots<Root>()
        let chosen = keys
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for (slot, key) in chosen.sorted(by: { $0.key < $1.key }) where slot % 8 == worker {
                slots.publish(slot.isMultiple(of: 2) ? Even.self : Odd.self, for: key)
            }
        }
        for (slot, key) in chosen {
            let expected = ObjectIdentifier(slot.isMultiple(of: 2) ? Even.self : Odd.self)
            #expect(slots.candidate(for: key).map(ObjectIdentifier.init) == expected, "slot \(slot)")
        }
        withExtendedLifetime(alive) {}
    }

    @Test("boxing from many threads at once gives equal routes")
    func concurrentBoxing() async {
        let counts = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let routes = Self.routes(Int.self, count: 40, number: worker % 2).map(AnyRoute.init)
                    let again = Self.routes(Int.self, count: 40, number: worker % 2).map(AnyRoute.init)
                    return zip(routes, again).filter { $0 == $1 }.count
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 40, count: 8))
    }
}
