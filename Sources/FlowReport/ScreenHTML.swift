import FlowCore

/// The screen of a captured tree as the user sees it, drawn in HTML like a phone: the tab bar
/// with its selection, each stack as a navigation bar (back button, title) over a breadcrumb,
/// sheets as cards over it with their detent, covers and detours over those.
///
/// The layers are the ones a snapshot's `## screen` section lists, in the same order, and
/// carry `data-role` attributes (`screen`, `tabbar`, `tab`, `layer`, `navbar`, `back`,
/// `title`, `stack`, `stack-entry`) with `data-kind` (`stack`, `sheet`, `cover`, `detour`),
/// `data-detent` and `data-selected`, so tests can read them. Each stack entry has its position
/// in its layer's stack (`data-index`, 0 for the root), and the layer that holds the visible
/// coordinator is `data-visible="true"`: its entries are the stack a back gesture works on, so the
/// playground sends a tapped entry's position, never its text. Every name and route is escaped.
public enum ScreenHTML {
    /// The screen of `tree`.
    public static func render(_ tree: NavigationTree) -> String {
        var html = "<div class=\"phone\" data-role=\"screen\">\n"
        var drawer = LayerDrawer(tree: tree)
        drawer.addLayer(startingAt: 0, kind: "stack", detent: nil)
        html += drawer.html
        html += "</div>\n"
        return html
    }

    private struct LayerDrawer {
        let tree: NavigationTree
        /// Layers are siblings in the order they cover each other: later ones paint on top, with
        /// no inline style (the playground's Content-Security-Policy allows none).
        var html = ""

        mutating func addLayer(startingAt id: Int, kind: String, detent: String?) {
            var routes: [String] = []
            var presenters: [Int] = []
            var tabBar: String?
            flatten(id, routes: &routes, presenters: &presenters, tabBar: &tabBar)
            let detentAttribute = detent.map { " data-detent=\"\(HTMLText.escape($0))\"" } ?? ""
            let visible = tree.visibleChain.last.map(presenters.contains) == true
            html += "<section class=\"layer layer-\(kind)\" data-role=\"layer\" data-kind=\"\(kind)\"\(detentAttribute) data-visible=\"\(visible)\">\n"
            let title = routes.last ?? ""
            let back = routes.count > 1 ? routes[routes.count - 2] : nil
            html += "<header class=\"navbar\" data-role=\"navbar\">"
            if let back { html += "<span class=\"back\" data-role=\"back\">‹ \(HTMLText.escape(Self.shortName(back)))</span>" }
            html += "<span class=\"title\" data-role=\"title\">\(HTMLText.escape(Self.shortName(title)))</span>"
            if let detent { html += "<span class=\"detent\">\(HTMLText.escape(detent))</span>" }
            html += "</header>\n<ol class=\"stack\" data-role=\"stack\">"
            for (index, route) in routes.enumerated() { html += "<li data-index=\"\(index)\" data-role=\"stack-entry\">\(HTMLText.escape(route))</li>" }
            html += "</ol>\n"
            if let tabBar { html += tabBar }
            html += "</section>\n"
            // Outer presenters cover inner ones; within one coordinator a detour covers its modal.
            for presenter in presenters.reversed() {
                let node = tree.nodes[presenter]
                if let modal = node.presentedModal {
                    let detents = node.detents ?? .default
                    if detents.shouldUseFullScreenCover {
                        addLayer(startingAt: modal, kind: "cover", detent: nil)
                    } else {
                        addLayer(startingAt: modal, kind: "sheet", detent: detents.effectiveDetent.rawValue)
                    }
                }
                if let detour = node.presentedDetour { addLayer(startingAt: detour, kind: "detour", detent: nil) }
            }
        }

        private func flatten(_ id: Int, routes: inout [String], presenters: inout [Int], tabBar: inout String?) {
            let node = tree.nodes[id]
            presenters.append(id)
            switch node.kind {
            case .flowOrchestrator:
                if let flow = node.children.first { flatten(flow, routes: &routes, presenters: &presenters, tabBar: &tabBar) }
            case .tabs:
                let selected = node.selectedTab ?? 0
                var bar = "<nav class=\"tabbar\" data-role=\"tabbar\">"
                for (index, child) in node.children.enumerated() {
                    let name = HTMLText.escape(tree.nodes[child].title)
                    bar += "<span class=\"tab\" data-role=\"tab\" data-index=\"\(index)\" data-selected=\"\(index == selected)\">\(name)</span>"
                }
                tabBar = bar + "</nav>\n"
                if node.children.indices.contains(selected) {
                    flatten(node.children[selected], routes: &routes, presenters: &presenters, tabBar: &tabBar)
                }
            case .coordinator:
                for route in [node.root] + node.stack { routes.append(route.description) }
                for child in node.pushedChildren { flatten(child, routes: &routes, presenters: &presenters, tabBar: &tabBar) }
            }
        }

        /// `BlueRoute.darkBlue` -> `darkBlue`, for the navigation bar.
        static func shortName(_ route: String) -> String {
            guard let dot = route.firstIndex(of: ".") else { return route }
            return String(route[route.index(after: dot)...])
        }
    }
}
