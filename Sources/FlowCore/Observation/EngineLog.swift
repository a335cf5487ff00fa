import Logging

/// The engine's log; silent unless the app bootstraps swift-log at `.debug`.
let engineLog = Logger(label: "FlowCore")

/// Whether the engine's log takes `.debug` messages (then a commit builds its events for it).
///
/// When the log's handler is one of swift-log's own value types (`StreamLogHandler`,
/// `SwiftLogNoOpLogHandler`, the handlers of the default bootstrap), its level is stored in
/// the constant `engineLog` and cannot change: it is read once. Any other handler may compute
/// its level (from state of its own), so it is asked every time.
/// - Complexity: O(1); for swift-log's own handlers, no read of the handler after the first.
enum EngineLogLevel {
    /// The level of a handler whose level cannot change; `nil` for other handlers.
    private static let fixed: Logger.Level? = {
        let handler = engineLog.handler
        return handler is StreamLogHandler || handler is SwiftLogNoOpLogHandler ? handler.logLevel : nil
    }()

    static var takesDebug: Bool { (fixed ?? engineLog.logLevel) <= .debug }
}
