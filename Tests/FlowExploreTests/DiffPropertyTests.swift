import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import Foundation
import PropertyBased
import Testing

/// Issue 46: for random pairs of small generated apps, what `ExplorationDiff` reports as no longer
/// (or newly) reachable is exactly what one version reaches and the other does not.
@Suite("diff on random pairs of apps")
struct DiffPropertyTests {
    enum Screen: String, Route, CaseIterable { case s0, s1, s2, s3, s4, s5, s6 }

    /// A coordinator handling the screens `handled` (pushed).
    final class Generated: Coordinator<Screen> {
        let handled: Set<Screen>
        init(handled: Set<Screen>) {
            self.handled = handled
            super.init(router: Router(initial: .s0))
        }
        override func canHandle(_ route: Screen) -> Bool { handled.contains(route) }
    }

    /// An app made from `seed`: which screens its coordinator handles, which each screen offers
    /// as taps, and which have a URL.
    struct GeneratedApp: AtlasApp, DeepLinkingApp, ExplorableApp {
        let handled: Set<Screen>
        let taps: [Screen: [Screen]]
        let linked: Set<Screen>

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            let screens = Screen.allCases
            handled = Set(screens.filter { _ in Int.random(in: 0..<4, using: &random) > 0 })
            var taps: [Screen: [Screen]] = [:]
            for screen in screens { taps[screen] = screens.filter { _ in Int.random(in: 0..<4, using: &random) == 0 } }
            self.taps = taps
            linked = Set(screens.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
        }

        var name: String { "generated" }
        func makeRoot() -> any AnyCoordinator { Generated(handled: handled) }
        var declaredRoutes: [AnyRoute] { Screen.allCases.map(AnyRoute.init) }
        func url(for route: AnyRoute) -> String? {
            (route.base as? Screen).flatMap { linked.contains($0) ? "gen://\($0.rawValue)" : nil }
        }
        func route(forURL url: String) -> AnyRoute? {
            Screen(rawValue: String(url.dropFirst("gen://".count))).flatMap { linked.contains($0) ? AnyRoute($0) : nil }
        }
        func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { (screen.base as? Screen).map { (taps[$0] ?? []).map(AnyRoute.init) } }
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
