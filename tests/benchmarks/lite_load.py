"""Cold loads of lesson 02 in the JupyterLite site, and what the time goes to.

Run by name (not part of the test command)::

    .venv/bin/python tests/benchmarks/lite_load.py [--site DIR] [--runs 3] [--notebook PATH]

Without ``--site`` it builds the site first (``python -m honeybuzz_lab lite``). Each load is a
fresh browser context (empty cache and storage) in headless Chromium: the seconds from
``goto`` to the JupyterLab shell (the notebook open), to the kernel idle, to the lesson drawn
(its panel's options and its board) and to Run All done. The kernel's start is split by the
browser's own resource timing (the worker's requests): the Pyodide runtime fetched, the
wheels fetched (first to last), then the kernel's imports until idle. One more load times
the lesson's imports inside the kernel before running the cells. Prints JSON, and writes it
to ``test-artifacts/lite-load.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.browser.hosts import KERNEL_IDLE, RUN_ALL, LiteHost, StaticServer  # noqa: E402

NOTEBOOK = "en/02_hive_and_tiles.ipynb"
SHELL = """(name) => {
    const app = window.jupyterapp;
    const w = app && app.shell.currentWidget;
    return !!(w && w.context && w.context.path.endsWith(name)
              && document.querySelector('.jp-Notebook .jp-Cell'));
}"""
DRAWN = """() => !!(document.querySelector('.hb-lesson-panel .hb-option-6')
                 && document.querySelector('.hb-board svg'))"""
START_RUN_ALL = f"() => {{ window.__ran = null; ({RUN_ALL})().then((n) => window.__ran = n); }}"
#: The browser's resource entries (the page's and, through CDP, not the worker's).
EXECUTE = """async (code) => {
    const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = k.requestExecute({code, store_history: false});
    let out = '';
    future.onIOPub = (msg) => {
        const t = msg.header.msg_type;
        if (t === 'stream') out += msg.content.text;
        if (t === 'error') out += msg.content.ename + ': ' + msg.content.evalue;
    };
    await future.done;
    return out;
}"""
#: Inside the kernel: what is imported already, then the lesson's imports and the lesson.
SPLIT = """
import json, os, site, sys, time
_now = time.time()
_sp = site.getsitepackages()[0]
_installed = {n.split("-")[0]: os.stat(os.path.join(_sp, n)).st_mtime
              for n in os.listdir(_sp) if n.endswith(".dist-info")}
_before = set(sys.modules)
_t0 = time.perf_counter()
import honeybuzz_lab.games.honeybuzz.lessons as _lessons
_t1 = time.perf_counter()
_l = _lessons.Lesson("hive_and_tiles", language="en")
_t2 = time.perf_counter()
print(json.dumps({
    "modules_at_idle": len(_before),
    "ipython_at_idle": "IPython" in _before,
    "import_lessons_s": round(_t1 - _t0, 2),
    "new_modules": len(set(sys.modules) - _before),
    "honeybuzz_modules": sorted(m for m in set(sys.modules) - _before
                                if m.startswith("honeybuzz_lab")),
    "lesson_s": round(_t2 - _t1, 2),
    "now_epoch": _now,
    "installed_epoch": _installed,
}))
"""


def wait(page: Any, script: str, arg: Any = None, timeout: float = 300_000) -> float:
    page.wait_for_function(script, arg=arg, timeout=timeout, polling=50)
    return time.monotonic()


def requests_timeline(requests: list[Any], origin_ms: float) -> dict:
    """Seconds from the page's time origin: when each file of interest finished loading."""
    out: dict[str, Any] = {"wheels": {}}
    for r in requests:
        t = r.timing
        if t["startTime"] <= 0:
            continue
        end = (t["startTime"] + max(t["responseEnd"], 0) - origin_ms) / 1000
        start = (t["startTime"] - origin_ms) / 1000
        name = r.url.split("?")[0].rsplit("/", 1)[-1]
        if name.endswith(".whl"):
            out["wheels"][name] = [round(start, 2), round(end, 2)]
        elif name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.mjs", "all.json"):
            out[name] = [round(start, 2), round(end, 2)]
    if out["wheels"]:
        spans = list(out["wheels"].values())
        out["wheels_first_start"] = min(s for s, _ in spans)
        out["wheels_last_end"] = max(e for _, e in spans)
    return out


def cold_load(browser: Any, url: str, split: bool = False) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    requests: list[Any] = []
    sizes: list[int] = []
    context.on("requestfinished", lambda r: requests.append(r))
    context.on("response", lambda r: sizes.append(int(r.headers.get("content-length", 0) or 0)))
    h = LiteHost(url)
    start = time.monotonic()
    page.goto(h.url(NOTEBOOK))
    shell = wait(page, SHELL, NOTEBOOK)
    idle = wait(page, KERNEL_IDLE, NOTEBOOK)
    origin = page.evaluate("() => performance.timeOrigin")
    figures: dict[str, Any] = {
        "shell_s": round(shell - start, 2),
        "kernel_idle_s": round(idle - start, 2),
    }
    if split:
        out = page.evaluate(EXECUTE, SPLIT)
        split = json.loads(out.strip().splitlines()[-1])
        # when each wheel was unpacked (its dist-info folder's time), from the page's origin
        installed = split.pop("installed_epoch")
        split["installed_s"] = {
            k: round(v - origin / 1000, 2) for k, v in sorted(installed.items(), key=lambda x: x[1])
        }
        split["asked_s"] = round(split.pop("now_epoch") - origin / 1000, 2)
        figures["kernel_split"] = split
    run_start = time.monotonic()
    for _ in range(3):  # a Run All sent as the kernel turns idle may be dropped
        page.evaluate(START_RUN_ALL)
        drawn = wait(page, DRAWN)
        done = wait(page, "() => window.__ran !== null")
        if page.evaluate("() => window.__ran"):
            break
    figures["lesson_drawn_s"] = round(drawn - start, 2)
    figures["run_all_done_s"] = round(done - start, 2)
    figures["idle_to_drawn_s"] = round(drawn - run_start, 2)
    figures["network"] = requests_timeline(requests, origin)
    figures["bytes_loaded_mb"] = round(sum(sizes) / 1e6, 1)
    context.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-split", action="store_true", help="skip the timed-imports load")
    parser.add_argument("--out", type=Path, default=REPO / "test-artifacts" / "lite-load.json")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from honeybuzz_lab.lite import build_site

    with tempfile.TemporaryDirectory(prefix="lite-load-") as tmp:
        site_dir = args.site
        if site_dir is None:
            site_dir = build_site(Path(tmp) / "site", log=lambda _: None).output
        size = sum(p.stat().st_size for p in site_dir.rglob("*") if p.is_file())
        server = StaticServer(site_dir)
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                try:
                    runs = [cold_load(browser, server.url) for _ in range(args.runs)]
                    split = None if args.no_split else cold_load(browser, server.url, True)
                finally:
                    browser.close()
        finally:
            server.stop()
    keys = ("shell_s", "kernel_idle_s", "lesson_drawn_s", "run_all_done_s")
    report = {
        "site_mb": round(size / 1e6, 1),
        "median": {k: statistics.median(r[k] for r in runs) for k in keys} if runs else {},
        "runs": runs,
        "split_run": split,
    }
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1))
    summary = {"site_mb": report["site_mb"], "median": report["median"]}
    summary["runs"] = [{k: r[k] for k in keys} for r in runs]
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
