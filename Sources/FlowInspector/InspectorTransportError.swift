/// Why an exchange with the server failed.
enum InspectorTransportError: Error, Hashable, Sendable {
    /// The server refused the app (401 or 403: a wrong token, a refused origin): retrying cannot help.
    case refused(String)
    /// The server is unreachable, or answered with an error or a malformed body: retry later.
    case failed(String)
    /// The server took nothing of this exchange because the app sends too fast (429): send the
    /// same batch again after a wait, on the same connection.
    case busy(String)
}
