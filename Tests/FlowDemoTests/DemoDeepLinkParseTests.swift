import FlowCore
import FlowDemo
import Testing

/// The demo's URL scheme `flowatlas-demo://<area>/<identifier>`: round trips, bad URLs,
/// and the documented examples of `DemoApp.examples`.
@Suite("Demo deep links: URL parsing")
struct DemoDeepLinkParseTests {
    typealias S = DemoDeepLinkSupport

    @Test("every declared route has a URL that parses back to the same route")
    func everyDeclaredRouteRoundTrips() throws {
        let routes = DemoDeepLinks.declaredRoutes
        #expect(routes.count == 2 + 4 + 6 + 2 + 6 + 5 + 5 + 4 + 4 + 6 + 1)
        for route in routes {
            let url = try #require(DemoDeepLinks.url(for: route), "no URL for \(route)")
            #expect(url.hasPrefix("flowatlas-demo://"))
            #expect(url.hasSuffix("/" + route.identifier), "\(url) ends with the identifier")
            guard case let .navigate(parsed) = try DemoDeepLinks.parse(url) else {
                Issue.record("\(url) did not parse to a navigation")
                continue
            }
            #expect(parsed == route, "\(url) parsed to \(parsed), expected \(route)")
            #expect(parsed.typeName == route.typeName)
        }
    }

    @Test("URLs are unique, one per declared route")
    func urlsAreUnique() {
        let urls = DemoDeepLinks.declaredRoutes.compactMap { DemoDeepLinks.url(for: $0) }
        #expect(urls.count == DemoDeepLinks.declaredRoutes.count)
        #expect(Set(urls).count == urls.count)
    }

    @Test("the documented URLs are the obvious ones")
    func documentedURLs() throws {
        let expected: [(any Route, String)] = [
            (OceanRoute.abyss, "flowatlas-demo://ocean/abyss"),
            (RainbowDetailRoute.detail, "flowatlas-demo://rainbowdetail/detail"),
            (GreenRoute.evenDarkerGreen, "flowatlas-demo://green/evenDarkerGreen"),
            (YellowRoute.darkYellow, "flowatlas-demo://yellow/darkYellow"),
            (PurpleRoute.result(success: true), "flowatlas-demo://purple/result_true"),
            (PurpleRoute.result(success: false), "flowatlas-demo://purple/result_false"),
            (AppRoute.login, "flowatlas-demo://app/login"),
            (AppRoute.tabRoot, "flowatlas-demo://app/tabRoot"),
            (UnhandledRoute.invalidRoute, "flowatlas-demo://unhandled/invalidRoute"),
            (RedRoute.red, "flowatlas-demo://red/red"),
            (RainbowRoute.red, "flowatlas-demo://rainbow/red"),
        ]
        for (route, url) in expected {
            #expect(DemoDeepLinks.url(for: route) == url)
            #expect(DemoDeepLinks.url(for: AnyRoute(route)) == url, "an erased route gives the same URL")
            guard case let .navigate(parsed) = try DemoDeepLinks.parse(url) else {
                Issue.record("\(url) is not a navigation")
                continue
            }
            #expect(parsed == AnyRoute(route))
        }
    }

    @Test("two route types with the same identifier get different URLs (B4)")
    func sameIdentifierDifferentTypes() {
        #expect(DemoDeepLinks.url(for: RedRoute.red) != DemoDeepLinks.url(for: RainbowRoute.red))
        #expect(DemoDeepLinks.url(for: YellowRoute.yellow) != DemoDeepLinks.url(for: RainbowRoute.yellow))
    }

    @Test("the detour URL parses to a Yellow detour")
    func detourURL() throws {
        guard case .yellowDetour = try DemoDeepLinks.parse(S.detourURL) else {
            Issue.record("\(S.detourURL) is not the detour link")
            return
        }
    }

    @Test("a route the demo does not declare has no URL")
    func undeclaredRouteHasNoURL() {
        #expect(DemoDeepLinks.url(for: DemoDeepLinkParseUndeclaredRoute.elsewhere) == nil)
    }

    /// One bad URL, and words its error must contain.
    struct BadURL: Sendable, CustomTestStringConvertible {
        let url: String
        let mentions: [String]
        /// Words the error must not contain (they contradict what it lists as expected).
        var contradicts: String? = nil
        var testDescription: String { url.isEmpty ? "(empty)" : url }
    }

    @Test(
        "bad URLs fail with a DeepLinkError saying what was expected",
        arguments: [
            BadURL(url: "https://ocean/abyss", mentions: ["expected a URL starting with flowatlas-demo://"]),
            BadURL(url: "flowatlas://ocean/abyss", mentions: ["expected a URL starting with flowatlas-demo://"]),
            BadURL(url: "", mentions: ["expected a URL starting with flowatlas-demo://"]),
            BadURL(url: "ocean/abyss", mentions: ["flowatlas-demo://"]),
            BadURL(url: "flowatlas-demo://sea/abyss", mentions: ["unknown area 'sea'", "expected one of", "ocean", "rainbowdetail", "detour"]),
            BadURL(url: "flowatlas-demo://Ocean/abyss", mentions: ["unknown area 'Ocean'", "ocean"]),
            BadURL(url: "flowatlas-demo://ocean/bottom", mentions: ["no route 'bottom'", "surface, shallow, deep, abyss"]),
            BadURL(url: "flowatlas-demo://purple/result", mentions: ["no route 'result'", "result_true", "result_false"]),
            BadURL(url: "flowatlas-demo://detour/green", mentions: ["'green'", "yellow"], contradicts: "unknown area 'detour'"),
            BadURL(url: "flowatlas-demo://ocean/abyss/extra", mentions: ["expected flowatlas-demo://<area>/<route>"]),
            BadURL(url: "flowatlas-demo://ocean/abyss/", mentions: ["expected flowatlas-demo://<area>/<route>"]),
            BadURL(url: "flowatlas-demo://ocean", mentions: ["expected flowatlas-demo://<area>/<route>"]),
            BadURL(url: "flowatlas-demo://", mentions: ["expected flowatlas-demo://<area>/<route>"]),
            BadURL(url: "flowatlas-demo://ocean/", mentions: ["no route ''"]),
        ])
    func badURL(_ bad: BadURL) {
        do {
            let parsed = try DemoDeepLinks.parse(bad.url)
            Issue.record("\(bad.url) parsed to \(parsed)")
        } catch {
            #expect(error.url == bad.url)
            #expect(error.description.hasPrefix("unknown deep link '\(bad.url)': "))
            #expect(error.description.contains(error.reason))
            for word in bad.mentions {
                #expect(error.description.contains(word), "'\(error.description)' should mention '\(word)'")
            }
            if let contradiction = bad.contradicts {
                #expect(!error.description.contains(contradiction), "'\(error.description)' contradicts itself")
            }
        }
    }

    @Test("opening a bad URL throws and changes nothing")
    func openingBadURLChangesNothing() throws {
        let (app, recorder) = try S.make(S.freshTabs)
        let before = app.captureTree()
        #expect(throws: DeepLinkError.self) { try DemoDeepLinks.open("flowatlas-demo://ocean/trench", in: app) }
        #expect(throws: DeepLinkError.self) { try DemoApp.open("flowatlas-demo://ocean/trench", in: app, from: .top) }
        #expect(app.captureTree() == before)
        #expect(recorder.events.isEmpty && recorder.errors.isEmpty)
    }

    @Test("every URL of DemoApp.examples parses")
    func exampleURLsParse() throws {
        for example in DemoApp.examples {
            for url in example.setup + example.links { _ = try DemoDeepLinks.parse(url) }
        }
    }

    @Test("every documented example behaves as documented", arguments: DemoApp.examples.map(\.name))
    func documentedExample(name: String) throws {
        let example = try #require(DemoApp.examples.first { $0.name == name })
        let app = DemoApp.make()
        for url in example.setup { try #require(try DemoApp.open(url, in: app, from: .top)) }
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        for url in example.links {
            #expect(try DemoApp.open(url, in: app, from: example.entry) == example.expectSuccess, "\(url)")
        }
        #expect(recorder.errors.isEmpty == example.expectSuccess, "errors: \(recorder.errors)")
    }

    @Test("the examples cover every deep link of demo-app.md")
    func examplesCoverTheDocumentedLinks() {
        let names = Set(DemoApp.examples.map(\.name))
        #expect(
            names.isSuperset(of: [
                "ocean-abyss", "rainbow-detail", "even-darker-green", "dark-yellow", "purple-results",
                "login-from-purple", "tabs-from-login", "yellow-detours", "invalid-route",
            ]))
    }
}

/// A route type the demo does not declare.
private enum DemoDeepLinkParseUndeclaredRoute: String, Route { case elsewhere }
