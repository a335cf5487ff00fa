#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// The view of one coordinator of a projected tree: its navigation stack (`StackView`), its
    /// tab bar (`TabsView`) or its current flow (`FlowView`), whichever it shows. What it presents
    /// comes with it. Show the root of the app with `CoordinatorView(bindings)`.
    ///
    /// Decides nothing: every value comes from the bindings, and every write the user makes goes
    /// back through them as one navigation (see docs/swiftui.md).
    public struct CoordinatorView: View {
        let id: CoordinatorIdentity
        let bindings: NavigationBindings

        /// The view of the projected tree's root.
        public init(_ bindings: NavigationBindings) {
            self.init(bindings.root, in: bindings)
        }

        /// The view of `coordinator`, a coordinator of `bindings`' tree that is not pushed.
        public init(_ coordinator: any AnyCoordinator, in bindings: NavigationBindings) {
            self.init(id: coordinator.identity, in: bindings)
        }

        init(id: CoordinatorIdentity, in bindings: NavigationBindings) {
            self.id = id
            self.bindings = bindings
        }

        public var body: some View {
            if let coordinator = bindings.coordinator(id) {
                if let stack = bindings.stack(of: coordinator) {
                    StackView(stack, in: bindings)
                } else if let tabs = bindings.tabs(of: coordinator) {
                    TabsView(tabs, in: bindings)
                } else if let flow = bindings.flow(of: coordinator) {
                    FlowView(flow, in: bindings)
                }
            }
        }
    }
#endif
