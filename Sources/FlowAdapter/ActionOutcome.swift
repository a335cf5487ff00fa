import FlowCore

/// What one action did.
public struct ActionOutcome: Sendable {
    /// It did what it asked and reported no error.
    public var succeeded: Bool
    /// A navigation returned `false`.
    public var returnedFalse: Bool
    /// `ok`, the errors reported, or why the action made no sense here.
    public var message: String
    /// The errors reported while it ran.
    public var errors: [NavigationError]
    /// Why a `restore` action failed (the app is then unchanged), if it did.
    public var restoreError: NavigationRestoreError?
    /// `.invalidURL` when an `open` action's URL is not one of the app's deep links (nothing was
    /// opened), `.gestureRefused` when the app or the bindings refused a user's gesture; else `nil`.
    public var refusal: ScenarioErrorKind?

    /// An outcome (tools and tests build their own to check invariants).
    package init(
        succeeded: Bool, returnedFalse: Bool, message: String, errors: [NavigationError], restoreError: NavigationRestoreError? = nil,
        refusal: ScenarioErrorKind? = nil
    ) {
        self.succeeded = succeeded
        self.returnedFalse = returnedFalse
        self.message = message
        self.errors = errors
        self.restoreError = restoreError
        self.refusal = refusal
    }

    /// The kinds of every error reported: each navigation error's code, then the restore failure,
    /// then the refusal.
    public var errorKinds: [ScenarioErrorKind] {
        errors.map { ScenarioErrorKind($0.kind.code) } + (restoreError.map { [ScenarioErrorKind($0.kind)] } ?? []) + (refusal.map { [$0] } ?? [])
    }
}
