import FlowCore

/// The mail app's entry point.
public enum MailApp {
    /// A fresh app at the login flow (the app's start).
    public static func make() -> AppCoordinator { AppCoordinator() }
}
