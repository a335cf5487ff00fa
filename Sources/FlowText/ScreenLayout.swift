import FlowCore

/// What the user sees, bottom to top: the tab bar, the navigation stack of each layer
/// (a coordinator's routes, then its pushed children flattened), sheets with their detents,
/// full-screen covers, detours, and the current route.
struct ScreenLayout {
    private(set) var lines: [String] = []
    private let tree: NavigationTree
    private var current: String?

    init(tree: NavigationTree) {
        self.tree = tree
        addLayer(startingAt: 0, title: "stack")
        lines.append("current: \(current ?? "none")")
        // A route held for later is part of the state, though nothing shows it yet.
        for node in tree.nodes where node.pending != nil {
            lines.append("pending: \(node.pending!) (held by \(node.label))")
        }
        // Identifiers come from the app: a line break in one must not start a line of its own.
        lines = lines.map(DisplayText.escaped)
    }

    private mutating func addLayer(startingAt id: Int, title: String) {
        var routes: [String] = []
        var presenters: [Int] = []
        flatten(id, routes: &routes, presenters: &presenters)
        if !routes.isEmpty {
            lines.append("\(title): " + routes.joined(separator: " > "))
            current = routes.last
        }
        // Outer presenters cover inner ones; within one coordinator a detour covers its modal.
        for presenter in presenters.reversed() {
            let node = tree.nodes[presenter]
            if let modal = node.presentedModal {
                addLayer(startingAt: modal, title: Self.modalTitle(node.detents))
            }
            if let detour = node.presentedDetour {
                addLayer(startingAt: detour, title: "detour")
            }
        }
    }

    private mutating func flatten(_ id: Int, routes: inout [String], presenters: inout [Int]) {
        let node = tree.nodes[id]
        presenters.append(id)
        switch node.kind {
        case .flowOrchestrator:
            if let flow = node.children.first { flatten(flow, routes: &routes, presenters: &presenters) }
        case .tabs:
            let selected = node.selectedTab ?? 0
            let names = node.children.enumerated().map { index, child in
                let name = tree.nodes[child].title
                return index == selected ? "[\(name)]" : name
            }
            lines.append("tab bar: " + names.joined(separator: " | "))
            if node.children.indices.contains(selected) {
                flatten(node.children[selected], routes: &routes, presenters: &presenters)
            }
        case .coordinator:
            for route in [node.root] + node.stack {
                let failed = node.viewCreationFailures.contains(route)
                routes.append(route.description + (failed ? " !viewCreationFailed" : ""))
            }
            for child in node.pushedChildren { flatten(child, routes: &routes, presenters: &presenters) }
        }
    }

    private static func modalTitle(_ detents: ModalDetentConfiguration?) -> String {
        let configuration = detents ?? .default
        var text = configuration.detents.map(\.rawValue).joined(separator: ",")
        if let selected = configuration.selectedDetent { text += " @\(selected.rawValue)" }
        return (configuration.shouldUseFullScreenCover ? "cover" : "sheet") + " [\(text)]"
    }
}
