import FlowCore
import Testing

/// The typed hooks get the coordinator's own routes, and only those, as `R`: by type identity
/// for value types, and for a class route type also its subclasses.
@Suite("Typed hooks receive their own route type")
struct TypedHookTests {
    class Place: Route {
        let name: String
        init(_ name: String) { self.name = name }
        var identifier: String { name }
        static func == (lhs: Place, rhs: Place) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    final class City: Place {}

    enum Other: String, Route { case home }

    final class Atlas: Coordinator<Place> {
        private(set) var asked: [String] = []
        init() { super.init(router: Router(initial: Place("start"))) }
        override func canHandle(_ route: Place) -> Bool {
            asked.append("\(type(of: route)) \(route.name)")
            return route.name != "nowhere"
        }
        override func navigationType(for route: Place) -> NavigationType { route is City ? .modal : .push }
    }

    @Test("a route of the coordinator's class type and of its subclass both arrive typed; a foreign route never does")
    func classRoutes() {
        let atlas = Atlas()
        #expect(atlas.navigate(to: Place("harbour")))
        #expect(atlas.stackRoutes.map(\.identifier) == ["start", "harbour"])
        #expect(!atlas.navigate(to: Other.home))
        #expect(!atlas.navigate(to: Place("nowhere")))
        #expect(atlas.asked == ["Place harbour", "Place nowhere"])
        // A subclass value is an `R` too: asked, typed, and shown the way the hook says.
        _ = atlas.navigate(to: City("lisbon"))
        #expect(atlas.asked.last == "City lisbon")
    }

    @Test("value routes of another type with the same identifier are never handed to the hook")
    func foreignValueRoutes() {
        final class Home: Coordinator<Other> {
            var asked = 0
            init() { super.init(router: Router(initial: .home)) }
            override func canHandle(_ route: Other) -> Bool {
                asked += 1
                return true
            }
        }
        enum Lookalike: String, Route { case home }
        let home = Home()
        #expect(!home.navigate(to: Lookalike.home))
        #expect(home.asked == 0)
        #expect(home.navigate(to: Other.home))
    }

    @Test("B35 with the typed path hook: a deep link on an empty stack pushes navigationPath(for: R) first; the any-route hook still sees foreign routes")
    func typedNavigationPath() {
        enum Step: String, Route, CaseIterable { case start, one, two, three }
        enum Foreign: String, Route { case elsewhere }
        final class Steps: Coordinator<Step> {
            var foreignAsked: [String] = []
            init() { super.init(router: Router(initial: .start)) }
            override func canHandle(_ route: Step) -> Bool { true }
            override func navigationPath(for route: Step) -> [Step]? { Array(Step.allCases.dropFirst().prefix { $0 != route }) }
            override func navigationPath(for route: any Route) -> [any Route]? {
                if route is Foreign { foreignAsked.append(route.identifier) }
                return super.navigationPath(for: route)
            }
        }
        let steps = Steps()
        #expect(steps.navigate(to: Step.three))
        #expect(steps.stackRoutes.map(\.identifier) == ["start", "one", "two", "three"])
        #expect(!steps.navigate(to: Foreign.elsewhere))
        #expect(steps.navigationPath(for: Foreign.elsewhere as any Route) == nil)
        #expect(steps.foreignAsked == ["elsewhere"])
    }
}
