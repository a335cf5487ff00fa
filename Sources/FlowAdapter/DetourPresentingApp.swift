import FlowCore

/// An app with named detours: the explorer and scenarios (`presentDetour:` steps) present them by
/// name, and restoring a saved state that holds one rebuilds its coordinators.
public protocol DetourPresentingApp: AtlasApp {
    /// The names of the detours the app can present.
    var detourNames: [String] { get }
    /// Presents detour `name`; `false` if it could not be presented.
    ///
    /// - Parameters:
    ///   - name: One of `detourNames`.
    ///   - root: The app's root coordinator.
    /// - Returns: Whether the detour is shown.
    func presentDetour(named name: String, root: any AnyCoordinator) -> Bool
    /// Builds the detour coordinators of a saved state being restored (`restore:` steps,
    /// `trace --from-state`); `nil` when the app's saved states hold no detour. Default: `nil`.
    var detourRestorer: DetourRestorer? { get }
}

extension DetourPresentingApp {
    public var detourNames: [String] { [] }
    public func presentDetour(named name: String, root: any AnyCoordinator) -> Bool { false }
    public var detourRestorer: DetourRestorer? { nil }
}
