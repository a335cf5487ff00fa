/// The HTML pages of a report: one per scenario (a timeline of its steps), and an index,
/// beside `report.css`, `report.js` and `pictures.js`. Self-contained (nothing from the
/// network; it opens from `file://`), deterministic (no timestamps), and every text from the
/// app escaped. (No Content-Security-Policy: from `file://`, Chromium matches no file to
/// `'self'` and would block the report's own style sheet and scripts.)
public enum ReportPage {
    /// The page of one scenario. `←`/`→` and the scrubber move between steps. With
    /// `inlining`, the page is one file: its style, script and those pictures inline.
    public static func scenario(_ report: ScenarioReport, inlining pictures: PictureTable? = nil) -> String {
        var html = head(title: "FlowAtlas report: \(report.name)", inline: pictures != nil)
        if pictures == nil { html += "<body>\n<nav class=\"top\"><a href=\"index.html\">All scenarios</a></nav>\n" } else { html += "<body>\n" }
        html += "<h1>\(HTMLText.escape(report.name)) \(badge(report.passed))</h1>\n"
        html += "<p class=\"summary\">\(HTMLText.escape(report.summary))</p>\n<p class=\"file\">\(HTMLText.escape(report.file))</p>\n"
        let count = report.steps.count
        html += """
            <div class="controls"><button type="button" id="previous" aria-label="previous step">←</button>
            <input type="range" id="scrubber" min="0" max="\(max(0, count - 1))" value="0" aria-label="step">
            <button type="button" id="next" aria-label="next step">→</button>
            <span id="position" data-role="position">1 / \(count)</span></div>

            """
        html += "<ol class=\"timeline\" data-role=\"timeline\">"
        for (index, step) in report.steps.enumerated() {
            html += "<li data-step=\"\(index)\" class=\"\(step.passed ? "ok" : "failed")\">\(HTMLText.escape(step.title))</li>"
        }
        html += "</ol>\n"
        for (index, step) in report.steps.enumerated() { html += section(step, index: index, count: count) }
        if let pictures {
            html += "<script>\n\(pictures.script)</script>\n<script>\n\(script)</script>\n</body>\n</html>\n"
        } else {
            html += "<script src=\"pictures.js\"></script>\n<script src=\"report.js\"></script>\n</body>\n</html>\n"
        }
        return html
    }

    /// The index: every scenario, whether it passed, its step count, and its deep links.
    public static func index(_ reports: [ScenarioReport], title: String) -> String {
        var html = head(title: title)
        html +=
            "<body>\n<h1>\(HTMLText.escape(title))</h1>\n<table class=\"index\" data-role=\"index\"><thead><tr><th>scenario</th><th>result</th><th>steps</th><th>summary</th></tr></thead><tbody>\n"
        for report in reports {
            html += "<tr><td><a href=\"\(HTMLText.escape(fileName(of: report.name)))\">\(HTMLText.escape(report.name))</a></td>"
            html += "<td>\(badge(report.passed))</td><td>\(report.steps.count)</td><td>\(HTMLText.escape(report.summary))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        let links = reports.flatMap { report in
            report.steps.enumerated().filter { $0.element.title.hasPrefix("open ") && !$0.element.trace.isEmpty }.map { (report, $0.offset, $0.element) }
        }
        if !links.isEmpty {
            html += "<h2>Deep links</h2>\n<ul class=\"links\" data-role=\"deep-links\">\n"
            for (report, index, step) in links {
                html += "<li><a href=\"\(HTMLText.escape(fileName(of: report.name)))#step-\(index)\">\(HTMLText.escape(step.title))</a> "
                html += "<span class=\"where\">(\(HTMLText.escape(report.name)), step \(index + 1): its trace, \(step.trace.count) decisions)</span>"
                html += "<div class=\"outcome\">\(HTMLText.escape(step.trace.last ?? ""))</div></li>\n"
            }
            html += "</ul>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The file of a scenario's page: its name (already a safe scenario name) with `.html`.
    public static func fileName(of scenario: String) -> String { scenario + ".html" }

    private static func section(_ step: ReportStep, index: Int, count: Int) -> String {
        let ids = { (nodes: [Int]) in nodes.map { "c\($0)" }.joined(separator: " ") }
        var html = "<section class=\"step\" id=\"step-\(index)\" data-step=\"\(index)\" data-picture=\"\(step.picture)\""
        html += " data-on-screen=\"\(ids(step.onScreen))\" data-visible=\"\(ids(step.visible.map { [$0] } ?? []))\" data-changed=\"\(ids(step.changedNodes))\""
        html += "\(index == 0 ? "" : " hidden")>\n"
        html += "<h2>Step \(index + 1) of \(count): <code>\(HTMLText.escape(step.title))</code> \(badge(step.passed))</h2>\n"
        html += "<p class=\"outcome\">\(HTMLText.escape(step.outcome))</p>\n<div class=\"panes\">\n"
        html += "<div class=\"pane\"><h3>Screen</h3>\n\(step.screen)</div>\n"
        html += "<div class=\"pane picture\"><h3>Hierarchy</h3><p class=\"legend\">blue: on screen · bold: visible · yellow: changed by this step"
        if !step.changed.isEmpty { html += " (\(HTMLText.escape(step.changed.joined(separator: ", "))))" }
        html += "</p><div class=\"svg\" data-role=\"picture\"></div></div>\n</div>\n"
        html += "<h3>Events</h3>\n"
        if step.events.isEmpty {
            html += "<p class=\"none\">none</p>\n"
        } else {
            html += "<ol class=\"events\" data-role=\"events\">" + step.events.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ol>\n"
        }
        if !step.trace.isEmpty {
            html += "<h3>Trace</h3>\n<pre class=\"trace\" data-role=\"trace\">\(HTMLText.escapeLines(step.trace.joined(separator: "\n")))</pre>\n"
        }
        if let checkpoint = step.checkpoint, let snapshot = step.snapshot {
            html +=
                "<h3>Checkpoint <code>\(HTMLText.escape(checkpoint))</code></h3>\n<pre class=\"snapshot\" data-role=\"snapshot\">\(HTMLText.escapeLines(snapshot))</pre>\n"
            if let diff = step.diff {
                html += "<h3>Differs from the reference</h3>\n<pre class=\"diff\" data-role=\"diff\">\(HTMLText.escapeLines(diff))</pre>\n"
            }
        }
        return html + "</section>\n"
    }

    private static func badge(_ passed: Bool) -> String {
        passed ? "<span class=\"badge ok\">passed</span>" : "<span class=\"badge failed\">failed</span>"
    }

    /// The page's head, up to `</head>`: the shared style linked (`report.css`), or inline with
    /// `extraStyle` after it for a page that stands alone.
    static func head(title: String, inline: Bool = false, extraStyle: String = "") -> String {
        let styles = inline ? "<style>\n\(style)\(extraStyle)</style>" : "<link rel=\"stylesheet\" href=\"report.css\">"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            \(styles)
            </head>

            """
    }

    /// `report.css`, shared by every page.
    public static let style = """
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 1.5em; color: #1d1d1f; }
        h1 { font-size: 1.5em; } h2 { font-size: 1.15em; } h3 { font-size: 1em; margin: 1em 0 .3em; }
        code, pre { font: 12px/1.35 Menlo, Consolas, monospace; } pre { background: #f5f5f7; padding: .6em; overflow-x: auto; }
        .badge { font-size: .7em; padding: .1em .5em; border-radius: .8em; vertical-align: middle; }
        .badge.ok { background: #e2f3e3; color: #2e7d32; } .badge.failed { background: #fde0e0; color: #c62828; }
        .controls { position: sticky; top: 0; background: #fff; padding: .5em 0; display: flex; gap: .6em; align-items: center; z-index: 10; }
        .controls input { flex: 1; }
        .timeline { display: flex; flex-wrap: wrap; gap: .3em; list-style: none; padding: 0; }
        .timeline li { font: 11px Menlo, monospace; padding: .2em .5em; border: 1px solid #d9d9d9; border-radius: .4em; cursor: pointer; }
        .timeline li.current { background: #1f5fbf; color: #fff; } .timeline li.failed { border-color: #c62828; }
        .panes { display: flex; gap: 2em; align-items: flex-start; }
        .pane.picture { flex: 1; min-width: 0; }
        .picture .svg svg { max-width: 100%; height: auto; }
        .svg text { font-family: Helvetica, Arial, sans-serif; }
        .legend { font-size: .8em; color: #6e6e73; }
        .svg g.node.on-screen > polygon, .svg g.node.on-screen > path { fill: #dce9fb; }
        .svg g.node.changed > polygon, .svg g.node.changed > path { fill: #fff6cc; }
        .svg g.node.visible > polygon, .svg g.node.visible > path { stroke: #1f5fbf; stroke-width: 2.5px; }
        .svg g.node.visible text { font-weight: 600; }
        .phone { position: relative; width: 300px; height: 560px; border: 10px solid #1d1d1f; border-radius: 36px; overflow: hidden; background: #fff; }
        .layer { position: absolute; left: 0; right: 0; top: 0; bottom: 0; background: #fff; display: flex; flex-direction: column; }
        .layer-sheet { top: 12%; border-radius: 14px 14px 0 0; box-shadow: 0 -4px 16px rgba(0,0,0,.25); }
        .layer-sheet[data-detent="medium"] { top: 45%; } .layer-sheet[data-detent="small"] { top: 70%; }
        .layer-sheet[data-detent="extraLarge"] { top: 5%; } .layer-sheet[data-detent="custom"] { top: 30%; }
        .layer-cover { background: #fbfbfd; } .layer-detour { background: #fff8ef; }
        .navbar { display: flex; gap: .5em; align-items: baseline; padding: .7em; border-bottom: 1px solid #d9d9d9; }
        .navbar .back { color: #1f5fbf; font-size: .85em; white-space: nowrap; overflow: hidden; max-width: 40%; text-overflow: ellipsis; }
        .navbar .title { font-weight: 600; flex: 1; text-align: center; overflow: hidden; text-overflow: ellipsis; }
        .navbar .detent { font-size: .7em; color: #7a3fb0; }
        .stack { flex: 1; margin: 0; padding: .6em .6em .6em 1.8em; font: 11px Menlo, monospace; color: #6e6e73; overflow: auto; }
        .stack li:last-child { color: #1d1d1f; font-weight: 600; }
        .tabbar { display: flex; border-top: 1px solid #d9d9d9; }
        .tabbar .tab { flex: 1; text-align: center; padding: .6em 0; font-size: .75em; color: #8a8a8a; overflow: hidden; text-overflow: ellipsis; }
        .tabbar .tab[data-selected="true"] { color: #1f5fbf; font-weight: 600; }
        table.index { border-collapse: collapse; } table.index td, table.index th { border-bottom: 1px solid #e5e5ea; padding: .3em .8em; text-align: left; }

        """

    /// `report.js`, shared by every scenario page.
    public static let script = """
        (function () {
          var steps = document.querySelectorAll("section.step");
          var items = document.querySelectorAll(".timeline li");
          var scrubber = document.getElementById("scrubber");
          var position = document.getElementById("position");
          var current = -1;
          function show(index) {
            if (steps.length === 0) { return; }
            index = Math.max(0, Math.min(steps.length - 1, index));
            steps.forEach(function (other, at) { other.hidden = at !== index; items[at].classList.toggle("current", at === index); });
            current = index;
            var step = steps[index];
            var holder = step.querySelector("[data-role=picture]");
            if (holder.childElementCount === 0 && window.FLOW_PICTURES) {
              // The pictures are FlowAtlas's own SVG (Graphviz output, labels escaped); each step lights up its nodes.
              holder.innerHTML = window.FLOW_PICTURES[Number(step.getAttribute("data-picture"))];
              var marks = { "on-screen": step.getAttribute("data-on-screen").split(" "),
                            "visible": step.getAttribute("data-visible").split(" "),
                            "changed": step.getAttribute("data-changed").split(" ") };
              holder.querySelectorAll("g.node").forEach(function (node) {
                var title = node.querySelector("title");
                var id = title ? title.textContent : "";
                Object.keys(marks).forEach(function (mark) {
                  if (marks[mark].indexOf(id) >= 0) { node.classList.add(mark); }
                });
              });
            }
            scrubber.value = String(index);
            position.textContent = (index + 1) + " / " + steps.length;
            if (history.replaceState) { history.replaceState(null, "", "#step-" + index); }
          }
          document.getElementById("previous").addEventListener("click", function () { show(current - 1); });
          document.getElementById("next").addEventListener("click", function () { show(current + 1); });
          scrubber.addEventListener("input", function () { show(Number(scrubber.value)); });
          items.forEach(function (item, index) { item.addEventListener("click", function () { show(index); }); });
          document.addEventListener("keydown", function (event) {
            if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
            if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
          });
          var match = /^#step-(\\d+)$/.exec(location.hash);
          show(match ? Number(match[1]) : 0);
          window.scrollTo(0, 0);
        })();

        """
}
