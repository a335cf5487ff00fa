import FlowCore

/// A screen of one tab of the big app: 25 per tab, named by the part of the tab that shows it.
///
/// | screens | shown by |
/// |---|---|
/// | `home`, `page1` … `page4` | the tab's root coordinator (`sheet` and `settings` it presents as modals) |
/// | `detail`, `detail2`, `detail3` | a pushed child; `detail3` builds `detail2` first |
/// | `gallery`, `photo` | a child pushed inside the detail |
/// | `sheet`, `sheetStep` | a registered modal, which presents `confirm` |
/// | `confirm`, `receipt` | the nested modal inside the sheet |
/// | `help`, `helpTopic` | a child pushed inside the nested modal |
/// | `settings`, `settings2`, `settings3` | a registered modal with a medium detent |
/// | `account`, `account2` | a child pushed inside the settings |
/// | `search`, `search2`, `result`, `result2` | a pushed child, and a child pushed inside it |
public struct Screen<Tab: BigAppTab>: Route, CaseIterable, Sendable {
    /// The screen's position in `names`.
    public let index: Int

    /// A screen by position.
    public init(_ index: Int) {
        precondition(Screen.names.indices.contains(index), "a tab has \(Screen.names.count) screens")
        self.index = index
    }

    /// A screen by name (`nil` when no screen has it).
    public init?(named name: String) {
        guard let index = Screen.names.firstIndex(of: name) else { return nil }
        self.index = index
    }

    /// The screens of every tab, in order.
    public static var names: [String] { BigAppScreens.names }

    public var identifier: String { Screen.names[index] }

    public static var allCases: [Screen] { names.indices.map(Screen.init) }
}
