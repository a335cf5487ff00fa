import FlowBindings
import FlowCore

/// Every value of every model of a tree's bindings, as text: two bindings of the same tree
/// must dump identically (no drift). Materializing the dump also creates every model.
enum BindingsDump {
    /// Every coordinator a view layer can see or will see: owned children, registered modals,
    /// presented modals and detours, below `root`.
    static func coordinators(below root: any AnyCoordinator) -> [any AnyCoordinator] {
        var result: [any AnyCoordinator] = []
        func visit(_ node: any AnyCoordinator) {
            guard !result.contains(where: { $0 === node }) else { return }
            result.append(node)
            for child in node.children { visit(child) }
            if let modal = node.presentedModal { visit(modal) }
            if let detour = node.presentedDetour { visit(detour) }
            for modal in node.modalCoordinators { visit(modal) }
        }
        visit(root)
        return result
    }

    static func text(of bindings: NavigationBindings) -> String {
        var lines: [String] = []
        let all = coordinators(below: bindings.root)
        let ids = Dictionary(all.enumerated().map { ($1.identity, $0) }, uniquingKeysWith: { first, _ in first })
        func name(_ identity: CoordinatorIdentity?) -> String { identity.map { ids[$0].map { "#\($0)" } ?? "#?" } ?? "-" }
        for (index, coordinator) in all.enumerated() {
            var parts = ["#\(index)"]
            if let stack = bindings.stack(of: coordinator) {
                let path = stack.path.map { "\($0)@\(name($0.coordinator)).\($0.position)" }
                parts.append("stack \(stack.root) | \(path.joined(separator: " "))")
            }
            let presentation = bindings.presentation(of: coordinator)
            if let sheet = presentation.sheet {
                parts.append("sheet \(name(sheet.id)) \(sheet.route) \(sheet.detents) @\(presentation.selectedDetent.map(\.rawValue) ?? "-")")
            }
            if let cover = presentation.cover { parts.append("cover \(name(cover.id)) \(cover.route)") }
            if let detour = presentation.detour { parts.append("detour \(name(detour.id)) \(detour.route)") }
            if let tabs = bindings.tabs(of: coordinator) {
                parts.append("tabs \(tabs.selectedTab) \(tabs.tabs.map { "\($0.title)\(name($0.id))" })")
            }
            if let flow = bindings.flow(of: coordinator) { parts.append("flow \(name(flow.current))") }
            lines.append(parts.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}
