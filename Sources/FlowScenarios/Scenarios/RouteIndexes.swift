import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// Route indexes by app name, each built on first use: one per parser or runner.
final class RouteIndexes: Sendable {
    private let indexes = LockedValue<[String: RouteIndex]>([:])

    func index(for app: any AtlasApp) -> RouteIndex {
        if let known = indexes.withLock({ $0[app.name] }) { return known }
        let index = RouteIndex(app)
        indexes.withLock { $0[app.name] = index }
        return index
    }
}
