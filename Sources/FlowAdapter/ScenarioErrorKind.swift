import FlowCore

/// An error kind `expectFailure` can name: the code of a navigation error (around `navigate`,
/// `open`, `back`, … steps), why a restore failed (around `restore` steps), a URL the app does
/// not take as a deep link (around `open`), or a gesture the app did not apply (around the
/// user's steps).
///
/// ```yaml
/// - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }
/// - expectFailure: { restore: states/from-an-old-build.json, error: unknownRoute }
/// - expectFailure: { open: "mail://nowhere", error: invalidURL }
/// - expectFailure: { swipe-back, error: gestureRefused }
/// ```
public enum ScenarioErrorKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // Navigation errors (`NavigationError.Code`).
    case navigationFailed, modalCoordinatorNotConfigured, viewCreationFailed, invalidTabIndex
    case duplicateChild, circularReference, configurationError, invalidNavigationPath
    // Restore failures found when the state is put into the app (`NavigationRestoreError.Kind`).
    case notCodable, unknownRoute, mismatch, unregisteredModal, detourNeedsHook, flowChangeRefused, invalidState
    // Restore failures found when the file is read: the scenario is bad input (exit 2) before it runs.
    case corrupted, newerFormat
    // Refusals: the action was not applied, nothing changed and no navigation error was reported.
    /// Around `open`: the app's `problem(withURL:)` refuses the URL (its `route(forURL:)` or
    /// `link(forURL:)` takes no such link), so nothing is opened. The URL is then not checked
    /// when the scenario is read.
    case invalidURL
    /// Around a user's step (`swipe-back`, `back-to`, `dismiss`, `tap-tab`): the app refused the
    /// gesture (`canUserDismiss(_:)` answered false) or the bindings refused the write, and the
    /// screen stayed as it was. A gesture with nothing on screen to act on (no screen to go back
    /// to, nothing presented) is not a refusal: it fails the step.
    case gestureRefused

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

    /// The kinds an `expectFailure` around `action` can name: the restore failures around a
    /// `restore`; the navigation kinds around anything else, with `invalidURL` around `open`
    /// and `gestureRefused` around a user's gesture.
    public static func expectable(around action: ScenarioAction) -> [ScenarioErrorKind] {
        switch action {
        case .restore: restoreKinds
        case .open: navigationKinds + [.invalidURL]
        case .user: navigationKinds + [.gestureRefused]
        default: navigationKinds
        }
    }

    public var description: String { rawValue }
}
