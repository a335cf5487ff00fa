"""Takes docs/images/playground.png: `flowatlas serve` on the demo after a few steps, with a deep
link's dry-run trace on screen. Run by `make screenshots` (FLOWATLAS names the built command)."""
import os
import shutil
import signal
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conftest import ROOT, command, headless_chromium  # noqa: E402


def main():
    folder = tempfile.mkdtemp(prefix="flowatlas-screenshot-")
    server = subprocess.Popen(command("serve", "--port", "0", "--snapshots", os.path.join(folder, "Snapshots")),
                              cwd=folder, stdout=subprocess.PIPE, text=True, start_new_session=True)
    url = next(line[line.index("http://"):].strip() for line in server.stdout if "http://" in line)
    browser = headless_chromium("--window-size=1500,1150", "--hide-scrollbars")
    try:
        browser.get(url)
        wait = WebDriverWait(browser, 10)
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#palette button[data-route]"))
        for selector in ["#palette button[data-route='AppRoute.tabRoot']", "#palette button[data-route='DeepBlueRoute.level3']",
                         "button[data-command=swipe-back]"]:
            count = len(browser.find_elements(By.CSS_SELECTOR, "#timeline li"))
            browser.find_element(By.CSS_SELECTOR, selector).click()
            wait.until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#timeline li")) > count)
        browser.find_element(By.ID, "link").send_keys("flowatlas-demo://ocean/abyss")
        browser.find_element(By.ID, "preview").click()
        wait.until(lambda b: "OceanCoordinator" in b.find_element(By.ID, "preview-trace").text)
        browser.save_screenshot(os.path.join(ROOT, "docs", "images", "playground.png"))
    finally:
        browser.quit()
        os.killpg(server.pid, signal.SIGTERM)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
