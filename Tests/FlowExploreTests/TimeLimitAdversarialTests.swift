import FlowAdapter
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowSocialApp
import Foundation
import Testing

/// Issue 45, a smaller point: with `--reduce tabs`, `explore --timeout 120` stopped after 98 s.
/// The cause: the full pass had four fifths of the limit, kept for an in-app-only pass that,
/// reduced, needed far less; the run stopped early, "time limit reached". The limit is now the
/// whole run's wall time, whatever the mode. Read on the work clock (`ExplorationClock.advancing`),
/// so each test is a bound on work, not a wait.
@Suite("Adversarial: a time limit is the whole run's wall time, whatever the mode")
struct TimeLimitAdversarialTests {
    static let step = Duration.milliseconds(1)

    /// Explores `app` with no bounds (or `maxDepth`) within `limit` on a fresh work clock: the
    /// report, and the time the run took on that clock.
    static func run(
        _ app: any AtlasApp, limit: Duration, reduction: StateReduction?, maxDepth: Int = .max
    ) -> (report: ExplorationReport, used: Duration) {
        let clock = ExplorationClock.advancing(by: step)
        let (_, report) = ExplorationReport.explore(
            app, maxStates: maxDepth == .max ? .max : 100_000, maxDepth: maxDepth, timeLimit: limit, urls: [], recordsDetails: false,
            reduction: reduction, clock: clock, reporting: nil)
        return (report, clock.now() - step)
    }

    @Test(
        "Adversarial: with --reduce tabs, --timeout stops the run at the limit, not at four fifths of it (an app whose in-app space is small)",
        arguments: [StateReduction.tabs, nil], [Duration.milliseconds(50), .milliseconds(100)])
    func reducedRunUsesTheWholeLimit(reduction: StateReduction?, limit: Duration) {
        // The in-app pass finds 1 state (the welcome screen has no tap); the full pass, through the
        // deep link, 143 reduced and 2049 without the reduction: more than the limit allows.
        let (report, used) = Self.run(LinkedInApp(), limit: limit, reduction: reduction)
        #expect(report.timedOut)
        #expect(used >= limit, "stopped at \(used) of \(limit), \"time limit reached\"")
        #expect(used <= limit + Self.step * 20, "and not much later: \(used)")
        #expect((report.reduction != nil) == (reduction != nil))
    }

    @Test("Adversarial: the demo, reduced or not, unbounded or deep: a run stopped by the time limit used all of it", arguments: [StateReduction.tabs, nil])
    func demoUsesTheWholeLimit(reduction: StateReduction?) {
        for (limit, maxDepth) in [(Duration.milliseconds(60), Int.max), (.milliseconds(40), 8)] {
            let (report, used) = Self.run(DemoScenarioApp(), limit: limit, reduction: reduction, maxDepth: maxDepth)
            #expect(report.timedOut, "\(maxDepth)")
            #expect(used >= limit && used <= limit + Self.step * 20, "\(maxDepth): \(used) of \(limit)")
        }
    }

    @Test("Adversarial: an in-app pass cut short gets the time the full pass did not need, up to the limit")
    func inAppPassGetsWhatIsLeft() {
        // Reduced, the social app's both passes reach their fixpoint in about 560 states each: the
        // full pass finishes, and the in-app pass, cut at a fifth, runs again with what is left.
        let (report, used) = Self.run(SocialScenarioApp(), limit: .seconds(1), reduction: .tabs)
        #expect(report.fixpoint && !report.timedOut)
        #expect(used >= .seconds(1) && used <= .seconds(1) + Self.step * 20, "\(used)")
        // With time enough for both, neither is cut, and the run ends when they do.
        let (enough, short) = Self.run(LinkedInApp(), limit: .seconds(10), reduction: .tabs)
        #expect(enough.fixpoint && !enough.timedOut)
        #expect(short < .seconds(1), "\(short)")
    }
}

/// `SignedInApp` with no tap on its welcome screen: only the deep link signs in, so the in-app
/// pass finds the welcome screen alone and the full pass the tabs behind it.
struct LinkedInApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    let signed = SignedInApp()
    var name: String { "linked-in" }
    func makeRoot() -> any AnyCoordinator { signed.makeRoot() }
    func route(forURL url: String) -> AnyRoute? { signed.route(forURL: url) }
    func url(for route: AnyRoute) -> String? { signed.url(for: route) }

    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        screen == AnyRoute(SignedInApp.Welcome.welcome) ? [] : signed.inAppRoutes(on: screen)
    }
}
