"""`mail-atlas serve --inspect` in a real browser, with the mail app running headless as a process of
its own (`mail-inspected`, FlowInspector): each step on the page in order, links traced and opened
in the app, Record writing what `check` passes, drift, and either side killed mid-stream.

MAIL_BIN names the mail example's build folder (make test-browser builds it)."""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT

MAIL_BIN = os.environ.get("MAIL_BIN", os.path.join(ROOT, "Examples", "MailApp", ".build", "debug"))
TOKEN = "browser-test-token-0123456789abcdef"

# The walk `mail-inspected` performs, as the drift table titles each step.
WALK = [
    "navigate AppRoute.main from top",
    "open mail://message/42",
    "navigate InboxRoute.message_7",
    "navigate InboxRoute.message_9",
    "swipe-back",
    "navigate InboxRoute.compose",
    "dismiss",
]


class Server:
    """`mail-atlas serve --inspect` on `port` (0: any) over `snapshots`, with the test's token."""

    def __init__(self, snapshots, port=0):
        environment = dict(os.environ, FLOWATLAS_TOKEN=TOKEN)
        self.process = subprocess.Popen(
            [os.path.join(MAIL_BIN, "mail-atlas"), "serve", "--inspect", "--port", str(port), "--snapshots", snapshots],
            cwd=os.path.dirname(snapshots), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True, env=environment)
        self.base = None
        for line in self.process.stdout:
            found = re.search(r"connect to (http://\S+/inspector) with token", line)
            if found:
                self.inspector = found.group(1)
                self.base = self.inspector[: -len("inspector")]
                break
        assert self.base, self.process.stderr.read()
        self.port = int(self.base.rstrip("/").rsplit(":", 1)[1])

    def kill(self):
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


class App:
    """`mail-inspected` connected to `server`, one step per line sent to it (--step-by-step)."""

    def __init__(self, server, diverge=False):
        arguments = [os.path.join(MAIL_BIN, "mail-inspected"), "--url", server.inspector, "--token", TOKEN, "--step-by-step"]
        self.process = subprocess.Popen(
            arguments + (["--diverge"] if diverge else []), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, start_new_session=True)
        assert self.line() == "connected", self.process.stderr.read()

    def line(self):
        return self.process.stdout.readline().strip()

    def step(self):
        """Performs the next step; returns its line (`step N: …`)."""
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        return self.line()

    def kill(self):
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=10)


@pytest.fixture
def snapshots():
    folder = tempfile.mkdtemp(prefix="flowatlas-inspect-")
    yield os.path.join(folder, "Snapshots")
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def server(snapshots):
    running = Server(snapshots)
    yield running
    if running.process.poll() is None:
        running.kill()


def wait(browser, condition, timeout=15):
    return WebDriverWait(browser, timeout).until(condition)


def rows(browser):
    """The drift table: (title, status) per row, row 0 the start."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#drift tr[data-status]')).map(function (r) {"
        " return [r.children[1].textContent, r.getAttribute('data-status')]; });")


def open_app_page(browser, server, name="mail", index=0):
    browser.get(server.base + "inspect")
    links = wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#apps a[data-app='%s']" % name))
    wait(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, "#apps a[data-app='%s']" % name)) > index)
    browser.find_elements(By.CSS_SELECTOR, "#apps a[data-app='%s']" % name)[index].click()
    wait(browser, lambda b: b.find_element(By.ID, "app-name").text == name)
    # Alerts would stop the test; record any instead, so a test can say that none ran.
    browser.execute_script("window.__ran = []; window.alert = function (text) { window.__ran.push(String(text)); };")
    wait(browser, lambda b: len(rows(b)) >= 1)


def test_each_step_of_the_running_app_is_on_the_page_in_order_and_record_writes_what_check_passes(browser, server, snapshots):
    app = App(server)
    try:
        open_app_page(browser, server)
        assert rows(browser) == [["start", "agree"]]
        for index, title in enumerate(WALK):
            assert app.step().startswith("step %d:" % (index + 1))
            wait(browser, lambda b: len(rows(b)) == index + 2)
            wait(browser, lambda b: rows(b)[-1][1] == "agree", timeout=5)
            assert rows(browser)[-1][0] == title
        events = browser.find_element(By.ID, "log").text
        assert "user.swipeBack" in events and "user.sheetDismissal" in events
        assert "Inbox" in browser.find_element(By.ID, "screen").text
        assert browser.find_element(By.ID, "picture").find_elements(By.TAG_NAME, "svg")
        # The app's own dry run of a link: its decisions, nothing applied.
        browser.find_element(By.ID, "link").send_keys("mail://settings")
        browser.find_element(By.ID, "trace-link").click()
        wait(browser, lambda b: "the app's own dry run" in b.find_element(By.ID, "answer").text)
        assert len(rows(browser)) == len(WALK) + 1
        browser.find_element(By.ID, "scenario-name").send_keys("inspected-walk")
        browser.find_element(By.ID, "save").click()
        wait(browser, lambda b: b.find_element(By.ID, "saved").text.startswith("Saved scenarios/inspected-walk.yaml"))
        check = subprocess.run(
            [os.path.join(MAIL_BIN, "mail-atlas"), "check", "inspected-walk", "--snapshots", snapshots], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
        text = open(os.path.join(snapshots, "scenarios", "inspected-walk.yaml")).read()
        assert 'open: "mail://message/42"' in text and "- swipe-back" in text and "- dismiss" in text
        assert browser.execute_script("return window.__ran") == []
    finally:
        app.close()


def test_a_link_opened_from_the_page_runs_in_the_app_and_is_a_step(browser, server):
    app = App(server)
    try:
        open_app_page(browser, server)
        app.step()
        wait(browser, lambda b: len(rows(b)) == 2)
        browser.find_element(By.ID, "link").send_keys("mail://settings")
        browser.find_element(By.ID, "open-link").click()
        wait(browser, lambda b: "open mail://settings: done" in b.find_element(By.ID, "answer").text)
        wait(browser, lambda b: len(rows(b)) == 3 and rows(b)[-1] == ["open mail://settings", "agree"])
        wait(browser, lambda b: "Settings" in b.find_element(By.ID, "screen").text)
    finally:
        app.close()


def test_an_app_whose_view_layer_pops_behind_the_coordinators_is_drift_at_that_step(browser, server):
    app = App(server, diverge=True)
    try:
        open_app_page(browser, server)
        for index in range(len(WALK)):
            app.step()
            wait(browser, lambda b: len(rows(b)) == index + 2 and rows(b)[-1][1] != "pending")
        statuses = [status for _, status in rows(browser)]
        assert statuses[:5] == ["agree"] * 5 and statuses[5] == "differ", statuses
        assert rows(browser)[5][0] == "swipe-back"
        diff = browser.find_element(By.ID, "diff").text
        assert diff.startswith("first drift at row 5") and "--- model" in diff and "+++ app" in diff
        # The row in full: the model still shows message 7, the app (two screens popped) does not.
        browser.find_element(By.CSS_SELECTOR, "#drift tr[data-row='5']").click()
        wait(browser, lambda b: b.find_element(By.ID, "step-title").text.startswith("Row 5: swipe-back"))
        assert "message_7" in browser.find_element(By.ID, "model-tree").text
        assert "message_7" not in browser.find_element(By.ID, "app-tree").text
        assert "user.swipeBack" in browser.find_element(By.ID, "step-events").text
        browser.find_element(By.ID, "scenario-name").send_keys("drifted")
        browser.find_element(By.ID, "save").click()
        wait(browser, lambda b: "the model differs from the app at step 5" in b.find_element(By.ID, "message").text)
    finally:
        app.close()


def test_killing_the_app_or_the_server_mid_stream_loses_nothing_received_and_the_other_side_goes_on(browser, server, snapshots):
    first = App(server)
    for _ in range(3):
        first.step()
    open_app_page(browser, server)
    wait(browser, lambda b: len(rows(b)) == 4)
    first.kill()
    # The page keeps every step the app sent, and the server takes the next app.
    second = App(server)
    try:
        second.step()
        open_app_page(browser, server, index=1)
        wait(browser, lambda b: len(rows(b)) == 2)
        browser.get(server.base + "inspect")
        wait(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, "#apps a[data-app=mail]")) == 2)
        assert "3 steps" in browser.find_element(By.ID, "apps").text
        # The server killed: the app goes on navigating, and reconnects to the next run on its port.
        port = server.port
        server.kill()
        started = time.monotonic()
        assert second.step().startswith("step 2:")
        assert second.step().startswith("step 3:")
        assert time.monotonic() - started < 5
        again = Server(snapshots, port=port)
        try:
            browser.get(again.base + "inspect")
            wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#apps a[data-app=mail]"), timeout=20)
            open_app_page(browser, again)
            # A new connection starts from the app's tree now (steps 2 and 3 ran while the server was gone).
            wait(browser, lambda b: "message_7" in b.find_element(By.ID, "screen").text)
            assert second.step().startswith("step 4:")
            wait(browser, lambda b: len(rows(b)) == 2 and rows(b)[1][0] == "navigate InboxRoute.message_9")
        finally:
            again.kill()
    finally:
        second.close()
