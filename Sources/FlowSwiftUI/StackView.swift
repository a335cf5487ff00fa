#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// A coordinator's navigation stack: `NavigationStack(path:)` bound to the stack binding's
    /// `path`, each entry's screen built by its coordinator's `RouteViewFactory`, and what the
    /// stack's coordinator and its pushed children present.
    ///
    /// The back button, swipe back and the back menu write a shorter path, which the binding
    /// applies as one navigation (`.backButton` for one screen, `.backMenu` for more); a write
    /// the engine refuses or `canUserDismiss(_:)` vetoes puts the path back.
    public struct StackView: View {
        @Bindable var stack: StackBinding
        let bindings: NavigationBindings

        /// The stack `stack` projects, from `bindings`.
        public init(_ stack: StackBinding, in bindings: NavigationBindings) {
            _stack = Bindable(stack)
            self.bindings = bindings
        }

        // snippet:stack-body begin
        public var body: some View {
            NavigationStack(path: $stack.path) {
                RouteView(entry: stack.root, bindings: bindings)
                    .navigationDestination(for: StackEntry.self) { entry in
                        RouteView(entry: entry, bindings: bindings)
                    }
            }
            .background {
                // The stack's coordinator and each pushed child along the path present from here.
                ForEach(presenters, id: \.self) { presenter in
                    Color.clear.presentations(of: presenter, in: bindings)
                }
            }
        }
        // snippet:stack-body end

        /// The stack's coordinator, then each coordinator with an entry on the path, once each.
        private var presenters: [CoordinatorIdentity] {
            var presenters = [stack.coordinator]
            for entry in stack.path where !presenters.contains(entry.coordinator) { presenters.append(entry.coordinator) }
            return presenters
        }
    }
#endif
