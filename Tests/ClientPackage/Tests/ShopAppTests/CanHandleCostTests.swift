import FlowCore
import Testing

@testable import ShopApp

/// B43: `canHandle` is asked at most once per coordinator per `navigate(to:)`, counted in
/// the downstream app's own overrides.
@Suite("Client app: canHandle cost")
struct CanHandleCostTests {
    @Test("B43 a chain of depth 40: a route only the deepest handles costs at most 41 canHandle calls")
    func chainDown() throws {
        let ledger = HookLedger()
        let chain = ChainCoordinator.chain(depth: 40, ledger: ledger)
        let recorder = NavigationRecorder()
        chain[0].addObserver(recorder)
        #expect(chain[0].navigate(to: ChainRoute.target))
        #expect(ledger.totalCanHandleCalls <= 41, "asked \(ledger.totalCanHandleCalls) times")
        #expect(ledger.askedMoreThanOnce.isEmpty, "\(ledger.askedMoreThanOnce)")
        for (parent, child) in zip(chain, chain.dropFirst()) {
            #expect(same(parent.pushedChildren, [child]), "level \(parent.level) pushes level \(child.level)")
            #expect(child.presentationContext == .pushed)
        }
        #expect(chain[40].router.state.stack == [.target])
        #expect(chain[0].visibleCoordinator === chain[40])
        #expect(recorder.errors.isEmpty)
        // Again: already shown, and still cheap.
        ledger.resetCanHandle()
        let tree = chain[0].captureTree()
        #expect(chain[0].navigate(to: ChainRoute.target))
        #expect(chain[0].captureTree() == tree)
        #expect(ledger.totalCanHandleCalls <= 41 && ledger.askedMoreThanOnce.isEmpty)
    }

    @Test("B43 B13 from the deepest of the chain, a route only the top handles bubbles up at most 41 calls")
    func chainUp() throws {
        let ledger = HookLedger()
        let chain = ChainCoordinator.chain(depth: 40, ledger: ledger)
        #expect(chain[0].navigate(to: ChainRoute.target))
        ledger.resetCanHandle()
        #expect(chain[40].navigate(to: ChainRoute.top))
        #expect(ledger.totalCanHandleCalls <= 41, "asked \(ledger.totalCanHandleCalls) times")
        #expect(ledger.askedMoreThanOnce.isEmpty, "\(ledger.askedMoreThanOnce)")
        #expect(chain[0].router.state.stack == [.top])
        #expect(chain.allSatisfy { $0.pushedChildren.isEmpty }, "bubbling unpushes every child")
        #expect(chain[40].router.state.stack.isEmpty, "and cleans it")
        #expect(chain.dropFirst().allSatisfy { $0.parentCoordinator != nil }, "ownership is kept (B10)")
    }

    @Test("B43 a failing route in a chain of depth 40 costs at most 41 calls and changes nothing")
    func chainFailure() throws {
        let ledger = HookLedger()
        let chain = ChainCoordinator.chain(depth: 40, ledger: ledger)
        let before = chain[0].captureTree()
        #expect(chain[20].navigate(to: NowhereRoute.nowhere) == false)
        #expect(chain[20].navigate(to: ChainRoute.node(99)) == false)
        #expect(ledger.askedMoreThanOnce.isEmpty)
        #expect(ledger.totalCanHandleCalls <= 41, "for the ChainRoute only; NowhereRoute is not a ChainRoute")
        #expect(chain[0].captureTree() == before)
    }

    /// Many navigations of the shop: every one goes through `Shop.go`, which checks the budget.
    @Test(
        "B43 every navigation of the shop asks each coordinator's canHandle at most once",
        arguments: [
            [AnyRoute(AppRoute.main), AnyRoute(PriceRoute.custom), AnyRoute(AccountRoute.editProfile), AnyRoute(CatalogRoute.product)],
            [AnyRoute(AppRoute.main), AnyRoute(OrderRoute.tracking), AnyRoute(NowhereRoute.nowhere), AnyRoute(PriceRoute.confirm)],
            [AnyRoute(AppRoute.main), AnyRoute(CatalogRoute.brokenPath), AnyRoute(AppRoute.onboarding), AnyRoute(OnboardingRoute.terms)],
            [AnyRoute(AppRoute.main), AnyRoute(AccountRoute.deleteAccount), AnyRoute(AppRoute.maintenance), AnyRoute(HelpRoute.faq)],
        ].map { RouteList(routes: $0) })
    func shopBudget(_ list: RouteList) throws {
        let shop = Shop()
        var coordinatorsSeen = 0
        for route in list.routes {
            shop.go(route)
            coordinatorsSeen = max(coordinatorsSeen, shop.ledger.canHandleCalls.count)
            #expect(shop.ledger.totalCanHandleCalls == shop.ledger.canHandleCalls.count, "\(route)")
            shop.go(route, from: shop.app)
        }
        #expect(coordinatorsSeen <= 9, "the shop has at most 9 coordinators at once")
    }
}

/// A list of routes navigated in order (an unchecked-Sendable wrapper for test arguments:
/// the routes are immutable enum values).
struct RouteList: @unchecked Sendable, CustomTestStringConvertible {
    let routes: [AnyRoute]
    var testDescription: String { routes.map(\.description).joined(separator: ", ") }
}
