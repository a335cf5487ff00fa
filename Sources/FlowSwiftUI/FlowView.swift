#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// A flow orchestrator's current flow (for example login, then the main tabs): a
    /// `CoordinatorView` of `FlowBinding.current`, with a fresh identity for each flow. Flows
    /// change only through navigation; the user has no gesture here.
    public struct FlowView: View {
        let flow: FlowBinding
        let bindings: NavigationBindings

        /// The flow `flow` projects, from `bindings`.
        public init(_ flow: FlowBinding, in bindings: NavigationBindings) {
            self.flow = flow
            self.bindings = bindings
        }

        public var body: some View {
            ZStack {
                if let current = flow.current {
                    CoordinatorView(id: current, in: bindings).id(current)
                }
            }
            .presentations(of: flow.coordinator, in: bindings)
        }
    }
#endif
