"""The companion notebook (30) as a Voila app on a phone-sized screen (390 x 844): the setup
guide, the referee and the score sheet (each one anywidget) fit the width, the sheet's
player cards stack in one column, no text is under 11 px or under 4.5:1, nothing hides in
an inner scroll box, and ticking a step, typing a number or asking the referee answers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS, DARK, LIGHT, LabServer
from .contrast import text_report
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
    page.locator(".hbcomp-guide .hbcomp-box").first.wait_for(state="visible", timeout=120_000)
    yield page
    context.close()
    shutdown_sessions(lab_server.url)


def test_the_companion_fits_a_phone(phone: Any) -> None:
    page = phone
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"] + 2, f"the page is {width} px wide on a 390 px screen"
    assert page.locator(".hbcomp-root").count() == 3  # the guide, the referee, the sheet
    # the score sheet's four player cards: one column, each inside the screen
    cards = page.evaluate(
        """() => [...document.querySelectorAll('.hbcomp-sheet .hbcomp-card')]
            .map(b => { const r = b.getBoundingClientRect();
                        return [r.left, r.right, r.top]; })"""
    )
    assert len(cards) == 4, cards
    assert all(left >= -1 and right <= PHONE["width"] + 1 for left, right, _ in cards), cards
    assert len({round(left) for left, _r, _t in cards}) == 1, "the cards should stack"
    report = text_report(page, ".hbcomp-root", rendered=True)
    assert report == {"small": [], "low": []}, report
    boxed = page.evaluate(
        """() => [...document.querySelectorAll('.hbcomp-root *')].filter((n) => {
            const o = getComputedStyle(n).overflowY;
            return (o === 'auto' || o === 'scroll') && n.scrollHeight > n.clientHeight + 1;
        }).map((n) => n.className)"""
    )
    assert boxed == [], f"content in an inner scroll box: {boxed}"
    # ticking the first step counts it (test-artifacts/companion-setup-phone.png: the guide)
    page.evaluate(
        "() => [...document.querySelectorAll('h3')].find(h => h.textContent.startsWith("
        "'Setting up')).scrollIntoView({block: 'start', behavior: 'instant'})"
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "companion-setup-phone.png"))
    guide = page.locator(".hbcomp-guide")
    assert guide.locator(".hbcomp-progress").inner_text().startswith("0 of")
    guide.locator(".hbcomp-box").first.check()
    guide.get_by_text("1 of", exact=False).first.wait_for(state="visible")
    # the referee answers a tile typed and asked with Enter (the notebook's last question
    # from Python was a legal Market tile)
    referee = page.locator(".hbcomp-referee")
    assert referee.locator(".hbcomp-answer").get_attribute("data-tone") == "legal"
    question = referee.locator(".hbcomp-question")
    question.fill("P(0,0)E")
    question.press("Enter")
    referee.locator('.hbcomp-answer[data-tone="illegal"]').wait_for()
    assert referee.locator(".hbcomp-verdict").inner_text().startswith("P(0,0)E may not go there")
    # the board's coordinates read at 11 px or more (test-artifacts/companion-referee-phone.png)
    referee.locator(".hb-coord").first.wait_for()
    assert text_report(page, ".hbcomp-referee", rendered=True) == {"small": [], "low": []}
    referee.locator("svg.hb-svg").evaluate("(n) => n.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(ARTIFACTS / "companion-referee-phone.png"))
    # the sheet scores as a number is typed
    coins = page.locator(".hbcomp-card").first.locator('[data-field="coins"] input')
    coins.fill("60")
    coins.press("Enter")
    lines = page.locator(".hbcomp-sheet .hbcomp-lines")
    lines.get_by_text("Anne wins with 162 points").wait_for(state="visible")
    # a picture of the sheet on the phone (test-artifacts/companion-phone.png)
    lines.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "companion-phone.png"))


def test_the_companion_by_keyboard_in_light_and_dark(lab: Any) -> None:
    """In JupyterLab: each widget's path by keyboard (a step ticked with Space, a tile asked
    with Enter, a contest card chosen with the arrow keys, a number typed; the keys stay in
    the widget, not JupyterLab's shortcuts), and every text at 4.5:1 in both themes."""
    page = lab.notebook(
        [
            "from honeybuzz_lab.companion import Referee, ScoreSheet, SetupGuide\n"
            "from IPython.display import display\n"
            "guide, referee, sheet = SetupGuide(3), Referee(), ScoreSheet(['Ann', 'Bo'])\n"
            "display(guide, referee, sheet)"
        ],
        wait=".hbcomp-sheet .hbcomp-card",
    )
    guide = page.locator(".hbcomp-guide")
    first = guide.locator(".hbcomp-box").first
    first.focus()
    page.keyboard.press("Space")
    guide.locator(".hbcomp-progress", has_text="1 of").wait_for()
    page.keyboard.press("Tab")
    assert (
        guide.locator(".hbcomp-step")
        .nth(1)
        .evaluate("(step) => step.contains(document.activeElement)")
    ), "Tab should reach the next step's check box"
    referee = page.locator(".hbcomp-referee")
    referee.locator(".hbcomp-question").focus()
    page.keyboard.type("M(-2,3)E")  # M and E are JupyterLab's one-key shortcuts: kept here
    page.keyboard.press("Enter")
    referee.locator('.hbcomp-answer[data-tone="legal"]').wait_for()
    sheet = page.locator(".hbcomp-sheet")
    blue = sheet.locator(".hbcomp-setting select").first
    before = blue.input_value()
    blue.focus()
    page.keyboard.press("ArrowDown")
    title = blue.locator("option:checked").inner_text()
    assert blue.input_value() != before
    label = sheet.locator('.hbcomp-card [data-field="contest:blue"] label').first
    label.filter(has_text=title).wait_for()
    coins = sheet.locator('.hbcomp-card [data-field="coins"] input').first
    coins.focus()
    page.keyboard.type("12")
    page.keyboard.press("Enter")
    sheet.locator(".hbcomp-lines", has_text="Ann wins with 12 points").wait_for()
    assert page.locator(".jp-Cell").count() == 1 and page.locator(".jp-MarkdownCell").count() == 0
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        report = text_report(page, ".hbcomp-root", rendered=True)
        assert report == {"small": [], "low": []}, (theme, report)
