"""The rules reference in a real JupyterLab: a question typed, its rule opened with a live
demonstration, a related rule followed; every word readable, no inner scroll box."""

from __future__ import annotations

from typing import Any

#: Every text node's font size and every box that scrolls inside the reference.
_AUDIT = """() => {
  const root = document.querySelector('.hbr-root');
  const small = [], scrolls = [];
  for (const el of root.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own && parseFloat(style.fontSize) < 11) small.push(el.tagName + ' ' + el.textContent);
    if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
      scrolls.push(el.className);
    }
  }
  return { small, scrolls };
}"""


def test_a_question_finds_its_rule_and_shows_it_working(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.rulebook import RuleBook\n"
            "book = RuleBook(game='honeybuzz', language='en')\nbook",
        ],
        wait=".hbr-root .hbr-atom h3",
    )
    root = page.locator(".hbr-root")
    assert root.locator("h2").text_content() == "Rules reference: Honey Buzz"
    box = root.locator("input[type=search]")
    box.fill("may a tile touch a tip?")
    box.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('.hbr-atom h3').textContent"
        ".startsWith('No other edge may touch a tile')",
        timeout=15_000,
    )
    assert root.locator(".hbr-results .hbr-link").count() >= 3
    demo = root.locator(".hbr-demo")
    assert demo.locator("svg").count() == 1
    assert demo.locator(".hbr-verdict").text_content() == "✗ Refused"
    assert "yellow" in demo.locator(".hbr-reason").text_content()
    assert "Honey Buzz rulebook" in root.locator(".hbr-source").text_content()

    # a related rule opens in place
    root.locator(".hbr-related .hbr-link").first.click()
    page.wait_for_function(
        "() => !document.querySelector('.hbr-atom h3').textContent.startsWith('No other edge')",
        timeout=15_000,
    )
    assert lab.kernel_json("book.current['id']") == "hb.hive.yellow-edges"
    audit = page.evaluate(_AUDIT)
    assert audit == {"small": [], "scrolls": []}
    assert not lab.page_errors
