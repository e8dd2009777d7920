"""Cold loads of notebooks (lesson 02 unless told) in the JupyterLite site, and what the
time goes to.

Run by name (not part of the test command)::

    .venv/bin/python tests/benchmarks/lite_load.py [--site DIR [--site DIR2]] [--runs 3]
        [--notebook en/02_hive_and_tiles.ipynb [--notebook en/21_hustle_lessons.ipynb]]

Without ``--site`` it builds the site first (``python -m honeybuzz_lab lite``). Two sites
(an old build and a new one), or several notebooks, are loaded in turn, one after the
other in each round, so that all see the same load on a busy machine. Each load is a
fresh browser context (empty cache and storage) in headless Chromium: the seconds from
``goto`` to the JupyterLab shell (the notebook open), to the kernel idle, to the notebook's
first widget drawn (:data:`DRAWN`: lesson 02's panel options and board, lesson 01's panel
and table, a Hustle table's picture) and to Run All done. The kernel's start is split by
the browser's own resource timing (the worker's requests): the Pyodide runtime fetched,
the wheels fetched (first to last), then the kernel's imports until idle. One more load of
each times the first widget's imports and the widget inside the kernel
(:data:`FIRST_WIDGET`) before running the cells. Prints JSON, and writes it to
``test-artifacts/lite-load.json``.
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
#: What "drawn" means for a notebook: its first widget's picture is on the page.
DRAWN = {
    "01_goal_and_turn": """() => {
        const lead = document.querySelector('.hb-lesson-panel .hb-lesson-lead-text');
        return !!(lead && lead.textContent && document.querySelector('.hbt-table svg'));
    }""",
    "02_hive_and_tiles": """() => !!(document.querySelector('.hb-lesson-panel .hb-option-6')
                 && document.querySelector('.hb-board svg'))""",
    "20_hustle_game": "() => !!document.querySelector('.hbh-table svg')",
    "21_hustle_lessons": """() => {
        const lead = document.querySelector('.hb-lesson-panel .hb-lesson-lead-text');
        return !!(lead && lead.textContent && document.querySelector('.hbh-table svg'));
    }""",
}
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
#: Each notebook's first widget: the module it imports and the widget it makes.
FIRST_WIDGET = {
    "01_goal_and_turn": (
        "honeybuzz_lab.games.honeybuzz.lessons",
        'GameLesson("workers_and_beelines", language="en")',
    ),
    "02_hive_and_tiles": (
        "honeybuzz_lab.games.honeybuzz.lessons",
        'Lesson("hive_and_tiles", language="en")',
    ),
    "20_hustle_game": (
        "honeybuzz_lab.games.hustle.widgets.table",
        "HustleTable(players=4, seat=0, bot_delay=0.6, language='en')",
    ),
    "21_hustle_lessons": (
        "honeybuzz_lab.games.hustle.lessons",
        'HustleLesson("hustle_building", language="en")',
    ),
}
#: Inside the kernel: what is imported already, then the first widget's imports and the
#: widget (``{module}`` and ``{widget}`` from :data:`FIRST_WIDGET`).
SPLIT = """
import json, os, site, sys, time
_now = time.time()
_sp = site.getsitepackages()[0]
_installed = {{n.split("-")[0]: os.stat(os.path.join(_sp, n)).st_mtime
              for n in os.listdir(_sp) if n.endswith(".dist-info")}}
_before = set(sys.modules)
_t0 = time.perf_counter()
import {module} as _m
_t1 = time.perf_counter()
_w = _m.{widget}
_t2 = time.perf_counter()
print(json.dumps({{
    "modules_at_idle": len(_before),
    "ipython_at_idle": "IPython" in _before,
    "import_s": round(_t1 - _t0, 2),
    "new_modules": len(set(sys.modules) - _before),
    "new_packages": sorted({{m.split(".")[0] for m in set(sys.modules) - _before}}),
    "honeybuzz_modules": sorted(m for m in set(sys.modules) - _before
                                if m.startswith("honeybuzz_lab")),
    "widget_s": round(_t2 - _t1, 2),
    "now_epoch": _now,
    "installed_epoch": _installed,
}}))
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


def notebook_key(notebook: str) -> str:
    """``en/21_hustle_lessons.ipynb`` -> ``21_hustle_lessons`` (the tables' key)."""
    key = notebook.rsplit("/", 1)[-1].removesuffix(".ipynb")
    if key not in DRAWN:
        raise SystemExit(f"no 'drawn' test for {notebook}: one of {sorted(DRAWN)}")
    return key


def cold_load(browser: Any, url: str, notebook: str = NOTEBOOK, split: bool = False) -> dict:
    key = notebook_key(notebook)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    requests: list[Any] = []
    sizes: list[int] = []
    context.on("requestfinished", lambda r: requests.append(r))
    context.on("response", lambda r: sizes.append(int(r.headers.get("content-length", 0) or 0)))
    h = LiteHost(url)
    start = time.monotonic()
    page.goto(h.url(notebook))
    shell = wait(page, SHELL, notebook)
    idle = wait(page, KERNEL_IDLE, notebook)
    origin = page.evaluate("() => performance.timeOrigin")
    figures: dict[str, Any] = {
        "shell_s": round(shell - start, 2),
        "kernel_idle_s": round(idle - start, 2),
    }
    if split:
        module, widget = FIRST_WIDGET[key]
        out = page.evaluate(EXECUTE, SPLIT.format(module=module, widget=widget))
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
        drawn = wait(page, DRAWN[key])
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
    parser.add_argument(
        "--site",
        type=Path,
        action="append",
        help="a built site (default: build one); twice: two sites loaded in turn",
    )
    parser.add_argument(
        "--notebook",
        action="append",
        help=f"default: {NOTEBOOK}; several: each loaded in turn",
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-split", action="store_true", help="skip the timed-imports load")
    parser.add_argument("--out", type=Path, default=REPO / "test-artifacts" / "lite-load.json")
    args = parser.parse_args()
    notebooks = args.notebook or [NOTEBOOK]
    for notebook in notebooks:
        notebook_key(notebook)
    from playwright.sync_api import sync_playwright

    from honeybuzz_lab.lite import build_site

    with tempfile.TemporaryDirectory(prefix="lite-load-") as tmp:
        sites = args.site or [build_site(Path(tmp) / "site", log=lambda _: None).output]
        servers = [StaticServer(site) for site in sites]
        # Every (site, notebook) is loaded once a round, one after the other, so that all
        # of them see the same load on a busy machine.
        pairs = [(i, notebook) for notebook in notebooks for i in range(len(sites))]
        runs: dict[tuple[int, str], list[dict]] = {pair: [] for pair in pairs}
        splits: dict[tuple[int, str], dict | None] = dict.fromkeys(pairs)
        try:
            for server in servers:
                server.start()
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                try:
                    for _ in range(args.runs):
                        for i, notebook in pairs:
                            runs[i, notebook].append(cold_load(browser, servers[i].url, notebook))
                    for i, notebook in [] if args.no_split else pairs:
                        splits[i, notebook] = cold_load(browser, servers[i].url, notebook, True)
                finally:
                    browser.close()
        finally:
            for server in servers:
                server.stop()
    keys = ("shell_s", "kernel_idle_s", "lesson_drawn_s", "run_all_done_s")
    reports = []
    for i, notebook in pairs:
        site, done = sites[i], runs[i, notebook]
        size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
        reports.append(
            {
                "site": str(site),
                "notebook": notebook,
                "site_mb": round(size / 1e6, 1),
                "median": {k: statistics.median(r[k] for r in done) for k in keys} if done else {},
                "runs": done,
                "split_run": splits[i, notebook],
            }
        )
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps(reports[0] if len(reports) == 1 else reports, indent=1))
    summary = []
    for report in reports:
        short = {k: report[k] for k in ("site", "notebook", "site_mb", "median")}
        short["runs"] = [{k: r[k] for k in keys} for r in report["runs"]]
        if report["split_run"]:
            split = report["split_run"].get("kernel_split", {})
            short["split"] = {
                k: split.get(k) for k in ("import_s", "widget_s", "new_modules", "new_packages")
            }
        summary.append(short)
    print(json.dumps(summary[0] if len(summary) == 1 else summary, indent=1))


if __name__ == "__main__":
    main()
