import FlowCore

/// A coordinator of one tab of the big app, described by data: the screens it shows itself,
/// which of them it presents as modals, deep-link paths and detents. The roles below are small
/// subclasses, so their type names show in snapshots and pictures.
open class TabScreenCoordinator<Tab: BigAppTab>: Coordinator<Screen<Tab>> {
    let handled: Set<String>
    let modals: Set<String>
    let paths: [String: [String]]
    let detents: [String: ModalDetentConfiguration]

    init(root: String, handles: [String], modals: [String] = [], paths: [String: [String]] = [:],
         detents: [String: ModalDetentConfiguration] = [:]) {
        handled = Set(handles)
        self.modals = Set(modals)
        self.paths = paths
        self.detents = detents
        super.init(router: Router(initial: Screen<Tab>(named: root)!))
    }

    override open func canHandle(_ route: Screen<Tab>) -> Bool {
        handled.contains(route.identifier)
    }

    override open func navigationType(for route: Screen<Tab>) -> NavigationType {
        modals.contains(route.identifier) ? .modal : .push
    }

    override open func navigationPath(for route: any Route) -> [any Route]? {
        guard route is Screen<Tab>, let names = paths[route.identifier] else { return nil }
        return names.map { Screen<Tab>(named: $0)! }
    }

    override open func modalDetentConfiguration(for route: Screen<Tab>) -> ModalDetentConfiguration {
        detents[route.identifier] ?? .default
    }
}

/// A tab's root: five screens, two registered modals (the sheet, the settings), two pushed children.
public final class TabRootCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    /// A tab at its home screen.
    public init() {
        super.init(root: "home", handles: ["home", "page1", "page2", "page3", "page4", "sheet", "settings"], modals: ["sheet", "settings"],
                   detents: ["settings": ModalDetentConfiguration(detents: [.medium, .large])])
        addChild(DetailCoordinator<Tab>())
        addChild(SearchCoordinator<Tab>())
        addModalCoordinator(SheetCoordinator<Tab>())
        addModalCoordinator(SettingsCoordinator<Tab>())
    }
}

/// Pushed from the tab's root; `detail3` builds `detail2` first. Pushes the gallery.
public final class DetailCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "detail", handles: ["detail", "detail2", "detail3"], paths: ["detail3": ["detail2", "detail3"]])
        addChild(GalleryCoordinator<Tab>())
    }
}

/// Pushed inside the detail.
public final class GalleryCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "gallery", handles: ["gallery", "photo"]) }
}

/// The tab's sheet: a registered modal that presents the confirmation (a nested modal).
public final class SheetCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "sheet", handles: ["sheet", "sheetStep", "confirm"], modals: ["confirm"])
        addModalCoordinator(ConfirmCoordinator<Tab>())
    }
}

/// The nested modal inside the sheet; pushes the help.
public final class ConfirmCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "confirm", handles: ["confirm", "receipt"])
        addChild(HelpCoordinator<Tab>())
    }
}

/// Pushed inside the nested modal.
public final class HelpCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "help", handles: ["help", "helpTopic"]) }
}

/// The tab's settings: a registered modal with detents; pushes the account.
public final class SettingsCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "settings", handles: ["settings", "settings2", "settings3"], paths: ["settings3": ["settings2", "settings3"]])
        addChild(AccountCoordinator<Tab>())
    }
}

/// Pushed inside the settings.
public final class AccountCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "account", handles: ["account", "account2"]) }
}

/// Pushed from the tab's root; pushes the results.
public final class SearchCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "search", handles: ["search", "search2"])
        addChild(ResultCoordinator<Tab>())
    }
}

/// Pushed inside the search.
public final class ResultCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "result", handles: ["result", "result2"]) }
}
