import FlowCore
import Testing

/// The per-coordinator policies of issue 24, point 5: each changes one default, shows in traces
/// as `kept: policy …`, and leaves coordinators without it as they were.
@Suite("Navigation policies")
struct NavigationPolicyTests {
    enum Social: String, Route, CaseIterable, Codable {
        case timeline, explore, status, account, thread, reply
    }

    enum Shell: String, Route, Codable { case tabs }

    final class Tab: Coordinator<Social> {
        let home: Social
        let policies: NavigationPolicies
        let duplicates: Set<Social>
        init(_ home: Social, policies: NavigationPolicies = [], duplicates: Set<Social> = []) {
            self.home = home
            self.policies = policies
            self.duplicates = duplicates
            super.init(router: Router(initial: home))
            addModalCoordinator(Reply())
        }
        override func canHandle(_ route: Social) -> Bool { route == home || [.status, .account, .thread, .reply].contains(route) }
        override func navigationType(for route: Social) -> NavigationType { route == .reply ? .modal : .push }
        override func allowsDuplicates(_ route: Social) -> Bool { duplicates.contains(route) }
        override var navigationPolicies: NavigationPolicies { policies }
    }

    final class Reply: Coordinator<Social> {
        init() { super.init(router: Router(initial: .reply)) }
        override func canHandle(_ route: Social) -> Bool { route == .reply }
    }

    final class Tabs: TabCoordinator<Shell> {
        let timeline: Tab
        let explore: Tab
        init(explore policies: NavigationPolicies = [], duplicates: Set<Social> = []) {
            timeline = Tab(.timeline)
            explore = Tab(.explore, policies: policies, duplicates: duplicates)
            super.init(router: Router(initial: .tabs))
            addChild(timeline)
            addChild(explore)
        }
    }

    /// Explore with a four-screen stack, selected.
    static func exploring(_ policies: NavigationPolicies = []) -> Tabs {
        let app = Tabs(explore: policies)
        app.switchToTab(1)
        for route in [Social.status, .account, .thread] { app.explore.navigate(to: route) }
        return app
    }

    static func reasons(_ trace: NavigationTrace) -> [String] { trace.resolution.decisions.map(\.reason) }

    @Test("by default, a route bubbling out of a tab pops that tab's stack (B10)")
    func bubblingCleansByDefault() {
        let app = Self.exploring()
        #expect(app.explore.navigate(to: Social.timeline))
        #expect(app.router.state.selectedTab == 0)
        #expect(app.explore.router.state.stack.isEmpty)
    }

    @Test("keepsStackWhenBubbledOut: Explore keeps its stack when the timeline is navigated to from it, and the trace says so")
    func keepsStack() {
        let app = Self.exploring(.keepsStackWhenBubbledOut)
        let trace = app.explore.trace(to: Social.timeline, dryRun: true)
        #expect(Self.reasons(trace).contains("kept: policy keepsStackWhenBubbledOut: Tab keeps its stack [status, account, thread]"), "\(Self.reasons(trace))")
        #expect(app.explore.navigate(to: Social.timeline))
        #expect(app.router.state.selectedTab == 0)
        #expect(app.explore.router.state.stack == [.status, .account, .thread])
        // Coming back shows the screens as they were left.
        app.switchToTab(1)
        #expect(app.visibleCoordinator.stackRoutes.map(\.identifier) == ["explore", "status", "account", "thread"])
    }

    @Test(
        "keepsStackWhenBubbledOut keeps the stack, but a sheet of the coordinator navigated from is dismissed (B17), with or without keepsPresentationWhenLeft")
    func keepsStackDismissesSheet() {
        for keepSheet in [false, true] {
            let app = Self.exploring(keepSheet ? [.keepsStackWhenBubbledOut, .keepsPresentationWhenLeft] : .keepsStackWhenBubbledOut)
            app.explore.navigate(to: Social.reply)
            #expect(app.explore.presentedModal != nil)
            // Navigated from Explore's own screen under the sheet (as code may do): it bubbles out.
            let trace = app.explore.trace(to: Social.timeline, dryRun: true)
            #expect(trace.resolution.succeeded)
            app.explore.navigate(to: Social.timeline)
            #expect(app.router.state.selectedTab == 0)
            #expect(app.explore.router.state.stack == [.status, .account, .thread])
            // Navigated from Explore itself: its sheet cannot take the route, so the presentation rule dismisses it before bubbling.
            #expect(app.explore.presentedModal == nil)
        }
    }

    @Test("by default, leaving a tab dismisses its sheet (B26); keepsPresentationWhenLeft keeps the reply draft open")
    func keepsPresentation() {
        for keep in [false, true] {
            let app = Self.exploring(keep ? .keepsPresentationWhenLeft : [])
            app.explore.navigate(to: Social.reply)
            let trace = app.trace(to: Social.timeline, dryRun: true)
            #expect(Self.reasons(trace).contains("kept: policy keepsPresentationWhenLeft: Tab keeps what it presents") == keep, "\(Self.reasons(trace))")
            // A push notification: from the root, to the timeline tab's route.
            #expect(app.navigate(to: Social.timeline))
            #expect(app.router.state.selectedTab == 0)
            #expect((app.explore.presentedModal != nil) == keep)
            #expect(app.explore.router.state.presented == (keep ? .reply : nil))
            // The stack is kept either way: selecting a tab never pops it (B27).
            #expect(app.explore.router.state.stack == [.status, .account, .thread])
        }
    }

    @Test("keepsPresentationWhenLeft holds for switchToTab and for the user's tab tap")
    func keepsPresentationOnTabTap() {
        for keep in [false, true] {
            let app = Self.exploring(keep ? .keepsPresentationWhenLeft : [])
            app.explore.navigate(to: Social.reply)
            app.switchToTab(0)
            #expect((app.explore.presentedModal != nil) == keep)
            app.switchToTab(1)
            app.explore.navigate(to: Social.reply)
            let result = app.userSelectTab(0)
            #expect(result == .applied)
            #expect((app.explore.presentedModal != nil) == keep)
        }
    }

    @Test("by default status → account → status pops back (B6); allowsDuplicates(status) pushes it again")
    func duplicates() {
        for allow in [false, true] {
            let app = Tabs(duplicates: allow ? [.status] : [])
            app.switchToTab(1)
            app.explore.navigate(to: Social.status)
            app.explore.navigate(to: Social.account)
            let trace = app.explore.trace(to: Social.status, dryRun: true)
            #expect(
                Self.reasons(trace).contains("kept: policy allowsDuplicates: Social.status is in the stack of Tab, which pushes it again") == allow,
                "\(Self.reasons(trace))")
            #expect(app.explore.navigate(to: Social.status))
            #expect(app.explore.router.state.stack == (allow ? [.status, .account, .status] : [.status]))
            // The route on top is never pushed onto itself, and back pops one copy.
            app.explore.navigate(to: Social.status)
            #expect(app.explore.router.state.stack == (allow ? [.status, .account, .status] : [.status]))
            app.explore.pop()
            #expect(app.explore.router.state.stack == (allow ? [.status, .account] : []))
        }
    }

    @Test("a stack with a route the coordinator allows twice saves and restores; one it does not is refused")
    func duplicatesRestore() throws {
        let app = Tabs(duplicates: [.status])
        app.switchToTab(1)
        for route in [Social.status, .account, .status] { app.explore.navigate(to: route) }
        let saved = try app.saveNavigation()
        let fresh = Tabs(duplicates: [.status])
        try fresh.restoreNavigation(saved)
        #expect(fresh.explore.router.state.stack == [.status, .account, .status])
        let strict = Tabs()
        #expect(throws: NavigationRestoreError.self) { try strict.restoreNavigation(saved) }
        #expect(strict.explore.router.state.stack.isEmpty)
    }
}
