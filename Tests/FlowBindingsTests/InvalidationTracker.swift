import FlowBindings
import FlowCore
import Foundation
import Observation

/// Counts the Observation notifications of every property of every model of a tree's bindings
/// across one change, and compares each property's value before and after: a notification
/// without a change is spurious, a change without a notification is missed.
final class InvalidationTracker: @unchecked Sendable {
    private struct Tracked {
        let name: String
        let read: () -> String
    }

    private var tracked: [Tracked] = []
    private var before: [String] = []
    private let lock = NSLock()
    private var notified: Set<Int> = []

    /// Tracks every property of every model `bindings` has for the coordinators below its root
    /// (creating them first).
    init(_ bindings: NavigationBindings) {
        for (index, coordinator) in BindingsDump.coordinators(below: bindings.root).enumerated() {
            if let stack = bindings.stack(of: coordinator) {
                tracked.append(Tracked(name: "#\(index).stack.root") { "\(stack.root)@\(stack.root.position)" })
                tracked.append(Tracked(name: "#\(index).stack.path") { stack.path.map { "\($0)@\($0.position)" }.joined(separator: " ") })
            }
            let presentation = bindings.presentation(of: coordinator)
            tracked.append(Tracked(name: "#\(index).sheet") { presentation.sheet.map { "\($0.route) \($0.detents)" } ?? "-" })
            tracked.append(Tracked(name: "#\(index).cover") { presentation.cover.map { "\($0.route)" } ?? "-" })
            tracked.append(Tracked(name: "#\(index).detour") { presentation.detour.map { "\($0.route)" } ?? "-" })
            tracked.append(Tracked(name: "#\(index).selectedDetent") { presentation.selectedDetent?.rawValue ?? "-" })
            if let tabs = bindings.tabs(of: coordinator) {
                tracked.append(Tracked(name: "#\(index).selectedTab") { "\(tabs.selectedTab)" })
                tracked.append(Tracked(name: "#\(index).tabs") { tabs.tabs.map(\.title).joined(separator: ",") })
            }
            if let flow = bindings.flow(of: coordinator) {
                tracked.append(Tracked(name: "#\(index).flow") { flow.current.map { "\($0)" } ?? "-" })
            }
        }
        // Values are compared as text; identities (sheets, flows) are part of it through the
        // item's route and the flow's identity.
        before = tracked.map { $0.read() }
        for (index, property) in tracked.enumerated() {
            withObservationTracking {
                _ = property.read()
            } onChange: { [self] in
                lock.lock()
                notified.insert(index)
                lock.unlock()
            }
        }
    }

    /// How many properties are tracked.
    var count: Int { tracked.count }

    /// The properties notified without a change, and those changed without a notification.
    func verdict() -> (spurious: [String], missed: [String], notified: Int) {
        lock.lock()
        defer { lock.unlock() }
        var spurious: [String] = []
        var missed: [String] = []
        for (index, property) in tracked.enumerated() {
            let changed = property.read() != before[index]
            if notified.contains(index), !changed { spurious.append(property.name) }
            if changed, !notified.contains(index) { missed.append(property.name) }
        }
        return (spurious, missed, notified.count)
    }
}
