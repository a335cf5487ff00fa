import Foundation

/// How a file's path is shown in messages: relative to the current folder when it is inside it,
/// so an error reads `Snapshots/scenarios/a.yaml:3:` wherever the tool was started from.
public enum DisplayPath {
    /// `url`'s path, relative to the current folder when it is inside it, else absolute.
    public static func of(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}
