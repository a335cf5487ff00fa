/// How a coordinator shows one of its own routes.
public enum NavigationType: String, Sendable, Codable {
    /// Push onto the coordinator's stack.
    case push
    /// Pop the top, then push; on an empty stack this is a push.
    case replace
    /// Present the registered modal coordinator whose root has this route's identifier.
    case modal
    /// Make the route the coordinator's root, with an empty stack: its pushed routes and pushed
    /// children leave (UIKit's `setViewControllers([screen])`, FlowStacks' `routes = [.root(…)]`).
    /// One `resetStack` event. For a root with routes above it, see `Coordinator.resetStack(root:stack:)`.
    case setRoot
}
