"""Takes docs/images/inspector.png: `mail-atlas serve --inspect` with the mail app connected as a
process of its own (`mail-inspected`), after its walk, with a link's dry run traced in the app.
Run by `make screenshots` (MAIL_BIN names the mail example's build folder)."""
import os
import shutil
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conftest import ROOT, headless_chromium  # noqa: E402
from test_inspector import WALK, App, Server, open_app_page, rows  # noqa: E402


def main():
    folder = tempfile.mkdtemp(prefix="flowatlas-inspect-shot-")
    server = Server(os.path.join(folder, "Snapshots"))
    app = App(server)
    browser = headless_chromium("--window-size=1500,1350", "--hide-scrollbars")
    try:
        open_app_page(browser, server)
        wait = WebDriverWait(browser, 15)
        for index in range(len(WALK) - 1):
            app.step()
            wait.until(lambda b: len(rows(b)) == index + 2 and rows(b)[-1][1] == "agree")
        browser.find_element(By.ID, "link").send_keys("mail://settings/notifications")
        browser.find_element(By.ID, "trace-link").click()
        wait.until(lambda b: "the app's own dry run" in b.find_element(By.ID, "answer").text)
        browser.save_screenshot(os.path.join(ROOT, "docs", "images", "inspector.png"))
    finally:
        browser.quit()
        app.close()
        server.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
