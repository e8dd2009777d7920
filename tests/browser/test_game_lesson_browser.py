"""The table lessons in a real JupyterLab: a step of several completed by clicking the table.

Each test runs one notebook with a GameLesson (its panel beside a GameTable; the tests share
one page of JupyterLab, each its notebook's cells in a fresh kernel) and answers
the step's decision by clicking what a learner clicks: a tile stack with the beeline's
size set by − and +, a space of the woodland, a hex of Anna's hive, a market button, an
order card, an option of a question, the panel's Next. Wrong tries are explained in the
panel and taken back on the table; an action the rules forbid is refused and explained.
The kernel is asked only to check what the page did.
"""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.games.honeybuzz.lessons import parse_action

from .tablepage import canonical, click_action, open_notebook, wait_tables


def lesson_page(shared_lab: Any, lessons: list[tuple[str, str, str]]) -> tuple[Any, Any]:
    """A notebook with one GameLesson per ``(lesson, step, language)``, each at its step
    (``lesson0``, ``lesson1``, ... in a fresh kernel), on the file's page (the tests
    share it: JupyterLab is loaded once); waits until every table is drawn. Returns the
    lab and its page."""
    cells = ["from honeybuzz_lab.games.honeybuzz.lessons import GameLesson"]
    for i, (lesson, step, language) in enumerate(lessons):
        cells.append(
            f"lesson{i} = GameLesson({lesson!r}, language={language!r})\n"
            f"lesson{i}.run.go_to({step!r})\nlesson{i}"
        )
    lab = shared_lab.fresh(
        cells,
        lambda lab: open_notebook(lab, cells, count=len(lessons)),
        lambda lab: wait_tables(lab, len(lessons)),
    )
    return lab, lab.page


def widget(page: Any, index: int = 0) -> Any:
    """The ``index``-th lesson widget on the page."""
    return page.locator(".hb-lesson").nth(index)


def panel_text(lesson: Any) -> str:
    return str(lesson.locator(".hb-lesson-panel").text_content())


def wait_panel(lesson: Any, text: str, timeout: float = 20_000) -> None:
    """Wait until the lesson's panel contains ``text``."""
    lesson.locator(".hb-lesson-panel").filter(has_text=text).wait_for(timeout=timeout)


def feedback(lesson: Any, tone: str) -> str:
    """The feedback of ``tone`` (right, wrong or illegal) once it shows (in the panel, or
    in the coach bubble at the step's target)."""
    box = lesson.locator(f".hb-lesson-{tone} >> visible=true").first  # the panel or the bubble
    box.wait_for(state="visible", timeout=20_000)
    return str(box.text_content())


def click(page: Any, lesson: Any, action: str, seat: int = 0) -> None:
    """Take ``action`` (lesson notation, e.g. ``"sell(wildflower,2)"``) by clicking the
    lesson's table."""
    as_json = parse_action(action).to_json()
    click_action(page, seat, as_json, canonical(as_json), scope=lesson.locator(".hbt-table"))


def ply(lesson: Any) -> int:
    return int(lesson.locator(".hbt-table").get_attribute("data-ply") or 0)


def wait_ply(page: Any, index: int, value: int, timeout: float = 20_000) -> None:
    """Wait until the ``index``-th lesson's table shows the game after ``value`` actions."""
    page.wait_for_function(
        "([i, ply]) => document.querySelectorAll('.hb-lesson')[i]"
        "?.querySelector('.hbt-table')?.dataset.ply === String(ply)",
        arg=[index, value],
        timeout=timeout,
    )


def test_lesson_1_a_beeline_too_tall_then_right_and_a_forbidden_one_explained(
    shared_lab: Any,
) -> None:
    lab, page = lesson_page(shared_lab, [("workers_and_beelines", "first-beeline", "en")])
    lesson = widget(page)
    text = panel_text(lesson)
    assert "Your first beeline" in text
    assert "Step 3 of 14" in text
    assert "0 of 14 steps done" in text
    table = lesson.locator(".hbt-table")
    assert table.get_attribute("data-pending") == "turn"

    # A wrong try: a beeline of 2 on the empty Produce box. Explained, then taken back.
    click(page, lesson, "take_tile(produce,2)")
    text = feedback(lesson, "wrong")
    assert "Not quite." in text
    assert "You took a Produce tile with a beeline of 2" in text
    assert "one worker would have been enough" in text
    wait_ply(page, 0, 0)
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == ["wrong"]
    assert lab.kernel_json("len(lesson0.table.game.actions)") == 0
    assert table.locator(".hbt-notice").text_content() == "Taken back: try again."

    # The right try: one worker. The step is done and the progress moves on.
    click(page, lesson, "take_tile(produce,1)")
    text = feedback(lesson, "right")
    assert "Right!" in text
    assert "You took a Produce tile with a beeline of 1" in text
    wait_panel(lesson, "1 of 14 steps done")
    wait_ply(page, 0, 1)
    assert lab.kernel_json("lesson0.run.state.solved") is True
    assert lab.kernel_json("lesson0.run.progress.done") == 1

    # Next, a question answered by clicking an option; Next again, a taller beeline.
    lesson.locator(".hb-lesson-next").click()
    wait_panel(lesson, "Step 4 of 14")
    lesson.locator(".hb-option-3").click()
    assert "Right!" in feedback(lesson, "right")
    wait_panel(lesson, "2 of 14 steps done")
    lesson.locator(".hb-lesson-next").click()
    wait_panel(lesson, "Step 5 of 14")
    wait_ply(page, 0, 0)

    # A beeline of 1 beside Ben's 2 is against the rules: refused, explained, nothing done.
    click(page, lesson, "take_tile(forage,1)")
    # The bubble says the table's own refusal until the lesson's feedback replaces it.
    said = lesson.locator(".hb-lesson-illegal >> visible=true").filter(has_text="Not allowed")
    said.first.wait_for(timeout=20_000)
    text = str(said.first.text_content())
    assert text.strip().startswith("Not allowed: on an occupied box a new beeline must be taller")
    assert text.count("Not allowed") == 1  # the words say it; no label says it again
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == [
        "wrong",
        "right",
        "right",
        "illegal",
    ]
    assert lab.kernel_json("len(lesson0.table.game.actions)") == 0

    click(page, lesson, "take_tile(forage,3)")
    assert "You took a Forage tile with a beeline of 3" in feedback(lesson, "right")
    wait_panel(lesson, "3 of 14 steps done")
    assert lab.kernel_json("lesson0.run.step.id") == "taller"
    assert not lab.page_errors


def test_lesson_5_forage_a_free_space_after_a_paid_one(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, [("woodland", "collect-free", "en")])
    lesson = widget(page)
    text = panel_text(lesson)
    assert "Collect nectar" in text
    assert "Step 3 of 10" in text
    # The step relies on reconstructed data, and says so.
    assert "honeybuzz_lab's reconstructed data" in text
    assert "the size of the woodland field" in text
    table = lesson.locator(".hbt-table")
    assert table.get_attribute("data-pending") == "forage"

    # C3 also has Wildflower nectar, but two spaces cost two coins: explained, taken back.
    click(page, lesson, "forage(C3)")
    text = feedback(lesson, "wrong")
    assert "You foraged to C3, paying 2 coins" in text
    assert "two steps away cost two coins" in text
    wait_ply(page, 0, 0)
    assert lab.kernel_json("lesson0.table.game.players[0].coins") == lab.kernel_json(
        "lesson0.run.step.start_game().players[0].coins"
    )

    click(page, lesson, "forage(A2)")
    text = feedback(lesson, "right")
    assert "You foraged to A2 for free and collected a Wildflower nectar tile" in text
    wait_panel(lesson, "1 of 10 steps done")
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == ["wrong", "right"]
    assert lab.kernel_json("lesson0.table.game.players[0].forage") == [1, 0]
    assert not lab.page_errors


def test_lesson_6_the_fan_where_it_makes_most_honey(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, [("honey", "fan-most", "en")])
    lesson = widget(page)
    assert "Make the most honey" in panel_text(lesson)
    assert lesson.locator(".hbt-table").get_attribute("data-pending") == "fan"

    # (2,0) touches two of the three nectar tiles: explained, taken back.
    click(page, lesson, "fan((2,0))")
    text = feedback(lesson, "wrong")
    assert "You placed the fan and made 2 honey" in text
    assert "One hex touches all three" in text
    wait_ply(page, 0, 0)

    click(page, lesson, "fan((1,0))")
    assert "You placed the fan and made 3 honey" in feedback(lesson, "right")
    wait_panel(lesson, "1 of 7 steps done")
    wait_ply(page, 0, 1)
    made = "sum(lesson0.table.game.players[0].honey.values())"
    before = made.replace("table.game", "run.step.start_game()")
    assert lab.kernel_json(f"{made} - {before}") == 3
    assert not lab.page_errors


def test_lesson_7_sell_in_english_and_complete_an_order_in_hungarian(shared_lab: Any) -> None:
    lab, page = lesson_page(
        shared_lab,
        [("market_and_orders", "sell-both", "en"), ("market_and_orders", "complete", "hu")],
    )
    english, hungarian = widget(page, 0), widget(page, 1)
    assert "Sell both" in panel_text(english)
    assert "the market values" in panel_text(english)  # reconstructed, and said so

    # Selling one Wildflower is a sale too, but the step asks for both: taken back.
    click(page, english, "sell(wildflower,1)")
    text = feedback(english, "wrong")
    assert "You sold 1 Wildflower honey for 7 coins" in text
    wait_ply(page, 0, 0)
    click(page, english, "sell(wildflower,2)")
    assert "You sold 2 Wildflower honey for 14 coins" in feedback(english, "right")
    wait_panel(english, "1 of 8 steps done")
    assert lab.kernel_json("lesson0.table.game.state.market.value('wildflower')") == 6

    # In Hungarian: the left order can be paid for, but the middle one is worth more.
    text = panel_text(hungarian)
    assert "Teljesíts egy rendelést" in text
    assert "6. lépés (összesen 8)" in text
    assert "rekonstruált adatait" in text
    click(page, hungarian, "order(0)")
    text = feedback(hungarian, "wrong")
    assert text.startswith("Nem egészen.")
    assert "a bal pakli alatt van, és kevesebb pontot ér" in text
    wait_ply(page, 1, 0)
    assert hungarian.locator(".hbt-notice").text_content() == "Visszavéve: próbáld újra."
    click(page, hungarian, "order(1)")
    text = feedback(hungarian, "right")
    assert text.startswith("Helyes!")
    assert "Teljesítettél egy rendelést" in text
    wait_panel(hungarian, "8 lépésből 1 kész")
    assert lab.kernel_json("[t.status for t in lesson1.run.log]") == ["wrong", "right"]
    assert lab.kernel_json("lesson1.run.language") == "hu"
    assert not lab.page_errors


def test_lesson_9_a_speed_contest_won_by_foraging(shared_lab: Any) -> None:
    lab, page = lesson_page(shared_lab, [("contests_end_scoring", "speed-first", "en")])
    lesson = widget(page)
    text = panel_text(lesson)
    assert "Win a speed contest" in text
    assert "Step 1 of 16" in text
    assert "the queen's contest cards" in text

    # A pollen is not a nectar tile: it does not finish First Harvest.
    click(page, lesson, "forage(A2)")
    text = feedback(lesson, "wrong")
    assert "You foraged to A2 for free and gained a pollen" in text
    assert "First Harvest needs a fourth nectar tile" in text
    wait_ply(page, 0, 0)

    click(page, lesson, "forage(A3)")
    text = feedback(lesson, "right")
    assert "That is your fourth nectar tile: you finish First Harvest first" in text
    wait_panel(lesson, "1 of 16 steps done")
    assert lab.kernel_json("lesson0.run.state.solved") is True
    assert not lab.page_errors


def test_lesson_4_the_table_does_not_answer_how_tall_the_beeline_must_be(shared_lab: Any) -> None:
    _, page = lesson_page(shared_lab, [("workers_and_beelines", "how-tall", "en")])
    lesson = widget(page)
    table = lesson.locator(".hbt-table")
    box = table.locator('.hbt-box[data-box="forage"]')
    box.wait_for()
    assert box.locator(".hbt-beeline").count() == 1  # Ben's beeline of two is shown
    assert "needs" not in box.text_content()  # but not what a new one needs
    assert table.locator(".hbt-target").count() == 0
    hint_text = "The table shows the position only: answer the question in the lesson's panel."
    assert table.locator(".hbt-hint").text_content() == hint_text
    assert "3 workers" not in table.text_content() and "beeline of 3" not in table.inner_html()
    # The question answered in the panel, the next step acts at the table with its guides.
    lesson.locator(".hb-lesson-next").click()
    wait_panel(lesson, "Make a taller beeline")
    box.filter(has_text="needs 3").wait_for()
    assert table.locator(".hbt-hint").text_content() != hint_text


def test_lesson_11_a_drones_box_refused_then_a_free_box_and_a_drone_turns_choice(
    shared_lab: Any,
) -> None:
    lab, page = lesson_page(shared_lab, [("solo", "blocked", "en"), ("solo", "cannot-drop", "hu")])
    lesson = widget(page)
    text = panel_text(lesson)
    assert "Drones block two boxes" in text and "Step 1 of 9" in text
    table = lesson.locator(".hbt-table")
    assert table.locator(".hbt-solo-drones").is_visible()

    # A click on a drone's box: the table refuses it, the panel explains it, nothing is done.
    box = table.locator(".hbt-box.hbt-box-drone").first
    box.locator("button.hbt-stack:not(:has(.hbt-empty-stack))").first.click()
    text = feedback(lesson, "illegal")
    assert text.strip().startswith("Not allowed: a drone stands on that box")
    assert lab.kernel_json("[t.status for t in lesson0.run.log]") == ["illegal"]
    assert lab.kernel_json("len(lesson0.table.game.actions)") == 0

    # A free box: the step is done.
    click(page, lesson, "take_tile(produce,1)")
    assert "Right!" in feedback(lesson, "right")
    wait_panel(lesson, "1 of 9 steps done")
    wait_ply(page, 0, 1)

    # In Hungarian, a drone turn's choice: Pollen cannot drop, so the learner picks a value.
    other = widget(page, 1)
    assert "Érték, amely nem csökkenhet" in panel_text(other)
    buttons = other.locator(".hbt-decision .hbt-buttons button.hbt-choice")
    assert buttons.count() == 4  # in sight, not folded into the list of all choices
    click(page, other, "drone_drop(acacia)")
    assert "Visszavettük" in feedback(other, "wrong")
    wait_ply(page, 1, 0)
    click(page, other, "drone_drop(rosemary)")
    feedback(other, "right")
    wait_panel(other, "9 lépésből 1 kész")
    assert lab.kernel_json("lesson1.run.state.solved") is True
    assert not lab.page_errors


#: How far the lesson's table starts under its step (the panel's body), the table's top, and
#: whether the feedback fits its place (nothing to scroll in it).
UNDER_STEP_JS = """(i) => {
    const row = document.querySelectorAll('.hb-lesson-row')[i];
    const body = row.querySelector('.hb-lesson-body').getBoundingClientRect();
    const table = row.querySelector('.hbt-table').getBoundingClientRect();
    const said = row.querySelector('.hb-lesson-feedback');
    return [Math.round(table.top - body.bottom), Math.round(table.top),
        said.scrollHeight <= said.clientHeight];
}"""


def test_the_table_starts_under_the_step_and_stays_put_when_feedback_comes(
    shared_lab: Any,
) -> None:
    """The feedback's place is kept beside the step, not as a band of 7em between the step
    and the table (it was about 100 px at 1280 x 800): the feedback of a wrong try moves
    nothing."""
    lab, page = lesson_page(shared_lab, [("fall_festival", "toast", "en")])
    lesson = widget(page)
    lesson.scroll_into_view_if_needed()
    before = ply(lesson)
    gap, top, fits = page.evaluate(UNDER_STEP_JS, 0)
    assert gap <= 16 and fits, (gap, fits)
    click(page, lesson, "end_turn()")  # a wrong try: ending the turn without the festival
    assert "You ended your turn without the festival" in feedback(lesson, "wrong")
    wait_ply(page, 0, before)
    assert page.evaluate(UNDER_STEP_JS, 0) == [gap, top, True]
    assert not lab.page_errors
