"""The Honeycomb Hustle lessons in a real JupyterLab.

An act step of each lesson done by clicking its HustleTable as a learner does (turn the
token, click a spot of the honeycomb; set honey and nectar with − and +, click Buy), and
the panel says right; a wrong placement is explained and taken back. That every step of
the three lessons fits 1280 x 800 in both languages, its hint and a wrong try's feedback
too, with the table's things to click, is checked with every other lesson's steps by
test_every_step_fits_browser.py.
"""

from __future__ import annotations

from typing import Any

from .screen import scroll_to

LESSON = ".hb-lesson"
TABLE = ".hbh-table"


def lesson_page(shared_lab: Any, lessons: list[tuple[str, str | None, str]]) -> tuple[Any, Any]:
    """A notebook with one HustleLesson per ``(lesson, step, language)`` (``lesson0``, ...
    in a fresh kernel), each at its step, on the file's page (the tests share it: JupyterLab
    is loaded once); waits until every table is drawn. Returns the lab and its page."""
    cells = ["from honeybuzz_lab.games.hustle.lessons import HustleLesson"]
    for i, (lesson, step, language) in enumerate(lessons):
        go = f"lesson{i}.run.go_to({step!r})\n" if step else ""
        cells.append(f"lesson{i} = HustleLesson({lesson!r}, language={language!r})\n{go}lesson{i}")

    def drawn(lab: Any) -> None:
        for _ in range(3):
            try:
                lab.page.wait_for_function(
                    "(n) => document.querySelectorAll('.hb-lesson .hbh-table[data-pending]')"
                    ".length >= n",
                    arg=len(lessons),
                    timeout=25_000,
                )
                return
            except Exception:
                lab.run_all()
        raise AssertionError("the notebook's cells did not run")

    def open_it(lab: Any) -> None:
        lab.notebook(cells, wait="")
        drawn(lab)

    lab = shared_lab.fresh(cells, open_it, drawn)
    return lab, lab.page


def feedback(lesson: Any, tone: str) -> str:
    """The feedback of ``tone`` (right, wrong or illegal) once it shows (in the panel, or
    in the coach bubble at the step's target)."""
    box = lesson.locator(f".hb-lesson-{tone} >> visible=true").first  # the panel or the bubble
    box.wait_for(state="visible", timeout=20_000)
    return str(box.text_content())


def wait_ply(page: Any, index: int, value: int, timeout: float = 20_000) -> None:
    """Wait until the ``index``-th lesson's table shows the game after ``value`` actions."""
    page.wait_for_function(
        "([i, ply]) => document.querySelectorAll('.hb-lesson')[i]"
        "?.querySelector('.hbh-table')?.dataset.ply === String(ply)",
        arg=[index, value],
        timeout=timeout,
    )


def ply(lesson: Any) -> int:
    return int(lesson.locator(TABLE).get_attribute("data-ply") or 0)


def place_at(page: Any, lesson: Any, where: str) -> None:
    """Turn the token in hand until the spot ``where`` ("q,r") takes it, then click it. The
    position put the token in the hand, so it is shown drawn (no "Draw a token" first)."""
    assert lesson.locator(TABLE).get_attribute("data-placing") == "place"
    lesson.locator(f"{TABLE} .hbh-hand-svg").wait_for()
    for _ in range(6):
        spot = lesson.locator(f'{TABLE} .hbh-spot-ok[data-hex="{where}"]')
        if spot.count():
            box = spot.first.bounding_box()
            assert box is not None
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            page.mouse.move(x + 3, y + 2)
            page.mouse.move(x, y)
            page.mouse.click(x, y)
            return
        lesson.locator(f"{TABLE} .hbh-turn-right").click()
    raise AssertionError(f"no turn of the token joins the honeycomb at {where}")


def test_an_act_step_of_each_lesson_by_clicking_and_a_wrong_one_taken_back(shared_lab: Any) -> None:
    lab, page = lesson_page(
        shared_lab,
        [
            ("hustle_building", "turn-and-place", "en"),
            ("hustle_points", "blue-double", "hu"),
            ("hustle_drafting", "buy-13", "en"),
        ],
    )
    page.set_viewport_size({"width": 1280, "height": 800})
    building, points, drafting = (page.locator(LESSON).nth(i) for i in range(3))

    # Lesson 1: a legal placement at the wrong hex is explained and taken back.
    scroll_to(page, LESSON, 0)
    start = ply(building)
    assert "Step 2 of 6" in str(building.locator(".hb-lesson-progress").text_content())
    place_at(page, building, "0,-1")
    text = feedback(building, "wrong")
    assert "Not quite." in text and "not the hex east of the centre" in text
    wait_ply(page, 0, start)
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == ["wrong"]
    assert lab.kernel_json("len(lesson0.table.game.actions)") == start
    assert lab.kernel_json("lesson0.table.game.pending.kind") == "build"
    # ... then the right one: turned so its single mark meets the purple 0's mark.
    place_at(page, building, "1,0")
    text = feedback(building, "right")
    assert "Right!" in text and "its mark meets the purple 0's mark" in text
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == ["wrong", "right"]
    assert lab.kernel_json("str(lesson0.table.game.actions[-1])") == "place 1,0 3"
    building.locator(".hb-lesson-panel").filter(has_text="1 of 6 steps done").wait_for()

    # Lesson 2 (in Hungarian): the blue placed where it doubles, 9 flower points.
    scroll_to(page, LESSON, 1)
    place_at(page, points, "2,0")
    text = feedback(points, "right")
    assert "Helyes!" in text and "9" in text
    assert lab.kernel_json("lesson1.table.game.flower_points(0)['total']") == 9
    assert lab.kernel_json("lesson1.run.state.solved") is True

    # Lesson 3: 13 points spent as 2 honey and 1 nectar with − and +, then Buy.
    scroll_to(page, LESSON, 2)
    for what, want in (("honey", 2), ("nectar", 1)):
        row = drafting.locator(f'{TABLE} .hbh-stepper[data-what="{what}"]')
        for _ in range(8):
            count = int(row.locator(".hbh-count").text_content() or 0)
            if count == want:
                break
            row.locator(".hbh-less" if count > want else ".hbh-more").click()
        assert int(row.locator(".hbh-count").text_content() or 0) == want
    drafting.locator(f'{TABLE} .hbh-buy[data-act="buy 2 1"]').click()
    text = feedback(drafting, "right")
    assert "Right!" in text and "all 13 points spent" in text
    assert lab.kernel_json("lesson2.run.state.solved") is True
