import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import Foundation
import PropertyBased
import Testing

/// Issue 46: for random pairs of small generated coordinator trees (a root, maybe a pushed child, maybe a
/// registered sheet), what `ExplorationDiff` reports as no longer
/// (or newly) reachable is exactly what one version reaches and the other does not.
@Suite("diff on random pairs of apps")
struct DiffPropertyTests {
    enum Screen: String, Route, CaseIterable { case s0, s1, s2, s3, s4 }
    /// The routes of a generated child coordinator (pushed onto the root).
    enum Detail: String, Route, CaseIterable { case d0, d1, d2 }
    /// The routes of a generated sheet (a registered modal of the root).
    enum Sheet: String, Route, CaseIterable { case m0, m1 }

    /// A coordinator handling the routes `handled`; `.modal` for those in `modal`.
    final class Generated<R: Route & CaseIterable>: Coordinator<R> {
        let handled: Set<R>
        let modal: Set<R>
        init(root: R, handled: Set<R>, modal: Set<R> = []) {
            self.handled = handled
            self.modal = modal
            super.init(router: Router(initial: root))
        }
        override func canHandle(_ route: R) -> Bool { handled.contains(route) }
        override func navigationType(for route: R) -> NavigationType { modal.contains(route) ? .modal : .push }
    }

    /// An app made from `seed`: a tree of up to three coordinators (the root over `Screen`, maybe
    /// a pushed child over `Detail`, maybe a registered sheet over `Sheet`), which routes each
    /// handles, which each screen offers as taps, and which routes have a URL.
    struct GeneratedApp: AtlasApp, DeepLinkingApp, ExplorableApp {
        let handled: Set<Screen>
        let details: Set<Detail>?
        let sheets: Set<Sheet>?
        /// Each route's taps, by identifier (routes are not `Sendable`; an app is).
        let taps: [String: [String]]
        /// The identifiers of the routes that have a URL.
        let linked: Set<String>

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            func some<T: Hashable>(_ all: [T], _ odds: Int) -> Set<T> { Set(all.filter { _ in Int.random(in: 0..<odds, using: &random) > 0 }) }
            handled = some(Screen.allCases, 4)
            details = Int.random(in: 0..<3, using: &random) > 0 ? some(Detail.allCases, 3) : nil
            sheets = Int.random(in: 0..<3, using: &random) > 0 ? some(Sheet.allCases, 3) : nil
            let routes = Self.routes(details: details != nil, sheets: sheets != nil)
            var taps: [String: [String]] = [:]
            for route in routes { taps[route.identifier] = routes.filter { _ in Int.random(in: 0..<5, using: &random) == 0 }.map(\.identifier) }
            self.taps = taps
            linked = Set(routes.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }.map(\.identifier))
        }

        static func routes(details: Bool, sheets: Bool) -> [AnyRoute] {
            Screen.allCases.map(AnyRoute.init) + (details ? Detail.allCases.map(AnyRoute.init) : [])
                + (sheets ? Sheet.allCases.map(AnyRoute.init) : [])
        }

        var name: String { "generated" }
        func makeRoot() -> any AnyCoordinator {
            let root = Generated<Screen>(root: .s0, handled: handled)
            if let details { root.addChild(Generated<Detail>(root: .d0, handled: details)) }
            // A sheet of its own route type, presented for a `Sheet` route it handles, from anywhere.
            if let sheets { root.addModalCoordinator(Generated<Sheet>(root: .m0, handled: sheets)) { _ in nil } }
            return root
        }
        var declaredRoutes: [AnyRoute] { Self.routes(details: details != nil, sheets: sheets != nil) }
        func url(for route: AnyRoute) -> String? { linked.contains(route.identifier) ? "gen://\(route.identifier)" : nil }
        func route(forURL url: String) -> AnyRoute? { declaredRoutes.first { linked.contains($0.identifier) && "gen://\($0.identifier)" == url } }
        func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
            let named = Set(taps[screen.identifier] ?? [])
            return declaredRoutes.filter { named.contains($0.identifier) }
        }
    }

    /// The report of `app` explored to the fixpoint, read back from its JSON as `flowatlas diff` reads it.
    static func document(_ app: GeneratedApp) throws -> ExplorationReport {
        let report = ExplorationReport.explore(app, maxStates: 100_000, maxDepth: .max, recordsDetails: false).report
        return try ExplorationDocument.decode(report.json, file: "generated.json")
    }

    @Test("every screen reported unreachable is absent from NEW and present in OLD, and the converse; none is missed")
    func reachability() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max)).array(of: 2...2)) { seeds in
            let old = try! Self.document(GeneratedApp(seed: UInt64(seeds[0])))
            let new = try! Self.document(GeneratedApp(seed: UInt64(seeds[1])))
            let diff = ExplorationDiff(old: old, new: new)
            let oldReached = Set(old.reachable.map(\.route))
            let newReached = Set(new.reachable.map(\.route))
            #expect(diff.comparedDepth == .max, "both reach the fixpoint")
            for reach in diff.noLongerReachable {
                #expect(oldReached.contains(reach.route) && !newReached.contains(reach.route), "\(reach.route), seeds \(seeds)")
                #expect(old.reachable.first { $0.route == reach.route }?.path == reach.path, "its path in OLD")
            }
            for reach in diff.newlyReachable {
                #expect(newReached.contains(reach.route) && !oldReached.contains(reach.route), "\(reach.route), seeds \(seeds)")
                #expect(new.reachable.first { $0.route == reach.route }?.path == reach.path, "its path in NEW")
            }
            #expect(Set(diff.noLongerReachable.map(\.route)) == oldReached.subtracting(newReached), "seeds \(seeds)")
            #expect(Set(diff.newlyReachable.map(\.route)) == newReached.subtracting(oldReached), "seeds \(seeds)")
            #expect(ExplorationDiff(old: old, new: old).isEmpty, "a version against itself, seeds \(seeds)")
        }
    }
}
