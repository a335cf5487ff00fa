import FlowCore
import FlowDemo
import Foundation
import Testing

/// `UnhandledRoute.invalidRoute` from anywhere: fails with `navigationFailed` naming the
/// coordinator where it started, and changes nothing (B41).
@Suite("Demo deep link: UnhandledRoute.invalidRoute")
struct DemoDeepLinkInvalidRouteTests {
    typealias S = DemoDeepLinkSupport
    private static let invalid = S.url(UnhandledRoute.invalidRoute)

    /// A starting state and the coordinator the link starts at there.
    struct Case: Sendable, CustomTestStringConvertible {
        let start: S.Start
        let coordinator: String
        var testDescription: String { "\(start.name) -> \(coordinator)" }
    }

    private static func encoded(_ tree: NavigationTree) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(tree)
    }

    @Test(
        "B41 fails with navigationFailed naming the starting coordinator; the tree is byte-identical; twice",
        arguments: [
            Case(
                start: S.Start(
                    name: "Green [lightGreen] (documented)",
                    setup: [S.url(AppRoute.tabRoot), S.url(GreenRoute.lightGreen)], entry: .visible),
                coordinator: "GreenCoordinator"),
            Case(start: S.login, coordinator: "LoginCoordinator"),
            Case(start: S.login.fromTop, coordinator: "AppCoordinator"),
            Case(start: S.freshTabs, coordinator: "RedCoordinator"),
            Case(start: S.freshTabsFromTop, coordinator: "AppCoordinator"),
            Case(start: S.rainbowPurple, coordinator: "RainbowCoordinator"),
            Case(start: S.busy, coordinator: "YellowCoordinator"),
            Case(start: S.busyFromTop, coordinator: "AppCoordinator"),
            Case(start: S.busyInsidePurpleInfo, coordinator: "PurpleInfoCoordinator"),
            Case(start: S.insideRedModal, coordinator: "RedModalCoordinator"),
            Case(start: S.insideBlueInfo, coordinator: "BlueInfoCoordinator"),
            Case(start: S.insideOcean, coordinator: "OceanCoordinator"),
            Case(start: S.insideDetour, coordinator: "YellowCoordinator"),
            Case(start: S.insideNestedDetour, coordinator: "YellowCoordinator"),
            Case(
                start: S.Start(
                    name: "inside GreenDarkestModal",
                    setup: [S.url(AppRoute.tabRoot), S.url(GreenRoute.darkestGreen)], entry: .visible),
                coordinator: "GreenDarkestModalCoordinator"),
            Case(
                start: S.Start(
                    name: "RainbowDetail's modal",
                    setup: [S.url(AppRoute.tabRoot), S.url(RainbowDetailRoute.modal)], entry: .visible),
                coordinator: "RainbowDetailModalCoordinator"),
        ])
    func invalidRoute(_ test: Case) throws {
        let (app, recorder) = try S.make(test.start)
        let before = app.captureTree()
        let bytes = try Self.encoded(before)
        let visible = app.visibleCoordinator
        for run in 1...2 {
            #expect(try DemoApp.open(Self.invalid, in: app, from: test.start.entry) == false, "run \(run)")
            #expect(app.captureTree() == before, "run \(run) changed the tree:\n\(app.captureTree().outline)")
            #expect(try Self.encoded(app.captureTree()) == bytes, "run \(run): byte-identical")
            #expect(app.visibleCoordinator === visible)
        }
        #expect(recorder.events.isEmpty, "no step applied: \(recorder.events)")
        #expect(recorder.errors.count == 2, "one error per call: \(recorder.errors)")
        for error in recorder.errors {
            #expect(error.kind == .navigationFailed)
            #expect(error.coordinator == test.coordinator)
            #expect(error.routeIdentifier == "invalidRoute")
            #expect(error.routeType == "UnhandledRoute")
            #expect(error.message == "No coordinator in hierarchy can handle this route")
            #expect(error.description.hasPrefix("navigationFailed in \(test.coordinator) for UnhandledRoute.invalidRoute"))
        }
    }

    @Test("B41 an observer on the starting coordinator's branch receives the error too; observers elsewhere do not")
    func observersOnTheBranch() throws {
        let (app, _) = try S.make(S.insideOcean)
        let blueRecorder = NavigationRecorder()
        let greenRecorder = NavigationRecorder()
        try S.blue(app).addObserver(blueRecorder)
        try S.green(app).addObserver(greenRecorder)
        #expect(app.visibleCoordinator.navigate(to: UnhandledRoute.invalidRoute) == false)
        #expect(blueRecorder.errors.map(\.coordinator) == ["OceanCoordinator"])
        #expect(greenRecorder.errors.isEmpty)
    }

    @Test("B42 two demo apps side by side: each recorder sees only its own app's errors")
    func twoAppsDoNotShareErrors() throws {
        let (first, firstRecorder) = try S.make(S.freshTabs)
        let (second, secondRecorder) = try S.make(S.insideOcean)
        #expect(first.navigate(to: UnhandledRoute.invalidRoute) == false)
        #expect(firstRecorder.errors.map(\.coordinator) == ["AppCoordinator"])
        #expect(secondRecorder.errors.isEmpty)
        #expect(second.visibleCoordinator.navigate(to: UnhandledRoute.invalidRoute) == false)
        #expect(firstRecorder.errors.count == 1)
        #expect(secondRecorder.errors.map(\.coordinator) == ["OceanCoordinator"])
    }

    @Test("B41 B42 from a registered modal that is not presented (GreenModal): the app's observers get the error")
    func fromRegisteredModalNotPresented() throws {
        let (app, recorder) = try S.make(S.freshTabs)
        let modal = try #require(try S.green(app).modalCoordinators.first as? GreenModalCoordinator)
        let local = NavigationRecorder()
        modal.addObserver(local)
        let before = app.captureTree()
        #expect(modal.navigate(to: UnhandledRoute.invalidRoute) == false)
        #expect(app.captureTree() == before)
        #expect(local.errors.map(\.coordinator) == ["GreenModalCoordinator"])
        // GreenModal is owned (registered) by Green, so it is part of the app's tree.
        #expect(
            recorder.errors.map(\.coordinator) == ["GreenModalCoordinator"],
            "errors inside a registered, unpresented modal do not reach the root's observers")
    }
}
