"""The companion notebook (30) as a Voila app on a phone-sized screen (390 x 844): the setup
guide, the referee and the score sheet fit the width, the sheet's player cards stack in one
column, and ticking a step or typing a number answers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS, LabServer
from .hosts import VoilaHost, copy_notebooks
from .test_hosts_browser import shutdown_sessions

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(lab_server: LabServer, browser: Any) -> Iterator[Any]:
    copy_notebooks(lab_server.root / "hosts")
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    VoilaHost(lab_server.url).open(page, "en/30_at_the_table.ipynb")
    page.locator(".widget-checkbox").first.wait_for(state="visible", timeout=120_000)
    yield page
    context.close()
    shutdown_sessions(lab_server.url)


def test_the_companion_fits_a_phone(phone: Any) -> None:
    page = phone
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"] + 2, f"the page is {width} px wide on a 390 px screen"
    # the score sheet's four player cards: one column, each inside the screen
    cards = page.evaluate(
        """() => [...document.querySelectorAll('.widget-vbox')]
            .filter(b => b.querySelector(':scope > .widget-html b') &&
                         b.querySelectorAll(':scope > .widget-inline-hbox').length >= 4)
            .map(b => { const r = b.getBoundingClientRect();
                        return [r.left, r.right, r.top]; })"""
    )
    assert len(cards) == 4, cards
    assert all(left >= -1 and right <= PHONE["width"] + 1 for left, right, _ in cards), cards
    assert len({round(left) for left, _r, _t in cards}) == 1, "the cards should stack"
    # ticking the first step counts it (test-artifacts/companion-setup-phone.png: the guide)
    page.evaluate(
        "() => [...document.querySelectorAll('h3')].find(h => h.textContent.startsWith("
        "'Setting up')).scrollIntoView({block: 'start', behavior: 'instant'})"
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "companion-setup-phone.png"))
    progress = page.get_by_text("0 of", exact=False).first
    assert progress.is_visible()
    page.locator(".widget-checkbox input").first.check()
    page.get_by_text("1 of", exact=False).first.wait_for(state="visible")
    # the sheet scores as a number is typed
    coins = page.locator(".widget-text", has_text="Coins").first.locator("input")
    coins.fill("60")
    coins.press("Enter")
    page.get_by_text("Anne wins with 162 points").first.wait_for(state="visible")
    # a picture of the sheet on the phone (test-artifacts/companion-phone.png)
    page.get_by_text("Anne wins with 162 points").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "companion-phone.png"))
