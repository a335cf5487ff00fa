import FlowCore

/// The screen names every tab shares.
enum BigAppScreens {
    static let names = [
        "home", "page1", "page2", "page3", "page4",
        "detail", "detail2", "detail3", "gallery", "photo",
        "sheet", "sheetStep", "confirm", "receipt", "help", "helpTopic",
        "settings", "settings2", "settings3", "account", "account2",
        "search", "search2", "result", "result2",
    ]

    static func index(_ name: String) -> Int { names.firstIndex(of: name)! }
}
