import FlowBindings
import FlowCore
import Foundation
import Observation
import Testing

/// The user's gestures through the bindings, one behaviour each.
@Suite("Bindings gestures")
struct BindingsGestureTests {
    typealias Fixture = BindingsFixture

    /// Whether reading `read` inside observation tracking is notified by `change`.
    static func notifies(_ read: @escaping () -> Void, when change: () -> Void) -> Bool {
        final class Flag: @unchecked Sendable { var value = false }
        let flag = Flag()
        withObservationTracking(read) { flag.value = true }
        change()
        return flag.value
    }

    @Test("the stack path flattens own routes and the pushed child's root and routes, in screen order")
    func pathOrder() {
        let app = Fixture.App()
        app.deepStack()
        let stack = NavigationBindings(root: app.tabs).stack(of: app.feed)!
        #expect(stack.root.description == "FeedRoute.feed")
        #expect(stack.path.map(\.description) == ["FeedRoute.detail", "FeedRoute.more", "ThreadRoute.thread", "ThreadRoute.reply", "ThreadRoute.quote"])
        #expect(stack.path.map(\.position) == [1, 2, 0, 1, 2])
        #expect(stack.path[2].coordinator == app.thread.identity)
        #expect(Set(stack.path.map(\.id)).count == 5)
        // A pushed child shows no stack of its own, and neither does the tab coordinator.
        #expect(NavigationBindings(root: app.tabs).stack(of: app.thread) == nil)
        #expect(NavigationBindings(root: app.tabs).stack(of: app.tabs) == nil)
    }

    @Test(
        "the back menu to an entry before a pushed child pops across it in one navigation, unpushing the child, and didExit reports each value left, top first")
    func backMenuAcrossChild() {
        let app = Fixture.App()
        app.deepStack()
        let bindings = NavigationBindings(root: app.tabs)
        let stack = bindings.stack(of: app.feed)!
        stack.path = Array(stack.path.prefix(1))
        #expect(app.feed.router.state.stack == [.detail])
        #expect(app.feed.pushedChildren.isEmpty)
        #expect(app.thread.router.state.stack.isEmpty)
        #expect(stack.path.map(\.description) == ["FeedRoute.detail"])
        #expect(app.recorder.events.allSatisfy { $0.cause == .user(.backMenu) })
        #expect(app.recorder.events.map(\.kind) == [.pop, .popChild, .pop])
        #expect(
            app.log.exits == [
                "Thread.quote backMenu", "Thread.reply backMenu", "Thread.thread backMenu", "Feed.more backMenu",
            ])
    }

    @Test("one entry back is the back button; setPath names the gesture when the view layer knows it")
    func backButtonAndSwipe() {
        let app = Fixture.App()
        app.deepStack()
        let stack = NavigationBindings(root: app.tabs).stack(of: app.feed)!
        stack.path.removeLast()
        #expect(app.recorder.events.map(\.cause) == [.user(.backButton)])
        #expect(app.log.exits == ["Thread.quote backButton"])
        app.recorder.reset()
        #expect(stack.setPath(Array(stack.path.dropLast()), gesture: .swipeBack))
        #expect(app.recorder.events.map(\.cause) == [.user(.swipeBack)])
        #expect(app.thread.router.state.stack.isEmpty)
        #expect(app.recorder.events.first?.description.hasSuffix("(user.swipeBack)") == true)
    }

    @Test("popping the first entry of a pushed child ends the child: it is unpushed and reset")
    func popChildRoot() {
        let app = Fixture.App()
        app.deepStack()
        let stack = NavigationBindings(root: app.tabs).stack(of: app.feed)!
        stack.path = Array(stack.path.prefix(2))
        #expect(app.feed.pushedChildren.isEmpty)
        #expect(app.feed.router.state.stack == [.detail, .more])
        #expect(app.log.exits.last == "Thread.thread backMenu")
    }

    @Test("refused writes change nothing, report a typed error, and tell the binding's observers to read the engine's state again")
    func refusedWrites() {
        let app = Fixture.App()
        app.deepStack()
        let bindings = NavigationBindings(root: app.tabs)
        let stack = bindings.stack(of: app.feed)!
        let tabs = bindings.tabs(of: app.tabs)!
        let presentation = bindings.presentation(of: app.feed)
        let tree = app.tabs.captureTree()
        let path = stack.path
        let foreign = StackEntry(route: AnyRoute(Fixture.ProfileRoute.edit), coordinator: app.profile.identity, position: 1)
        let writes: [(String, () -> Void, () -> Void)] = [
            ("a longer path", { _ = stack.path }, { stack.path = path + [foreign] }),
            ("a reordered path", { _ = stack.path }, { stack.path = path.reversed() }),
            ("an unknown entry", { _ = stack.path }, { stack.path = [foreign] }),
            ("a tab out of range", { _ = tabs.selectedTab }, { tabs.selectedTab = 7 }),
            (
                "presenting through the item", { _ = presentation.sheet },
                {
                    presentation.sheet = PresentedItem(id: app.compose.identity, route: AnyRoute(Fixture.FeedRoute.compose), detents: [.large], stack: nil)
                }
            ),
        ]
        for (name, read, write) in writes {
            app.recorder.reset()
            #expect(Self.notifies(read, when: write), "\(name): the binding is told to show the engine's state")
            #expect(app.tabs.captureTree() == tree, "\(name)")
            #expect(app.recorder.events.isEmpty, "\(name)")
            #expect(app.recorder.errors.count == 1, "\(name)")
            #expect([.configurationError, .invalidTabIndex].contains(app.recorder.errors.first?.kind.code), "\(name)")
        }
        #expect(stack.path == path)
        #expect(tabs.selectedTab == 0)
        #expect(presentation.sheet == nil)
        #expect(app.log.exits.isEmpty)
    }

    @Test("a write equal to the current value does nothing: no event, no error, no notification")
    func equalWrites() {
        let app = Fixture.App()
        app.deepStack()
        app.feed.navigate(to: Fixture.FeedRoute.compose)
        app.recorder.reset()
        let bindings = NavigationBindings(root: app.tabs)
        let stack = bindings.stack(of: app.feed)!
        let tabs = bindings.tabs(of: app.tabs)!
        let presentation = bindings.presentation(of: app.feed)
        let sheet = presentation.sheet
        #expect(sheet != nil)
        #expect(!Self.notifies({ _ = stack.path }, when: { stack.path = stack.path }))
        #expect(!Self.notifies({ _ = tabs.selectedTab }, when: { tabs.selectedTab = 0 }))
        #expect(!Self.notifies({ _ = presentation.sheet }, when: { presentation.sheet = sheet }))
        #expect(!Self.notifies({ _ = presentation.selectedDetent }, when: { presentation.selectedDetent = .medium }))
        #expect(app.recorder.events.isEmpty)
        #expect(app.recorder.errors.isEmpty)
    }

    @Test("a sheet swiped down is a dismissal caused by the user; didExit reports the sheet's routes")
    func sheetDismissal() {
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.compose)
        app.compose.navigate(to: Fixture.FeedRoute.attach)
        app.recorder.reset()
        let presentation = NavigationBindings(root: app.tabs).presentation(of: app.feed)
        #expect(presentation.sheet?.route == AnyRoute(Fixture.FeedRoute.compose))
        #expect(presentation.sheet?.detents == [.medium, .large])
        #expect(presentation.sheet?.stack?.path.map(\.description) == ["FeedRoute.attach"])
        #expect(presentation.cover == nil)
        presentation.sheet = nil
        #expect(app.feed.presentedModal == nil)
        #expect(app.recorder.events.map(\.kind).contains(.dismissModal))
        #expect(app.recorder.events.allSatisfy { $0.cause == .user(.sheetDismissal) })
        #expect(app.log.exits == ["Compose.attach sheetDismissal", "Compose.compose sheetDismissal"])
        #expect(presentation.sheet == nil)
    }

    @Test("a full-screen modal is the cover, and closing it is a cover dismissal")
    func coverDismissal() {
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.player)
        app.recorder.reset()
        let presentation = NavigationBindings(root: app.tabs).presentation(of: app.feed)
        #expect(presentation.sheet == nil)
        #expect(presentation.cover?.route == AnyRoute(Fixture.FeedRoute.player))
        #expect(presentation.selectedDetent == nil)
        presentation.cover = nil
        #expect(app.feed.presentedModal == nil)
        #expect(app.recorder.events.allSatisfy { $0.cause == .user(.coverDismissal) })
    }

    @Test("canUserDismiss false keeps the sheet: nothing changes, the coordinator is told, the binding reverts")
    func veto() {
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.compose)
        app.compose.hasDraft = true
        app.recorder.reset()
        let presentation = NavigationBindings(root: app.tabs).presentation(of: app.feed)
        let tree = app.tabs.captureTree()
        #expect(Self.notifies({ _ = presentation.sheet }, when: { presentation.sheet = nil }))
        #expect(presentation.sheet != nil)
        #expect(app.tabs.captureTree() == tree)
        #expect(app.recorder.events.isEmpty)
        #expect(app.log.refused == ["Compose.compose sheetDismissal"])
        #expect(app.log.exits.isEmpty)
        // A tab tap that would dismiss the draft's sheet is kept the same way.
        let tabs = NavigationBindings(root: app.tabs).tabs(of: app.tabs)!
        tabs.selectedTab = 1
        #expect(tabs.selectedTab == 0)
        #expect(app.log.refused.count == 2)
        // The program is never asked.
        app.feed.dismissModal()
        #expect(app.feed.presentedModal == nil)
        #expect(app.log.exits.isEmpty)
    }

    @Test("dragging the sheet to another detent is one selectDetent event, and the snapshot's detents show it")
    func detent() {
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.compose)
        app.recorder.reset()
        let presentation = NavigationBindings(root: app.tabs).presentation(of: app.feed)
        #expect(presentation.selectedDetent == .medium)
        presentation.selectedDetent = .large
        #expect(app.recorder.events.map(\.kind) == [.selectDetent])
        #expect(app.recorder.events.first?.cause == .user(.detent))
        #expect(app.feed.router.state.modalDetentConfiguration?.selectedDetent == .large)
        #expect(presentation.selectedDetent == .large)
        #expect(Self.notifies({ _ = presentation.selectedDetent }, when: { presentation.selectedDetent = .fullscreen }))
        #expect(presentation.selectedDetent == .large)
        #expect(app.recorder.errors.map(\.kind.code) == [.configurationError])
    }

    @Test("a tab tap selects the tab as switchToTab does, dismissing what the tab being left presents")
    func tabTap() {
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.detail)
        app.feed.navigate(to: Fixture.FeedRoute.compose)
        app.recorder.reset()
        let tabs = NavigationBindings(root: app.tabs).tabs(of: app.tabs)!
        #expect(tabs.tabs.map(\.title) == ["Feed", "Profile"])
        tabs.selectedTab = 1
        #expect(app.tabs.router.state.selectedTab == 1)
        #expect(app.feed.presentedModal == nil)
        #expect(app.feed.router.state.stack == [.detail])
        #expect(app.recorder.events.map(\.kind) == [.dismissModal, .selectTab])
        #expect(app.recorder.events.allSatisfy { $0.cause == .user(.tabTap) })
        #expect(app.log.exits == ["Compose.compose tabTap"])
    }

    @Test("programmatic navigation keeps the bindings current and carries the program's cause; didExit is never called for it")
    func programmatic() {
        let app = Fixture.App()
        let bindings = NavigationBindings(root: app.tabs)
        let stack = bindings.stack(of: app.feed)!
        let profileStack = bindings.stack(of: app.profile)!
        #expect(Self.notifies({ _ = stack.path }, when: { app.feed.navigate(to: Fixture.FeedRoute.detail) }))
        #expect(!Self.notifies({ _ = profileStack.path }, when: { app.feed.navigate(to: Fixture.FeedRoute.more) }))
        #expect(stack.path.map(\.description) == ["FeedRoute.detail", "FeedRoute.more"])
        app.feed.pop()
        #expect(stack.path.map(\.description) == ["FeedRoute.detail"])
        #expect(app.recorder.events.allSatisfy { $0.cause == .program })
        #expect(app.log.exits.isEmpty)
    }

    @Test("the cause is Codable as one string, left out of a programmatic event's JSON")
    func causeCoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for cause in [NavigationCause.program] + UserGesture.allCases.map(NavigationCause.user) {
            let data = try encoder.encode([cause])
            #expect(try JSONDecoder().decode([NavigationCause].self, from: data) == [cause])
        }
        #expect(String(decoding: try encoder.encode([NavigationCause.user(.swipeBack)]), as: UTF8.self) == #"["user.swipeBack"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([NavigationCause].self, from: Data(#"["user.fling"]"#.utf8)) }
        let app = Fixture.App()
        app.feed.navigate(to: Fixture.FeedRoute.detail)
        let programmatic = try #require(app.recorder.events.first)
        #expect(!String(decoding: try encoder.encode(programmatic), as: UTF8.self).contains("cause"))
        NavigationBindings(root: app.tabs).stack(of: app.feed)!.path = []
        let user = try #require(app.recorder.events.last)
        let json = String(decoding: try encoder.encode(user), as: UTF8.self)
        #expect(json.contains(#""cause":"user.backButton""#))
        #expect(try JSONDecoder().decode(NavigationEvent.self, from: Data(json.utf8)) == user)
    }

    @Test("a flow change updates the flow binding, and the bindings keep no replaced flow alive")
    func flowChange() {
        final class Root: FlowOrchestrator<Fixture.TabRoute> {
            override func canHandleFlowChange(to route: any Route) -> Bool { route is Fixture.ProfileRoute }
            override func handleFlowChange(to route: any Route) -> Bool {
                transitionToFlow(Fixture.Profile(), root: .tabs)
                return true
            }
        }
        let root = Root(router: Router(initial: .tabs))
        weak var first: Fixture.Profile?
        do {
            let profile = Fixture.Profile()
            first = profile
            root.transitionToFlow(profile, root: .tabs)
        }
        let bindings = NavigationBindings(root: root)
        let flow = bindings.flow(of: root)!
        let shown = flow.current
        #expect(shown == first?.identity)
        _ = bindings.stack(of: bindings.coordinator(shown!)!)
        #expect(Self.notifies({ _ = flow.current }, when: { root.navigate(to: Fixture.ProfileRoute.profile) }))
        #expect(first == nil)
        #expect(flow.current != nil)
        #expect(flow.current == root.children.first?.identity)
    }

    @Test("a change nobody observes is stored without a notification, and the next read under tracking is told of the next change")
    func unobservedChanges() {
        let app = Fixture.App()
        let bindings = NavigationBindings(root: app.tabs)
        let stack = bindings.stack(of: app.feed)!
        // Observed: told of the push.
        #expect(Self.notifies({ _ = stack.path }, when: { app.feed.navigate(to: Fixture.FeedRoute.detail) }))
        // Nobody reads it again (the tracking above was used up): the next change only updates the value.
        app.feed.navigate(to: Fixture.FeedRoute.more)
        #expect(stack.path.map(\.description) == ["FeedRoute.detail", "FeedRoute.more"])
        // Read again under tracking: told of the next change, and of nothing that changes no value.
        #expect(!Self.notifies({ _ = stack.path }, when: { app.feed.navigate(to: Fixture.FeedRoute.more) }))
        #expect(Self.notifies({ _ = stack.path }, when: { app.feed.pop() }))
        #expect(stack.path.map(\.description) == ["FeedRoute.detail"])
        // The same holds for a presentation, read while nothing is presented.
        let presentation = bindings.presentation(of: app.feed)
        #expect(Self.notifies({ _ = presentation.sheet }, when: { app.feed.navigate(to: Fixture.FeedRoute.compose) }))
        #expect(presentation.sheet?.route.description == "FeedRoute.compose")
    }
}
