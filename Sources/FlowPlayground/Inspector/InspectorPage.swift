import FlowReport

/// The inspector's pages: the list of connected apps, and one page per app. No inline script (the
/// server forbids it); the token and the app's id travel in `<meta>` elements. The script puts only
/// the server's own markup (the screen, the picture) into the page as HTML; every other string,
/// all of it from the app, is set as text.
enum InspectorPage {
    /// The list (`app` nil) or one app's page, carrying this run's `token`.
    static func html(token: String, app: String?) -> String {
        let head = ServedPageHead.html(title: "FlowAtlas inspector", stylesheet: "/inspect.css", token: token, meta: ["flowatlas-app": app ?? ""]) + "\n"
        return head + (app == nil ? list : page) + "\n<script src=\"/inspect.js\"></script>\n</body>\n</html>\n"
    }

    private static let list = """
        <header class="top"><h1>FlowAtlas inspector</h1></header>
        <p class="legend">Running apps connected with FlowInspector. Each has its own page.</p>
        <ul id="apps" data-role="apps"></ul>
        """

    private static let page = """
        <header class="top"><h1>FlowAtlas inspector: <span id="app-name" data-role="app"></span></h1>
        <span id="connection" class="connection" data-role="connection">connecting</span> <a href="/inspect">all apps</a></header>
        <p id="message" class="message" data-role="message" role="status"></p>
        <div class="panes">
        <div class="pane"><h3>Screen (the app's own)</h3><div id="screen" data-role="live-screen"></div></div>
        <div class="pane picture"><h3>Hierarchy</h3><div class="svg" id="picture" data-role="picture"></div></div>
        <div class="pane side">
        <h3>Deep link</h3>
        <div class="row"><input type="text" id="link" data-role="link" placeholder="a URL" aria-label="deep link"></div>
        <div class="row"><button type="button" id="trace-link" data-role="trace-link">Trace in the app (dry run)</button>
        <button type="button" id="open-link" data-role="open-link">Open in the app</button></div>
        <h3>Route</h3>
        <div class="row"><input type="text" id="route" data-role="route" placeholder="a route name the app knows" aria-label="route">
        <button type="button" id="navigate" data-role="navigate">Navigate</button></div>
        <pre id="answer" class="trace" data-role="answer"></pre>
        </div>
        </div>
        <h3>Drift: the model against the app</h3>
        <p class="legend">Each step the app took, replayed in a fresh copy from the adapter's makeRoot(). Click a row for both trees.</p>
        <table class="drift"><thead><tr><th>#</th><th>step</th><th>trees</th><th>note</th></tr></thead><tbody id="drift" data-role="drift"></tbody></table>
        <pre id="diff" class="trace" data-role="diff"></pre>
        <div id="step" class="step" data-role="step" hidden><h3 id="step-title" data-role="step-title"></h3>
        <div class="panes"><div class="pane"><h4>The app's tree</h4><pre id="app-tree" data-role="app-tree"></pre></div>
        <div class="pane"><h4>The model's tree</h4><pre id="model-tree" data-role="model-tree"></pre></div>
        <div class="pane"><h4>Events of the step</h4><ol id="step-events" class="events" data-role="step-events"></ol></div></div></div>
        <h3>Record</h3>
        <div class="row"><input type="text" id="checkpoint" data-role="checkpoint-name" placeholder="checkpoint name" aria-label="checkpoint name">
        <button type="button" id="add-checkpoint" data-role="add-checkpoint">Add snapshot here</button></div>
        <div class="row"><input type="text" id="scenario-name" data-role="scenario-name" placeholder="scenario name" aria-label="scenario name">
        <input type="text" id="summary" class="wide" data-role="summary" placeholder="summary (one line)" aria-label="summary">
        <button type="button" id="show-yaml" data-role="show-yaml">Show YAML</button>
        <button type="button" id="save" data-role="save">Save</button></div>
        <p id="recordable" class="legend" data-role="recordable"></p>
        <p id="saved" data-role="saved"></p>
        <pre id="yaml" data-role="yaml"></pre>
        <h3>Events (with causes)</h3><p id="skipped" class="legend" data-role="skipped"></p><ol id="log" class="events" data-role="log"></ol>
        """

    /// `inspect.css`: the report's style, plus the inspector's.
    static let style =
        ReportPage.style + """
            .top { display: flex; align-items: baseline; gap: 1em; } .top h1 { margin: 0; }
            .connection { font-size: .8em; color: #8a8a8a; } .connection.live { color: #2e7d32; }
            .message { min-height: 1.4em; } .message.error { color: #c62828; }
            .pane.side { width: 380px; } .pane.side pre { max-height: 24em; overflow: auto; font-size: 11px; }
            .row { display: flex; gap: .4em; margin: .3em 0; flex-wrap: wrap; } .row input { flex: 1; }
            table.drift { border-collapse: collapse; font: 12px Menlo, monospace; } table.drift td, table.drift th { border: 1px solid #e5e5ea; padding: .2em .5em; text-align: left; }
            tr[data-status=agree] td:nth-child(3) { color: #2e7d32; } tr[data-status=differ] { background: #ffebee; } tr[data-status=differ] td:nth-child(3) { color: #c62828; font-weight: bold; }
            tr[data-status=unknown] td:nth-child(3), tr[data-status=pending] td:nth-child(3), tr[data-status=stopped] td:nth-child(3) { color: #8a8a8a; }
            #diff, #yaml, #app-tree, #model-tree { max-height: 24em; overflow: auto; } #drift tr[data-row] { cursor: pointer; }

            """

    /// `inspect.js`: long polls for the list or the app's state, and sends the page's commands.
    static let script = """
        (function () {
          "use strict";
          var token = document.querySelector("meta[name=flowatlas-token]").getAttribute("content");
          var app = document.querySelector("meta[name=flowatlas-app]").getAttribute("content");
          var version = -1;
          function $(id) { return document.getElementById(id); }
          function get(path) {
            return fetch(path, { headers: { "X-FlowAtlas-Token": token } }).then(function (r) {
              if (!r.ok) { throw new Error("the server answered " + r.status); }
              return r.json();
            });
          }
          function text(parent, tag, value) {
            var node = document.createElement(tag);
            node.textContent = value;
            parent.appendChild(node);
            return node;
          }
          function say(value, isError) {
            $("message").textContent = value || "";
            $("message").classList.toggle("error", Boolean(isError));
          }
          function showList(list) {
            var ul = $("apps");
            ul.textContent = "";
            list.apps.forEach(function (entry) {
              var li = document.createElement("li");
              var a = text(li, "a", entry.app);
              a.setAttribute("href", "/inspect/app/" + entry.id);
              a.setAttribute("data-app", entry.app);
              text(li, "span", " " + (entry.connected ? "connected" : "gone") + ", " + entry.steps + " steps");
              ul.appendChild(li);
            });
            if (list.apps.length === 0) { text(ul, "li", "No app is connected yet."); }
          }
          function showState(state) {
            if (state.version < version) { return; }
            version = state.version;
            $("app-name").textContent = state.app;
            $("connection").textContent = state.connected ? "connected" : "the app is gone";
            $("connection").classList.toggle("live", state.connected);
            $("screen").innerHTML = state.screen;
            $("picture").innerHTML = state.svg;
            var log = $("log");
            log.textContent = "";
            state.log.forEach(function (line) { text(log, "li", line); });
            $("skipped").textContent = state.logSkipped > 0 ? state.logSkipped + " older events are not shown" : "";
            var rows = $("drift");
            rows.textContent = "";
            state.drift.rows.forEach(function (row, position) {
              if (position > 0 && row.index > state.drift.rows[position - 1].index + 1) {
                var gap = document.createElement("tr");
                gap.setAttribute("data-role", "skipped");
                text(gap, "td", "…").setAttribute("colspan", "4");
                rows.appendChild(gap);
              }
              var tr = document.createElement("tr");
              tr.setAttribute("data-status", row.status);
              tr.setAttribute("data-row", String(row.index));
              tr.addEventListener("click", function () { showStep(row.index); });
              text(tr, "td", String(row.index));
              text(tr, "td", row.title);
              text(tr, "td", row.status);
              text(tr, "td", row.note);
              rows.appendChild(tr);
            });
            $("diff").textContent = state.drift.firstDrift === null || state.drift.firstDrift === undefined
              ? "" : "first drift at row " + state.drift.firstDrift + ":\\n" + state.drift.diff.join("\\n");
            $("recordable").textContent = state.drift.unrecordable ? "Record: " + state.drift.unrecordable : "Record: every step agrees; ready to record.";
            $("answer").textContent = state.answer.join("\\n");
          }
          function showStep(index) {
            get("/api/inspect/" + app + "/step?row=" + index).then(function (detail) {
              $("step").hidden = false;
              $("step-title").textContent = "Row " + detail.row + ": " + detail.title;
              $("app-tree").textContent = detail.app ? detail.app.join("\\n") : "(the app sent no tree after this step)";
              $("model-tree").textContent = detail.model ? detail.model.join("\\n") : "(the model's tree was not kept, or the step was not replayed)";
              var events = $("step-events");
              events.textContent = "";
              detail.events.forEach(function (line) { text(events, "li", line); });
            }).catch(function (error) { say(String(error), true); });
          }
          function poll() {
            var path = app ? "/api/inspect/" + app + "/state?after=" + version : "/api/inspect/apps?after=" + version;
            get(path).then(function (value) {
              if (app) { showState(value); } else { version = value.version; showList(value); }
              poll();
            }).catch(function (error) {
              if (app) { say(String(error), true); }
              setTimeout(poll, 1000);
            });
          }
          function send(body) {
            return fetch("/api/inspect/" + app + "/command", {
              method: "POST",
              headers: { "Content-Type": "application/json", "X-FlowAtlas-Token": token },
              body: JSON.stringify(body)
            }).then(function (r) {
              return r.json().then(function (value) {
                if (!r.ok) { throw new Error(value.error || ("the server answered " + r.status)); }
                return value;
              });
            });
          }
          function command(body, done) {
            say("");
            send(body).then(function (value) {
              if (value.answer) { $("answer").textContent = value.answer.join("\\n"); }
              if (done) { done(value); }
            }).catch(function (error) { say(error.message, true); });
          }
          if (app) {
            $("trace-link").addEventListener("click", function () { command({ command: "trace", url: $("link").value }); });
            $("open-link").addEventListener("click", function () { command({ command: "open", url: $("link").value }); });
            $("navigate").addEventListener("click", function () { command({ command: "navigate", route: $("route").value }); });
            $("add-checkpoint").addEventListener("click", function () { command({ command: "checkpoint", name: $("checkpoint").value }); });
            function record(save) {
              $("saved").textContent = "";
              command({ command: "record", name: $("scenario-name").value, summary: $("summary").value, save: save }, function (value) {
                $("yaml").textContent = value.yaml;
                $("saved").textContent = value.saved || "";
              });
            }
            $("show-yaml").addEventListener("click", function () { record(false); });
            $("save").addEventListener("click", function () { record(true); });
          }
          poll();
        })();

        """
}
