import FlowCore

/// An error kind `expectFailure` can name: the code of a navigation error (around `navigate`,
/// `open`, `back`, … steps), or why a restore failed (around `restore` steps).
///
/// ```yaml
/// - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }
/// - expectFailure: { restore: states/from-an-old-build.json, error: unknownRoute }
/// ```
public enum ScenarioErrorKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // Navigation errors (`NavigationError.Code`).
    case navigationFailed, modalCoordinatorNotConfigured, viewCreationFailed, invalidTabIndex
    case duplicateChild, circularReference, configurationError, invalidNavigationPath
    // Restore failures found when the state is put into the app (`NavigationRestoreError.Kind`).
    case notCodable, unknownRoute, mismatch, unregisteredModal, detourNeedsHook, flowChangeRefused, invalidState
    // Restore failures found when the file is read: the scenario is bad input (exit 2) before it runs.
    case corrupted, newerFormat

    /// The kind of a navigation error's code.
    public init(_ code: NavigationError.Code) {
        // Every code has a case of the same name (a test checks it).
        self = ScenarioErrorKind(rawValue: code.rawValue) ?? .navigationFailed
    }

    /// The kind of a restore failure.
    public init(_ kind: NavigationRestoreError.Kind) {
        self = ScenarioErrorKind(rawValue: kind.rawValue) ?? .corrupted
    }

    /// The navigation error code this kind names, if it names one.
    public var navigationCode: NavigationError.Code? { NavigationError.Code(rawValue: rawValue) }

    /// The restore failure this kind names, if it names one.
    public var restoreKind: NavigationRestoreError.Kind? { NavigationRestoreError.Kind(rawValue: rawValue) }

    /// Whether a restore step can fail this way while the scenario runs (`corrupted` and
    /// `newerFormat` are found when the scenario file is read).
    public var isRestoreFailureAtRun: Bool { restoreKind != nil && self != .corrupted && self != .newerFormat }

    /// The kinds an `expectFailure` around a navigation can name.
    public static var navigationKinds: [ScenarioErrorKind] { allCases.filter { $0.navigationCode != nil } }

    /// The kinds an `expectFailure` around a `restore` step can name.
    public static var restoreKinds: [ScenarioErrorKind] { allCases.filter(\.isRestoreFailureAtRun) }

    public var description: String { rawValue }
}
