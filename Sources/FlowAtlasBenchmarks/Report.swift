import Foundation

/// Prints a table and collects its lines for the report.
struct Report {
    private(set) var lines: [String] = []

    mutating func section(_ title: String) {
        emit("")
        emit("## \(title)")
    }

    mutating func emit(_ line: String) {
        print(line)
        lines.append(line)
        fflush(nil)  // flushes every stream; stdout is a C global Swift 6 will not touch
    }

    mutating func table(_ header: [String], _ rows: [[String]]) {
        emit("| " + header.joined(separator: " | ") + " |")
        emit("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
        for row in rows { emit("| " + row.joined(separator: " | ") + " |") }
    }
}
