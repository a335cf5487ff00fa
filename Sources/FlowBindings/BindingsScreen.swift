import FlowCore
import Foundation

/// The screen as the bindings show it, in the words of a text snapshot's `## screen` section
/// (`tab bar:`, `stack:`, `sheet […]:`, `cover […]:`, `detour:`, `current:` lines): built only
/// from the models a view layer reads (flows, tab bars, stack paths, presentations).
///
/// For an app's own tests: in every state, `BindingsScreen(bindings).lines` must equal
/// `BindingsScreen.comparable(snapshotScreen:)` of the snapshot's screen lines, which says that
/// a view bound to these models shows exactly the navigation state the snapshots test.
public struct BindingsScreen {
    /// The screen's lines, bottom layer first.
    public private(set) var lines: [String] = []
    private let bindings: NavigationBindings
    private var current: String?

    /// The screen `bindings` show now (creating the models it reads).
    public init(_ bindings: NavigationBindings) {
        self.bindings = bindings
        addLayer(startingAt: bindings.root, title: "stack")
        lines.append("current: \(current ?? "none")")
    }

    private mutating func addLayer(startingAt coordinator: any AnyCoordinator, title: String) {
        var routes: [String] = []
        var presenters: [any AnyCoordinator] = []
        show(coordinator, routes: &routes, presenters: &presenters)
        if !routes.isEmpty {
            lines.append("\(title): " + routes.joined(separator: " > "))
            current = routes.last
        }
        for presenter in presenters.reversed() {
            let presentation = bindings.presentation(of: presenter)
            if let sheet = presentation.sheet, let modal = bindings.coordinator(sheet.id) {
                addLayer(startingAt: modal, title: Self.title("sheet", sheet.detents, selected: presentation.selectedDetent))
            }
            if let cover = presentation.cover, let modal = bindings.coordinator(cover.id) {
                addLayer(startingAt: modal, title: Self.title("cover", cover.detents, selected: nil))
            }
            if let detour = presentation.detour, let presented = bindings.coordinator(detour.id) {
                addLayer(startingAt: presented, title: "detour")
            }
        }
    }

    private mutating func show(_ coordinator: any AnyCoordinator, routes: inout [String], presenters: inout [any AnyCoordinator]) {
        presenters.append(coordinator)
        if let flow = bindings.flow(of: coordinator) {
            if let current = flow.current, let shown = bindings.coordinator(current) { show(shown, routes: &routes, presenters: &presenters) }
        } else if let tabs = bindings.tabs(of: coordinator) {
            let names = tabs.tabs.map { $0.index == tabs.selectedTab ? "[\($0.title)]" : $0.title }
            lines.append("tab bar: " + names.joined(separator: " | "))
            if let tab = tabs.tabs.first(where: { $0.index == tabs.selectedTab }), let shown = bindings.coordinator(tab.id) {
                show(shown, routes: &routes, presenters: &presenters)
            }
        } else if let stack = bindings.stack(of: coordinator) {
            routes = ([stack.root] + stack.path).map(\.description)
            var seen: [CoordinatorIdentity] = [stack.coordinator]
            for entry in stack.path where !seen.contains(entry.coordinator) {
                seen.append(entry.coordinator)
                if let pushed = bindings.coordinator(entry.coordinator) { presenters.append(pushed) }
            }
        }
    }

    /// `sheet [medium,large @large]`; a selection equal to the first detent is the same screen,
    /// so it is left out (the model holds the detent shown, not whether it was chosen).
    private static func title(_ kind: String, _ detents: [ModalPresentationDetent], selected: ModalPresentationDetent?) -> String {
        var text = detents.map(\.rawValue).joined(separator: ",")
        if let selected, selected != detents.first { text += " @\(selected.rawValue)" }
        return "\(kind) [\(text)]"
    }

    /// A snapshot's screen lines in the bindings' terms: a selected detent equal to the sheet's
    /// first is the same screen (the models hold the detent shown, not whether it was chosen),
    /// and the view factory's verdicts (`!viewCreationFailed`) are about screens, not state.
    public static func comparable(snapshotScreen lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: " !viewCreationFailed", with: "") }.map { line in
            guard line.hasPrefix("sheet ["), let close = line.firstIndex(of: "]") else { return line }
            let inside = line[line.index(line.startIndex, offsetBy: 7)..<close]
            let parts = inside.split(separator: " @")
            guard parts.count == 2, parts[0].split(separator: ",").first == parts[1] else { return line }
            return "sheet [\(parts[0])" + line[close...]
        }
    }
}
