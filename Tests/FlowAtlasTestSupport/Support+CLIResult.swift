extension Support {
    /// What one command printed and how it ended (a subprocess or an in-process run).
    package struct CLIResult: CustomStringConvertible {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
        package var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }
}
