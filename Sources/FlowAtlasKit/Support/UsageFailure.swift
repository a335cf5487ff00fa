import ArgumentParser
import FlowScenarios
import Foundation

/// Bad input or a refused operation: printed to stderr, exit code 2.
struct UsageFailure: Error, CustomStringConvertible {
    let description: String
}
