"""The advanced variant on the table, per seat, in JupyterLab (RULINGS 6).

- Everything the kernel sent to the page of seat 0's table during many actions (every
  websocket frame, read in full) holds no front of a tile seat 0 has not seen, and no
  private sentence of the bot.
- Pass-and-play between two people hides the table behind a hand-over screen until the next
  person clicks "I am ...", and the page behind it holds no seat's secrets.
- A forage is answered by clicking a face-down tile: viewed secretly, put back, a pollen.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .conftest import ARTIFACTS, DARK, LIGHT
from .screen import wait_still
from .tablepage import (
    KERNEL_HELPERS,
    click_action,
    click_until_another_seat,
    next_step,
    open_notebook,
    table,
    wait_applied,
    wait_ply,
    wait_tables,
)

NECTAR_WORDS = "Wildflower|Rosemary|Cherry Blossom|Acacia"
LETTERS = {"wildflower": "w", "rosemary": "r", "cherry_blossom": "c", "acacia": "a"}


def _frames(lab: Any) -> list[str]:
    """Collect every websocket frame the page receives from now on, as text."""
    got: list[str] = []

    def on_frame(payload: Any) -> None:
        if isinstance(payload, bytes):
            payload = payload.decode("utf-8", errors="replace")
        got.append(payload)

    lab.page.on("websocket", lambda ws: ws.on("framereceived", on_frame))
    return got


def _synced_fields(frames: list[str]) -> list[dict]:
    """Every ``_field`` value the kernel synced (parsed out of the raw frames)."""
    decoder = json.JSONDecoder()
    out = []
    for text in frames:
        for m in re.finditer(r'"_field"\s*:\s*', text):
            try:
                value, _ = decoder.raw_decode(text, m.end())
            except ValueError:
                continue
            if isinstance(value, dict) and "tiles" in value:
                out.append(value)
    return out


def seats_notebook(shared_lab: Any, cells: list[str]) -> tuple[Any, Any]:
    """The notebook of ``cells`` in a fresh kernel on the file's shared page (JupyterLab
    loaded once), as :func:`open_notebook` gives it; the lab and its page."""
    lab = shared_lab.fresh(
        cells, lambda lab: open_notebook(lab, cells), lambda lab: wait_tables(lab, 1)
    )
    return lab, lab.page


# This test watches the page's websockets from before its notebook opens: a page of its own.
def test_the_synced_state_of_a_seat_never_holds_a_front_it_has_not_seen(lab: Any) -> None:
    frames = _frames(lab)
    page = open_notebook(
        lab,
        [
            "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
            "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
            "from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv",
            "table = GameTable(Game.new(['You', 'Bee-bot'], seed=5, modules=['advanced']),\n"
            "                  bots={1: GreedyBot(2)}, bot_delay=0, seat=0)\n"
            "table",
            KERNEL_HELPERS + "\n_me = GreedyBot(9)",
        ],
    )
    lab.kernel_run("assert _me is not None")
    clicks = 0
    while clicks < 70:
        step = next_step(lab)
        if step["over"]:
            break
        wait_ply(page, step["ply"])
        click_action(page, 0, step["action"], step["id"])
        wait_applied(lab, page, step["ply"], step["action"])
        clicks += 1
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    facts = lab.kernel_json(
        "{'known': {f'{r},{c}': v for (r, c), v in adv(table.game.state).known(0).items()},"
        " 'bot': len(adv(table.game.state).known(1)),"
        " 'views': len(adv(table.game.state).views), 'actions': len(table.game.actions)}"
    )
    assert facts["bot"] > 0, "the bot should have viewed tiles in secret"
    fields = _synced_fields(frames)
    assert len(fields) > 10, "the scan should have read many synced states"
    shown = set()
    for field in fields:
        for r, c, letter, _back in field["tiles"]:
            if letter:
                key = f"{r},{c}"
                assert key in facts["known"], f"the front at {key} reached the page unseen"
                assert letter == LETTERS[facts["known"][key]]
                shown.add(key)
    text = "".join(frames)
    assert not re.search(rf"Bee-bot (views|scouts) the nectar tile on \w+ \(({NECTAR_WORDS})", text)
    # the page draws the same: a letter only where seat 0 has looked
    t = table(page)
    drawn = t.locator("g.hbt-face-down").evaluate_all(
        "(gs) => gs.map((g) => [g.dataset.space, g.dataset.front])"
    )
    assert drawn and all(front == "" or space in facts["known"] for space, front in drawn)
    assert lab.page_errors == []
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "table-figures.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    old["seat scan (advanced)"] = {
        "learner clicks": clicks,
        "actions in the game": facts["actions"],
        "tile views (both seats)": facts["views"],
        "fronts seat 0 saw": len(facts["known"]),
        "synced field states scanned": len(fields),
        "websocket frames scanned": len(frames),
    }
    path.write_text(json.dumps(old, indent=1))


def test_pass_and_play_hides_the_table_until_the_next_person_takes_it(shared_lab: Any) -> None:
    lab, page = seats_notebook(
        shared_lab,
        [
            "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
            "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot",
            "table = GameTable(Game.new(['Ann', 'Ben'], seed=3, modules=['advanced']),\n"
            "                  bot_delay=0)\n"
            "table",
            KERNEL_HELPERS + "\n_me = GreedyBot(4)",
        ],
    )
    t = table(page)
    screen = t.locator(".hbt-handover")
    screen.wait_for(state="visible")
    assert "I am Ann" in screen.locator("button").text_content()
    assert t.locator("g.hbt-face-down").evaluate_all(
        "(gs) => gs.every((g) => g.dataset.front === '')"
    )
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "handover-ann.png"))
    screen.locator("button").click()
    screen.wait_for(state="hidden")
    assert lab.kernel_json("table.viewer") == 0
    # Ann plays her turn by clicking; then the screen waits for Ben
    click_until_another_seat(lab, page, 40)
    screen.wait_for(state="visible")
    assert "I am Ben" in screen.locator("button").text_content()
    assert "Ann has finished." in screen.text_content()
    assert lab.kernel_json("table.viewer") is None
    assert lab.kernel_json("all(t[2] == '' for t in table._field['tiles'])")
    screen.locator("button").click()
    screen.wait_for(state="hidden")
    assert lab.kernel_json("table.viewer") == 1
    assert lab.page_errors == []


def test_forage_by_clicking_a_face_down_tile_views_it_and_puts_it_back(shared_lab: Any) -> None:
    lab, page = seats_notebook(
        shared_lab,
        [
            "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
            "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
            "from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv\n"
            "g = Game.new(['You', 'Bee-bot'], seed=1, modules=['advanced'])\n"
            "_b = GreedyBot(1)\n"
            "while not (g.pending.kind == 'forage' and g.pending.player == 0):\n"
            "    g.apply(_b.choose(g))\n"
            "_hive = g.players[0].hive\n"
            "_back = [s for s, t in sorted(g.state.woodland.field.items())\n"
            "         if not _hive.empty_cells(t.nectar)]",
            "table = GameTable(g, bots={1: GreedyBot(1)}, bot_delay=0, seat=0)\ntable",
        ],
    )
    lab.kernel_run("assert _back, 'a tile the hive has no cell for'")
    r, c = lab.kernel_json("list(_back[0])")
    before = lab.kernel_json("{'pollen': g.players[0].pollen, 'ply': len(g.actions)}")
    t = table(page)
    space = t.locator(f'g.hbt-space[data-space="{r},{c}"]')
    assert space.get_attribute("data-front") == ""
    assert "face-down nectar tile" in space.get_attribute("aria-label")
    assert "View the tile" in space.get_attribute("aria-label")
    space.click()
    wait_ply(page, before["ply"] + 1)
    after = lab.kernel_json(
        "{'pollen': g.players[0].pollen, 'front': g.state.woodland.field[tuple(_back[0])]"
        ".nectar.value, 'turn': g.turn_number}"
    )
    assert after["pollen"] == before["pollen"] + 1  # put back: a pollen
    space = t.locator(f'g.hbt-space[data-space="{r},{c}"]')
    assert space.get_attribute("data-front") == LETTERS[after["front"]]
    assert space.locator(".hbt-eye").count() == 1
    label = space.get_attribute("aria-label")
    assert "seen by you on turn" in label and "viewed by You" in label
    last = t.locator(".hbt-log-list li").last.text_content()
    assert "puts it back face down" in last and re.search(rf"\(({NECTAR_WORDS})\)", last)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "advanced-viewed.png"))
    assert lab.page_errors == []


def test_screenshots_of_the_advanced_woodland_light_and_dark(shared_lab: Any) -> None:
    """The woodland at 1280 x 800 with the file browser open, in both themes, while the
    learner forages: backs, ? and a seen front are readable."""
    lab, page = seats_notebook(
        shared_lab,
        [
            "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
            "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
            "g = Game.new(['Anna', 'Bee-bot'], seed=1, modules=['advanced'])\n"
            "_b = GreedyBot(3)\n"
            "while not (g.pending.kind == 'forage' and g.pending.player == 0\n"
            "           and g.turn_number > 6):\n"
            "    g.apply(_b.choose(g))",
            "table = GameTable(g, bots={1: GreedyBot(1)}, bot_delay=0, seat=0)\ntable",
        ],
    )
    page.set_viewport_size({"width": 1280, "height": 800})
    ARTIFACTS.mkdir(exist_ok=True)
    woods = table(page).locator(".hbt-woodland")
    for theme, name in ((LIGHT, "light"), (DARK, "dark")):
        lab.set_theme(theme)
        woods.evaluate("(w) => w.scrollIntoView({block: 'center', behavior: 'instant'})")
        wait_still(page, ".hbt-woodland")
        page.screenshot(path=str(ARTIFACTS / f"advanced-woodland-{name}.png"))
        sizes = woods.locator(".hbt-back-letter, .hbt-eye-turn, .hbt-field-legend").evaluate_all(
            "(els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize))"
        )
        assert sizes and min(sizes) >= 11
    assert lab.page_errors == []
