import FlowReport

/// The start of every page `serve` answers with, up to `<body>`: the run's token and any other
/// values for the page's script in `<meta>` elements (escaped), and its own style sheet. No inline
/// script or style: the server forbids both.
enum ServedPageHead {
    /// The head of a page titled `title`, styled by `stylesheet`, with `meta` as `<meta name content>`.
    static func html(title: String, stylesheet: String, token: String, meta: KeyValuePairs<String, String> = [:]) -> String {
        let values = ([("flowatlas-token", token)] + meta.map { ($0.key, $0.value) })
            .map { "<meta name=\"\(HTMLText.escape($0.0))\" content=\"\(HTMLText.escape($0.1))\">" }
        return
            ([
                "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            ]
            + values + ["<title>\(HTMLText.escape(title))</title>", "<link rel=\"stylesheet\" href=\"\(stylesheet)\">", "</head>", "<body>"])
            .joined(separator: "\n")
    }
}
