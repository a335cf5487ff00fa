import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import FlowSocialApp
import Testing

/// Issue 24, point 7 (a) and (b): a deep link is only what the app's URLs produce, and a route
/// that selects a tab is covered when its tab is selected.
@Suite("Deep links and tab routes in the explorer's coverage")
struct LinkCoverageTests {
    static let social = SocialScenarioApp()

    static func report(_ app: any AtlasApp, depth: Int = 2) -> (Exploration, ExplorationReport) {
        ExplorationReport.explore(app, maxStates: 3000, maxDepth: depth)
    }

    @Test("only the routes the app's URLs produce are linked to; the other declared routes are listed as produced by no URL")
    func linksAreWhatURLsProduce() {
        let (full, report) = Self.report(Self.social)
        #expect(report.linkSource == .urlMapping)
        #expect(report.linkCount == 6)
        #expect(
            report.withoutURL == [
                "SocialRoute.timeline", "SocialRoute.explore", "SocialRoute.notifications", "SocialRoute.profile", "SocialRoute.messages",
                "SocialRoute.account", "SocialRoute.thread", "SocialRoute.compose", "SocialRoute.followers", "SocialRoute.conversation",
            ])
        #expect(report.text.contains("links: the app's URL mapping (url(for:)): 6 of 16 declared routes, each navigated to from the root\n"))
        #expect(
            report.text.contains(
                "## declared routes no URL produces (never linked to)\nSocialRoute.timeline\nSocialRoute.explore\nSocialRoute.notifications\n"))
        let linked = Set(full.transitions.map(\.action).filter(\.isDeepLink).map(\.description))
        #expect(
            linked == [
                "link SocialTab.timeline", "link SocialTab.explore", "link SocialTab.notifications", "link SocialTab.profile",
                "link SocialTab.messages", "link SocialRoute.status",
            ])
    }

    @Test("a declared route that no URL produces and no tap reaches is never reachable, not reachable only by deep link")
    func unlinkedRouteIsNeverReachable() {
        let (_, report) = Self.report(Self.social)
        // Before links followed the URLs, `link SocialRoute.conversation` selected Messages and
        // pushed it, and the report listed it as reachable only by deep link.
        #expect(report.unreachable == ["SocialRoute.conversation"])
        #expect(report.onlyByDeepLink.isEmpty)
    }

    @Test("an app that names no URL is linked to every declared route, and the report says so")
    func appWithoutURLsLinksEverything() {
        let app = GateApp()
        let (full, report) = Self.report(app)
        #expect(report.linkSource == .everyDeclaredRoute)
        #expect(report.linkCount == app.declaredRoutes.count)
        #expect(report.withoutURL.isEmpty)
        #expect(report.text.contains("links: every declared route, navigated to from the root (the app's url(for:) names no URL)\n"))
        #expect(
            report.text.contains(
                "## declared routes no URL produces (never linked to)\n(not known: the app's url(for:) names no URL, so every declared route was linked to)\n"))
        #expect(Set(full.transitions.map(\.action).filter(\.isDeepLink)).count == app.declaredRoutes.count)
    }

    @Test("a route that selects a tab is covered when its tab is selected: SocialTab.notifications by tab 2, in both passes")
    func tabRoutesAreCoveredBySelection() {
        let (_, report) = Self.report(Self.social)
        let paths = Dictionary(uniqueKeysWithValues: report.reachable.map { ($0.route, $0.path) })
        #expect(paths["SocialTab.timeline"] == [])
        #expect(paths["SocialTab.explore"] == ["tab 1"])
        #expect(paths["SocialTab.notifications"] == ["tab 2"])
        #expect(paths["SocialTab.messages"] == ["tab 4"])
        #expect(!report.unreachable.contains { $0.hasPrefix("SocialTab.") })
        #expect(!report.onlyByDeepLink.contains { $0.hasPrefix("SocialTab.") })
    }

    @Test("a tab route is covered only where its tab is selected: a one-tab-deep exploration without tab actions covers only the start's tab")
    func tabRouteNeedsItsTabSelected() {
        var explorer = Explorer(app: Self.social, maxStates: 100, maxDepth: 0)
        explorer.workers = 1
        let start = ExplorationReport(full: explorer.explore(), inAppOnly: nil, declaredRoutes: Self.social.declaredRoutes)
        #expect(start.reachable.map(\.route) == ["SocialTab.timeline", "SocialRoute.timeline"])
    }
}
