extension NavigationTree {
    /// A readable, deterministic, indented outline: one line per coordinator that is part of
    /// the navigation state (registered modals that are not presented are left out).
    ///
    /// ```
    /// AppCoordinator<AppRoute> root  root=tabRoot current=tabRoot
    ///   [flow] MainTabCoordinator<AppRoute> root=tabRoot tab=2 current=tabRoot
    ///     [tab 0] RedCoordinator<RedRoute> root=red current=red
    /// ```
    public var outline: String {
        var lines: [String] = []
        appendOutline(of: 0, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The label of node `id` as its parent sees it: `tab 2`, `pushed`, `child`, `modal`, `detour`, `flow`.
    public func relationLabel(of id: Int) -> String { link(of: id).description }

    /// One line describing node `id`'s own state (no indentation, no relation). Identifiers are
    /// shown with line breaks and other control characters escaped (`\n`, `\e`), so a line is one node.
    public func summary(of id: Int) -> String {
        let node = nodes[id]
        // A generic coordinator's type name already carries its route type (`ThreadCoordinator<ReplyRoute>`).
        var name = node.typeName.hasSuffix("<\(node.routeType)>") ? node.typeName : "\(node.typeName)<\(node.routeType)>"
        if let displayName = node.displayName { name += ":\(displayName)" }
        var parts = [name, "root=\(node.root.identifier)"]
        parts.append("stack=[\(node.stack.map(\.identifier).joined(separator: ", "))]")
        if let presented = node.presented {
            var text = "presented=\(presented.identifier)"
            if let detents = node.detents {
                text += " detents=[\(detents.detents.map(\.rawValue).joined(separator: ","))]"
                if let selected = detents.selectedDetent { text += "@\(selected.rawValue)" }
            }
            parts.append(text)
        }
        if let detour = node.detour { parts.append("detour=\(detour)") }
        if let tab = node.selectedTab { parts.append("tab=\(tab)") }
        if let pending = node.pending { parts.append("pending=\(pending.identifier)") }
        if !node.viewCreationFailures.isEmpty {
            parts.append("viewCreationFailed=[\(node.viewCreationFailures.map(\.identifier).joined(separator: ", "))]")
        }
        return DisplayText.escaped(parts.joined(separator: " "))
    }

    private func appendOutline(of id: Int, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let label = depth == 0 ? "" : "[\(relationLabel(of: id))] "
        lines.append(indent + label + summary(of: id))
        let node = nodes[id]
        for child in node.children { appendOutline(of: child, depth: depth + 1, into: &lines) }
        if let modal = node.presentedModal { appendOutline(of: modal, depth: depth + 1, into: &lines) }
        if let detour = node.presentedDetour { appendOutline(of: detour, depth: depth + 1, into: &lines) }
    }
}
