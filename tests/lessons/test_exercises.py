"""Lesson 10's exercises: the engine finds the right answers and judges every answer."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.hexes import fmt
from honeybuzz_lab.games.honeybuzz.game.state import space_name
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, LessonError, catalog
from honeybuzz_lab.games.honeybuzz.lessons.exercises import (
    EXERCISES,
    GAME,
    describe_answer,
    exercise_by_id,
    parse_answer,
)

IDS = [e.id for e in EXERCISES]


def right_answers(exercise):
    """Every right answer, found by trying all candidates the position allows."""
    ex = exercise.explorer()
    if exercise.kind == "number":
        candidates = range(0, 200)
    elif exercise.kind == "hex":
        candidates = sorted({h for t in ex.hive.tiles for h in t.hexes} | set(ex.hive.cells))
    elif exercise.kind == "tile":
        candidates = [e.tile for icon in "FPMNDA" for e in ex.hive.legal_placements(icon)]
    elif exercise.kind == "space":
        candidates = ex.game.state.woodland.side.spaces
    else:
        candidates = [0, 1, 2, None]
    return [c for c in candidates if exercise.accepts(ex, c)]


def test_the_exercises_cover_hive_and_game_questions():
    kinds = {e.kind for e in EXERCISES}
    assert kinds == {"number", "hex", "tile", "space", "stack"}
    assert sum(e.position is GAME for e in EXERCISES) == 3
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_each_exercise_has_answers_and_they_are_accepted(exercise):
    right = right_answers(exercise)
    assert right, "the position allows no right answer"
    if exercise.kind == "number":
        assert len(right) == 1
    for answer in right:
        verdict = exercise.check(answer)
        assert verdict.right, verdict.text
        assert verdict.text.startswith("Right! The engine agrees:")
        assert exercise.check(describe_answer(exercise.kind, answer)).right  # as typed


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_wrong_answers_get_the_hint(exercise):
    right = right_answers(exercise)
    if exercise.kind == "number":
        wrong = right[0] + 1
    elif exercise.kind == "hex":
        tiles = sorted(h for t in exercise.explorer().hive.tiles for h in t.hexes)
        wrong = next(h for h in tiles if h not in right)
    elif exercise.kind == "tile":
        hive = exercise.explorer().hive
        wrong = next(e.tile for e in hive.legal_placements("M") if e.tile not in right)
    elif exercise.kind == "space":
        wrong = next(
            s for s in exercise.explorer().game.state.woodland.side.spaces if s not in right
        )
    else:
        wrong = next(s for s in (0, 1, 2) if s not in right)
    for language in LANGUAGES:
        verdict = exercise.check(wrong, language)
        assert not verdict.right
        assert exercise.hint(language) in verdict.text
        assert verdict.text.endswith(exercise.query)


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_unreadable_answers_say_how_to_write_one(exercise):
    verdict = exercise.check("???", "hu")
    assert not verdict.right and verdict.given is None
    assert verdict.text == catalog("hu")[f"explorer.check.parse.{exercise.kind}"]


def test_an_illegal_tile_is_explained():
    exercise = exercise_by_id("acacia-market")
    verdict = exercise.check("M(0,0)E")
    assert not verdict.right
    assert "cannot go there" in verdict.text


def test_a_hungarian_book_reads_hungarian_tiles_and_english_ones_too():
    exercise = exercise_by_id("acacia-market")
    right = right_answers(exercise)[0]
    assert right.action.value == "market"
    hungarian = right.notation_in("hu")  # P for Piac
    assert hungarian.startswith("P") and exercise.check(hungarian, "hu").right
    assert exercise.check(right.notation, "hu").right  # M(...)...: the English notation
    assert exercise.check(hungarian, "en").given != right  # in English, P is Produce


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_texts_and_the_revealed_answer_exist_in_every_language(exercise, language):
    texts = catalog(language)
    for part in ("title", "question", "hint"):
        assert texts[exercise.key(part)]
    answer = exercise.answer(language)
    assert answer.sentence and answer.question


def test_answers_are_read_the_way_learners_write_them():
    assert parse_answer("hex", " (1, -2) ") == (1, -2)
    assert parse_answer("hex", "1,-2") == (1, -2)
    assert parse_answer("space", "c2") == (1, 2) and space_name((1, 2)) == "C2"
    assert parse_answer("stack", "Középső") == 1 and parse_answer("stack", "none") is None
    assert parse_answer("number", " 7 ") == 7
    assert describe_answer("hex", (1, -2)) == fmt((1, -2))
    for kind, text in (("number", "x"), ("number", True), ("hex", "1"), ("space", "22")):
        with pytest.raises(ValueError):
            parse_answer(kind, text)
    with pytest.raises(LessonError, match="unknown answer kind"):
        parse_answer("colour", "red")
    with pytest.raises(LessonError, match="there is no exercise"):
        exercise_by_id("nowhere")


def test_game_positions_replay_the_same_way():
    a, b = GAME.build(), GAME.build()
    assert a.to_record() == b.to_record() and a is not b
    assert a.history.ply == GAME.plies and a.pending.kind == "turn"
    assert a.current_player.name == "Anna"
    assert isinstance(a.state.players[0].hive, Hive)
