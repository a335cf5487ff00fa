#if canImport(SwiftUI)
    import FlowCore
    import SwiftUI

    /// A coordinator that builds the view of one of its routes, reached without knowing its route
    /// type: every `Coordinator<R>`, through its router's factory.
    protocol RouteViewSource: AnyObject {
        /// The view of `route`, one of this coordinator's own.
        @MainActor func routeView(for route: AnyRoute) -> AnyView
    }

    extension Coordinator: RouteViewSource {
        @MainActor func routeView(for route: AnyRoute) -> AnyView {
            // An entry's route is always its coordinator's own (`StackEntry.coordinator`).
            guard let typed = route.base as? R else { return AnyView(Text(route.description)) }
            if let factory = router.viewFactory as? RouteViewFactory<R> { return factory.view(for: typed, in: self) }
            // Not a SwiftUI factory: the headless screen's title, what the snapshots print.
            return AnyView(Text(router.screen(for: typed)?.title ?? route.identifier))
        }
    }
#endif
