/// A test-only switch of the demo: the same app with one route's handling changed, so two
/// explorations of it can be compared (`flowatlas diff`, `make demo`). Not a fork: every other
/// coordinator and route is the demo's own.
public enum DemoVariant: String, CaseIterable, Sendable {
    /// The demo as it ships.
    case standard
    /// Red no longer handles `RedRoute.lightRed`: the screen is unreachable and its deep link fails.
    case lightRedUnhandled = "light-red-unhandled"
}
