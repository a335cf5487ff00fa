"""The HTML report in a real browser: stepping through a scenario with the keyboard shows, at each
checkpoint, the screen its committed snapshot describes; text from the app runs nothing."""
import os
import shutil
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, flowatlas


def expected_screen(scenario, checkpoint):
    """The tab bar's selected tab, the base stack and the sheets, read from the committed snapshot."""
    with open(os.path.join(ROOT, "Snapshots", scenario, checkpoint + ".txt"), encoding="utf-8") as file:
        screen = file.read().split("## screen\n", 1)[1].split("\n## ", 1)[0]
    selected, stack, sheets = None, [], []
    for line in screen.splitlines():
        if line.startswith("tab bar: "):
            selected = next(name[1:-1] for name in line[len("tab bar: "):].split(" | ") if name.startswith("["))
        elif line.startswith("stack: "):
            stack = line[len("stack: "):].split(" > ")
        elif line.startswith("sheet ["):
            sheets.append(line.split(": ", 1)[1].split(" > "))
    return selected, stack, sheets


def shown_screen(browser):
    """The same three things, read from the visible step's screen in the DOM."""
    step = browser.find_element(By.CSS_SELECTOR, "section.step:not([hidden])")
    tabs = step.find_elements(By.CSS_SELECTOR, "[data-role=tab][data-selected=true]")
    layers = step.find_elements(By.CSS_SELECTOR, "[data-role=layer]")
    def entries(layer):
        return [entry.get_attribute("textContent") for entry in layer.find_elements(By.CSS_SELECTOR, "[data-role=stack-entry]")]
    base = [layer for layer in layers if layer.get_attribute("data-kind") == "stack"][0]
    sheets = [entries(layer) for layer in layers if layer.get_attribute("data-kind") == "sheet"]
    return (tabs[0].get_attribute("textContent") if tabs else None), entries(base), sheets


def test_keyboard_steps_show_each_checkpoints_screen(browser, demo_report):
    browser.get("file://" + os.path.join(demo_report, "user-gestures.html"))
    count = len(browser.find_elements(By.CSS_SELECTOR, "section.step"))
    assert count > 5
    checked = 0
    body = browser.find_element(By.TAG_NAME, "body")
    for index in range(count):
        visible = browser.find_elements(By.CSS_SELECTOR, "section.step:not([hidden])")
        assert [section.get_attribute("data-step") for section in visible] == [str(index)]
        assert browser.find_element(By.ID, "position").text == "%d / %d" % (index + 1, count)
        # The picture is drawn when its step is shown, with the visible coordinator lit up.
        assert visible[0].find_elements(By.CSS_SELECTOR, "[data-role=picture] svg g.node.visible")
        snapshot = visible[0].find_elements(By.CSS_SELECTOR, "[data-role=snapshot]")
        if snapshot:
            checkpoint = visible[0].find_element(By.CSS_SELECTOR, "h3 code").text
            assert shown_screen(browser) == expected_screen("user-gestures", checkpoint), checkpoint
            checked += 1
        body.send_keys(Keys.ARROW_RIGHT)
    assert checked == 5
    body.send_keys(Keys.ARROW_LEFT)
    assert browser.find_element(By.ID, "position").text == "%d / %d" % (count - 1, count)


def test_a_hostile_summary_shows_as_text_and_runs_nothing(browser):
    folder = tempfile.mkdtemp(prefix="flowatlas-hostile-")
    try:
        scenarios = os.path.join(folder, "Snapshots", "scenarios")
        os.makedirs(scenarios)
        payload = "<img src=x onerror=alert(1)><script>window.pwned=1</script>"
        with open(os.path.join(scenarios, "hostile.yaml"), "w", encoding="utf-8") as file:
            file.write("name: hostile\nsummary: '%s'\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - snapshot: tabs\n" % payload)
        report = os.path.join(folder, "report")
        result = flowatlas("report", "--snapshots", os.path.join(folder, "Snapshots"), "-o", report)
        assert result.returncode == 0, result.stderr
        for page in ["hostile.html", "index.html"]:
            browser.get("file://" + os.path.join(report, page))
            browser.execute_script("window.alerted = false; window.alert = function () { window.alerted = true; };")
            assert payload in browser.find_element(By.TAG_NAME, "body").text
            assert not browser.find_elements(By.CSS_SELECTOR, "img")
            assert browser.execute_script("return window.pwned === undefined && window.alerted === false")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
