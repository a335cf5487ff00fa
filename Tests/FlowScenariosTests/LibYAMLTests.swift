import Testing

@testable import FlowScenarios

/// The libyaml behind the scenario parser: CLibYAML's header declares libyaml 0.2's API, and the
/// code its calls reach (the system library, or Yams' copy where Yams links one in) must be 0.2 too.
@Suite("libyaml")
struct LibYAMLTests {
    @Test("the libyaml the scenario parser calls is 0.2, the API its header declares")
    func version() {
        #expect(YAMLEventParser.libraryVersion.hasPrefix("0.2."), "\(YAMLEventParser.libraryVersion)")
    }
}
