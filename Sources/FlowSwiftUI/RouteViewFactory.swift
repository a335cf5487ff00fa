#if canImport(SwiftUI)
    import FlowCore
    import SwiftUI

    /// A coordinator's `ViewFactory` that also builds each route's SwiftUI view: how FlowSwiftUI
    /// shows a screen. Give it to the coordinator's router; the engine keeps using the headless
    /// `Screen` (tests, snapshots and `viewCreationFailed` are unchanged), and FlowSwiftUI asks
    /// the same factory for the view.
    ///
    /// ```swift
    /// Router(initial: .list, factory: RouteViewFactory { route, shop in
    ///     switch route {
    ///     case .list: ShopList(open: { shop.navigate(to: ShopRoute.detail) })
    ///     case .detail: ShopDetail()
    ///     }
    /// })
    /// ```
    ///
    /// Typed to the coordinator's own route type, so no screen needs a cast. The closure gets the
    /// coordinator that shows the route (the router's, which does not exist yet when the router is
    /// made), so a screen can navigate. A coordinator whose router has another factory (or none)
    /// shows its `Screen`'s title as text.
    public final class RouteViewFactory<R: Route>: ViewFactory<R> {
        private let content: @MainActor (R, Coordinator<R>) -> AnyView

        /// A factory whose views are `content`'s.
        ///
        /// - Parameters:
        ///   - screen: The headless screen of a route, as `ViewFactory(_:)` takes it (`nil`: the
        ///     engine reports `viewCreationFailed` when the route is shown). Default: a screen
        ///     titled with the route's identifier.
        ///   - content: The view of a route, given the coordinator that shows it; built on the
        ///     main actor.
        public init<Content: View>(
            screen: @escaping (R) -> Screen? = { Screen(title: $0.identifier) },
            @ViewBuilder content: @escaping @MainActor (R, Coordinator<R>) -> Content
        ) {
            self.content = { AnyView(content($0, $1)) }
            super.init(screen)
        }

        /// The view of `route`, shown by `coordinator`.
        @MainActor public func view(for route: R, in coordinator: Coordinator<R>) -> AnyView { content(route, coordinator) }
    }
#endif
