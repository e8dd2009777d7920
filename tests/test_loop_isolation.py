"""A test after the browser tests on the same worker sees no running event loop: Playwright's
sync API leaves its loop marked as running in the thread, which a table takes for a kernel's
(its bots would wait for a loop that never turns)."""

from __future__ import annotations

import asyncio

from playwright.sync_api import sync_playwright

from honeybuzz_lab.core.botpace import running_loop
from tests.conftest import without_a_running_loop


def test_playwright_leaves_a_running_loop_which_the_other_tests_do_not_see() -> None:
    playwright = sync_playwright().start()
    try:
        left = asyncio._get_running_loop()
        assert left is not None, "Playwright's sync API no longer leaves its loop running"
        with without_a_running_loop():  # as the autouse fixture runs every other test
            assert running_loop() is None
        assert asyncio._get_running_loop() is left  # put back for the browser tests
    finally:
        playwright.stop()
