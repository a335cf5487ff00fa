import Logging

/// The engine's log; silent unless the app bootstraps swift-log at `.debug`.
let engineLog = Logger(label: "FlowCore")
