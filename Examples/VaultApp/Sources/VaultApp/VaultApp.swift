import FlowCore

/// The vault app's entry point.
public enum VaultApp {
    /// The accounts signed in on this device, in the account switcher's order.
    public static let accounts = ["alice", "bob", "carol"]

    /// A fresh app at `start` (by default, as it usually launches: alice's vault locked).
    public static func make(start: VaultStart = .locked(userId: "alice")) -> VaultAppCoordinator {
        VaultAppCoordinator(start: start)
    }
}
