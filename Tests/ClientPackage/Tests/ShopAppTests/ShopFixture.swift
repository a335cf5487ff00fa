import FlowCore
import Testing

@testable import ShopApp

/// A shop app with a recorder on its root, and navigation helpers that check, on every
/// call, that `canHandle` was asked at most once per coordinator (counted in the overrides).
struct Shop {
    let app: ShopAppCoordinator
    let recorder = NavigationRecorder()

    var ledger: HookLedger { app.ledger }

    /// A fresh shop at onboarding.
    init() {
        app = ShopAppCoordinator()
        app.addObserver(recorder)
    }

    /// A fresh shop already in the main tabs (from onboarding's screen), recorder cleared.
    static func main(sourceLocation: SourceLocation = #_sourceLocation) throws -> Shop {
        let shop = Shop()
        try #require(shop.go(AppRoute.main, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        shop.recorder.reset()
        return shop
    }

    /// `navigate(to:)` from `entry` (default: the visible coordinator), checking the canHandle budget.
    @discardableResult
    func go(
        _ route: any Route, from entry: (any AnyCoordinator)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        ledger.resetCanHandle()
        let start = entry ?? app.visibleCoordinator
        let result = start.navigate(to: route)
        #expect(
            ledger.askedMoreThanOnce.isEmpty,
            "canHandle asked more than once per coordinator: \(ledger.askedMoreThanOnce)", sourceLocation: sourceLocation)
        return result
    }

    /// Navigates to `route` from `entry`, expecting a failure of `kind` that changes nothing.
    func expectAtomicFailure(
        _ route: any Route, from entry: (any AnyCoordinator)? = nil, kind: NavigationError.Kind,
        coordinator: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = app.captureTree()
        recorder.reset()
        #expect(go(route, from: entry, sourceLocation: sourceLocation) == false, sourceLocation: sourceLocation)
        #expect(app.captureTree() == before, "the tree changed:\n\(app.captureTree().outline)", sourceLocation: sourceLocation)
        #expect(recorder.events.isEmpty, "no step is applied", sourceLocation: sourceLocation)
        #expect(recorder.errors.count == 1, sourceLocation: sourceLocation)
        let error = recorder.errors.first
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.coordinator == coordinator, sourceLocation: sourceLocation)
        #expect(error?.routeIdentifier == route.identifier, sourceLocation: sourceLocation)
        #expect(error?.routeType == AnyRoute(route).typeName, sourceLocation: sourceLocation)
        #expect(error.map { $0.description.hasPrefix("\(kind.name) in \(coordinator)") } == true, sourceLocation: sourceLocation)
    }

    // MARK: The tree

    func tabs(sourceLocation: SourceLocation = #_sourceLocation) throws -> MainTabsCoordinator {
        try #require(app.currentFlow as? MainTabsCoordinator, sourceLocation: sourceLocation)
    }

    func catalog() throws -> CatalogCoordinator { try #require(try tabs().tabs[0] as? CatalogCoordinator) }
    func orders() throws -> OrdersCoordinator { try #require(try tabs().tabs[1] as? OrdersCoordinator) }
    func account() throws -> AccountCoordinator { try #require(try tabs().tabs[2] as? AccountCoordinator) }

    func filters() throws -> FiltersCoordinator {
        try #require(try catalog().modalCoordinators.first as? FiltersCoordinator)
    }

    func price() throws -> PriceCoordinator { try #require(try filters().children.first as? PriceCoordinator) }

    /// Steps of the events recorded so far, as "kind coordinator [route]". Child, tab and
    /// dismissal events also name the other coordinator's route; only the route a step pushes,
    /// replaces, pops to or presents is listed.
    var steps: [String] {
        let subjectOnly: Set<NavigationEvent.Kind> = [.pushChild, .popChild, .selectTab, .dismissModal, .dismissDetour]
        return recorder.events.map { event in
            "\(event.kind.rawValue) \(event.coordinator)" + (subjectOnly.contains(event.kind) ? "" : event.route.map { " \($0.identifier)" } ?? "")
        }
    }
}

/// Whether `list` holds exactly `expected`, by identity and in order.
func same(_ list: [any AnyCoordinator], _ expected: [AnyObject]) -> Bool {
    list.count == expected.count && zip(list, expected).allSatisfy { $0 === $1 }
}

/// A weak reference, for deallocation checks.
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
