"""The classroom in a real JupyterLab: step on, a pause asks, Reveal shows what was played."""

from __future__ import annotations

from typing import Any

from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS
from .screen import measure, not_fully_visible, scroll_to, wait_still


def panel_ply(page: Any) -> str:
    return str(page.locator(".hbc-panel").get_attribute("data-ply"))


def wait_for(page: Any, ply: int, stage: str) -> None:
    page.wait_for_function(
        "([ply, stage]) => { const p = document.querySelector('.hbc-panel');"
        " return p && p.dataset.ply === String(ply) && p.dataset.stage === stage; }",
        arg=[ply, stage],
        timeout=15_000,
    )


def test_next_asks_the_pause_question_and_reveal_shows_the_move(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.games.honeybuzz.classroom.panel import ClassroomPanel\n"
            "from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun\n"
            "panel = ClassroomPanel(ClassroomRun('first-game'))\npanel",
        ],
        wait=".hbc-panel",
    )
    box = page.locator(".hbc-panel")
    assert "A first game for two" in box.locator(".hbc-title").text_content()
    assert box.locator(".hbc-heading").text_content() == "Setup · 393 moves follow"
    assert "Two players, Anna and Ben" in box.locator(".hbc-note").text_content()

    # Next: move 1 has a pause, so the class is asked first.
    box.locator("button.hbc-next").click()
    wait_for(page, 1, "question")
    question = box.locator(".hbc-question")
    assert "Anna has a single worker" in question.text_content()
    assert question.locator(".hbc-option").count() == 4
    assert question.locator(".hbc-option-played").count() == 0
    assert box.locator(".hbc-narration li").count() == 0
    assert lab.kernel_json("panel.run.game.history.ply") == 0

    # Ask the Queen: her comment on the decision the class is asked about.
    assert box.locator(".hbc-comment").is_hidden()
    box.locator("button.hbc-queen").click()
    page.wait_for_function(
        "() => document.querySelector('.hbc-comment-text')?.textContent"
        ".startsWith('The Queen would choose')",
        timeout=15_000,
    )
    assert box.locator(".hbc-comment-title").text_content() == "The Queen's comment"
    assert lab.kernel_json("panel.run.game.history.ply") == 0

    # Reveal: the move is played, its narration and note appear, the option is marked.
    box.locator("button.hbc-reveal").click()
    wait_for(page, 1, "move")
    assert (
        "Take an Accounting tile with a beeline of 1" in box.locator(".hbc-played").text_content()
    )
    assert "Anna takes an Accounting tile" in box.locator(".hbc-narration").text_content()
    assert question.locator(".hbc-option-played").count() == 1
    assert "her only worker" in box.locator(".hbc-note").text_content()
    assert lab.kernel_json("panel.run.game.history.ply") == 1
    assert box.locator(".hbc-comment").is_hidden()  # the comment was about that decision

    # Keys: the panel has focus; the right arrow steps on, End jumps to the end.
    box.focus()
    page.keyboard.press("ArrowRight")
    wait_for(page, 2, "move")
    assert "creates an Acacia cell" in box.locator(".hbc-narration").text_content()
    page.keyboard.press("End")
    wait_for(page, 393, "move")
    assert "Ben wins with 427 points." in box.locator(".hbc-narration").text_content()
    page.keyboard.press("ArrowLeft")
    wait_for(page, 392, "move")
    assert lab.kernel_json("panel.run.ply") == 392
    assert not lab.page_errors


def table_ply(page: Any) -> str:
    return str(page.locator(".hbt-table").get_attribute("data-ply"))


def test_a_demo_in_projector_mode_steps_the_table_with_the_panel(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom\n"
            "room = Classroom('first-game')\nroom",
        ],
        wait=".hbc-panel",
    )
    page.locator(".hbt-table[data-pending]").wait_for(state="visible", timeout=30_000)
    box = page.locator(".hbc-panel")
    t = page.locator(".hbt-table")
    # Both drawn for the projector; the table offers no undo, redo or moves of its own.
    assert page.locator(".hbc-root.hbc-projector").count() == 1
    assert "hbt-projector" in (t.get_attribute("class") or "")
    assert t.locator(".hbt-undo").is_hidden() and t.locator(".hbt-redo").is_hidden()
    assert t.get_attribute("data-mine") == "false" and table_ply(page) == "0"
    assert box.locator(".hbc-heading").text_content() == "Setup · 393 moves follow"

    # Next: move 1 has a pause; the table still shows the position before it.
    box.locator("button.hbc-next").click()
    wait_for(page, 1, "question")
    assert "Anna has a single worker" in box.locator(".hbc-question").text_content()
    assert table_ply(page) == "0" and t.locator(".hbt-hl").count() == 0
    # A click on the table does not play: the reason is shown, nothing changes.
    t.locator('button.hbt-stack[data-tile="accounting"]').first.click()
    page.wait_for_function(
        "() => document.querySelector('.hbt-error-text')?.textContent"
        ".includes('This table shows the recorded game')"
    )
    assert lab.kernel_json("room.game.history.ply") == 0
    assert lab.kernel_json("(room.run.ply, room.run.stage)") == [1, "question"]

    # Reveal: the move is played on the table and outlined; the log tells it.
    box.locator("button.hbc-reveal").click()
    wait_for(page, 1, "move")
    page.wait_for_function("() => document.querySelector('.hbt-table').dataset.ply === '1'")
    page.wait_for_function(
        "() => document.querySelector('.hbt-box[data-box=\"decree_accounting\"]')"
        "?.classList.contains('hbt-hl')"
    )
    narration = box.locator(".hbc-narration li").all_text_contents()
    assert narration[-1].startswith("Anna takes an Accounting tile")
    assert t.locator(".hbt-log-list li").last.text_content() == narration[-1]

    # Next again: the narration of move 2, and the table shows it.
    box.locator("button.hbc-next").click()
    wait_for(page, 2, "move")
    page.wait_for_function("() => document.querySelector('.hbt-table').dataset.ply === '2'")
    assert "creates an Acacia cell" in box.locator(".hbc-narration").text_content()
    assert t.locator(".hbt-log-list li").last.text_content() == (
        box.locator(".hbc-narration li").last.text_content()
    )
    # the placed tile's hexes are outlined in Anna's hive
    hexes = lab.kernel_json("[h['hex'] for h in room.table.highlight]")
    assert len(hexes) == 2
    for q, r in hexes:
        page.locator(
            f'.hbt-player[data-seat="0"] .hb-highlight[data-hex="{q},{r}"]'
        ).first.wait_for(state="attached")
    assert lab.kernel_json("room.table.game.history.ply") == 2
    assert not lab.page_errors


# ---------------------------------------------------------------- whose view the table shows

VIEW_CELLS = [
    "from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv\n"
    "game = Game.new(['Anna', 'Ben'], seed=5, modules=['advanced'])\n"
    "bots = [GreedyBot(1), GreedyBot(2)]\n"
    "for _ in range(70):\n"
    "    game.apply(bots[game.pending.player].choose(game))\n"
    "room = Classroom(game)\n"
    "room.jump(room.run.total)\n"
    "room",
]

#: The fronts the woodland draws now: space -> letter ("" for a face-down tile it hides).
DRAWN_FRONTS = (
    "() => Object.fromEntries([...document.querySelectorAll('.hbt-face-down')]"
    ".map((g) => [g.dataset.space, g.dataset.front]))"
)


def _known(lab: Any, who: str) -> dict[str, str]:
    """The fronts ``who`` (a seat's ``adv(...).known(seat)``, or every tile) may see."""
    letters = "{'wildflower': 'w', 'rosemary': 'r', 'cherry_blossom': 'c', 'acacia': 'a'}"
    items = (
        "[(s, t.nectar.value) for s, t in room.game.state.woodland.field.items()]"
        if who == "all"
        else f"adv(room.game.state).known({who}).items()"
    )
    return lab.kernel_json(
        f"{{f'{{r}},{{c}}': {letters}[n] for (r, c), n in {items}"
        " if (r, c) in room.game.state.woodland.field}"
    )


def _choose(page: Any, lab: Any, value: str, expected: Any) -> None:
    """Pick ``value`` on the panel's view control; wait until the kernel took it."""
    page.locator(".hbc-shows-select").select_option(value)
    page.wait_for_function(
        "(v) => document.querySelector('.hbc-shows')?.dataset.choice === v", arg=value
    )
    assert lab.kernel_json("room.table.shows") == expected


def _drawn(page: Any) -> dict[str, str]:
    return {k: v for k, v in page.evaluate(DRAWN_FRONTS).items() if v}


def test_the_view_control_switches_the_projected_table(lab: Any, screenshot_dir: Any) -> None:
    from .test_table_seats_browser import _frames, _synced_fields

    frames = _frames(lab)
    page = lab.notebook(VIEW_CELLS, wait=".hbc-shows-select")
    page.locator(".hbt-table[data-pending]").wait_for(state="visible", timeout=30_000)
    control = page.locator(".hbc-shows")
    select = control.locator(".hbc-shows-select")
    assert control.locator(".hbc-shows-label").text_content() == "The table shows"
    assert select.locator("option").all_text_contents() == [
        "Spectator (what everyone knows)",
        "All (teacher)",
        "Anna's view",
        "Ben's view",
    ]
    assert select.input_value() == "spectator"
    warning = control.locator(".hbc-shows-warning").text_content()
    assert "reveals every hidden tile and card" in warning
    assert page.evaluate(DRAWN_FRONTS), "the woodland should show face-down tiles"
    assert _drawn(page) == {}  # the spectator sees no front

    anna, ben, every = _known(lab, "0"), _known(lab, "1"), _known(lab, "all")
    assert anna and ben and anna != ben and len(every) > len(anna | ben)
    for value, expected, fronts in (
        ("0", 0, anna),
        ("1", 1, ben),
        ("all", "all", every),
        ("spectator", "spectator", {}),
    ):
        del frames[:]
        _choose(page, lab, value, expected)
        page.wait_for_function(
            "(n) => document.querySelectorAll('.hbt-face-down[data-front]:not([data-front=\"\"])')"
            ".length === n",
            arg=len(fronts),
        )
        assert _drawn(page) == fronts, value
        # the kernel sent that viewer's field: the page filtered nothing itself
        synced = _synced_fields(frames)
        assert synced, value
        sent = {f"{r},{c}": letter for r, c, letter, _back in synced[-1]["tiles"] if letter}
        assert sent == fronts, value
        assert ("hbc-shows-all" in (control.get_attribute("class") or "")) == (value == "all")

    # The control fits beside the table at 1280 x 800, readable in both themes (with "All"
    # chosen, its warning in bold).
    _choose(page, lab, "all", "all")
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        page.set_viewport_size({"width": 1280, "height": 800})
        assert page.locator(".jp-FileBrowser").is_visible()
        wait_still(page, ".hb-classroom")  # laid out again at the new size
        scroll_to(page, ".hb-classroom", 0)
        name = "light" if theme == LIGHT else "dark"
        page.screenshot(path=str(screenshot_dir / f"classroom-view-control-{name}.png"))
        found = measure(
            page, ".hb-classroom", 0, [".hbc-shows-select", ".hbc-shows-warning", ".hbc-next"]
        )
        assert not not_fully_visible(found), found
        report = page.evaluate(
            "() => {"
            + CONTRAST_JS
            + """
                const out = {small: [], low: [], sizes: []};
                const root = document.querySelector('.hbc-shows');
                for (const n of [root, ...root.querySelectorAll('*')]) {
                    if (!n.childNodes.length || ![...n.childNodes].some(
                            (c) => c.nodeType === 3 && c.textContent.trim())) continue;
                    if (n.tagName === 'OPTION') continue;
                    const cs = getComputedStyle(n);
                    const size = parseFloat(cs.fontSize);
                    out.sizes.push(size);
                    if (size < 11) out.small.push([n.className, size]);
                    const bg = background(n);
                    const r = ratio(over(rgba(cs.color), bg), bg);
                    if (r < 4.5) out.low.push([n.className || n.tagName, Math.round(r * 10) / 10]);
                }
                const sel = root.querySelector('select');
                const cs = getComputedStyle(sel);
                const bg = background(sel);
                out.select = Math.round(ratio(over(rgba(cs.color), bg), bg) * 10) / 10;
                out.selectSize = parseFloat(cs.fontSize);
                return out;
            }"""
        )
        assert report["small"] == [] and report["low"] == [], report
        assert report["select"] >= 4.5 and report["selectSize"] >= 11, report
        print(theme, "view control", found[".hbc-shows-select"]["box"], report)
    assert not lab.page_errors


def test_the_fall_demo_reaches_its_first_pause(lab: Any) -> None:
    """The Fall Flavors demo in projector mode: the notes step on to the first pause (a
    toast at the harvest festival), the class is asked, Reveal plays the toast."""
    page = lab.notebook(
        [
            "from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom\n"
            "room = Classroom('fall-flavors')\nroom",
        ],
        wait=".hbc-panel",
    )
    page.locator(".hbt-table[data-pending]").wait_for(state="visible", timeout=30_000)
    box = page.locator(".hbc-panel")
    assert "Fall Flavors: caps, toasts and fruit" in box.locator(".hbc-title").text_content()
    assert "Sweetwater Sunset" in box.locator(".hbc-note").text_content()

    # N jumps from note to note: a fruit, a cap, a fruit sale, then the first pause (move 187).
    box.focus()
    for ply in (5, 120, 128):
        page.keyboard.press("n")
        wait_for(page, ply, "move")
    assert "Fox" in box.locator(".hbc-note").text_content()
    page.keyboard.press("n")
    wait_for(page, 187, "question")
    question = box.locator(".hbc-question")
    assert "harvest festival" in question.text_content()
    assert question.locator(".hbc-option").count() == 4
    assert question.locator(".hbc-option-played").count() == 0
    assert lab.kernel_json("room.run.game.history.ply") == 186
    page.wait_for_function("() => document.querySelector('.hbt-table').dataset.ply === '186'")

    box.locator("button.hbc-reveal").click()
    wait_for(page, 187, "move")
    assert "toasts “3 coins per worker you have retired (this one included)”: 9 coins" in (
        box.locator(".hbc-narration").text_content()
    )
    assert question.locator(".hbc-option-played").count() == 1
    assert "her third retired worker" in box.locator(".hbc-note").text_content()
    page.wait_for_function("() => document.querySelector('.hbt-table').dataset.ply === '187'")
    assert not lab.page_errors
