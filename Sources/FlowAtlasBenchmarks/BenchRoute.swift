import FlowCore

/// A route of the synthetic trees: `r<id>` is handled by coordinator `id`.
struct BenchRoute: Route {
    let id: Int
    var identifier: String { "r\(id)" }
}
