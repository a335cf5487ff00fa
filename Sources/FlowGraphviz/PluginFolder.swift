import Foundation

/// Finds Graphviz's plugin folder: `FLOWATLAS_GRAPHVIZ_PLUGINS`, else the `graphviz`
/// folder beside the loaded libgvc (from /proc/self/maps on Linux), else the usual places.
enum PluginFolder {
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let folder = environment["FLOWATLAS_GRAPHVIZ_PLUGINS"], !folder.isEmpty { return folder }
        var candidates: [String] = []
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = String(line[slash...])
                if (path as NSString).lastPathComponent.hasPrefix("libgvc.so") {
                    candidates.append((path as NSString).deletingLastPathComponent + "/graphviz")
                }
            }
        }
        candidates += [
            "/usr/lib/x86_64-linux-gnu/graphviz", "/usr/lib/aarch64-linux-gnu/graphviz", "/usr/lib64/graphviz",
            "/usr/lib/graphviz", "/usr/local/lib/graphviz", "/opt/homebrew/lib/graphviz",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
