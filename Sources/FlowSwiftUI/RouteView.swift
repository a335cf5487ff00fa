#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// One screen of a stack: its route's view, built by the coordinator the entry names.
    struct RouteView: View {
        let entry: StackEntry
        let bindings: NavigationBindings

        var body: some View {
            if let source = bindings.coordinator(entry.coordinator) as? any RouteViewSource {
                source.routeView(for: entry.route)
            }
        }
    }
#endif
