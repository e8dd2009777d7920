"""The solitaire variant in JupyterLab: the difficulty dropdown, drone turns watched step by
step, skipped with the Skip button and with Esc, a drone's box refusing a click (on a stack
or on the box itself) with its reason, the tiers line, and the win / loss screen with the
rank, the last decisions clicked. Then the fit at 1280 x 800 with the file browser open, and
text size and contrast of the solo part in the light and dark theme (screenshots in
test-artifacts/screenshots)."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import Any

import pytest

from .conftest import DARK, LIGHT
from .contrast import text_report
from .screen import measure, not_fully_visible, scroll_to, wait_still
from .tablepage import (
    KERNEL_HELPERS,
    click_action,
    next_step,
    shared_notebook,
    table,
    wait_applied,
    wait_ply,
)

PAUSE = 0.5
CELLS = [
    "from honeybuzz_lab.games.honeybuzz.lessons.solo_chooser import SoloChooser\n"
    "from honeybuzz_lab.games.honeybuzz.game import GreedyBot\n"
    "import copy",
    f"solo = SoloChooser('larva', seed=3, bot_delay={PAUSE})\ntable = solo.table\nsolo",
    KERNEL_HELPERS
    + '''
_me = GreedyBot(3)

def _to_next_drone_turn():
    """Play the learner's moves from the kernel until the drones have taken a turn."""
    game, n = table.game, table.module_data("solo")["turn"]
    while not game.is_over and table.module_data("solo")["turn"] == n:
        table.apply(_me.choose(game))
    return len(game.actions)

def _length_left():
    """How many more actions the game lasts when the same bot plays it out."""
    game, bot = copy.deepcopy(table.game), copy.deepcopy(_me)
    start = len(game.actions)
    while not game.is_over:
        game.apply(bot.choose(game))
    return len(game.actions) - start
''',
]
TURN = ".hbt-solo-turn"


#: Notes in ``window.__shown`` each number of steps the drone turn strip ``s`` shows, with
#: when (ms), as it changes.
WATCH_SHOWN = """(s) => {
    window.__shown = [];
    const note = () => {
        const n = document.querySelector(s);
        if (!n || n.dataset.shown === undefined) return;
        const v = Number(n.dataset.shown);
        const last = window.__shown[window.__shown.length - 1];
        if (!last || last[0] !== v) window.__shown.push([v, performance.now()]);
    };
    new MutationObserver(note).observe(document.querySelector('.hbt-table'),
        {subtree: true, childList: true, attributes: true, attributeFilter: ['data-shown']});
}"""


def turn_state(page: Any) -> dict[str, Any]:
    return page.evaluate(
        "(s) => ({...document.querySelector(s).dataset,"
        " items: document.querySelectorAll(s + ' .hbt-solo-steps li').length})",
        TURN,
    )


def next_drone_turn(lab: Any, page: Any) -> int:
    """The kernel plays to the next drone turn; the page starts replaying it."""
    ply = lab.kernel_json("_to_next_drone_turn()")
    wait_ply(page, ply)
    turn = lab.kernel_json("table.module_data('solo')['turn']")
    page.wait_for_function(
        "(n) => document.querySelector('.hbt-solo').dataset !== undefined &&"
        " document.querySelector('.hbt-solo-turn h4').textContent.endsWith(String(n))",
        arg=turn,
    )
    return len(lab.kernel_json("table.module_data('solo')['steps']"))


#: Skip the drone turn of the strip ``s`` if it is still playing (its Skip button enabled).
SKIP_IF_PLAYING_JS = """(s) => {
    const skip = document.querySelector('.hbt-table .hbt-solo-skip');
    if (document.querySelector(s).dataset.playing === 'true' && skip && !skip.disabled) {
        skip.click();
    }
}"""


def test_a_solo_game_clicked_through_its_drone_turns_to_the_rank(shared_lab: Any) -> None:
    started = time.monotonic()
    lab, page = shared_notebook(shared_lab, CELLS)
    lab.kernel_run("assert _me is not None")
    t = table(page)
    # The dropdown starts a new game at the chosen difficulty.
    page.locator(".hb-solo-difficulty select").select_option(label="Egg (25 contest points to win)")
    for _ in range(100):
        if lab.kernel_json("solo.difficulty") == "egg":
            break
        page.wait_for_timeout(100)
    lab.kernel_run("table = solo.table")
    page.wait_for_function(
        "() => /25/.test(document.querySelector('.hbt-solo-head')?.textContent || '')"
    )
    assert page.locator(".hbt-table").count() == 1
    head = t.locator(".hbt-solo-head").text_content()
    assert "egg" in head and "25" in head

    # A drone's box says so and refuses a click, with the reason shown.
    lab.kernel_run("while table.game.pending.kind != 'turn': table.apply(_me.choose(table.game))")
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    box = t.locator(".hbt-box.hbt-box-drone").first
    assert "cannot be chosen" in box.locator(".hbt-drone-here").text_content()
    before = lab.kernel_json("len(table.game.actions)")
    box.locator("button.hbt-stack:not(:has(.hbt-empty-stack))").first.click()
    err = t.locator(".hbt-error")
    err.wait_for(state="visible")
    assert "drone" in err.text_content().lower()
    assert lab.kernel_json("len(table.game.actions)") == before
    t.get_by_role("button", name="Dismiss the error").click()
    # A click on the box itself (the drone's mark, not a stack) is refused with it too.
    err.wait_for(state="hidden")
    box.locator(".hbt-drone-here").click()
    err.wait_for(state="visible")
    assert "drone" in err.text_content().lower()
    assert lab.kernel_json("len(table.game.actions)") == before
    t.get_by_role("button", name="Dismiss the error").click()

    # Drone turn 1, watched: its steps come one by one, a pause apart. The page notes each
    # step as it shows (sampled from here, a loaded machine could miss a 0.5 s pause).
    page.evaluate(WATCH_SHOWN, TURN)
    steps = next_drone_turn(lab, page)
    assert steps >= 2
    page.wait_for_function(
        "([s, n]) => document.querySelector(s).dataset.playing === 'false'"
        " && Number(document.querySelector(s).dataset.shown) === n",
        arg=[TURN, steps],
        timeout=(steps * PAUSE + 10) * 1000,
    )
    noted = page.evaluate("() => window.__shown")
    run = [noted[-1]]  # this turn's steps: the last rising run of what was shown
    for entry in reversed(noted[:-1]):
        if entry[0] >= run[0][0]:
            break
        run.insert(0, entry)
    shown = [v for v, _ in run]
    # every step one by one (measured [0, 1, 2], 0.5 s apart), none at once
    assert shown == list(range(shown[0], steps + 1)) and len(shown) > steps - 1, noted
    gaps = [(b - a) / 1000 for (_, a), (_, b) in itertools.pairwise(run)]
    assert all(g > PAUSE * 0.6 for g in gaps), gaps
    assert turn_state(page)["items"] == steps

    # Drone turn 2, skipped with the button; drone turn 3, with Esc.
    for how in ("button", "escape"):
        steps = next_drone_turn(lab, page)
        page.wait_for_function(
            "(s) => document.querySelector(s).dataset.playing === 'true'", arg=TURN
        )
        if how == "button":
            t.locator(".hbt-solo-skip").click()
        else:
            t.locator(".hbt-solo-skip").focus()
            page.keyboard.press("Escape")
        s = turn_state(page)
        assert s["playing"] == "false" and int(s["shown"]) == steps == s["items"], (how, s)
        assert t.locator(".hbt-solo-skip").is_disabled()

    # The tiers line: each solo contest with its value and tier, as Python says it.
    lines = t.locator(".hbt-solo-contest").all_text_contents()
    assert lines == [c["text"] for c in lab.kernel_json("table.module_data('solo')['contests']")]
    assert len(lines) == 3 and all("→" in x for x in lines)

    # Most of the game from the kernel, the last decisions clicked.
    left = lab.kernel_json("_length_left()")
    lab.kernel_run(f"for _ in range({max(0, left - 6)}):\n    table.apply(_me.choose(table.game))")
    clicked = 0
    while True:
        step = next_step(lab)
        if step["over"]:
            break
        wait_ply(page, step["ply"])
        # Skip a drone turn still playing (checked and clicked at once: it may end between)
        page.evaluate(SKIP_IF_PLAYING_JS, TURN)
        click_action(page, 0, step["action"], step["id"])
        wait_applied(lab, page, step["ply"], step["action"])
        clicked += 1
        assert clicked < 40
    assert clicked >= 1
    final = lab.kernel_json("table.module_data('solo')['outcome']")
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    outcome = t.locator(".hbt-solo-outcome")
    outcome.wait_for(state="visible")
    assert t.locator(".hbt-solo").get_attribute("data-outcome") == (
        "won" if final["won"] else "lost"
    )
    assert outcome.locator(".hbt-solo-outcome-title").text_content() == final["title"]
    assert outcome.locator("p").text_content() == final["text"]
    if final["won"]:
        assert final["rank"] in final["text"]
    assert lab.page_errors == []
    print(f"solo game: {clicked} last decisions clicked, {time.monotonic() - started:.1f} s")


@pytest.mark.parametrize("theme", [LIGHT, DARK])
def test_the_solo_table_fits_and_reads_well(
    shared_lab: Any, theme: str, screenshot_dir: Path
) -> None:
    lab, page = shared_notebook(shared_lab, CELLS)
    lab.kernel_run("assert _me is not None")
    next_drone_turn(lab, page)
    lab.kernel_run("while table.game.pending.kind != 'turn': table.apply(_me.choose(table.game))")
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    page.wait_for_function("(s) => document.querySelector(s).dataset.playing === 'false'", arg=TURN)
    lab.set_theme(theme)
    page.set_viewport_size({"width": 1280, "height": 800})
    assert page.locator(".jp-FileBrowser").is_visible()
    wait_still(page, ".hb-solo-chooser")  # laid out again at the new size
    scroll_to(page, ".hb-solo-chooser", 0)
    name = "light" if theme == LIGHT else "dark"
    page.screenshot(path=str(screenshot_dir / f"solo-1280x800-{name}.png"))
    found = measure(
        page,
        ".hb-solo-chooser",
        0,
        [
            ".hb-solo-difficulty",
            ".hbt-solo-head",
            ".hbt-solo-pieces",
            ".hbt-decision .hbt-prompt",
            ".hbt-decision .hbt-buttons",
            ".hbt-box .hbt-stack",
        ],
    )
    hidden = not_fully_visible(found)
    report = text_report(page, ".hbt-solo")
    assert report == {"small": [], "low": []}, report
    # The solo part, the decision and its prompt are on the first screen.
    assert not {k: v for k, v in hidden.items() if "stack" not in k}, hidden
    if theme == LIGHT:
        print("1280 x 800, hidden:", hidden)


#: The player's turn with a tile to take (not a turn where only a recall is left).
TILE_TURN = (
    "while not (table.game.pending.kind == 'turn' and any("
    "a.kind == 'take_tile' for a in table.game.legal_actions())):"
    " table.apply(_me.choose(table.game))"
)


def test_the_tile_stacks_are_on_the_first_screen(shared_lab: Any) -> None:
    """After a drone turn, the player's turn to take a tile shows the hive boxes' stacks
    beside the decision (the part holding the decision's targets comes first)."""
    lab, page = shared_notebook(shared_lab, CELLS)
    lab.kernel_run("assert _me is not None")
    next_drone_turn(lab, page)
    lab.kernel_run(TILE_TURN)
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    page.set_viewport_size({"width": 1280, "height": 800})
    wait_still(page, ".hb-solo-chooser")  # laid out again at the new size
    scroll_to(page, ".hb-solo-chooser", 0)
    found = measure(page, ".hb-solo-chooser", 0, [".hbt-box .hbt-stack"])
    assert not not_fully_visible(found), found
