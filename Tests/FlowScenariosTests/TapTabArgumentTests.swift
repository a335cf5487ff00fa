import FlowAtlasTestSupport
import FlowScenarios
import Testing

/// Issue 45 (smaller points): `tap-tab:` takes a tab index or a title. A scalar YAML reads as
/// anything else (null, a fractional number, a Boolean, a date, an integer too large for `Int`)
/// is refused when the file is read, at its line and column, saying what was expected, instead
/// of being taken as a title no tab has and failing when run. A quoted title is a title.
@Suite("Adversarial: tap-tab values that are not an index or a title")
struct TapTabArgumentTests {
    /// A scalar and what the message says YAML reads it as.
    static let refused: [(value: String, reads: String)] = [
        ("~", "which YAML reads as null"), ("null", "which YAML reads as null"), ("NULL", "which YAML reads as null"),
        ("1.5", "which YAML reads as a fractional number"), ("-0.5", "which YAML reads as a fractional number"),
        ("1e3", "which YAML reads as a fractional number"), (".inf", "which YAML reads as a fractional number"),
        (".NaN", "which YAML reads as a fractional number"), ("!!float 2", "which YAML reads as a fractional number"),
        ("true", "which YAML reads as a Boolean"), ("off", "which YAML reads as a Boolean"),
        ("2001-12-14", "which YAML reads as a value of type timestamp"),
        ("99999999999999999999", "an integer out of range"), ("-99999999999999999999", "an integer out of range"),
        ("9223372036854775808", "an integer out of range"), ("0x1FFFFFFFFFFFFFFFF", "an integer out of range"),
        ("-1", "got -1 ("), ("-9223372036854775808", "got -9223372036854775808 ("),
    ]

    static func yaml(_ value: String) -> String { "name: tabs\nsteps:\n  - navigate: { route: AppRoute.tabRoot, from: top }\n  - tap-tab: \(value)\n" }

    @Test("Adversarial: tap-tab: ~, 1.5, true, a date and out-of-range integers are refused when read, at their line and column", arguments: refused)
    func refusedWhenRead(value: String, reads: String) throws {
        let error = try #require(Support.parseError(Self.yaml(value), file: "scenarios/tabs.yaml"), "\(value) parsed")
        #expect(error.file == "scenarios/tabs.yaml")
        #expect([error.line, error.column] == [4, 14], "\(error)")
        #expect(error.message.contains(reads), "\(error.message)")
        #expect(error.message.contains("(expected a tab index 0, 1, 2, … or a title"), "\(error.message)")
        #expect(!error.message.contains("\n"))
    }

    @Test(
        "indexes and titles still read: integers in range in any YAML spelling, plain and quoted titles",
        arguments: [
            ("0", UserAction.TabChoice.index(0)), ("4", .index(4)), ("0x2", .index(2)), ("+3", .index(3)), ("9223372036854775807", .index(.max)),
            ("Blue", .title("Blue")), ("\"1.5\"", .title("1.5")), ("'~'", .title("~")), ("!!str 3", .title("3")), ("\"true\"", .title("true")),
            ("Deep Blue", .title("Deep Blue")),
        ])
    func accepted(value: String, choice: UserAction.TabChoice) throws {
        let scenario = try Support.scenario(Self.yaml(value))
        #expect(scenario.steps.last?.kind == .perform(.user(.tapTab(choice))), "\(value)")
    }
}
