"""A wrong try never claims the step was done, in every step of every lesson of both games,
in both languages.

For each step with a legal but wrong answer (a wrong option, a legal placement or action
the step does not want), the learner makes it, and then: the try is wrong, the step is
not done, the panel shows no star, no "Done" and no praise, and the feedback does not
name the expected answer (it is there only behind "Show the answer").
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from honeybuzz_lab.core.lessons.panel import panel_state
from honeybuzz_lab.core.lessons.steps import StepKind
from honeybuzz_lab.games.honeybuzz.lessons import LessonRun, all_lessons
from honeybuzz_lab.games.hustle.lessons import HustleLessonRun
from honeybuzz_lab.games.hustle.lessons import all_lessons as hustle_lessons

#: Words that say a try was right or a step done (the panel's own verdict comes from the
#: outcome's tone, never from these).
PRAISE = {
    "en": r"\b(well done|right!|correct|that's it|you did it|good job|great|exactly|done:)",
    "hu": r"(helyes|így van|ügyes|szép munka|pontosan|kész:|megcsináltad)",
}

STEPS = [(LessonRun, s) for lesson in all_lessons() for s in lesson] + [
    (HustleLessonRun, s) for lesson in hustle_lessons() for s in lesson
]


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def _wrong_try(run: Any) -> tuple[str, Any] | None:
    """A legal but wrong try of the run's step: ``(kind, try)``, or None if it has none."""
    step = run.step
    if step.kind is StepKind.QUESTION:
        wrong = [o for o in step.options if o not in step.answer]
        return ("answer", wrong[0]) if wrong else None
    if step.kind is StepKind.PLACE:
        hive = step.start()
        for action in sorted(set(step.tray), key=str):
            for effect in hive.legal_placements(action):
                if not step.try_placement(effect.tile).right:
                    return "place", effect.tile
        return None
    if step.kind is StepKind.ACT:
        for action in step.start_game().legal_actions():
            if not step.try_action(action).right:
                return "act", action
    return None


def _answer_words(run: Any) -> list[str]:
    """How the expected answer would be named: a question's right options' texts, a
    solving move as the table says it, a solving tile's notation."""
    step = run.step
    if step.kind is StepKind.QUESTION:
        return [text for option, text in run.options() if option in step.answer]
    said = []
    for solution in step.solutions:
        if step.kind is StepKind.PLACE:
            said.append(solution.notation_in(run.language))
        elif isinstance(run, HustleLessonRun):
            said.append(step.start_game().describe(solution, run.language))
        else:
            said.append(str(solution.describe(step.start_game(), run.language)))
    return said


def _names(text: str, answer: str) -> bool:
    """True if ``text`` names ``answer``: a number or words as a whole; a one-word answer
    ("No", "Nem") only as a verdict of its own (followed by a stop), not inside a sentence."""
    plain = _plain(answer).strip().rstrip(".")
    if re.fullmatch(r"[^\W\d]+", plain):
        return re.search(rf"\b{re.escape(plain)}\s*[.!:;,]", text, re.IGNORECASE) is not None
    return re.search(rf"(?<![\w.,]){re.escape(plain)}(?![\w]|[.,]\d)", text) is not None


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize(
    ("runner", "step"), STEPS, ids=[f"{r.__name__[:6]}-{s.where}" for r, s in STEPS]
)
def test_a_wrong_try_is_said_wrong_and_gives_nothing_away(runner, step, language):
    run = runner(step.lesson, language=language)
    run.go_to(step.id)
    found = _wrong_try(run)
    if found is None:
        pytest.skip("no legal wrong try in this step")
    kind, attempt = found
    outcome = getattr(run, kind)(attempt)
    assert outcome.status == "wrong", outcome.text
    assert not run.state.solved and run.progress.done == 0
    panel = panel_state(run)
    said = _plain(panel["feedback"]["html"])
    assert panel["feedback"]["tone"] == "wrong"
    assert panel["todo"] != run.texts["ui.labels.solved"]
    assert "★" not in panel["score"] and not run.score.steps
    assert run.texts["ui.labels.finished"] not in said
    text = outcome.text
    assert not re.search(PRAISE[language], text, re.IGNORECASE), text
    for answer in _answer_words(run):
        assert not _names(text, answer), f"names the answer {answer!r}: {text}"


def test_the_checks_catch_praise_and_a_named_answer():
    assert re.search(PRAISE["en"], "Well done: that scores 4.", re.IGNORECASE)
    assert re.search(PRAISE["hu"], "Így van, ez 4 pont.", re.IGNORECASE)
    assert _names("It holds 6 tiles.", "6") and not _names("It holds 16 tiles.", "6")
    assert _names("No, you cannot.", "No") and not _names("Nem küldhetsz munkást.", "Nem")
    run = LessonRun("woodland")
    run.go_to(next(s.id for s in run.lesson.steps if s.kind is StepKind.ACT))
    (move,) = _answer_words(run)[:1]
    assert move and _names(f"You should {move}.", move)
