import FlowCore

/// What a demo URL asks for.
public enum DemoDeepLink {
    /// Navigate to a route.
    case navigate(AnyRoute)
    /// Present a fresh Yellow detour (root `lightYellow`) on the tab coordinator; a second nests.
    case yellowDetour
}
