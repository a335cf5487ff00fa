import FlowText
import Foundation

/// What to do with one snapshot, given its reference, the actual output and the recording asked
/// for: the one decision `check`, `record` and `checkScenarios` share.
public enum SnapshotDecision: Sendable, Equatable {
    /// Write the actual output as the reference (recording asked for it).
    case write
    /// The reference matches: nothing to write, and a pending file of it goes.
    case pass
    /// No reference, and not recording it: the actual output waits as a pending file.
    case pending
    /// The reference differs, and not recording it: the actual output waits as a pending file;
    /// the unified diff from the reference.
    case fail(diff: String)

    /// Decides for the snapshot `key`. Line endings do not count as a difference (see `diff`),
    /// except that recording everything (`.all`) rewrites a reference
    /// that is not byte-identical.
    public static func decide(reference: String?, actual: String, key: SnapshotStore.Key, recording: SnapshotRecording) -> SnapshotDecision {
        let diff = reference.flatMap { Self.diff(reference: $0, actual: actual, key: key) }
        let write =
            switch recording {
            case .all: reference != actual
            case .failed: reference == nil || diff != nil
            case .missing: reference == nil
            case .never: false
            }
        if write { return .write }
        guard reference != nil else { return .pending }
        if let diff { return .fail(diff: diff) }
        return .pass
    }

    /// The unified diff from a reference to an actual snapshot, `nil` when they match. Line
    /// endings do not count (a reference checked out with CRLF matches), in check and review alike.
    public static func diff(reference: String, actual: String, key: SnapshotStore.Key) -> String? {
        // Equal texts (the usual case) need no normalising; a text without CR needs none either.
        if reference == actual { return nil }
        return LineDiff.unified(
            old: withoutCRLF(reference), new: withoutCRLF(actual),
            oldName: "\(key).txt (reference)", newName: "\(key).txt.new (actual)")
    }

    /// `text` with every CRLF turned into LF.
    private static func withoutCRLF(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }
}
