import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Foundation
import Testing

/// Issue 48, point 2: `trace URL` of an app with its own link handler runs the handler and traces
/// every navigation it performs, in order, in every format; never `route(forURL:)` in its place.
@Suite("trace follows the app's link handler")
struct LinkHandlerTraceTests {
    static func run(_ arguments: [String]) -> Support.CLIResult { Kit.run(arguments, apps: [LinkHandlerApp()], commandName: "vault-atlas") }

    @Test("text: the landing screen, then the sheet, each with its decisions, then the tree the link left")
    func text() {
        let result = Self.run(["trace", "vault://item/share"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("open(url: vault://item/share) from KeyVaultCoordinator#0 through the app's link handler"), "\(out)")
        #expect(out.contains("result: returned true; the app's link handler performed 2 navigations"), "\(out)")
        let first = out.range(of: "== navigation 1 of 2 ==\nnavigate(to: KeyVaultRoute.landing) from KeyVaultCoordinator#0")
        let second = out.range(of: "== navigation 2 of 2 ==\nnavigate(to: KeyVaultRoute.share) from KeyVaultCoordinator#0")
        #expect(first != nil && second != nil, "\(out)")
        if let first, let second { #expect(first.upperBound < second.lowerBound) }
        #expect(out.contains("[registeredModal] yes"), "\(out)")
        #expect(out.contains("== tree after the link =="), "\(out)")
        #expect(!out.contains("KeyVaultRoute.item"), "route(forURL:) must not stand in for the handler: \(out)")
    }

    @Test("a handler that performs no navigation says so")
    func noNavigation() {
        let result = Self.run(["trace", "vault://ping"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("result: returned true; the app's link handler performed no navigation"), "\(result.stdout)")
        #expect(!result.stdout.contains("== navigation"), "\(result.stdout)")
        #expect(result.stdout.contains("== tree after the link ==\n(no change)"), "\(result.stdout)")
        #expect(!result.stdout.contains("KeyVaultRoute.home) from"), "\(result.stdout)")
    }

    @Test("a URL the handler refuses exits 1, saying it performed no navigation")
    func refused() {
        let result = Self.run(["trace", "vault://nowhere"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("result: returned false; the app's link handler performed no navigation"), "\(result.stdout)")
    }

    @Test("svg and dot: one box per navigation, numbered in order, then the tree after")
    func picture() {
        let dot = Self.run(["trace", "vault://item/share", "--format", "dot"])
        #expect(dot.status == 0, "\(dot.stderr)")
        let first = dot.stdout.range(of: "navigation 1 of 2: navigate(to: KeyVaultRoute.landing)")
        let second = dot.stdout.range(of: "navigation 2 of 2: navigate(to: KeyVaultRoute.share)")
        #expect(first != nil && second != nil, "\(dot.stdout)")
        if let first, let second { #expect(first.upperBound < second.lowerBound) }
        #expect(dot.stdout.contains("label=\"the tree after the link\""), "\(dot.stdout)")
        let svg = Self.run(["trace", "vault://item/share", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("<svg"))
        #expect(svg.stdout.contains("navigation 1 of 2") && svg.stdout.contains("navigation 2 of 2"), "\(svg.stdout.prefix(400))")
    }

    @Test("html: the screen before, one step per navigation in order, then the tree after")
    func html() {
        let result = Self.run(["trace", "vault://item/share", "--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        let first = page.range(of: "navigation 1 of 2: navigate(to: KeyVaultRoute.landing)")
        let second = page.range(of: "navigation 2 of 2: navigate(to: KeyVaultRoute.share)")
        #expect(first != nil && second != nil)
        if let first, let second { #expect(first.upperBound < second.lowerBound) }
        #expect(page.contains("the app&#39;s link handler performed 2 navigations") || page.contains("the app's link handler performed 2 navigations"))
    }

    @Test("from a scenario's checkpoint: the handler runs on the replayed app")
    func fromCheckpoint() throws {
        let folder = try Kit.temporaryFolder("vault-trace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try """
        name: at-item
        app: vault
        steps:
          - navigate: KeyVaultRoute.item
          - snapshot: item
        """.write(to: scenarios.appendingPathComponent("at-item.yaml"), atomically: true, encoding: .utf8)
        let result = Self.run(["trace", "vault://item/share", "--snapshots", folder.path, "--scenario", "at-item", "--checkpoint", "item"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("performed 2 navigations"), "\(result.stdout)")
        #expect(result.stdout.contains("-  KeyVaultCoordinator") || result.stdout.contains("KeyVaultRoute.item"), "the replayed stack shows: \(result.stdout)")
    }

    @Test("--step is refused for a handler's link, in one line, exit 2")
    func stepRefused() {
        let result = Self.run(["trace", "vault://item/share", "--format", "svg", "--step", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("opens its links with its own handler"), "\(result.stderr)")
    }
}
