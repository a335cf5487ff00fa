import FlowCore
import FlowScenarios

// A one-screen app whose route carries a free-text payload, for the property tests of routes
// written as values: any string a user can type (spaces, braces, quotes, line breaks, emoji)
// must travel from a scenario file to the engine and back into snapshots and traces intact.

/// A search screen and its results for a query.
public enum SearchRoute: Route, Codable {
    case home
    case results(query: String)
    public var identifier: String {
        switch self {
        case .home: "home"
        case let .results(query): "results_\(query)"
        }
    }
}

/// Shows every `SearchRoute` on its own stack.
public final class SearchCoordinator: Coordinator<SearchRoute> {
    public init() { super.init(router: Router(initial: .home)) }
    override public func canHandle(_ route: SearchRoute) -> Bool { true }
}

/// The adapter: one sample query, and `search://results/<percent-encoded query>` deep links.
public struct SearchApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    /// The app's name; route discovery is kept per app type and name, so give each set of samples its own.
    public let name: String
    /// The queries of the sample routes (the routes the explorer tries besides `home`).
    public let samples: [String]
    public init(name: String = "search", samples: [String] = ["sample"]) {
        self.name = name
        self.samples = samples
    }
    public func makeRoot() -> any AnyCoordinator { SearchCoordinator() }
    public var routeSamples: [AnyRoute] { samples.map { AnyRoute(SearchRoute.results(query: $0)) } }

    public func route(forURL url: String) -> AnyRoute? {
        let prefix = "search://results/"
        guard url.hasPrefix(prefix) else { return nil }
        // Percent-decoded by hand: Foundation's decoding drops a leading byte order mark.
        var bytes: [UInt8] = []
        var rest = Substring(url.dropFirst(prefix.count)).utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        guard let query = String(validating: bytes, as: UTF8.self) else { return nil }
        return AnyRoute(SearchRoute.results(query: query))
    }

    /// The deep link to the results for `query`: every byte but ASCII letters and digits as `%XX`.
    public static func url(for query: String) -> String {
        "search://results/"
            + query.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    String(UnicodeScalar(byte))
                default:
                    "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }.joined()
    }
}

/// Declared routes whose identifiers hold what names usually do not: spaces, braces, quotes,
/// line breaks, an escape sequence, a bidirectional override.
public enum OddNameRoute: String, Route, CaseIterable, Codable {
    case plain
    case spaced = "hello world"
    case braced = "x {y}"
    case quoted = "say \"hi\""
    case broken = "two\nlines"
    case escaped = "esc \u{1B}[2J"
    case reversed = "abc\u{202E}def"
}

/// Shows every `OddNameRoute` on its own stack.
public final class OddNameCoordinator: Coordinator<OddNameRoute> {
    public init() { super.init(router: Router(initial: .plain)) }
    override public func canHandle(_ route: OddNameRoute) -> Bool { true }
}

/// The app of `OddNameRoute`: every case is declared (discovered, as the type is `CaseIterable`).
public struct OddNamesApp: AtlasApp {
    public init() {}
    public var name: String { "odd" }
    public func makeRoot() -> any AnyCoordinator { OddNameCoordinator() }
}

/// Text a user can type into a search field, as fragments to mix: spaces, braces, quotes, dots,
/// YAML and JSON syntax, every kind of line break, tabs, escape sequences, bidirectional controls,
/// non-ASCII letters and emoji, and text that only looks like an escape.
package enum HostileText {
    package static let fragments: [String] = [
        " ", "  ", "hello world", "  padded  ", "x {y}", "a.b c", "café au lait", "{", "}", "{}", " {", "[", "]",
        "\"", "'", "\"quoted\"", "`", ".", "..", ":", ": ", "#", " #", "- ", ",", "&", "*", "!", "%", "@", "|", ">", "?", "~",
        "\n", "\r", "\r\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{0}", "\u{7F}", "\u{9B}",
        "\u{1B}", "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{202E}", "\u{2066}", "\u{200D}", "\u{FEFF}",
        "\\", "\\n", "\\e", "\\u{1B}", "é", "e\u{301}", "中文", "עברית", "😀", "👩‍💻", "🇫🇷",
        "true", "null", "~", "0x1F", "1e9", "-1", "results_", "SearchRoute.home", "{\"results\":{}}",
    ]

    /// `text` as a YAML double-quoted scalar: backslash and quote escaped, and every character YAML
    /// would read as a line break or does not allow raw as a `\uXXXX` escape.
    package static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0xA0).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF {
                    let digits = String(value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// How the text formats show `text` (the oracle for `DisplayText.escaped`, written as a table):
    /// `\n`, `\r`, `\t`, `\e`, other controls, separators and bidirectional controls as `\u{XXXX}`.
    package static func shown(_ text: String) -> String {
        let named: [UInt32: String] = [0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0x1B: "\\e"]
        let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        var out = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if let name = named[value] {
                out += name
            } else if value < 0x20 || (0x7F..<0xA0).contains(value) || bidi.contains(value) {
                let digits = String(value, radix: 16, uppercase: true)
                out += "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds a character that breaks or reorders a line (what `shown` escapes).
    package static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { shown(String($0)) != String($0) }
    }
}
