import Foundation
import Testing

@testable import FlowCore

/// A stack reset (issue 48, point 3): the app's `replace` sets the whole stack, root included.
/// `.setRoot` makes a route the root over an empty stack; `resetStack(root:stack:)` sets a root
/// and the routes above it, in one navigation.
@Suite("Stack reset: a root and stack set in one navigation")
struct StackResetTests {
    enum AuthRoute: String, Route, Codable { case landing, login, unlock, password, twoFactor, help }

    /// The auth flow: `.unlock` and `.landing` start it over, the rest push.
    final class Auth: Coordinator<AuthRoute> {
        init() { super.init(router: Router(initial: .landing)) }
        override func canHandle(_ route: AuthRoute) -> Bool { true }
        override func navigationType(for route: AuthRoute) -> NavigationType { [.unlock, .landing].contains(route) ? .setRoot : .push }
    }

    /// The tree's events as `kind route [from -> to]`, and its failures.
    final class Recorder {
        let log = BehaviourFixtures.EventLog()
        var events: [String] { log.events.map { "\($0.kind.rawValue) \($0.route?.identifier ?? "-") [\($0.from.identifier) -> \($0.to.identifier)]" } }
        var failures: [NavigationError] { log.failures }
    }

    @Test("a .setRoot route becomes the root over an empty stack: one resetStack event, pushed children gone, the trace says setRoot")
    func setRootNavigation() throws {
        let auth = Auth()
        let helper = Auth()
        auth.addChild(helper)
        #expect(auth.navigate(to: AuthRoute.login))
        #expect(auth.navigate(to: AuthRoute.password))
        let recorder = Recorder()
        auth.addObserver(recorder.log)
        let trace = auth.trace(to: AuthRoute.unlock, dryRun: false)
        #expect(trace.resolution.decisions.contains { $0.reason.contains("handles AuthRoute.unlock (setRoot)") })
        #expect(auth.router.state.root == .unlock)
        #expect(auth.router.state.stack.isEmpty)
        #expect(recorder.events == ["resetStack unlock [password -> unlock]"])
        #expect(auth.navigate(to: AuthRoute.unlock), "already the root: smart back, nothing to do")
        #expect(auth.router.state.root == .unlock && auth.router.state.stack.isEmpty)
    }

    @Test("resetStack sets root and stack in one commit: resetStack then a push per route; smart back works on the new stack")
    func resetStackThenSmartBack() {
        let auth = Auth()
        #expect(auth.navigate(to: AuthRoute.help))
        let recorder = Recorder()
        auth.addObserver(recorder.log)
        auth.resetStack(root: .login, stack: [.password, .twoFactor])
        #expect(auth.router.state.root == .login)
        #expect(auth.router.state.stack == [.password, .twoFactor])
        #expect(
            recorder.events == [
                "resetStack login [help -> login]", "push password [login -> password]", "push twoFactor [password -> twoFactor]",
            ])
        #expect(auth.navigate(to: AuthRoute.password))
        #expect(auth.router.state.stack == [.password], "smart back to a route of the new stack")
        #expect(auth.navigate(to: AuthRoute.login))
        #expect(auth.router.state.stack.isEmpty, "smart back to the new root")
    }

    @Test("a stack the invariants refuse changes nothing and is reported: the root on it, a route twice")
    func refusedStacks() {
        let auth = Auth()
        auth.resetStack(root: .login, stack: [.password])
        let before = auth.captureTree()
        let recorder = Recorder()
        auth.addObserver(recorder.log)
        auth.resetStack(root: .login, stack: [.login])
        auth.resetStack(root: .login, stack: [.password, .help, .password])
        #expect(auth.captureTree() == before)
        #expect(recorder.events.isEmpty)
        #expect(recorder.failures.map(\.kind) == [.invalidNavigationPath, .invalidNavigationPath])
        #expect(recorder.failures[0].message.contains("the root AuthRoute.login is on the new stack"))
        #expect(recorder.failures[1].message.contains("AuthRoute.password is twice on the new stack"))
    }

    @Test("a root a .setRoot navigation made is saved and restored; a memento brings the old stack back")
    func savedAndRestored() throws {
        let auth = Auth()
        let memento = auth.saveState()
        auth.resetStack(root: .unlock, stack: [.password])
        let saved = try auth.saveNavigation()
        let fresh = Auth()
        try fresh.restoreNavigation(from: saved.json())
        #expect(fresh.captureTree() == auth.captureTree())
        auth.restoreState(memento)
        #expect(auth.router.state.root == .landing && auth.router.state.stack.isEmpty)
    }
}
