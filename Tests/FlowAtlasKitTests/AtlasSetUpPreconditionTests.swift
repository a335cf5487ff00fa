import FlowAtlasKit
import Foundation
import Testing

/// An atlas executable started with ArgumentParser's own `FlowAtlasCommand.main()` has no apps:
/// a command then stops the process with a message that names the fix (a documented precondition).
@Suite("Atlas set-up precondition")
struct AtlasSetUpPreconditionTests {
    @Test("a command run without main(apps:) stops with a message naming FlowAtlasCommand.main(apps:)")
    func commandWithoutApps() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: { FlowAtlasCommand.main(["check"]) })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("no atlas is set up: start the executable with FlowAtlasCommand.main(apps: [MyAtlasApp()])"))
    }
}
