import FlowAdapter
import FlowAtlasTestSupport
import FlowCore
import Testing

/// A payload-free case of a Codable route enum that also has payload cases is named without a
/// sample (issue 48, point 6): its name is decoded as the case.
@Suite("Payload-free cases of enums with payloads")
struct PayloadFreeCaseTests {
    @Test("a payload-free case of a Codable enum with payload cases resolves by name, with no sample")
    func resolvesByName() {
        let app = AccountsApp()
        #expect(app.route(named: "LockRoute.passwordHint") == AnyRoute(LockRoute.passwordHint))
        #expect(RouteIndex(app).route(named: "LockRoute.passwordHint") == AnyRoute(LockRoute.passwordHint))
    }

    @Test("a case of a type found only behind a flow change resolves by name too")
    func behindFlowChange() {
        #expect(RouteIndex(AccountsApp()).route(named: "VaultRoute.viewProfileSwitcher") == AnyRoute(VaultRoute.viewProfileSwitcher))
    }

    @Test("a payload case, a name that is no case, and a type that is not Codable resolve to nothing")
    func whatDoesNotResolve() {
        let index = RouteIndex(AccountsApp())
        #expect(index.route(named: "LockRoute.unlock") == nil)
        #expect(index.route(named: "LockRoute.nowhere") == nil)
        #expect(index.route(named: "LockRoute.{\"passwordHint\":{}}") == nil)
        #expect(index.route(named: "SendRoute.share") == nil)
        #expect(index.route(named: "NoSuchRoute.share") == nil)
    }
}
