import FlowReport

/// The playground's page, its style and its script. The page has no inline script (the server
/// forbids it); the token travels in a `<meta>` element. The script puts only the server's own
/// markup (the screen, the picture) into the page as HTML; every other string is set as text.
enum PlaygroundPage {
    /// The page, carrying this run's `token`: its sections in order, each ending with a line break.
    static func html(token: String) -> String {
        [head(token: token), topBar, screenPane, picturePane, sidePane, record].map { $0 + "\n" }.joined()
    }

    /// `<head>`, with the token, and the start of `<body>`.
    private static func head(token: String) -> String {
        ServedPageHead.html(title: "FlowAtlas playground", stylesheet: "/playground.css", token: token)
    }

    /// The title, the connection, undo and redo, the timeline and the message line.
    private static let topBar = """
        <header class="top"><h1>FlowAtlas playground: <span id="app-name" data-role="app"></span></h1>
        <span id="connection" class="connection" data-role="connection">connecting</span></header>
        <div class="controls"><button type="button" id="undo" data-role="undo">Undo</button>
        <button type="button" id="redo" data-role="redo">Redo</button>
        <input type="range" id="scrubber" data-role="scrubber" min="0" max="0" value="0" aria-label="moment">
        <span id="position" data-role="position">start</span></div>
        <ol class="timeline" id="timeline" data-role="timeline"></ol>
        <p id="message" class="message" data-role="message" role="status"></p>
        """

    /// The screen, with gestures and the coordinators' own calls.
    private static let screenPane = """
        <div class="panes">
        <div class="pane"><h3>Screen</h3><div id="screen" data-role="live-screen"></div>
        <p class="legend">Tap a tab, the back button or a screen of the stack: the bindings write it, as a view would.</p>
        <div class="buttons" data-role="gestures">
        <button type="button" data-command="swipe-back">Swipe back</button>
        <button type="button" data-command="dismiss">Swipe down / close</button>
        </div>
        <div class="buttons" data-role="controls">
        <button type="button" data-command="back">back()</button>
        <button type="button" data-command="popToRoot">popToRoot()</button>
        <button type="button" data-command="dismissModal">dismissModal()</button>
        <button type="button" data-command="dismissDetour">dismissDetour()</button>
        <select id="detour" data-role="detour" aria-label="detour"></select>
        <button type="button" id="present-detour">present detour</button>
        </div></div>
        """

    /// The hierarchy.
    private static let picturePane = """
        <div class="pane picture"><h3>Hierarchy</h3>
        <p class="legend">blue: on screen · bold: visible · yellow: changed by this step</p>
        <div class="svg" id="picture" data-role="picture"></div></div>
        """

    /// Deep links, the route palette and a route value to navigate to.
    private static let sidePane = """
        <div class="pane side">
        <h3>Deep link</h3>
        <div class="row"><input type="text" id="link" data-role="link" placeholder="a URL or a route" aria-label="deep link">
        <select id="link-from" aria-label="start"><option value="top">from top</option><option value="visible">from visible</option></select></div>
        <div class="row"><button type="button" id="preview" data-role="preview-button">Trace (dry run)</button>
        <button type="button" id="apply" data-role="apply" disabled>Apply</button></div>
        <pre id="preview-trace" class="trace" data-role="preview"></pre>
        <h3>Routes</h3>
        <div class="row"><select id="route-from" aria-label="start"><option value="visible">from visible</option><option value="top">from top</option></select></div>
        <div id="palette" class="palette" data-role="palette"></div>
        <h3>Payload</h3>
        <textarea id="payload" data-role="payload" rows="3" aria-label="route value"></textarea>
        <div class="row"><button type="button" id="send-payload" data-role="send-payload">Navigate to this value</button></div>
        </div>
        </div>
        """

    /// The step's trace, the event log, recording, and the end of the page.
    private static let record = """
        <h3>Trace of this step</h3><pre id="trace" class="trace" data-role="trace"></pre>
        <h3>Event log</h3><ol id="log" class="events" data-role="log"></ol>
        <h3>Record</h3>
        <div class="row"><input type="text" id="checkpoint" data-role="checkpoint-name" placeholder="checkpoint name" aria-label="checkpoint name">
        <button type="button" id="add-checkpoint" data-role="add-checkpoint">Add checkpoint</button></div>
        <div class="row"><input type="text" id="scenario-name" data-role="scenario-name" placeholder="scenario name" aria-label="scenario name">
        <input type="text" id="summary" class="wide" data-role="summary" placeholder="summary (one line)" aria-label="summary">
        <button type="button" id="show-yaml" data-role="show-yaml">Show YAML</button>
        <button type="button" id="save" data-role="save">Save</button></div>
        <p id="saved" data-role="saved"></p>
        <pre id="yaml" data-role="yaml"></pre>
        <script src="/playground.js"></script>
        </body>
        </html>
        """

    /// `playground.css`: the report's style, plus the playground's controls.
    static let style =
        ReportPage.style + """
            .top { display: flex; align-items: baseline; gap: 1em; } .top h1 { margin: 0; }
            .connection { font-size: .8em; color: #8a8a8a; } .connection.live { color: #2e7d32; }
            .timeline li.ahead { opacity: .45; }
            .message { min-height: 1.4em; } .message.error { color: #c62828; }
            .pane.side { width: 380px; } .pane.side pre { max-height: 24em; overflow: auto; font-size: 11px; }
            #trace, #yaml { max-height: 24em; overflow: auto; } .row { display: flex; gap: .4em; margin: .3em 0; flex-wrap: wrap; } .row input { flex: 1; }
            .buttons { display: flex; flex-wrap: wrap; gap: .3em; margin: .4em 0; max-width: 320px; }
            .palette { max-height: 320px; overflow: auto; border: 1px solid #e5e5ea; padding: .3em; }
            .palette h4 { margin: .4em 0 .2em; font-size: .8em; color: #6e6e73; }
            .palette button { font: 11px Menlo, monospace; margin: .1em; }
            textarea { width: 100%; font: 12px Menlo, monospace; box-sizing: border-box; }
            #screen [data-role=tab], #screen [data-role=back], #screen [data-visible=true] [data-role=stack-entry] { cursor: pointer; }
            #screen [data-visible=true] [data-role=stack-entry]:hover, #screen [data-role=tab]:hover { text-decoration: underline; }

            """

    /// `playground.js`.
    static let script = """
        (function () {
          "use strict";
          var token = document.querySelector("meta[name=flowatlas-token]").getAttribute("content");
          var version = -1;
          var previewed = null;
          function $(id) { return document.getElementById(id); }
          function say(text, isError) {
            $("message").textContent = text || "";
            $("message").classList.toggle("error", Boolean(isError));
          }
          function send(body) {
            return fetch("/api/command", {
              method: "POST",
              headers: { "Content-Type": "application/json", "X-FlowAtlas-Token": token },
              body: JSON.stringify(body)
            }).then(function (response) {
              return response.json().then(function (json) {
                if (!response.ok) { say(json.error || ("refused: " + response.status), true); return null; }
                render(json.state);
                say("");
                return json;
              });
            }, function () { say("the playground did not answer (is serve still running?)", true); return null; });
          }
          function mark(holder, state) {
            var marks = { "on-screen": state.onScreen, "visible": state.visible, "changed": state.changed };
            holder.querySelectorAll("g.node").forEach(function (node) {
              var title = node.querySelector("title");
              var id = title ? title.textContent : "";
              Object.keys(marks).forEach(function (name) { node.classList.toggle(name, marks[name].indexOf(id) >= 0); });
            });
          }
          function render(state) {
            if (!state || state.version < version) { return; }
            version = state.version;
            // The screen and the picture are the playground's own markup, every name escaped by the server.
            $("screen").innerHTML = state.screen;
            var holder = $("picture");
            if (holder.getAttribute("data-picture") !== String(state.picture)) {
              holder.innerHTML = state.svg;
              holder.setAttribute("data-picture", String(state.picture));
            }
            mark(holder, state);
            var timeline = $("timeline");
            timeline.textContent = "";
            state.timeline.forEach(function (entry, index) {
              var item = document.createElement("li");
              item.textContent = index === 0 ? "start" : index + ". " + entry.title;
              item.title = entry.outcome;
              item.setAttribute("data-moment", String(index));
              if (index === state.position) { item.classList.add("current"); }
              if (index > state.position) { item.classList.add("ahead"); }
              item.addEventListener("click", function () { send({ command: "jump", index: index }); });
              timeline.appendChild(item);
            });
            $("scrubber").max = String(state.timeline.length - 1);
            $("scrubber").value = String(state.position);
            $("position").textContent = state.position + " / " + (state.timeline.length - 1);
            $("undo").disabled = !state.canUndo;
            $("redo").disabled = !state.canRedo;
            $("trace").textContent = state.trace.join("\\n");
            var log = $("log");
            log.textContent = "";
            state.log.forEach(function (line) {
              var item = document.createElement("li");
              item.textContent = line;
              log.appendChild(item);
            });
            $("screen").querySelectorAll("[data-role=tab]").forEach(function (tab) {
              tab.addEventListener("click", function () { send({ command: "tap-tab", tab: Number(tab.getAttribute("data-index")) }); });
            });
            $("screen").querySelectorAll("[data-role=back]").forEach(function (back) {
              back.addEventListener("click", function () { send({ command: "swipe-back" }); });
            });
            // An entry of the visible stack is sent by its position: its text is for reading only.
            $("screen").querySelectorAll("[data-role=layer][data-visible=true] [data-role=stack-entry]").forEach(function (entry) {
              entry.addEventListener("click", function () { send({ command: "back-to", index: Number(entry.getAttribute("data-index")) }); });
            });
          }
          function palette(config) {
            $("app-name").textContent = config.app;
            var holder = $("palette");
            var group = null;
            var type = null;
            config.routes.forEach(function (route) {
              if (route.type !== type) {
                type = route.type;
                var heading = document.createElement("h4");
                heading.textContent = type;
                holder.appendChild(heading);
                group = document.createElement("div");
                holder.appendChild(group);
              }
              var button = document.createElement("button");
              button.type = "button";
              button.textContent = route.shown.slice(route.type.length + 1);
              button.title = route.shown;
              button.setAttribute("data-route", route.name);
              button.addEventListener("click", function () {
                if (route.payloadForm) { $("payload").value = route.payloadForm; }
                send({ command: "navigate", route: route.name, from: $("route-from").value });
              });
              group.appendChild(button);
            });
            config.detours.forEach(function (name) {
              var option = document.createElement("option");
              option.value = name;
              option.textContent = name;
              $("detour").appendChild(option);
            });
            $("present-detour").disabled = config.detours.length === 0;
          }
          document.querySelectorAll("[data-command]").forEach(function (button) {
            button.addEventListener("click", function () { send({ command: button.getAttribute("data-command") }); });
          });
          $("present-detour").addEventListener("click", function () { send({ command: "presentDetour", detour: $("detour").value }); });
          $("undo").addEventListener("click", function () { send({ command: "undo" }); });
          $("redo").addEventListener("click", function () { send({ command: "redo" }); });
          $("scrubber").addEventListener("change", function () { send({ command: "jump", index: Number($("scrubber").value) }); });
          $("link").addEventListener("input", function () { previewed = null; $("apply").disabled = true; $("preview-trace").textContent = ""; });
          $("preview").addEventListener("click", function () {
            var target = $("link").value;
            send({ command: "preview", target: target, from: $("link-from").value }).then(function (reply) {
              if (!reply) { $("preview-trace").textContent = ""; return; }
              $("preview-trace").textContent = reply.preview.join("\\n");
              previewed = target;
              $("apply").disabled = false;
            });
          });
          $("apply").addEventListener("click", function () {
            if (previewed === null) { return; }
            var target = previewed;
            var body = target.indexOf("://") >= 0 ? { command: "open", url: target } : { command: "navigate", route: target };
            body.from = $("link-from").value;
            send(body).then(function (reply) { if (reply) { $("apply").disabled = true; previewed = null; } });
          });
          $("send-payload").addEventListener("click", function () {
            send({ command: "navigate", route: $("payload").value, from: $("route-from").value });
          });
          $("add-checkpoint").addEventListener("click", function () {
            send({ command: "checkpoint", name: $("checkpoint").value }).then(function (reply) { if (reply) { $("checkpoint").value = ""; } });
          });
          function record(save) {
            send({ command: "record", name: $("scenario-name").value, summary: $("summary").value, save: save }).then(function (reply) {
              $("yaml").textContent = reply ? reply.yaml : "";
              $("saved").textContent = reply && reply.saved ? reply.saved : "";
            });
          }
          $("show-yaml").addEventListener("click", function () { record(false); });
          $("save").addEventListener("click", function () { record(true); });
          fetch("/api/config").then(function (response) { return response.json(); }).then(palette);
          fetch("/api/state").then(function (response) { return response.json(); }).then(render);
          function connect() {
            var socket = new WebSocket("ws://" + location.host + "/api/live?token=" + encodeURIComponent(token));
            socket.onopen = function () { $("connection").textContent = "live"; $("connection").classList.add("live"); };
            socket.onmessage = function (event) { render(JSON.parse(event.data)); };
            socket.onclose = function () {
              $("connection").textContent = "disconnected";
              $("connection").classList.remove("live");
            };
          }
          connect();
        })();

        """
}
