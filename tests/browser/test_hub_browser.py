"""The class recipe for JupyterHub (hub/jupyterhub_config.py), in a real browser: two
learners log in, each gets their own copy of the lessons and their own progress store.

Anna plays a move of notebook 10 by clicking; Bela opens the same notebook and does not.
Then each has the lessons and a progress store in their own folder; Anna's store holds the
game she played at the table, Bela's none.

Needs the hub's tools: ``pip install -e '.[hub]'`` (JupyterHub) and configurable-http-proxy
from npm (found on the PATH, else installed once into ~/.cache/honeybuzz_lab/hub); skipped
with the reason when they are missing.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .hosts import KERNEL_IDLE, REPO, RUN_ALL, free_port, play_with_why

CHP = "configurable-http-proxy@5.3.0"


def proxy_bin() -> Path:
    """The folder holding ``configurable-http-proxy``."""
    found = shutil.which("configurable-http-proxy")
    if found:
        return Path(found).parent
    cache = Path.home() / ".cache" / "honeybuzz_lab" / "hub"
    if not (cache / "node_modules" / ".bin" / "configurable-http-proxy").exists():
        if not shutil.which("npm"):
            pytest.skip("configurable-http-proxy is not installed and npm is missing")
        cache.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--prefix", str(cache), CHP],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            pytest.skip(f"npm could not install {CHP}: {done.stderr[-500:]}")
    return cache / "node_modules" / ".bin"


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    pytest.importorskip("jupyterhub", reason="the hub's tools: pip install -e '.[hub]'")
    base = tmp_path_factory.mktemp("hub")
    homes = base / "homes"
    port = free_port()
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(proxy_bin()), str(Path(sys.executable).parent), env["PATH"]])
    env.update(
        HONEYBUZZ_HUB_HOMES=str(homes),
        HONEYBUZZ_HUB_PORT=str(port),
        HONEYBUZZ_HUB_SERVER_ARGS="--LabApp.expose_app_in_browser=True"
        + (" --allow-root" if os.geteuid() == 0 else ""),  # test machines run as root
    )
    env.pop("HONEYBUZZ_LAB_DATA", None)
    command = [
        sys.executable,
        "-m",
        "jupyterhub",
        "-f",
        str(REPO / "hub" / "jupyterhub_config.py"),
        f"--JupyterHub.hub_port={free_port()}",
        f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{free_port()}",
    ]
    log = (base / "hub.log").open("wb")
    process = subprocess.Popen(command, cwd=base, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}/hub/api", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError((base / "hub.log").read_text()[-4000:]) from None
                time.sleep(0.5)
        yield url, homes
    finally:
        process.terminate()  # by PID: the hub stops the learners' servers and its proxy
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def log_in(browser: Any, url: str, name: str) -> tuple[Any, Any]:
    """A learner's own browser context, logged in: the hub starts their server (the page
    follows it there while the test goes on)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(f"{url}/hub/login")
    page.locator("input[name=username]").fill(name)
    page.locator("input[name=password]").fill("class")
    page.locator("input[type=submit], button[type=submit]").first.click()
    return context, page


def open_lesson(page: Any, url: str, name: str, notebook: str) -> None:
    """Once the learner's server is up: open ``notebook`` in their JupyterLab."""
    page.wait_for_url(f"**/user/{name}/lab/**", timeout=150_000)
    page.goto(f"{url}/user/{name}/lab/tree/{notebook}?reset")


def run_lesson(page: Any, notebook: str) -> None:
    """Run every cell once the kernel is idle; the table's Why? button is there."""
    page.wait_for_function(KERNEL_IDLE, arg=notebook, timeout=180_000)
    for _ in range(3):
        if page.evaluate(RUN_ALL):
            break
    page.locator(".hb-why-button").first.wait_for(state="visible", timeout=120_000)


def games(home: Path) -> int:
    """How many games the learner played at a table (kept in their store to continue them;
    the notebook's own example games, which every run saves, have no place)."""
    store = home / "honeybuzz_lab_data" / "honeybuzz_lab.sqlite3"
    if not store.exists():
        return 0
    with sqlite3.connect(store) as db:
        return int(db.execute("SELECT COUNT(*) FROM games WHERE place != ''").fetchone()[0])


def test_two_learners_each_get_their_own_lessons_and_progress(
    hub: tuple[str, Path], browser: Any
) -> None:
    url, homes = hub
    lesson = "en/10_full_game.ipynb"
    # Both log in at once: their servers start side by side, then each opens the lesson.
    (anna, page), (bela, bela_page) = (log_in(browser, url, n) for n in ("anna", "bela"))
    open_lesson(page, url, "anna", lesson)
    open_lesson(bela_page, url, "bela", lesson)
    run_lesson(page, lesson)
    play_with_why(page, timeout=120_000)
    page.locator(".hb-why-message", has_text="Played:").first.wait_for(timeout=60_000)
    run_lesson(bela_page, lesson)  # Bela opens the same lesson and does not play
    for name in ("anna", "bela"):
        assert (homes / name / "en" / "10_full_game.ipynb").is_file()
        assert (homes / name / "hu" / "10_teljes_jatszma.ipynb").is_file()
    deadline = time.monotonic() + 30
    while games(homes / "anna") == 0 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert games(homes / "anna") >= 1, "Anna's game is not in her own store"
    assert games(homes / "bela") == 0, "Bela's store holds a game he did not play"
    stores = {
        (homes / n / "honeybuzz_lab_data" / "honeybuzz_lab.sqlite3").is_file()
        for n in ("anna", "bela")
    }
    assert stores == {True}, "each learner's store is in their own folder"
    anna.close()
    bela.close()
