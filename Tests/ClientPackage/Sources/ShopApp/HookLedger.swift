/// Counts the hook calls the engine makes on the shop's coordinators.
///
/// Every `canHandle` override reports here, so tests can check the engine's promise that
/// `canHandle` is asked at most once per coordinator per `navigate(to:)`. The ledger holds
/// no coordinator, only object identifiers and names, so it never keeps one alive.
final class HookLedger {
    private(set) var canHandleCalls: [ObjectIdentifier: Int] = [:]
    private(set) var names: [ObjectIdentifier: String] = [:]
    /// `handleFlowChange` calls, in order, as route identifiers.
    private(set) var flowChanges: [String] = []

    init() {}

    func recordCanHandle(_ coordinator: AnyObject) {
        let id = ObjectIdentifier(coordinator)
        canHandleCalls[id, default: 0] += 1
        names[id] = String(describing: type(of: coordinator))
    }

    func recordFlowChange(_ identifier: String) { flowChanges.append(identifier) }

    /// All `canHandle` calls since the last reset.
    var totalCanHandleCalls: Int { canHandleCalls.values.reduce(0, +) }

    /// Coordinators asked more than once since the last reset, with their counts.
    var askedMoreThanOnce: [String: Int] {
        var result: [String: Int] = [:]
        for (id, count) in canHandleCalls where count > 1 { result[names[id] ?? "?", default: 0] = count }
        return result
    }

    /// Forgets the `canHandle` counts (not the flow changes).
    func resetCanHandle() {
        canHandleCalls = [:]
        names = [:]
    }
}
