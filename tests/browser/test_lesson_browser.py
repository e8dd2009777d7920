"""Lessons 1-3 in a real JupyterLab: a step of each completed by clicking, wrong tries explained.

The tests share one page of JupyterLab: each runs its notebook's cells in a fresh kernel.
"""

from __future__ import annotations

from typing import Any

from .boardpage import board, ghost, hex_xy, hover, tile_count

DIRECTIONS = ["E", "NE", "NW", "W", "SW", "SE"]


def lesson_page(shared_lab: Any, lesson: str, step: str, language: str = "en") -> tuple[Any, Any]:
    """A notebook with the Lesson ``lesson`` at ``step`` (``lesson`` in a fresh kernel), on
    the file's page (the tests share it: JupyterLab is loaded once); waits until its board is
    drawn. Returns the lab and its page."""
    cells = [
        "from honeybuzz_lab.games.honeybuzz.lessons import Lesson",
        f"lesson = Lesson({lesson!r}, language={language!r})\nlesson.run.go_to({step!r})\nlesson",
    ]
    wait = ".hb-lesson .hb-board"
    lab = shared_lab.fresh(
        cells,
        lambda lab: lab.notebook(cells, wait=wait),
        lambda lab: lab.page.locator(wait).first.wait_for(state="visible", timeout=60_000),
    )
    return lab, lab.page


def place_by_clicking(page: Any, action: str, anchor: tuple[int, int], d: int) -> None:
    """Pick the tile in the tray, turn it with the on-screen button, click its icon hex."""
    pick_and_turn(page, action, d)
    x, y = hex_xy(page, anchor)
    page.mouse.click(x, y)


def pick_and_turn(page: Any, action: str, d: int) -> None:
    """Pick the tile in the tray and turn it with the on-screen button to direction ``d``."""
    b = board(page)
    b.scroll_into_view_if_needed()
    tray_button = b.locator(f"button[data-action={action}]")
    if tray_button.get_attribute("aria-checked") != "true":
        tray_button.click()
    page.wait_for_function(
        "(a) => document.querySelector(`.hb-tray button[data-action=${a}]`)"
        ".getAttribute('aria-checked') === 'true'",
        arg=action,
    )
    for _ in range(6):  # the direction as data: the words depend on the board's language
        if b.locator(".hb-dir").get_attribute("data-direction") == str(d):
            break
        b.locator(".hb-rotate button").first.click()
    else:
        raise AssertionError(f"could not turn the tile to {DIRECTIONS[d]}")
    b.locator(".hb-svg").scroll_into_view_if_needed()


def feedback(page: Any, kind: str) -> str:
    box = page.locator(f".hb-lesson-{kind} >> visible=true").first  # the panel or the bubble
    box.wait_for(state="visible", timeout=15_000)
    return str(box.text_content())


def test_a_step_completed_by_clicking_after_a_wrong_try(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "cells_and_nectar", "rosemary")
    panel = page.locator(".hb-lesson-panel")
    assert "Make Rosemary" in panel.text_content()
    assert "Step 3 of 6" in panel.text_content()
    tile_count(page, 6)

    # A wrong try: P(3,-2)SE closes a Wildflower cell. It is explained and taken back.
    place_by_clicking(page, "produce", (3, -2), 5)
    text = feedback(page, "wrong")
    assert text.startswith("Not quite. The Produce tile P(3,-2)SE creates a Wildflower cell")
    assert "Rosemary needs two tiles pointing at the cell, side by side" in text
    tile_count(page, 6)
    tried = board(page).locator(".hb-layer-tried .hb-tried")
    assert tried.count() == 3  # where the tile was, and the cell it closed
    assert board(page).locator(".hb-layer-highlight .hb-highlight").count() == 0
    assert board(page).locator(".hb-notice").text_content() == (
        "P(3,-2)SE was taken back: try again."
    )
    assert lab.kernel_json("[t.status for t in lesson.run.log]") == ["wrong"]
    assert lab.kernel_json("len(lesson.board.hive)") == 6

    # The hint button reveals a hint in the panel.
    panel.locator(".hb-lesson-hint").click()
    page.locator(".hb-lesson-hint-text").first.wait_for(state="visible")

    # The right placement: P(2,1)E closes a Rosemary cell; the step is solved.
    place_by_clicking(page, "produce", (2, 1), 0)
    text = feedback(page, "right")
    assert text.startswith("Right! Rosemary! The Produce tile P(2,1)E creates a Rosemary cell")
    tile_count(page, 7)
    assert lab.kernel_json("lesson.run.state.solved") is True
    assert lab.kernel_json("lesson.board.read_only") is True
    assert "1 of 6 steps done" in panel.text_content()

    # Next moves on to the Cherry Blossom step with its own position.
    panel.locator(".hb-lesson-next").click()
    page.wait_for_function(
        "() => document.querySelector('.hb-lesson-panel').textContent.includes('Cherry Blossom')"
    )
    tile_count(page, 6)
    assert lab.kernel_json("lesson.run.step.id") == "cherry"
    assert not lab.page_errors


def test_a_wrong_try_explained_in_hungarian(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "cells_and_nectar", "cherry", language="hu")
    panel = page.locator(".hb-lesson-panel")
    assert "Készíts Cseresznyevirágot" in panel.text_content()
    assert "4. lépés (összesen 6)" in panel.text_content()
    assert "rekonstrukció" in panel.text_content()  # the starred card is reconstructed

    # An illegal spot: the page itself refuses it (the ghost says why), nothing changes.
    lab.kernel_run("from honeybuzz_lab.games.honeybuzz.hive import parse_tile")
    assert lab.kernel_json("lesson.board.hive.check(parse_tile('P(0,-1)W')).code") == "edge"
    place_by_clicking(page, "produce", (0, -1), 3)
    page.wait_for_timeout(500)
    tile_count(page, 6)
    assert lab.kernel_json("len(lesson.run.log)") == 0

    # A wrong try: P(2,1)E closes a Rosemary cell, explained in Hungarian and taken back.
    place_by_clicking(page, "produce", (2, 1), 0)
    text = feedback(page, "wrong")
    assert text.startswith("Nem egészen. A Termelés lapka (T(2,1)K) létrehoz egy Rozmaring cellát")
    assert "Cseresznyevirágnál szemközti oldalakról" in text
    tile_count(page, 6)
    assert board(page).locator(".hb-notice").text_content() == (
        "T(2,1)K: visszavéve, próbáld újra."
    )
    assert lab.kernel_json("[t.key for t in lesson.run.log]") == [
        "cells_and_nectar.steps.cherry.wrong.rosemary"
    ]
    assert not lab.page_errors


def test_lesson_1_first_placement_by_clicking(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "hive_and_tiles", "first-touch")
    panel = page.locator(".hb-lesson-panel")
    assert "Your first placement" in panel.text_content()
    tile_count(page, 1)

    # F(2,-1)E touches the Produce tile yellow edge to yellow edge: the step is solved.
    place_by_clicking(page, "forage", (2, -1), 0)
    text = feedback(page, "right")
    assert text.startswith("Right! Well placed: the Forage tile F(2,-1)E touches the Produce")
    tile_count(page, 2)
    assert lab.kernel_json("lesson.run.state.solved") is True
    assert not lab.page_errors


def test_lesson_3_activating_the_decree_after_a_wrong_try(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "hive_actions", "activate-decree")
    panel = page.locator(".hb-lesson-panel")
    assert "Activate the Decree" in panel.text_content()
    tile_count(page, 4)

    # P(-4,3)NE closes no cell, so nothing activates: explained and taken back.
    place_by_clicking(page, "produce", (-4, 3), 1)
    feedback(page, "wrong")
    tile_count(page, 4)
    assert lab.kernel_json("[t.key for t in lesson.run.log]") == [
        "hive_actions.steps.activate-decree.wrong.no-cell"
    ]

    # P(3,-2)SE closes the cell beside the Decree icon: the Decree activates.
    place_by_clicking(page, "produce", (3, -2), 5)
    text = feedback(page, "right")
    assert "The Decree icon activated" in text
    tile_count(page, 5)
    assert lab.kernel_json("lesson.run.state.solved") is True
    assert not lab.page_errors


def test_a_taken_back_try_is_outlined_apart_from_the_steps_target(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "cells_and_nectar", "barren")
    b = board(page)
    tile_count(page, 5)
    assert b.locator(".hb-layer-highlight .hb-highlight").count() == 1

    # F(1,2)NE closes a cell that is not barren: explained, taken back, outlined as a try.
    place_by_clicking(page, "forage", (1, 2), 1)
    feedback(page, "wrong")
    tile_count(page, 5)
    tried = lab.kernel_json("sorted(lesson.board.tried)")
    assert [1, 2] in tried and [2, 1] in tried and len(tried) >= 3  # the tile and its cell(s)
    page.wait_for_function(
        "(n) => document.querySelectorAll('.hb-layer-tried .hb-tried').length === n",
        arg=len(tried),
    )
    drawn = b.locator(".hb-layer-tried .hb-tried")
    assert sorted(drawn.nth(i).get_attribute("data-hex") for i in range(drawn.count())) == sorted(
        f"{q},{r}" for q, r in tried
    )
    assert drawn.first.get_attribute("aria-label").startswith("You tried here (")
    assert drawn.first.locator(".hb-tried-mark").text_content() == "✗"
    # The step's target keeps its own dashed outline, on (0,0) only.
    target = b.locator(".hb-layer-highlight .hb-highlight")
    assert target.count() == 1 and target.first.get_attribute("data-hex") == "0,0"
    looks = page.evaluate(
        """() => {
            const style = (sel) => {
                const s = getComputedStyle(document.querySelector(sel));
                return { dash: s.strokeDasharray, width: s.strokeWidth, stroke: s.stroke };
            };
            return { tried: style('.hb-tried-hex'), target: style('.hb-highlight') };
        }"""
    )
    assert looks["tried"]["dash"] != looks["target"]["dash"]
    assert looks["tried"]["width"] != looks["target"]["width"]
    assert looks["tried"]["stroke"] != looks["target"]["stroke"]

    # The next try clears the outline of the one before.
    place_by_clicking(page, "forage", (-1, 0), 3)
    feedback(page, "right")
    page.wait_for_function("() => !document.querySelector('.hb-layer-tried .hb-tried')")
    assert lab.kernel_json("lesson.board.tried") == []
    assert not lab.page_errors


def test_a_step_that_asks_for_rosemary_keeps_the_nectar_out_of_the_preview(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, "cells_and_nectar", "rosemary")
    tile_count(page, 6)
    assert lab.kernel_json("lesson.board.preview_nectar") is False

    # P(2,1)E would close a Rosemary cell: the ghost shows only that it closes a cell.
    pick_and_turn(page, "produce", 0)
    hover(page, (2, 1))
    page.wait_for_function("() => document.querySelector('.hb-ghost').dataset.anchor === '2,1'")
    seen = ghost(page)
    assert seen["legal"] and seen["preview"]
    assert all(kind == "hidden" for _, kind in seen["preview"])
    letters = board(page).locator(".hb-preview-cell text")
    shown = [letters.nth(i).text_content() for i in range(letters.count())]
    assert "?" in shown and not {"w", "r", "c", "a", "×"} & set(shown)
    assert " creates a cell at (" in seen["status"]
    for name in ("Rosemary", "Wildflower", "Cherry", "Acacia", "barren"):
        assert name not in seen["status"]
    # The page is not even sent the types of the cells a placement would make.
    assert lab.kernel_json(
        "sorted({c[2] for cells, _ in lesson.board._legal.values() for c in cells})"
    ) == ["?"]

    # A step that does not ask for a type names it again.
    lab.kernel_run("lesson.run.go_to('first-cell')")
    page.wait_for_function(
        "() => document.querySelector('.hb-lesson-panel').textContent.includes('Step 1 of')"
    )
    pick_and_turn(page, "produce", 1)
    hover(page, (1, 2))
    page.wait_for_function(
        "() => [...document.querySelectorAll('.hb-preview-cell')]"
        ".some((n) => n.getAttribute('visibility') !== 'hidden' && n.dataset.type !== 'hidden')"
    )
    assert not lab.page_errors
