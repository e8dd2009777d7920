"""The Honeycomb Hustle table in real JupyterLab: a honeycomb built by clicking (draw, turn,
place, restart, done), a whole round finished (draft, buy), undo that takes back a placement
before the draw and never a draw (the reason on the Undo button), the table on one screen at
1280 x 800 with the file browser open, nothing moving when an error appears, an unforeseen
error's details shown and dismissed, text size and contrast in the light and the dark theme,
the notebook following the learner's decision into view after their action.
Notebook 20 as it ships is run in test_rule_links_browser.py (its table waits for the
learner; its pass-and-play table stays covered until a player takes the screen).

Screenshots go to test-artifacts/screenshots/hustle-*.png.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS
from .screen import (
    IN_VIEW_JS,
    TO_VIEW_BOTTOM_JS,
    measure,
    not_fully_visible,
    scroll_to,
    wait_still,
)

CELLS = [
    "from honeybuzz_lab.games.hustle.widgets.table import HustleTable",
    "table = HustleTable(players=3, seat=0, seed=6, bot_delay=0.3)\ntable",
]
ROOT = ".hbh-table"


#: The table with bots that answer at once.
QUICK = [CELLS[0], CELLS[1].replace("bot_delay=0.3", "bot_delay=0")]


def open_table(shared_lab: Any, cells: list[str] = CELLS) -> tuple[Any, Any]:
    """The notebook of ``cells`` after Run All, shared by the file's tests: each test gets
    a new table (its cells run again in the same kernel). Returns the lab and its page."""
    lab = shared_lab.run(cells, wait=f"{ROOT}[data-pending]")
    return lab, lab.page


def data(page: Any, key: str) -> str:
    return str(page.locator(ROOT).first.get_attribute(f"data-{key}") or "")


def wait_change(page: Any, ply: str, timeout: float = 20_000) -> None:
    """Wait until the table shows another ply than ``ply``."""
    page.wait_for_function(
        "(ply) => document.querySelector('.hbh-table').dataset.ply !== ply",
        arg=ply,
        timeout=timeout,
    )


def click_spot(page: Any) -> str:
    """Turn the token until a spot takes it, point at that spot, click; returns the hex."""
    for _ in range(6):
        spots = page.locator(f"{ROOT} .hbh-spot-ok")
        if spots.count():
            spot = spots.first
            where = spot.get_attribute("data-hex") or ""
            box = spot.bounding_box()
            assert box is not None
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            page.mouse.move(x + 3, y + 2)
            page.mouse.move(x, y)
            hover = page.locator(f"{ROOT} .hbh-hover").text_content() or ""
            assert "+" in hover, hover  # the points it would add
            page.mouse.click(x, y)
            return where
        page.locator(f"{ROOT} .hbh-turn-right").click()
    raise AssertionError("no turn of the token joins the honeycomb anywhere")


def play_my_building(page: Any, lab: Any, restart: bool) -> dict[str, int]:
    """Build the learner's honeycomb by clicking until the building is done."""
    counts = {"draws": 0, "places": 0, "restarts": 0}
    for _ in range(80):
        if data(page, "answer") != "yes" or data(page, "pending") not in ("draw", "build", "done"):
            return counts
        ply = data(page, "ply")
        if data(page, "placing") == "draw":
            page.locator(f"{ROOT} .hbh-draw").click()
            wait_change(page, ply)
            counts["draws"] += 1
            continue
        if data(page, "placing") == "place":
            click_spot(page)
            counts["places"] += 1
        elif restart and not counts["restarts"] and page.locator(f"{ROOT} .hbh-restart").count():
            page.locator(f"{ROOT} .hbh-restart").click()
            counts["restarts"] += 1
        else:
            page.locator(f"{ROOT} .hbh-done").click()
        wait_change(page, ply)
    raise AssertionError("the building did not end")


def test_build_a_honeycomb_by_clicking_and_finish_a_round(shared_lab: Any) -> None:
    lab, page = open_table(shared_lab)
    page.set_viewport_size({"width": 1280, "height": 800})
    assert data(page, "pending") == "draw" and data(page, "answer") == "yes"

    # The draw: nothing is drawn until the click; Python draws, the token animates.
    assert data(page, "placing") == "draw"
    assert lab.kernel_json("table.game.state.players[0].hand") is None
    assert lab.kernel_json("table._data['players'][0]['drawn']") is None
    page.locator(f"{ROOT} .hbh-draw").click()
    page.locator(f"{ROOT} .hbh-hand-svg").wait_for()
    assert page.locator(f"{ROOT} .hbh-drawn-anim").count() == 1
    before = lab.kernel_json("table.game.state.players[0].hand")
    lab.kernel_run("from honeybuzz_lab.games.hustle.game.catalogue import token_name")
    name = lab.kernel_json(f"token_name({before!r})")
    assert page.locator(f"{ROOT} .hbh-hand-name").text_content() == name

    # Turning changes the green spots; hovering sends nothing to the kernel.
    first = page.locator(f"{ROOT} .hbh-spot-ok").count()
    page.locator(f"{ROOT} .hbh-turn-right").click()
    assert page.locator(f"{ROOT} .hbh-turned").text_content() in ("Turned 1/6",)
    sent = len(lab.ws_sent)
    box = page.locator(f"{ROOT} .hbh-comb").bounding_box()
    page.mouse.move(box["x"] + 30, box["y"] + 30)
    page.mouse.move(box["x"] + box["width"] / 2 + 20, box["y"] + box["height"] / 2)
    assert len(lab.ws_sent) == sent
    assert first >= 0

    # The draw cannot be undone: the button says why.
    undo = page.locator(f"{ROOT} .hbh-undo")
    assert undo.is_disabled() and "chance is not taken back" in (undo.get_attribute("title") or "")

    # Place, then undo before drawing: the token comes back to the hand.
    ply = data(page, "ply")
    click_spot(page)
    wait_change(page, ply)
    assert lab.kernel_json("table.game.state.players[0].hand") is None
    assert data(page, "placing") == "draw" and not undo.is_disabled()
    undo.click()
    wait_change(page, str(int(ply) + 1))
    assert data(page, "ply") == ply
    assert lab.kernel_json("table.game.state.players[0].hand") == before
    ply = data(page, "ply")
    click_spot(page)
    wait_change(page, ply)

    # The rest of the building, with a restart, then done; the bots build too.
    counts = play_my_building(page, lab, restart=True)
    print("building:", json.dumps(counts))

    # The turns: draft from the pool, buy, steal if there is a trade token; round 2 comes.
    summary = ""
    for _ in range(200):
        if data(page, "round") == "2":
            break
        kind = data(page, "pending")
        if data(page, "phase") == "turns" and data(page, "round") == "1" and not summary:
            summary = page.locator(f"{ROOT} .hbh-summary").text_content() or ""
            # The others' honeycombs name every token (not by colour alone), 11 px or more.
            faces = page.evaluate(OTHERS_JS)
            assert faces["tokens"] > 3 and faces["named"] == faces["tokens"], faces
            assert min(faces["heights"]) >= 11, faces
        if data(page, "answer") != "yes":
            page.wait_for_timeout(100)
            continue
        ply = data(page, "ply")
        if kind == "draft":
            page.locator(f"{ROOT} .hbh-draft").first.click()
        elif kind == "buy":
            page.locator(f"{ROOT} .hbh-buy").click()
        elif kind == "steal":
            page.locator(f"{ROOT} .hbh-steal").first.click()
        else:
            play_my_building(page, lab, restart=False)
            continue
        wait_change(page, ply)
    assert data(page, "round") == "2"
    assert lab.kernel_json("table.game.state.round") == 2
    assert "Round 1" in summary and "start token" in summary, summary
    assert "helper bee" in summary, summary
    assert lab.page_errors == []


def focused(page: Any) -> str:
    """The focused element's classes."""
    return str(page.evaluate("() => document.activeElement.getAttribute('class') || ''"))


def test_after_the_bots_the_focus_goes_to_the_draft_and_it_is_drafted_by_keys(
    shared_lab: Any,
) -> None:
    """Keyboard only: the learner builds a round (D, R, the arrows, Enter; when the building
    stops the focus goes from the honeycomb to Done, and Enter ends it);
    the bots build one by one (bot_delay=0.3), and the draft that comes next takes the
    focus to its first button and is said in the live region, so Enter drafts. The learner's
    next decision after the bots' drafts takes the focus again."""
    lab, page = open_table(shared_lab)
    live = page.locator(f"{ROOT} > .hb-live")
    page.locator(f"{ROOT} .hbh-comb").focus()
    for _ in range(80):
        if data(page, "answer") != "yes" or data(page, "pending") not in ("draw", "build", "done"):
            break
        placing = data(page, "placing")
        if placing == "draw":
            page.keyboard.press("d")
            page.wait_for_function(
                "() => document.querySelector('.hbh-table').dataset.placing !== 'draw'"
            )
        elif placing == "place":
            turn_until_a_spot_takes_it(page, "r")
            place_by_keyboard(page, lab)
        else:  # the building has stopped: the focus left the honeycomb for Done; Enter
            page.wait_for_function(
                "() => (document.activeElement.className || '').includes('hbh-done')"
            )
            said = live.text_content() or ""
            assert said.startswith("Your decision:"), said
            ply = data(page, "ply")
            page.keyboard.press("Enter")
            wait_change(page, ply)
    else:
        raise AssertionError("the building did not end")

    # the bots build (one move every 0.3 s), then the learner drafts first
    page.wait_for_function(
        "() => { const d = document.querySelector('.hbh-table').dataset;"
        " return d.pending === 'draft' && d.answer === 'yes'; }",
        timeout=30_000,
    )
    assert "hbh-draft" in focused(page), focused(page)
    first = page.locator(f"{ROOT} .hbh-controls button").first
    assert page.evaluate("(b) => b === document.activeElement", first.element_handle())
    said = live.text_content() or ""
    assert said.startswith("Your decision: Draft one token"), said
    ply = data(page, "ply")
    page.keyboard.press("Enter")
    wait_change(page, ply)
    assert lab.kernel_json(f"type(table.game.actions[{ply}]).__name__") == "Draft"

    # the learner's next decision (the buy, after the bots' drafts) has the focus on its
    # first control too: the keys act there at once
    page.wait_for_function(
        "() => document.querySelector('.hbh-table').dataset.answer === 'yes'", timeout=30_000
    )
    in_panel = (
        "() => document.querySelector('.hbh-table .hbh-controls').contains(document.activeElement)"
    )
    assert page.evaluate(in_panel), (focused(page), data(page, "pending"))
    assert lab.page_errors == []


OTHERS_JS = """() => {
    const tokens = document.querySelectorAll('.hbh-table .hbh-minicomb .hbh-token');
    const faces = [...tokens].map((g) => g.querySelector('text')).filter(Boolean);
    return {tokens: tokens.length, named: faces.filter((t) => t.textContent.trim()).length,
            heights: faces.map((t) => t.getBoundingClientRect().height)};
}"""


def shot(page: Any, screenshot_dir: Path, name: str) -> None:
    page.locator(ROOT).first.screenshot(path=str(screenshot_dir / f"hustle-{name}.png"))


#: The pictures test_screenshots takes (hustle-<name>.png).
PICTURES = ["screen-light", "build-light", "build-dark", "screen-dark", "turns-dark"]
PICTURES += ["others-dark", "turns-light"]


def behind(page: Any) -> float:
    """The relative luminance (0 black, 1 white) of what is behind the table."""
    return float(
        page.locator(ROOT).first.evaluate(
            "(el) => {" + CONTRAST_JS + "return lum(background(el)); }"
        )
    )


def test_screenshots(shared_lab: Any, screenshot_dir: Path) -> None:
    lab, page = open_table(shared_lab, QUICK)
    page.set_viewport_size({"width": 1280, "height": 800})
    scroll_to(page, ROOT, 0)
    page.locator(f"{ROOT} .hbh-draw").click()
    for _ in range(6):
        if page.locator(f"{ROOT} .hbh-spot-ok").count():
            break
        page.locator(f"{ROOT} .hbh-turn-right").click()
    spot = page.locator(f"{ROOT} .hbh-spot-ok").first
    spot.hover()
    assert str(page.locator(f"{ROOT} .hbh-hover").first.text_content()).strip()  # explained
    page.screenshot(path=str(screenshot_dir / "hustle-screen-light.png"))
    shot(page, screenshot_dir, "build-light")
    assert behind(page) > 0.5
    lab.set_theme(DARK)
    spot.hover()
    shot(page, screenshot_dir, "build-dark")
    assert behind(page) < 0.1
    page.screenshot(path=str(screenshot_dir / "hustle-screen-dark.png"))
    lab.kernel_run(
        "from honeybuzz_lab.games.hustle.game.bots import PlanningBot\n"
        "me = PlanningBot(3)\n"
        "while table.game.pending.kind in ('draw', 'build', 'done'):\n"
        "    table.apply(me.choose(table.game))"
    )
    page.wait_for_function(
        "() => ['draft', 'buy'].includes(document.querySelector('.hbh-table').dataset.pending)"
    )
    shot(page, screenshot_dir, "turns-dark")
    others = page.locator(f"{ROOT} .hbh-others")
    others.scroll_into_view_if_needed()
    others.screenshot(path=str(screenshot_dir / "hustle-others-dark.png"))
    lab.set_theme(LIGHT)
    shot(page, screenshot_dir, "turns-light")
    for name in PICTURES:  # each with something drawn on it (a blank one is a few kB)
        assert (screenshot_dir / f"hustle-{name}.png").stat().st_size > 10_000, name
    assert lab.page_errors == []


#: What a decision needs at once: the prompt, its buttons, the honeycomb, undo, the line
#: that explains a spot, the place of an error.
ONE_SCREEN = [
    ".hbh-status",
    ".hbh-prompt",
    ".hbh-controls",
    ".hbh-comb",
    ".hbh-undo",
    ".hbh-hover",
    ".hbh-msg",
    ".hbh-mine",
]


def test_the_table_fits_one_screen_and_an_error_moves_nothing(shared_lab: Any) -> None:
    lab, page = open_table(shared_lab, QUICK)
    page.set_viewport_size({"width": 1280, "height": 800})
    assert page.locator(".jp-FileBrowser").is_visible()  # the default layout: browser open
    wait_still(page, ROOT)  # laid out again at the new size
    scroll_to(page, ROOT, 0)
    found = measure(page, ROOT, 0, [*ONE_SCREEN, ".hbh-draw"])
    assert not not_fully_visible(found), found
    page.locator(f"{ROOT} .hbh-draw").click()
    for _ in range(6):
        if page.locator(f"{ROOT} .hbh-spot-ok").count():
            break
        page.locator(f"{ROOT} .hbh-turn-right").click()
    scroll_to(page, ROOT, 0)
    selectors = [*ONE_SCREEN, ".hbh-turn-right", ".hbh-spot-ok", ".hbh-restart"]
    before = measure(page, ROOT, 0, selectors)
    assert not not_fully_visible(before), before
    print("table height:", page.locator(ROOT).bounding_box()["height"])

    lab.kernel_run("table.handle_message({'kind': 'act', 'action': 'place 9,9 0'})")
    page.locator(f"{ROOT}[data-error='yes']").wait_for()
    wait_still(page, ROOT)
    after = measure(page, ROOT, 0, selectors)
    moved = {
        k: (before[k]["box"], after[k]["box"])
        for k in selectors
        if before[k]["box"] != after[k]["box"]
    }
    assert not moved, f"moved when the error came: {moved}"

    # the turns: the pool's tokens and the purchase fit too
    lab.kernel_run(
        "from honeybuzz_lab.games.hustle.game.bots import PlanningBot\n"
        "me = PlanningBot(3)\n"
        "while table.game.pending.kind not in ('draft', 'buy', 'over'):\n"
        "    table.apply(me.choose(table.game))"
    )
    page.wait_for_function(
        "() => ['draft', 'buy'].includes(document.querySelector('.hbh-table').dataset.pending)"
    )
    scroll_to(page, ROOT, 0)
    target = ".hbh-draft" if data(page, "pending") == "draft" else ".hbh-buy"
    found = measure(page, ROOT, 0, [*ONE_SCREEN, target])
    assert not not_fully_visible(found), found


TEXT_JS = (
    """() => {"""
    + CONTRAST_JS
    + """
    const out = {small: [], faint: [], svg: []};
    const root = document.querySelector('.hbh-table');

    for (const n of root.querySelectorAll('*')) {
        if (n.closest('svg') || n.closest('[hidden]') || n.closest('.hb-live')) continue;
        const own = [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
        if (!own || !n.getClientRects().length) continue;
        const cs = getComputedStyle(n);
        const size = parseFloat(cs.fontSize);
        if (size < 11) out.small.push([n.className, size]);
        let fg = rgba(cs.color);
        const bg = background(n);
        let opacity = 1;
        for (let a = n; a && a !== root; a = a.parentElement) {
            opacity *= parseFloat(getComputedStyle(a).opacity);
        }
        fg = over([...fg.slice(0, 3), fg[3] * opacity], bg);
        const r = ratio(fg, bg);
        if (r < 4.5) out.faint.push([n.className, n.textContent.slice(0, 30), r.toFixed(2)]);
    }
    const comb = rgba(getComputedStyle(root.querySelector('.hbh-comb')).backgroundColor);
    for (const t of root.querySelectorAll('.hbh-comb text, .hbh-minicomb text')) {
        const h = t.getBoundingClientRect().height;
        const fill = rgba(getComputedStyle(t).fill);
        const hex = t.parentNode.querySelector('.hbh-token-hex');
        const behind = hex ? rgba(getComputedStyle(hex).fill) : comb;
        const r = ratio(fill, behind);
        if (h < 11 || r < 4.5) out.svg.push([t.textContent, h.toFixed(1), r.toFixed(2)]);
    }
    for (const sel of ['.hbh-spot-ok polygon', '.hbh-mark']) {
        const g = root.querySelector('.hbh-comb ' + sel);
        if (!g) continue;
        const stroke = rgba(getComputedStyle(g).stroke);
        const token = g.closest('.hbh-token');
        const hex = token && token.querySelector('.hbh-token-hex');
        const behind = hex ? rgba(getComputedStyle(hex).fill) : comb;
        const r = ratio(stroke, behind);
        if (r < 3) out.svg.push([sel, r.toFixed(2)]);
    }
    return out;
}"""
)


def test_text_size_and_contrast_in_the_light_and_the_dark_theme(shared_lab: Any) -> None:
    lab, page = open_table(shared_lab, QUICK)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(f"{ROOT} .hbh-draw").click()
    for _ in range(6):
        if page.locator(f"{ROOT} .hbh-spot-ok").count():
            break
        page.locator(f"{ROOT} .hbh-turn-right").click()
    lab.kernel_run("table.handle_message({'kind': 'act', 'action': 'place 9,9 0'})")
    page.locator(f"{ROOT}[data-error='yes']").wait_for()
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        wait_still(page, ROOT)
        found = page.evaluate(TEXT_JS)
        assert found == {"small": [], "faint": [], "svg": []}, (theme, found)


FOCUSED_JS = "() => (document.activeElement.getAttribute('class') || '').split(' ')[0]"


def on_comb(page: Any) -> bool:
    """Whether the keyboard focus is on the big honeycomb."""
    return bool(page.evaluate(FOCUSED_JS) == "hbh-comb")


def turn_until_a_spot_takes_it(page: Any, key: str) -> None:
    for _ in range(6):
        if page.locator(f"{ROOT} .hbh-spot-ok").count():
            return
        page.keyboard.press(key)
        assert on_comb(page)
    assert page.locator(f"{ROOT} .hbh-spot-ok").count()


def place_by_keyboard(page: Any, lab: Any) -> None:
    """The arrows move the cursor (each spot said in the live region), Enter places."""
    page.evaluate("() => { document.querySelector('.hbh-table > .hb-live').textContent = ''; }")
    page.keyboard.press("ArrowRight")  # the cursor comes to the first spot that takes it
    live = page.locator(f"{ROOT} > .hb-live")
    page.wait_for_function(
        "() => document.querySelector('.hbh-table > .hb-live').textContent.includes(':')"
    )
    said = live.text_content() or ""
    assert said.startswith("Cursor on") and "+" in said, said
    assert page.locator(f"{ROOT} .hbh-cursor").count() == 1
    ply = data(page, "ply")
    page.keyboard.press("Enter")
    wait_change(page, ply)
    if data(page, "placing") in ("draw", "place"):
        assert on_comb(page)  # the honeycomb is never replaced: the focus stays for the next token
    else:  # the building stopped: nothing acts on the honeycomb now, Done has the focus
        page.wait_for_function(
            "() => (document.activeElement.className || '').includes('hbh-done')"
        )


def test_a_token_is_drawn_turned_and_placed_by_keyboard_and_each_spot_is_said(
    shared_lab: Any,
) -> None:
    """As on the Honey Buzz board: the honeycomb takes the focus once, and keeps it: D draws,
    R turns, the arrows move a cursor whose spot is said in the live region, Enter places,
    D draws the next. From the Draw button (gone once pressed) the focus goes to the
    honeycomb. The keys never reach JupyterLab's command mode (R would make the cell raw,
    D twice delete it)."""
    lab, page = open_table(shared_lab, QUICK)
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    comb = page.locator(f"{ROOT} .hbh-comb")
    assert "Enter" in (comb.get_attribute("aria-label") or "")
    comb.focus()
    page.keyboard.press("d")
    page.locator(f"{ROOT} .hbh-hand-svg").wait_for()
    assert on_comb(page), page.evaluate(FOCUSED_JS)
    turn_until_a_spot_takes_it(page, "r")
    place_by_keyboard(page, lab)
    assert lab.kernel_json("len(table.game.state.players[0].comb)") >= 1

    # the next token, still without touching the mouse or the focus
    assert data(page, "placing") == "draw"
    page.keyboard.press("d")
    page.wait_for_function("() => document.querySelector('.hbh-table').dataset.placing === 'place'")
    assert on_comb(page)
    turn_until_a_spot_takes_it(page, "Shift+R")
    place_by_keyboard(page, lab)

    # the Draw button by keyboard: the focus goes where the next keys act, the honeycomb
    assert data(page, "placing") == "draw"
    page.locator(f"{ROOT} .hbh-draw").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.hbh-table').dataset.placing === 'place'")
    assert on_comb(page), page.evaluate(FOCUSED_JS)
    turn_until_a_spot_takes_it(page, "r")
    page.keyboard.press("d")  # (drawn already: nothing; twice in command mode: delete)
    page.keyboard.press("d")
    place_by_keyboard(page, lab)

    # a turn button keeps the focus through its redraw
    page.keyboard.press("d")
    page.wait_for_function("() => document.querySelector('.hbh-table').dataset.placing === 'place'")
    page.locator(f"{ROOT} .hbh-turn-right").focus()
    page.keyboard.press("Enter")
    assert page.evaluate(FOCUSED_JS) == "hbh-btn"
    assert "hbh-turn-right" in page.evaluate("() => document.activeElement.className")
    assert lab.kernel_json("len(table.game.state.players[0].comb)") >= 3
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells
    assert page.locator(".jp-Notebook .jp-RawCell").count() == 0
    assert lab.page_errors == []


#: The quick table below a page of the notebook to read (the learner reads above the table).
BELOW_TEXT = [CELLS[0] + "\nprint('\\n'.join(f'line {i}' for i in range(60)))", QUICK[1]]


def test_the_notebook_follows_the_learners_decision_into_view(
    shared_lab: Any, screenshot_dir: Path
) -> None:
    """On a laptop's screen (1280 x 800) the learner reads the notebook above the table,
    its Draw button at the bottom of the view: the first draw moved nothing; the token the
    click draws waits on the honeycomb, which reaches below the view, and the notebook
    scrolls (once) as little as shows it whole with the line that explains a spot under it
    (its stage: layout.js's DecisionFollower)."""
    lab, page = open_table(shared_lab, BELOW_TEXT)
    page.set_viewport_size({"width": 1280, "height": 800})
    wait_still(page, ROOT)
    table = page.locator(ROOT).first
    draw = page.locator(f"{ROOT} .hbh-draw")
    draw.evaluate(TO_VIEW_BOTTOM_JS)
    wait_still(page, ROOT)
    page.wait_for_timeout(400)  # the follower's settling time: it moves nothing unasked
    before = page.evaluate(IN_VIEW_JS, f"{ROOT} .hbh-stage")
    page.screenshot(path=str(screenshot_dir / "hustle-follow-before.png"))
    assert table.get_attribute("data-followed") is None  # the first draw moved nothing
    assert before["bottom"] > before["viewBottom"] + 50, before  # the honeycomb reaches below
    assert page.evaluate(IN_VIEW_JS, f"{ROOT} .hbh-draw")["whole"]
    draw.click()
    page.locator(f"{ROOT}[data-placing='place']").wait_for()
    page.wait_for_function(f"() => ({IN_VIEW_JS})('{ROOT} .hbh-stage').whole", timeout=10_000)
    wait_still(page, ROOT)
    where = page.evaluate(IN_VIEW_JS, f"{ROOT} .hbh-stage")
    # as little as shows it: the hover line's bottom at the view's bottom (a margin of 12 px)
    assert where["bottom"] >= where["viewBottom"] - 40, where
    assert where["scrolled"] > before["scrolled"], (before, where)
    page.screenshot(path=str(screenshot_dir / "hustle-follow-after.png"))
    print("the stage before and after the Draw click:", json.dumps([before, where]))
    assert table.get_attribute("data-followed") == "1"
    assert lab.page_errors == []


BROKEN_BOT = [
    "from honeybuzz_lab.games.hustle.game import Game\n"
    "from honeybuzz_lab.games.hustle.widgets.table import HustleTable\n"
    "class Broken:\n"
    "    name = 'broken'\n"
    "    def choose(self, game):\n"
    "        raise RuntimeError('no idea')",
    "table = HustleTable(game=Game.new(['Ann', 'Ben'], seed=3), seat=0, bots={1: Broken()},"
    " bot_delay=0, language='hu')\ntable",
]


def test_an_unforeseen_error_shows_its_details_in_the_shared_error_block(lab: Any) -> None:
    """A bot that raises: the sentence (in the table's language), the traceback under
    Details, and Dismiss clears it on the page and in Python."""
    page = lab.notebook(BROKEN_BOT, wait=f"{ROOT}[data-pending]")
    page.locator(f"{ROOT}[data-error='yes']").wait_for()
    block = page.locator(f"{ROOT} .hbh-msg .hbk-error")
    assert block.is_visible()
    assert "Ben" in (block.locator(".hbk-error-text").text_content() or "")
    details = block.locator("details")
    assert details.is_visible()
    assert (details.locator("summary").text_content() or "") == "Részletek"
    details.locator("summary").click()
    trace = details.locator("pre").text_content() or ""
    assert "Traceback" in trace and "RuntimeError: no idea" in trace, trace
    live = page.locator(f"{ROOT} > .hb-live").text_content() or ""
    assert "Ben" in live  # said through the table's one live region
    block.locator("button").click()
    page.locator(f"{ROOT}[data-error='no']").wait_for()
    assert not block.is_visible()
    for _ in range(50):  # the page's Dismiss reaches Python
        if lab.kernel_json("table._error") == "":
            break
        page.wait_for_timeout(100)
    assert lab.kernel_json("table._error") == ""
    assert lab.page_errors == []
