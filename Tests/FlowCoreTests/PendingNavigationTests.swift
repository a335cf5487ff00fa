import Foundation
import Testing

@testable import FlowCore

/// A navigation that waits (issue 48, point 1): a deep link that arrives while the vault is
/// locked is held on the root and performed after unlock. The held route is state: captures,
/// fingerprints, mementos and saved navigation have it, and its events follow the flow change
/// that released it.
@Suite("Pending navigation: a deferred deep link")
struct PendingNavigationTests {
    enum AppRoute: String, Route, Codable { case locked, unlocked, item, settings }

    /// The app's root: locked or unlocked; its link handler holds a link while locked, and
    /// unlocking performs it.
    final class App: FlowOrchestrator<AppRoute> {
        init() {
            super.init(router: Router(initial: .locked))
            addChild(Locked())
        }

        override func canHandleFlowChange(to route: any Route) -> Bool { [.locked, .unlocked].contains(route as? AppRoute) }

        var isUnlocked: Bool { children.first is Vault }

        // snippet:pattern begin
        /// The app's link handler: a link it cannot show yet is held.
        func open(_ route: AppRoute) {
            if isUnlocked { navigate(to: route) } else { setPendingNavigation(route) }
        }

        override func handleFlowChange(to route: any Route) -> Bool {
            switch route as? AppRoute {
            case .locked: transitionToFlow(Locked(), root: .locked)
            case .unlocked:
                transitionToFlow(Vault(), root: .unlocked)
                performPendingNavigation()
            default: return false
            }
            return true
        }
        // snippet:pattern end
    }

    final class Locked: Coordinator<AppRoute> {
        init() { super.init(router: Router(initial: .locked)) }
        override func canHandle(_ route: AppRoute) -> Bool { route == .locked }
    }

    final class Vault: Coordinator<AppRoute> {
        init() { super.init(router: Router(initial: .unlocked)) }
        override func canHandle(_ route: AppRoute) -> Bool { route == .item || route == .settings }
    }

    /// The tree's events as `kind Coordinator route`.
    final class Recorder {
        let log = BehaviourFixtures.EventLog()
        var events: [String] { log.events.map { "\($0.kind.rawValue) \($0.coordinator) \($0.route?.identifier ?? "-")" } }
    }

    @Test("a link held while locked is state: the router, the capture, the outline and the fingerprint show it")
    func heldLinkIsState() {
        let plain = App()
        let waiting = App()
        let recorder = Recorder()
        waiting.addObserver(recorder.log)
        waiting.open(.item)
        #expect(waiting.pendingNavigation == .item)
        #expect(recorder.events == ["setPending App item"])
        #expect(waiting.captureTree() != plain.captureTree())
        #expect(waiting.captureTree().nodes[0].pending == RouteValue(AppRoute.item))
        #expect(waiting.captureTree().outline.hasPrefix("App<AppRoute> root=locked stack=[] pending=item\n"))
        #expect(waiting.navigationFingerprint() != plain.navigationFingerprint())
        waiting.clearPendingNavigation()
        #expect(waiting.pendingNavigation == nil)
        #expect(recorder.events.last == "clearPending App item")
        #expect(waiting.captureTree() == plain.captureTree())
        #expect(waiting.navigationFingerprint() == plain.navigationFingerprint())
        #expect(!waiting.performPendingNavigation(), "nothing held")
    }

    @Test("unlocking performs the held link after the flow change: its events follow the change that released it")
    func unlockPerformsAfterTheFlowChange() throws {
        let app = App()
        app.open(.item)
        let recorder = Recorder()
        app.addObserver(recorder.log)
        #expect(app.navigate(to: AppRoute.unlocked))
        let vault = try #require(app.children.first as? Vault)
        #expect(vault.router.state.stack == [.item])
        #expect(app.pendingNavigation == nil)
        let flowChange = try #require(recorder.events.firstIndex { $0.hasPrefix("changeFlow") })
        let cleared = try #require(recorder.events.firstIndex(of: "clearPending App item"))
        let pushed = try #require(recorder.events.firstIndex(of: "push Vault item"))
        #expect(flowChange < cleared && cleared < pushed, "\(recorder.events)")
    }

    @Test("a trace of the unlock lists the held link's navigation as a follow-up, and its after tree shows it")
    func traceListsTheFollowUp() throws {
        let app = App()
        app.open(.settings)
        let trace = app.trace(to: AppRoute.unlocked, dryRun: false)
        let followUps = try #require(trace.followUps)
        #expect(followUps.count == 1)
        #expect(followUps[0].resolution.route == RouteValue(AppRoute.settings))
        #expect(followUps[0].resolution.succeeded)
        #expect(followUps[0].resolution.steps.map(\.kind) == [.push])
        #expect(trace.after.outline.contains("Vault<AppRoute> root=unlocked stack=[settings]"))
        let dry = App()
        dry.open(.settings)
        #expect(dry.trace(to: AppRoute.unlocked, dryRun: true).followUps == nil, "a dry run runs no flow change, so nothing is released")
        let json = String(decoding: try JSONEncoder().encode(App().trace(to: AppRoute.unlocked, dryRun: false)), as: UTF8.self)
        #expect(!json.contains("followUps"), "absent when nothing was released")
    }

    @Test("a memento and saved navigation keep the held link")
    func savedAndRestored() throws {
        let app = App()
        app.open(.item)
        let memento = app.saveState()
        app.clearPendingNavigation()
        app.restoreState(memento)
        #expect(app.pendingNavigation == .item)
        let saved = try app.saveNavigation()
        #expect(String(decoding: saved.json(), as: UTF8.self).contains(#""pending":"item""#))
        let fresh = App()
        try fresh.restoreNavigation(from: saved.json())
        #expect(fresh.pendingNavigation == .item)
        #expect(fresh.captureTree() == app.captureTree())
        let plain = try App().saveNavigation()
        #expect(!String(decoding: plain.json(), as: UTF8.self).contains("pending"), "absent when nothing is held")
        #expect(fresh.navigate(to: AppRoute.unlocked))
        #expect((fresh.children.first as? Vault)?.router.state.stack == [.item], "the restored link is performed on unlock")
    }
}
