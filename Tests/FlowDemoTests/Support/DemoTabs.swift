import FlowCore
import FlowDemo
import Testing

/// The demo at its tab flow, every tab at its root, each coordinator found and typed, and a
/// recorder attached afterwards: the starting point shared by the demo behaviour tests.
struct DemoTabs {
    let app = DemoApp.make()
    let recorder = NavigationRecorder()
    let tabs: MainTabCoordinator
    let red: RedCoordinator
    let rainbow: RainbowCoordinator
    let detail: RainbowDetailCoordinator
    let green: GreenCoordinator
    let greenModal: GreenModalCoordinator
    let darkest: GreenDarkestModalCoordinator
    let blue: BlueCoordinator
    let deepBlue: DeepBlueCoordinator
    let level3: Level3ModalCoordinator
    let nested: NestedModalCoordinator
    let ocean: OceanCoordinator
    let yellow: YellowCoordinator
    let purple: PurpleCoordinator

    init() throws {
        try #require(app.navigate(to: AppRoute.tabRoot))
        tabs = try #require(app.currentFlow as? MainTabCoordinator)
        try #require(tabs.tabs.count == 5)
        red = try #require(tabs.tabs[0] as? RedCoordinator)
        rainbow = try #require(red.children.first as? RainbowCoordinator)
        detail = try #require(rainbow.children.first as? RainbowDetailCoordinator)
        green = try #require(tabs.tabs[1] as? GreenCoordinator)
        greenModal = try #require(green.modalCoordinators.first as? GreenModalCoordinator)
        darkest = try #require(greenModal.modalCoordinators.first as? GreenDarkestModalCoordinator)
        blue = try #require(tabs.tabs[2] as? BlueCoordinator)
        deepBlue = try #require(blue.children.first as? DeepBlueCoordinator)
        level3 = try #require(deepBlue.modalCoordinators.first as? Level3ModalCoordinator)
        nested = try #require(level3.modalCoordinators.first as? NestedModalCoordinator)
        ocean = try #require(nested.children.first as? OceanCoordinator)
        yellow = try #require(tabs.tabs[3] as? YellowCoordinator)
        purple = try #require(tabs.tabs[4] as? PurpleCoordinator)
        app.addObserver(recorder)
    }

    /// Navigates from the screen the user is looking at.
    @discardableResult
    func fromVisible(_ route: any Route) -> Bool { app.visibleCoordinator.navigate(to: route) }

    /// The applied steps so far, as `kind coordinator [other] [route]`.
    var steps: [String] {
        recorder.events.map { event in
            // Child, tab and dismissal events also name the child's, tab's or dismissed route
            // and coordinator; these steps list only what the step itself changed.
            let subjectOnly: Set<NavigationEvent.Kind> = [.pushChild, .popChild, .selectTab, .dismissModal, .dismissDetour]
            let isSubject = subjectOnly.contains(event.kind)
            let other = event.kind == .dismissModal || event.kind == .dismissDetour ? nil : event.other
            return [event.kind.rawValue, event.coordinator, other, isSubject ? nil : event.route?.description].compactMap { $0 }.joined(separator: " ")
        }
    }
}
