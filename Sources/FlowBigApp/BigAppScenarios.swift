import FlowScenarios
import Foundation

/// Scenario files for the big app, generated (deterministic: the same arguments give the same text).
///
/// Each scenario signs in, then reaches `checkpoints` states across the tabs, one snapshot each:
/// pushes on a tab's root, a deep link into a pushed child's pushed child, a nested modal with a
/// pushed child, a modal with detents dismissed after a push inside it, a URL then back, the promo
/// detour. Every expectation holds, so recording them gives references that `check` matches.
public enum BigAppScenarios {
    /// The tab types' names, in tab-bar order (`Home`, `Feed`, …).
    static let tabNames = BigAppCoordinator.tabs.map { String(describing: $0) }

    /// The name of scenario `index`: `big-0001`.
    public static func name(_ index: Int) -> String {
        "big-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index)
    }

    /// Scenario `index` (1-based) with `checkpoints` snapshot steps.
    public static func scenario(_ index: Int, checkpoints: Int = 5) -> String {
        var lines = [
            "name: \(name(index))", "app: big", "summary: signs in, then \(checkpoints) checkpoints across the tabs", "steps:",
            "  - open: bigapp://app/main",
        ]
        for checkpoint in 1...checkpoints {
            let tab = tabNames[(index * 7 + checkpoint * 3) % tabNames.count]
            lines += block((index + checkpoint) % 6, tab: tab).map { "  - " + $0 }
            lines.append("  - snapshot: step\(checkpoint)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The steps of one kind of block in `tab`.
    static func block(_ kind: Int, tab: String) -> [String] {
        let screen = "Screen<\(tab)>"
        switch kind {
        case 0: return ["navigate: { route: \(screen).page3, from: top }"]
        case 1: return ["navigate: \(screen).detail3", "navigate: \(screen).photo"]
        case 2: return ["navigate: \(screen).sheet", "navigate: \(screen).confirm", "navigate: \(screen).helpTopic"]
        case 3: return ["navigate: \(screen).settings3", "navigate: \(screen).account2", "dismissModal"]
        case 4: return ["open: bigapp://\(tab.lowercased())/result2", "back"]
        default: return ["navigate: { route: \(screen).home, from: top }", "presentDetour: promo", "navigate: PromoRoute.terms"]
        }
    }

    /// `count` scenarios, by file name (`big-0001.yaml`).
    public static func files(count: Int = 500, checkpoints: Int = 5) -> [(name: String, text: String)] {
        (1...count).map { ("\(name($0)).yaml", scenario($0, checkpoints: checkpoints)) }
    }

    /// Writes `count` scenarios into `folder/scenarios/` (creating it): a snapshot folder without references.
    public static func write(count: Int = 500, checkpoints: Int = 5, into folder: URL) throws {
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        for (file, text) in files(count: count, checkpoints: checkpoints) {
            try Data(text.utf8).write(to: scenarios.appendingPathComponent(file))
        }
    }

    /// One scenario of `steps` steps (navigations across the tabs, back, pop to root, a snapshot
    /// every 1,000 steps), for measuring how fast scenario files are read.
    public static func long(steps: Int) -> String {
        var lines = ["name: big-long", "app: big", "summary: \(steps) steps across the tabs", "steps:", "  - open: bigapp://app/main"]
        lines.reserveCapacity(steps + 5)
        let screens = ["page2", "detail3", "photo", "sheetStep", "receipt", "settings2", "account", "search2", "result2"]
        var count = 1
        while count < steps {
            let tab = tabNames[count % tabNames.count]
            switch count % 10 {
            case 9: lines.append("  - back")
            case 4: lines.append("  - popToRoot")
            case 7: lines.append("  - navigate: { route: Screen<\(tab)>.home, from: top }")
            default: lines.append("  - navigate: Screen<\(tab)>.\(screens[count % screens.count])")
            }
            count += 1
            if count % 1_000 == 0, count < steps {
                lines.append("  - snapshot: at\(count)")
                count += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
