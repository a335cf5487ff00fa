"""The live playground (`flowatlas serve`) in a real browser: routes, deep links, gestures, Record,
and its refusals. Each test gets a fresh server on a free port, over an empty snapshot folder."""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, command, flowatlas

INJECTION = "<img src=x onerror=alert(1)>"


@pytest.fixture
def playground():
    """`flowatlas serve --port 0` over a temporary snapshot folder; yields (url, folder)."""
    folder = tempfile.mkdtemp(prefix="flowatlas-serve-")
    snapshots = os.path.join(folder, "Snapshots")
    process = subprocess.Popen(
        command("serve", "--port", "0", "--snapshots", snapshots), cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    url = None
    for line in process.stdout:
        if "http://" in line:
            url = line[line.index("http://"):].strip()
            break
    assert url, process.stderr.read()
    yield url, snapshots
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=10)
    shutil.rmtree(folder, ignore_errors=True)


def open_page(browser, url):
    browser.get(url)
    # Alerts would stop the test; record any instead, so a test can say that none ran.
    browser.execute_script("window.__ran = []; window.alert = function (text) { window.__ran.push(String(text)); };")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#palette button[data-route]"))
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#screen [data-role=screen]"))


def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(condition)


def title(browser):
    """The title of the top-most layer of the live screen (read in one script: the screen is redrawn on every push)."""
    return browser.execute_script(
        "var titles = document.querySelectorAll('#screen [data-role=title]'); return titles.length ? titles[titles.length - 1].textContent : null;")


def entries(browser):
    """The routes of the base stack on the live screen."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#screen [data-role=layer][data-kind=stack] [data-role=stack-entry]')).map(function (e) { return e.textContent; });")


def click_route(browser, name):
    before = browser.execute_script("return document.getElementById('timeline').childElementCount")
    browser.find_element(By.CSS_SELECTOR, "#palette button[data-route='%s']" % name).click()
    wait(browser, lambda b: b.execute_script("return document.getElementById('timeline').childElementCount") > before)


def test_clicking_a_route_changes_the_screen_and_the_picture(browser, playground):
    url, _ = playground
    open_page(browser, url)
    assert title(browser) == "login"
    picture = browser.find_element(By.ID, "picture").get_attribute("innerHTML")
    click_route(browser, "AppRoute.tabRoot")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#screen [data-role=tabbar]"))
    assert title(browser) == "red"
    click_route(browser, "BlueRoute.darkBlue")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#screen [data-role=layer][data-kind=sheet]"))
    assert title(browser) == "darkBlue"
    selected = browser.execute_script("return document.querySelector('#screen [data-role=tab][data-selected=true]').textContent")
    assert selected == "Blue"
    # The picture is another tree's, with the coordinators this step changed lit up.
    assert browser.find_element(By.ID, "picture").get_attribute("innerHTML") != picture
    changed = browser.execute_script("return Array.from(document.querySelectorAll('#picture g.node.changed title')).map(function (t) { return t.textContent; })")
    assert changed, "no coordinator is marked as changed"
    assert browser.find_element(By.ID, "connection").text == "live"
    log = browser.find_element(By.ID, "log").text
    assert "presentModal BlueCoordinator BlueModalCoordinator BlueRoute.darkBlue" in log


def test_a_deep_link_shows_its_trace_before_it_is_applied(browser, playground):
    url, _ = playground
    open_page(browser, url)
    click_route(browser, "AppRoute.tabRoot")
    link = browser.find_element(By.ID, "link")
    link.send_keys("flowatlas-demo://ocean/abyss")
    browser.find_element(By.ID, "preview").click()
    wait(browser, lambda b: "OceanRoute.abyss is shown by OceanCoordinator" in b.find_element(By.ID, "preview-trace").text)
    assert "[pathBuilding] yes: OceanCoordinator builds path [shallow, deep, abyss]" in browser.find_element(By.ID, "preview-trace").text
    # A dry run: the app is still where it was, two moments in its timeline.
    assert title(browser) == "red"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#timeline li")) == 2
    browser.find_element(By.ID, "apply").click()
    wait(browser, lambda b: title(b) == "abyss")
    assert "push OceanCoordinator OceanRoute.abyss" in browser.find_element(By.ID, "log").text
    # Time travel: undo goes back a moment, the timeline jumps to the start, redo walks forward, all by mementos.
    browser.find_element(By.ID, "undo").click()
    wait(browser, lambda b: title(b) == "red")
    browser.find_element(By.CSS_SELECTOR, "#timeline li[data-moment='0']").click()
    wait(browser, lambda b: title(b) == "login")
    browser.find_element(By.ID, "redo").click()
    wait(browser, lambda b: title(b) == "red")
    browser.find_element(By.ID, "redo").click()
    wait(browser, lambda b: title(b) == "abyss")


def test_swipe_back_and_the_back_button_go_through_the_bindings(browser, playground):
    url, _ = playground
    open_page(browser, url)
    click_route(browser, "AppRoute.tabRoot")
    click_route(browser, "RedRoute.lightRed")
    click_route(browser, "RainbowRoute.orange")
    assert entries(browser) == ["RedRoute.red", "RedRoute.lightRed", "RainbowRoute.red", "RainbowRoute.orange"]
    browser.find_element(By.CSS_SELECTOR, "button[data-command=swipe-back]").click()
    wait(browser, lambda b: entries(b) == ["RedRoute.red", "RedRoute.lightRed", "RainbowRoute.red"])
    assert "(user.swipeBack)" in browser.find_element(By.ID, "log").text
    # The navigation bar's back button on the live screen.
    browser.find_element(By.CSS_SELECTOR, "#screen [data-role=back]").click()
    wait(browser, lambda b: entries(b) == ["RedRoute.red", "RedRoute.lightRed"])


def test_tapping_a_stack_entry_sends_its_position_not_its_text(browser, playground):
    url, _ = playground
    open_page(browser, url)
    click_route(browser, "AppRoute.tabRoot")
    click_route(browser, "RedRoute.lightRed")
    click_route(browser, "RainbowRoute.orange")
    # Every request body the page sends, from here on.
    browser.execute_script(
        "window.__sent = []; var original = window.fetch;"
        " window.fetch = function (url, options) { window.__sent.push(options && options.body); return original.apply(this, arguments); };")
    browser.execute_script(
        "Array.from(document.querySelectorAll('#screen [data-role=layer][data-visible=true] [data-role=stack-entry]'))"
        ".filter(function (e) { return e.textContent === 'RedRoute.lightRed'; })[0].click();")
    wait(browser, lambda b: entries(b) == ["RedRoute.red", "RedRoute.lightRed"])
    assert [json.loads(body) for body in browser.execute_script("return window.__sent")] == [{"command": "back-to", "index": 1}]
    assert "(user.backMenu)" in browser.find_element(By.ID, "log").text
    # Under a sheet, the stack is not the visible one: its entries send nothing; the sheet's are numbered from 0.
    click_route(browser, "BlueRoute.darkBlue")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#screen [data-role=layer][data-kind=sheet][data-visible=true]"))
    sent = len(browser.execute_script("return window.__sent"))
    browser.execute_script("document.querySelector('#screen [data-role=layer][data-kind=stack] [data-role=stack-entry]').click();")
    assert len(browser.execute_script("return window.__sent")) == sent
    assert browser.execute_script(
        "return Array.from(document.querySelectorAll('#screen [data-visible=true] [data-role=stack-entry]')).map(function (e) { return e.getAttribute('data-index'); });"
    ) == ["0"]


def test_a_change_made_elsewhere_is_pushed_to_the_page(browser, playground):
    url, _ = playground
    open_page(browser, url)
    wait(browser, lambda b: b.find_element(By.ID, "connection").text == "live")
    token = browser.execute_script("return document.querySelector('meta[name=flowatlas-token]').content")
    # Another client (another tab, a script) navigates: the open page follows over the WebSocket.
    status, _ = request(url, "/api/command", "POST", {"command": "open", "url": "flowatlas-demo://ocean/abyss", "from": "top"},
                        {"Content-Type": "application/json", "X-FlowAtlas-Token": token})
    assert status == 200
    status, _ = request(url, "/api/command", "POST", {"command": "navigate", "route": "AppRoute.tabRoot"},
                        {"Content-Type": "application/json", "X-FlowAtlas-Token": token})
    assert status == 200
    wait(browser, lambda b: title(b) == "red")
    # A tab tapped on the live screen is the user's gesture, with its cause in the log.
    browser.execute_script("document.querySelector('#screen [data-role=tab][data-index=\"4\"]').click()")
    wait(browser, lambda b: title(b) == "purple")
    assert "(user.tabTap)" in browser.find_element(By.ID, "log").text


def test_three_recorded_steps_are_saved_and_check_passes(browser, playground):
    url, snapshots = playground
    open_page(browser, url)
    click_route(browser, "AppRoute.tabRoot")
    click_route(browser, "BlueRoute.info")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#screen [data-role=layer][data-kind=sheet]"))
    browser.find_element(By.CSS_SELECTOR, "button[data-command=dismiss]").click()
    wait(browser, lambda b: not b.find_elements(By.CSS_SELECTOR, "#screen [data-role=layer][data-kind=sheet]"))
    browser.find_element(By.ID, "scenario-name").send_keys("recorded-in-the-playground")
    browser.find_element(By.ID, "summary").send_keys("Three steps, recorded by hand")
    browser.find_element(By.ID, "save").click()
    wait(browser, lambda b: b.find_element(By.ID, "saved").text.startswith("Saved scenarios/recorded-in-the-playground.yaml"))
    path = os.path.join(snapshots, "scenarios", "recorded-in-the-playground.yaml")
    with open(path, encoding="utf-8") as file:
        steps = [line for line in file.read().splitlines() if line.startswith("  - ")]
    assert steps == ["  - navigate: AppRoute.tabRoot", "  - navigate: BlueRoute.info", "  - dismiss"]
    result = flowatlas("check", "recorded-in-the-playground", "--snapshots", snapshots, cwd=os.path.dirname(snapshots))
    assert result.returncode == 0, result.stdout + result.stderr
    # Saving again does not overwrite (serve was started without --force).
    browser.find_element(By.ID, "save").click()
    wait(browser, lambda b: "exists" in b.find_element(By.ID, "message").text)


def test_an_injection_payload_shows_as_text_and_runs_nothing(browser, playground):
    url, _ = playground
    open_page(browser, url)
    browser.find_element(By.ID, "link").send_keys("flowatlas-demo://" + INJECTION)
    browser.find_element(By.ID, "preview").click()
    wait(browser, lambda b: INJECTION in b.find_element(By.ID, "message").text)
    browser.find_element(By.ID, "checkpoint").send_keys(INJECTION)
    browser.find_element(By.ID, "add-checkpoint").click()
    wait(browser, lambda b: "checkpoint name" in b.find_element(By.ID, "message").text)
    payload = browser.find_element(By.ID, "payload")
    payload.send_keys('{ PurpleRoute: {"result":{"success":"%s"}} }' % INJECTION)
    browser.find_element(By.ID, "send-payload").click()
    wait(browser, lambda b: "PurpleRoute value does not decode" in b.find_element(By.ID, "message").text)
    click_route(browser, "AppRoute.tabRoot")
    browser.find_element(By.ID, "scenario-name").send_keys("injected")
    browser.find_element(By.ID, "summary").send_keys(INJECTION)
    browser.find_element(By.ID, "show-yaml").click()
    wait(browser, lambda b: INJECTION in b.find_element(By.ID, "yaml").text)
    assert browser.find_elements(By.CSS_SELECTOR, "body img") == []
    assert browser.execute_script("return window.__ran") == []
    assert len(browser.find_elements(By.CSS_SELECTOR, "#timeline li")) == 2


def request(url, path, method="GET", body=None, headers=None):
    data = json.dumps(body).encode() if body is not None else None
    call = urllib.request.Request(url.rstrip("/") + path, data=data, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(call, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_foreign_origins_hosts_and_missing_tokens_are_refused(playground):
    url, _ = playground
    status, page = request(url, "/")
    assert status == 200
    token = page.split('name="flowatlas-token" content="', 1)[1].split('"', 1)[0]
    navigate = {"command": "navigate", "route": "AppRoute.tabRoot"}
    json_type = {"Content-Type": "application/json"}
    status, text = request(url, "/api/command", "POST", navigate, dict(json_type, **{"X-FlowAtlas-Token": token, "Origin": "http://evil.example"}))
    assert status == 403 and "Origin" in json.loads(text)["error"]
    status, text = request(url, "/api/state", headers={"Host": "evil.example:80"})
    assert status == 403 and "Host" in json.loads(text)["error"]
    status, text = request(url, "/api/command", "POST", navigate, json_type)
    assert status == 403 and "X-FlowAtlas-Token" in json.loads(text)["error"]
    status, text = request(url, "/api/command", "POST", {"command": "navigate", "route": "x" * 70000}, dict(json_type, **{"X-FlowAtlas-Token": token}))
    assert status == 413
    # None of them changed the app.
    status, text = request(url, "/api/state")
    assert status == 200 and json.loads(text)["version"] == 0
    # The same request from the page's own origin goes through.
    status, text = request(url, "/api/command", "POST", navigate, dict(json_type, **{"X-FlowAtlas-Token": token, "Origin": url.rstrip("/")}))
    assert status == 200 and json.loads(text)["state"]["version"] == 1
