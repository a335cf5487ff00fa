import Foundation
import Testing

@testable import FlowCore

/// A route keeps its `RouteValue` in its box once computed (`AnyRoute.value(computing:)`), and
/// `RouteValue` shares its fields between copies.
@Suite("Route values kept with their routes")
struct RouteValueKeptTests {
    enum Place: Route {
        case home, item(id: Int, title: String)
        var identifier: String {
            switch self {
            case .home: "home"
            case let .item(id, title): "item_\(id)_\(title)"
            }
        }
    }

    @Test("the value is computed once per route, and every copy of the route answers it")
    func computedOnce() {
        let route = AnyRoute(Place.item(id: 7, title: "seven"))
        let copy = route
        var computed = 0
        let first = route.value {
            computed += 1
            return RouteValue(route)
        }
        let second = copy.value {
            computed += 1
            return RouteValue(type: "wrong", identifier: "wrong")
        }
        #expect(computed == 1)
        #expect(first == second)
        #expect(second.type == "Place" && second.identifier == "item_7_seven" && second.payloadCase == "item")
        // Another route equal to it is another box: its value is its own, and equal.
        let other = AnyRoute(Place.item(id: 7, title: "seven"))
        #expect(other.value { RouteValue(other) } == first)
    }

    @Test("what a coordinator and RouteValue(_:) compute for a route is what was computed without the box")
    func sameAsComputed() {
        for place in [Place.home, .item(id: 1, title: "a b")] {
            let route = AnyRoute(place)
            let found = PayloadCases.find(route)
            let expected = RouteValue(type: route.typeName, identifier: route.identifier, payloadCase: found?.name, payloadGroup: found?.group)
            #expect(RouteValue(route) == expected)
            #expect(RouteValue(route).payloadCase == expected.payloadCase && RouteValue(route).payloadGroup == expected.payloadGroup)
            #expect(RouteValue(place) == expected)
        }
    }

    /// A route shared between threads, as an explorer's workers share the routes of its actions.
    struct Shared: @unchecked Sendable { let route: AnyRoute }

    @Test("threads asking one route at once all get its value, computed at most once each and published once")
    func concurrentReaders() {
        let shared = Shared(route: AnyRoute(Place.item(id: 42, title: "answer")))
        let route = shared.route
        let computed = LockedValue(0)
        let results = LockedValue<[RouteValue]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let value = shared.route.value {
                computed.withLock { $0 += 1 }
                return RouteValue(type: "Place", identifier: "item_42_answer", payloadCase: "item")
            }
            results.withLock { $0.append(value) }
        }
        let values = results.withLock { $0 }
        #expect(values.count == 64)
        #expect(Set(values).count == 1)
        #expect(computed.withLock { $0 } >= 1)
        // Once published, nobody computes it again.
        #expect(route.value { RouteValue(type: "late", identifier: "late") }.identifier == "item_42_answer")
    }

    @Test("a changed copy of a RouteValue is its own; the value it was copied from is unchanged")
    func copyOnWrite() {
        let original = RouteValue(type: "Place", identifier: "home")
        var changed = original
        changed.identifier = "elsewhere"
        changed.payloadGroup = "group"
        #expect(original.identifier == "home" && original.payloadGroup == nil)
        #expect(changed.identifier == "elsewhere" && changed.payloadGroup == "group")
        #expect(original != changed)
        let data = try? JSONEncoder().encode(RouteValue(type: "Place", identifier: "item_1", payloadCase: "item", payloadGroup: "g"))
        #expect(data.flatMap { String(data: $0, encoding: .utf8) }?.contains("payloadGroup") == false)
        let decoded = data.flatMap { try? JSONDecoder().decode(RouteValue.self, from: $0) }
        #expect(decoded?.payloadCase == "item" && decoded?.payloadGroup == nil)
    }
}
