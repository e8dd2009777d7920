"""Helpers for driving a HiveBoard on a page (used with the ``lab`` fixture)."""

from __future__ import annotations

from typing import Any

SIZE = 28  # the board's hex size in SVG units (widget_js/render.js)
#: The hex SVG of a board.
BOARD_SVG = ".hb-board .hb-svg"


def board(page: Any, index: int = 0) -> Any:
    """The locator of the ``index``-th board on the page."""
    return page.locator(".hb-board").nth(index)


def svg_hex_xy(
    page: Any, selector: str, h: tuple[int, int], index: int = 0, scroll: bool = False
) -> tuple[float, float]:
    """Where the centre of hex ``h`` of the ``index``-th hex SVG matching ``selector`` is on
    the screen (the SVG scrolled to the middle of the view first if ``scroll``)."""
    x, y = page.evaluate(
        """([selector, index, q, r, size, scroll]) => {
            const svg = document.querySelectorAll(selector)[index];
            if (scroll) svg.scrollIntoView({block: 'center', behavior: 'instant'});
            const p = new DOMPoint(size * Math.sqrt(3) * (q + r / 2), size * 1.5 * r)
                .matrixTransform(svg.getScreenCTM());
            return [p.x, p.y];
        }""",
        [selector, index, h[0], h[1], SIZE, scroll],
    )
    return float(x), float(y)


def hex_xy(page: Any, h: tuple[int, int], index: int = 0) -> tuple[float, float]:
    """Where the centre of hex ``h`` of the ``index``-th board is on the screen."""
    return svg_hex_xy(page, BOARD_SVG, h, index)


def click_hex(page: Any, h: tuple[int, int], index: int = 0) -> None:
    """Click the centre of hex ``h`` as a learner does: the board scrolled into view first,
    and the point checked to be the board's own (not off screen, not under something)."""
    page.locator(BOARD_SVG).nth(index).scroll_into_view_if_needed()
    x, y = hex_xy(page, h, index)
    under = page.evaluate(
        """([x, y, selector, index]) => {
            const svg = document.querySelectorAll(selector)[index];
            const n = document.elementFromPoint(x, y);
            return n && svg.contains(n) ? '' : (n ? n.outerHTML.slice(0, 120) : 'off screen');
        }""",
        [x, y, BOARD_SVG, index],
    )
    assert not under, f"hex {h} is not on the board where it is clicked: {under}"
    page.mouse.click(x, y)


def hover(page: Any, h: tuple[int, int], index: int = 0) -> None:
    """Move the mouse over hex ``h`` (from a little aside, so a move event fires)."""
    x, y = hex_xy(page, h, index)
    page.mouse.move(x + 3, y + 2)
    page.mouse.move(x, y)


def tile_count(page: Any, n: int, index: int = 0, timeout: float = 15_000) -> None:
    """Wait until the board draws ``n`` tiles (if it never does, say what it shows)."""
    try:
        page.wait_for_function(
            "([n, i]) => document.querySelectorAll('.hb-board')[i]"
            "?.querySelectorAll('.hb-layer-tiles .hb-tile').length === n",
            arg=[n, index],
            timeout=timeout,
        )
    except Exception as error:  # playwright's TimeoutError
        shown = page.evaluate(
            """(i) => {
                const b = document.querySelectorAll('.hb-board')[i];
                if (!b) return 'no board';
                const text = (s) => (b.querySelector(s) || {}).textContent;
                return {tiles: b.querySelectorAll('.hb-layer-tiles .hb-tile').length,
                        pending: b.querySelectorAll('.hb-layer-pending > *').length,
                        status: text('.hb-hover'), error: text('.hb-error-text'),
                        live: text('.hb-live')};
            }""",
            index,
        )
        raise AssertionError(f"the board never drew {n} tiles; it shows {shown}") from error


def ghost(page: Any, index: int = 0) -> dict:
    """The ghost's state: visible, legal, anchor, direction, preview cells, status text."""
    return page.evaluate(
        """(index) => {
            const b = document.querySelectorAll('.hb-board')[index];
            const g = b.querySelector('.hb-ghost');
            const vis = (n) => n.getAttribute('visibility') !== 'hidden';
            return {
                visible: vis(g),
                legal: g.classList.contains('hb-legal'),
                anchor: g.dataset.anchor,
                direction: Number(g.dataset.direction),
                badge: g.querySelector('.hb-ghost-badge text').textContent,
                preview: [...b.querySelectorAll('.hb-preview-cell')].filter(vis)
                    .map((n) => [n.dataset.hex, n.dataset.type]),
                activated: [...b.querySelectorAll('.hb-preview-act')].filter(vis).length,
                reasons: [...b.querySelectorAll('.hb-reason-hex')].filter(vis).length,
                status: b.querySelector('.hb-hover').textContent,
            };
        }""",
        index,
    )
