import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Foundation
import Testing

/// Issue 24, point 6: a URL that takes several steps (select a tab, then navigate in it), opened
/// by scenarios and the explorer, and traced step by step.
@Suite("Deep links of several steps")
struct MultiStepLinkTests {
    enum Post: String, Route, CaseIterable, Codable { case timeline, notifications, status, account }
    enum Shell: String, Route, CaseIterable, Codable { case tabs }

    final class Feed: Coordinator<Post> {
        let home: Post
        init(_ home: Post) {
            self.home = home
            super.init(router: Router(initial: home))
        }
        override func canHandle(_ route: Post) -> Bool { route == home || route == .status || route == .account }
    }

    final class Tabs: TabCoordinator<Shell> {
        init() {
            super.init(router: Router(initial: .tabs))
            addChild(Feed(.timeline))
            addChild(Feed(.notifications))
        }
    }

    struct App: AtlasApp, DeepLinkingApp {
        var name: String { "feeds" }
        func makeRoot() -> any AnyCoordinator { Tabs() }
        func route(forURL url: String) -> AnyRoute? { url == "feeds://status" ? AnyRoute(Post.status) : nil }
        func link(forURL url: String) -> DeepLink? {
            switch url {
            case "feeds://notifications/status": DeepLink(.selectTab(1), .navigate(AnyRoute(Post.status)))
            case "feeds://in-tab/1/account": DeepLink(.navigateInTab(1, AnyRoute(Post.account)))
            case "feeds://tab/7": DeepLink(.selectTab(7))
            default: route(forURL: url).map { DeepLink(route: $0) }
            }
        }
        var linkExamples: [String] { ["feeds://notifications/status", "feeds://in-tab/1/account"] }
    }

    static func run(_ arguments: [String]) -> Support.CLIResult { Kit.run(arguments, apps: [App()], commandName: "feeds-atlas") }

    @Test("open runs every step: the tab is selected and the status pushed in it, not in the tab that was current")
    func openRunsSteps() {
        for url in ["feeds://notifications/status", "feeds://in-tab/1/account"] {
            let app = App()
            let root = app.makeRoot() as! Tabs
            #expect(app.problem(withURL: url) == nil)
            #expect(app.open(url: url, from: root.visibleCoordinator, root: root))
            #expect(root.captureTree().nodes[0].selectedTab == 1)
            // `stackRoutes` lists the root first.
            #expect(root.children[0].stackRoutes.count == 1, "the timeline tab is untouched")
            #expect(root.children[1].stackRoutes.count == 2, "the route is pushed in the notifications tab")
        }
        // A step that cannot run stops the link and the open fails.
        let app = App()
        let root = app.makeRoot()
        #expect(!app.open(url: "feeds://tab/7", from: root, root: root))
        #expect(DeepLinkRunner.run(.selectTab(7), from: root, root: root) == "tab 7 is outside 0..<2 of Tabs")
    }

    @Test("trace of a multi-step URL shows each step with its own decisions; it no longer says it names no route")
    func traceShowsSteps() {
        let result = Self.run(["trace", "feeds://notifications/status", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("step 1 of 2: select tab 1"), "\(result.stdout)")
        #expect(result.stdout.contains("step 2 of 2: navigate to Post.status"), "\(result.stdout)")
        #expect(result.stdout.contains("[ownHandling] yes"), "\(result.stdout)")
        let inTab = Self.run(["trace", "feeds://in-tab/1/account"])
        #expect(inTab.status == 0, "\(inTab.stderr)")
        #expect(inTab.stdout.contains("step 1 of 1: navigate in tab 1 to Post.account"), "\(inTab.stdout)")
        let failing = Self.run(["trace", "feeds://tab/7"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("failed: tab 7 is outside 0..<2 of Tabs"), "\(failing.stdout)")
    }

    @Test("a picture of a multi-step link needs --step; a tab selection has no trace to draw; --step on a one-route target is refused")
    func pictureNeedsStep() {
        let missing = Self.run(["trace", "feeds://notifications/status", "--format", "dot"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains("is a deep link of 2 steps, each with its own trace (expected --format text, or --step 1 to 2 with --format dot)"),
            "\(missing.stderr)")
        let drawn = Self.run(["trace", "feeds://notifications/status", "--format", "dot", "--step", "2"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.hasPrefix("digraph"), "\(drawn.stdout.prefix(80))")
        #expect(Self.run(["trace", "feeds://notifications/status", "--format", "dot", "--step", "1"]).status == 2)
        #expect(Self.run(["trace", "feeds://notifications/status", "--format", "dot", "--step", "3"]).status == 2)
        #expect(Self.run(["trace", "feeds://status", "--step", "1"]).status == 2)
    }

    @Test("a scenario opens a multi-step link and checks where it went")
    func scenarioOpens() throws {
        let scenario = try ScenarioParser(apps: [App()]).parse(
            """
            name: notification
            app: feeds
            steps:
              - open: feeds://notifications/status
            """, file: "notification.yaml")
        let run = ScenarioRunner(app: App()).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(run.finalTree.nodes[0].selectedTab == 1)
    }
}

extension MultiStepLinkTests {
    @Test("the generated docs list the app's links with their steps")
    func docsListLinks() throws {
        let folder = try Kit.temporaryFolder("links-docs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try "name: notification\napp: feeds\nsteps:\n  - open: feeds://notifications/status\n".write(
            to: snapshots.appendingPathComponent("scenarios/notification.yaml"), atomically: true, encoding: .utf8)
        let result = Self.run(["docs", "--snapshots", snapshots.path, "--output", folder.appendingPathComponent("docs").path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("docs/deep-links.md"), encoding: .utf8)
        #expect(page.contains("## The app's links, step by step"), "\(page)")
        #expect(page.contains("| `feeds://notifications/status` | 1. select tab 1<br>2. navigate to Post.status |"), "\(page)")
        #expect(page.contains("| `feeds://in-tab/1/account` | 1. navigate in tab 1 to Post.account |"), "\(page)")
    }
}
