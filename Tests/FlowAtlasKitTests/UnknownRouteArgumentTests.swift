import FlowAtlasKit
import FlowAtlasTestSupport
import Testing

/// Route arguments name payload-free cases no tree shows, and an unknown one says which sample to
/// add (issue 48, point 6).
@Suite("Route arguments and discovery")
struct UnknownRouteArgumentTests {
    @Test("--after names a payload-free case of a Codable enum with payload cases, with no sample of it")
    func payloadFreeCase() {
        let result = Kit.run(["render", "hierarchy", "--after", "LockRoute.passwordHint", "--format", "dot"], apps: [AccountsApp()])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("passwordHint"), "\(result.stdout)")
    }

    @Test("an unknown case of a type that is not Codable is exit 2 with one line naming the sample to add")
    func unknownCaseNamesTheSample() {
        let result = Kit.run(["render", "hierarchy", "--after", "SendRoute.share"], apps: [AccountsApp()])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "error: --after 'SendRoute.share': unknown route 'SendRoute.share' (SendRoute is known, with compose; it is not Codable, so a route no tree shows is known only as a sample: add the SendRoute whose identifier is 'share' (e.g. AnyRoute(SendRoute.share)) to your adapter's routeSamples (ExplorableApp))\n",
            "\(result.stderr)")
    }
}
