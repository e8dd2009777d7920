"""Every step of every lesson of both games, in English and in Hungarian, fits the laptop
screen, with its hint and a wrong try's feedback.

On each step Hint is clicked and one wrong try is made (a wrong answer clicked on a
question; on a step that asks for a move, its first wrong try taken through the lesson, the
path a click on the board or the table takes, which the lesson explains and takes back).
Then, at 1280 x 800 with JupyterLab's file browser open, the step's prompt, its answers (on
a question), Hint, the hint shown, the feedback and the Next button are wholly visible
above the board or the table (the hint and the feedback in the coach bubble, or in the
panel when no bubble stands), without scrolling the notebook or the panel; on a Honeycomb
Hustle step that asks for a move, the table's things to click too (the honeycomb and the
turn buttons, Draw, Done, the pool's choices, Buy and its steppers). The clicks go to the
buttons where they are (nothing scrolls them into view first), and nothing waits a fixed
time: each state is waited for, then the layout to keep still. A page per language.
On each lesson's first screen (after Run All, the lesson brought to the top) at most
``MAX_WORDS`` words are in view, no box of the lesson has its content cut
off and no text is under 11 px (picture.py's measures).

``HONEYBUZZ_FIT_LESSONS=fall_fruit,hustle_points`` (lesson ids, comma-separated) checks only
those lessons, in both languages: for a change to a few lessons, instead of all of them.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, all_lessons
from honeybuzz_lab.games.hustle.lessons import all_lessons as hustle_lessons

from .conftest import ARTIFACTS
from .picture import picture_figures
from .screen import FEEDBACK, measure, measure_any, not_fully_visible, scroll_to
from .tablepage import open_notebook

SCOPE = ".hb-lesson"
#: The most words (three letters or more, not on pieces) in view on a lesson's first screen.
MAX_WORDS = 90
#: Lessons whose first screen is not held to it yet, with what was measured (English /
#: Hungarian words): none now (contests_end_scoring was 123 / 114, fall_festival 172 / 155).
NOT_YET: dict[str, str] = {}
SELECTORS = [".hb-lesson-prompt", FEEDBACK, ".hb-lesson-next"]
OPTION = ".hb-lesson-option:last-of-type"
HINT = ".hb-lesson-hint"
#: Where a hint and a try's feedback show: in the coach bubble, or in the panel when no
#: bubble stands at a target.
HINT_SHOWN = (
    ".hb-coach:not([hidden]) .hb-coach-hints li,"
    " .hb-lesson-panel:not(.hb-lesson-coached) .hb-lesson-hints li"
)
SAID = (
    ".hb-coach:not([hidden]) .hb-coach-feedback .hb-lesson-msg,"
    " .hb-lesson-panel:not(.hb-lesson-coached) .hb-lesson-feedback .hb-lesson-msg"
)
#: A Hustle lesson's table: its things to click beside the panel on a step that asks for
#: a move, by what the step's position asks for.
HUSTLE_TABLE = ".hbh-table"
HUSTLE_PARTS = {
    "place": [".hbh-comb", ".hbh-turn-right"],
    "draw": [".hbh-comb", ".hbh-draw"],
    "done": [".hbh-comb", ".hbh-done"],
    "draft": [".hbh-pool-choice"],
    "buy": [".hbh-buy", ".hbh-stepper"],
}
#: What a Hustle table's position asks for: what it places, else its pending decision.
ASKS_JS = """([scope, index, table]) => {
    const t = document.querySelectorAll(scope)[index].querySelector(table);
    const placing = (t && t.getAttribute("data-placing")) || "";
    return [placing, (t && t.getAttribute("data-pending")) || ""];
}"""
ONLY = {x.strip() for x in os.environ.get("HONEYBUZZ_FIT_LESSONS", "").split(",") if x.strip()}
#: (lesson, language, the widget's class) for each lesson widget of the page.
WIDGETS = [
    (lesson, language, "HustleLesson" if hustle else "GameLesson" if lesson.on_table else "Lesson")
    for language in LANGUAGES
    for hustle, lessons in ((False, all_lessons()), (True, hustle_lessons()))
    for lesson in lessons
    if not ONLY or lesson.id in ONLY
]
#: The first cell: the widgets' classes, and a lesson's first wrong try taken on its step.
SETUP = '''from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson
from honeybuzz_lab.games.hustle.lessons import HustleLesson


def wrong_try(widget):
    """The step's first wrong try, as a click on the board or the table makes it."""
    step = widget.run.step
    move = step.wrong[0].tries[0]
    (widget.run.place if step.kind.value == "place" else widget.run.act)(move)'''

#: Clicks, in each lesson named (its index), Hint (when shown) and the wrong answer (when
#: given) where they are, with no scrolling; gives the indexes whose Hint was clicked.
CLICK_JS = """([scope, hint, wanted]) => {
    const lessons = document.querySelectorAll(scope);
    const clicked = [];
    for (const [index, wrong] of wanted) {
        const root = lessons[index];
        const button = root.querySelector(hint + ":not([hidden])");
        if (button) {
            button.click();
            clicked.push(index);
        }
        if (wrong) root.querySelector(".hb-option-" + wrong).click();
    }
    return clicked;
}"""

#: True once each lesson named shows its step (its progress text), with its hint and its
#: wrong try's feedback where they show, when asked for.
READY_JS = """([scope, wanted, hintSel, wrongSel]) => {
    const lessons = document.querySelectorAll(scope);
    return wanted.every(([index, progress, hint, wrong]) => {
        const root = lessons[index];
        const p = root.querySelector(".hb-lesson-progress");
        if (!p || !p.textContent.startsWith(progress)) return false;
        if (hint && !root.querySelector(hintSel)) return false;
        return !wrong || Boolean(root.querySelector(wrongSel));
    });
}"""

#: The panel's copy of a hint and of a wrong or refused try's feedback (kept while the
#: bubble is hidden with its lesson off the screen): what arrived, before it is measured.
HINT_SAID = ".hb-lesson-hints li"
WRONG_SAID = ".hb-lesson-feedback .hb-lesson-wrong, .hb-lesson-feedback .hb-lesson-illegal"


def _progress(language: str, n: int, total: int) -> str:
    return f"Step {n} of {total}" if language == "en" else f"{n}. lépés (összesen {total})"


def _wrong_option(step: Any) -> str:
    right = step.answer if isinstance(step.answer, frozenset | set | tuple) else {step.answer}
    return next(o for o in step.options if o not in right)


def _ready(page: Any, wanted: list[list[Any]]) -> None:
    """Wait until each lesson of ``wanted`` ([index, progress, hint, wrong]) shows it (the
    clicks of twenty lessons at once wait their turn in the kernel: over a minute on a
    loaded machine); if not, say which lessons do not."""
    try:
        page.wait_for_function(
            READY_JS, arg=[SCOPE, wanted, HINT_SAID, WRONG_SAID], polling=100, timeout=150_000
        )
    except Exception:
        late = [
            w for w in wanted if not page.evaluate(READY_JS, [SCOPE, [w], HINT_SAID, WRONG_SAID])
        ]
        raise AssertionError(f"not shown ([index, progress, hint, wrong]): {late}") from None


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_hint_and_feedback_fit_the_laptop_screen(lab: Any, language: str) -> None:
    widgets = [w for w in WIDGETS if w[1] == language]
    cells = [SETUP]
    for i, (lesson, language, kind) in enumerate(widgets):
        cells.append(f"w{i} = {kind}({lesson.id!r}, language={language!r})\nw{i}")
    tables = sum(1 for lesson, _, kind in widgets if kind == "GameLesson")
    # (a page per language: 20 lessons, 13 of them Honey Buzz tables and 3 Hustle tables,
    # drawn in about 10 s, over a minute on a loaded machine)
    page = open_notebook(lab, cells, count=tables, timeout=120_000)
    page.wait_for_function(
        "([n, m]) => document.querySelectorAll('.hbh-table[data-pending]').length >= n"
        " && document.querySelectorAll('.hb-lesson').length >= m",
        arg=[sum(1 for *_, kind in widgets if kind == "HustleLesson"), len(widgets)],
        timeout=90_000,
    )
    page.set_viewport_size({"width": 1280, "height": 800})
    failures = {}
    counts = {"steps": 0, "hints": 0, "wrong": 0}
    words: dict[str, int] = {}
    # Step by step, every lesson at once: each lesson goes to its n-th step (and makes its
    # wrong try there) in one run of the kernel, Hint and the wrong answers are clicked in
    # one go, then each lesson is brought to the top of the notebook and measured.
    for i, (lesson, language, _) in enumerate(widgets):  # each lesson's first screen
        scroll_to(page, SCOPE, i)
        seen = picture_figures(page, SCOPE, i, pictures=False)
        words[f"{language} {lesson.id}"] = seen["words"]
        if lesson.id in NOT_YET:
            continue
        if seen["words"] > MAX_WORDS or seen["cut"] or seen["small"]:
            page.screenshot(path=str(ARTIFACTS / f"first-screen-{language}-{lesson.id}.png"))
            failures[f"{language} {lesson.id} first screen"] = {
                k: seen[k] for k in ("words", "cut", "small")
            }
    for n in range(max(len(lesson) for lesson, *_ in widgets)):
        here = [
            (i, lesson, language)
            for i, (lesson, language, _) in enumerate(widgets)
            if n < len(lesson)
        ]
        code, wanted, clicks, moves = [], [], [], {}
        for i, lesson, language in here:
            step = lesson.steps[n]
            question = step.kind.value == "question"
            moves[i] = not question and bool(step.wrong)
            # (one update of the page per lesson: its step with the wrong try taken back)
            code.append(f"with w{i}.hold_sync():\n    w{i}.run.go_to({step.id!r})")
            code += [f"    wrong_try(w{i})"] if moves[i] else []
            progress = _progress(language, n + 1, len(lesson))
            wanted.append([i, progress, False, moves[i]])
            clicks.append([i, _wrong_option(step) if question else ""])
        lab.kernel_run("\n".join(code))
        _ready(page, wanted)
        hinted = set(page.evaluate(CLICK_JS, [SCOPE, HINT, clicks]))
        for row, (i, wrong) in zip(wanted, clicks, strict=True):
            row[2] = i in hinted
            row[3] = row[3] or bool(wrong)
        _ready(page, wanted)
        for (i, lesson, language), (_, _, hint, wrong) in zip(here, wanted, strict=True):
            step = lesson.steps[n]
            scroll_to(page, SCOPE, i)
            first = [*SELECTORS, OPTION] if step.options else list(SELECTORS)
            first += [HINT] if hint else []
            if step.kind.value == "act" and widgets[i][2] == "HustleLesson":
                placing, pending = page.evaluate(ASKS_JS, [SCOPE, i, HUSTLE_TABLE])
                asks = placing if placing in HUSTLE_PARTS else pending
                first += [f"{HUSTLE_TABLE} {part}" for part in HUSTLE_PARTS.get(asks, [])]
            # (the hint and the feedback: the match shown, in the bubble or in the panel)
            shown = [HINT_SHOWN] if hint else []
            shown += [SAID] if wrong else []
            hidden = not_fully_visible(measure(page, SCOPE, i, first))
            hidden |= not_fully_visible(measure_any(page, SCOPE, i, shown))
            counts["steps"] += 1
            counts["hints"] += hint
            counts["wrong"] += wrong
            if hidden:
                failures[f"{language} {lesson.id}.{step.id}"] = hidden
    print("checked:", counts)
    print("words on each lesson's first screen:", words)
    assert counts["hints"] and counts["wrong"], counts
    assert not failures, f"{len(failures)} step(s) do not fit 1280 x 800: {failures}"
