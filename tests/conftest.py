"""Shared test setup: kernels started by the tests import this checkout.

nbval runs each notebook in a kernel whose working directory is ``notebooks/``, so a
relative ``PYTHONPATH=.`` would not find the package there; the checkout's absolute path
is put in front instead (a no-op when the package is installed).
"""

import asyncio
import contextlib
import os
from pathlib import Path

REPO = str(Path(__file__).resolve().parent.parent)
_paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
os.environ["PYTHONPATH"] = os.pathsep.join([REPO, *(p for p in _paths if p != REPO)])

# The learner's saved lesson progress (honeybuzz_lab.games.honeybuzz.lessons.progress) goes to a
# folder of the test run, never the user's own; kernels started by the tests inherit it. Each test
# gets a fresh folder so no test resumes another's progress.
import tempfile  # noqa: E402

import pytest  # noqa: E402

os.environ.setdefault("HONEYBUZZ_LAB_DATA", tempfile.mkdtemp(prefix="honeybuzz-progress-"))


@pytest.fixture(autouse=True)
def _fresh_progress_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("HONEYBUZZ_LAB_DATA", str(tmp_path_factory.mktemp("progress")))


@contextlib.contextmanager
def without_a_running_loop():
    """The thread's running event loop unset inside (and set again after)."""
    loop = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(loop)


@pytest.fixture(autouse=True)
def _no_running_loop_left_by_the_browser(request):
    """A worker that ran browser tests keeps Playwright's event loop marked as running in its
    thread (its sync API turns the loop in another greenlet), and a later engine or widget
    test would take it for a kernel's (a table would leave its bots to a loop that never
    turns). Outside the browser tests, the thread has no running loop."""
    if request.node.get_closest_marker("browser"):
        yield
        return
    with without_a_running_loop():
        yield


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """nbval's cells of one notebook share one kernel: under ``pytest -n 3 --dist loadgroup``
    each notebook's cells go to one worker, in order. The group names the language folder
    too (notebooks/en/..., notebooks/hu/...), so two notebooks never share one."""
    for item in items:
        path = Path(str(item.fspath))
        if path.suffix == ".ipynb":
            item.add_marker(pytest.mark.xdist_group(f"notebook-{path.parent.name}-{path.stem}"))
