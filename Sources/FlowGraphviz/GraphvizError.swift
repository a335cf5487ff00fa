import FlowGraph
import Foundation

/// A Graphviz failure, with Graphviz's own message.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where it failed.
    public enum Stage: String, Sendable { case context, build, parse, layout, render }
    /// Where it failed.
    public let stage: Stage
    /// Graphviz's diagnostics, or what was being done.
    public let message: String
    public var description: String { "Graphviz \(stage.rawValue) failed: \(message)" }
}
