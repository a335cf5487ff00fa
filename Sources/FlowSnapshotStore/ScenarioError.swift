import FlowCore

/// A problem in a scenario file or a command's arguments: bad input, exit code 2.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var file: String
    /// 1-based line, 0 when not about a line.
    public var line: Int
    /// 1-based column, 0 when not about a column.
    public var column: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String = "", line: Int = 0, column: Int = 0, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if file.isEmpty { return "error: \(message)" }
        return line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
