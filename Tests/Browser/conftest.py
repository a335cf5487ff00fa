"""Shared set-up of the browser tests: the flowatlas command, and headless Chromium from Debian."""
import os
import shlex
import shutil
import subprocess
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def command(*arguments):
    """The command line of the built flowatlas with `arguments` (FLOWATLAS names the command)."""
    return shlex.split(os.environ.get("FLOWATLAS", "swift run --package-path %s --skip-build flowatlas" % shlex.quote(ROOT))) + list(arguments)


def flowatlas(*arguments, cwd=ROOT):
    """Runs the built flowatlas and returns its completed process."""
    return subprocess.run(command(*arguments), cwd=cwd, capture_output=True, text=True)


def headless_chromium(*arguments):
    """Debian's chromium, headless, through Debian's chromedriver (no browser is downloaded), with `arguments`."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"] + list(arguments):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium for the tests."""
    driver = headless_chromium("--window-size=1400,1200", "--allow-file-access-from-files")
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def demo_report():
    """The report of every demo scenario, written to a temporary folder."""
    folder = tempfile.mkdtemp(prefix="flowatlas-report-")
    result = flowatlas("report", "-o", folder)
    assert result.returncode == 0, result.stderr
    yield folder
    shutil.rmtree(folder, ignore_errors=True)
