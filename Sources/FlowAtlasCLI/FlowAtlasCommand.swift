import ArgumentParser

@main
struct FlowAtlasCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowatlas",
        abstract: "See and regression-test coordinator navigation, headless.",
        subcommands: [DemoCommand.self]
    )
}
