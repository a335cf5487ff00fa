import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// Issue 48, point 2: `serve` shows what an app's own link handler did with a URL (every
/// navigation, in order), never a resolution of `route(forURL:)` in its place.
@Suite("Playground follows the app's link handler")
struct LinkHandlerPlaygroundTests {
    @Test("opening a link shows the handler's two navigations, in order")
    func open() throws {
        let folder = PlaygroundSessionTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = PlaygroundSessionTests.session(in: folder, app: LinkHandlerApp())
        _ = try session.handle(.open(url: "vault://item/share", from: .visible))
        let trace = session.state.trace
        #expect(trace.contains("result: returned true; the app's link handler performed 2 navigations"), "\(trace)")
        let first = try #require(trace.firstIndex(of: "== navigation 1 of 2 =="))
        #expect(trace[first + 1] == "navigate(to: KeyVaultRoute.landing) from KeyVaultCoordinator#0", "\(trace)")
        #expect(trace.contains("== navigation 2 of 2 =="), "\(trace)")
        #expect(!trace.joined().contains("KeyVaultRoute.item"), "\(trace)")
    }
}
