"""A hive step may rely on reconstructed data besides its configuration card (the contest
cards): the lesson file names it, or a fact that reads the cards implies it, and the panel
says it is reconstructed, as it does for table steps."""

import re
from html import unescape

import pytest

from honeybuzz_lab.games.honeybuzz.hive import parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import (
    Lesson,
    LessonError,
    LessonRun,
    build_position,
    parse_lesson,
)
from honeybuzz_lab.games.honeybuzz.lessons.facts import FactError, parse_fact

#: A starting hive and a Produce tile: one cluster of three empty cells (Open Combs, blue-4).
CLUSTER = "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE"

LESSON = f"""
number = 90

[[step]]
id = "cluster"
kind = "place"
position = "card:star A(-1,0)NE F(3,-2)SE"
data = ["contests"]
tray = ["P"]
expect = {{ cluster = true }}
solutions = ["P(1,2)NE"]

[[step]]
id = "open-combs"
kind = "question"
position = "{CLUSTER}"
options = ["1", "2", "4"]
answer = "1"
fact = {{ contest_count = "blue-4" }}

[[step]]
id = "pocket-icons"
kind = "question"
position = "P(0,0)E F(2,-2)SE F(-2,1)E M(-1,-1)SW F(1,-3)SE"
data = ["contests"]
options = ["none", "around", "own"]
answer = "none"
"""


def lesson():
    # borrow the texts of lesson 8: the notes are what is tested
    return parse_lesson("shapes_that_score", LESSON)


def test_a_hive_step_names_the_reconstructed_data_it_relies_on():
    cluster, count, plain = lesson()
    assert cluster.reconstructed == ("contests",)  # named in the file
    assert count.reconstructed == ("contests",)  # implied by a fact on the contest cards
    assert plain.reconstructed == ("contests",) and plain.card is None


def test_a_step_without_data_relies_on_none():
    plain = parse_lesson("shapes_that_score", LESSON.replace('data = ["contests"]\n', ""))
    assert plain[0].reconstructed == () and plain[2].reconstructed == ()
    assert plain[1].reconstructed == ("contests",)  # the fact still reads the cards


@pytest.mark.parametrize(
    ("language", "card", "contests"),
    [
        ("en", "this layout is reconstructed", "The rulebook does not print the queen's contest"),
        ("hu", "ez az elrendezés rekonstrukció", "A szabálykönyv nem közli a Királynő"),
    ],
)
def test_the_note_names_the_card_and_the_contest_cards(language, card, contests):
    run = LessonRun(lesson(), language=language)
    assert card in run.note and contests in run.note  # a card position and contest data
    assert run.note.index(card) < run.note.index(contests)
    run.go_to("pocket-icons")
    assert card not in run.note and run.note.startswith(contests)  # no card here


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_the_panel_and_the_static_page_show_the_note():
    shown = Lesson(lesson())
    note = text(shown.panel["note"])
    assert "queen's contest cards" in note and "configuration cards" in note
    bundle = shown._repr_mimebundle_()
    page = text((bundle[0] if isinstance(bundle, tuple) else bundle)["text/html"])
    assert "queen's contest cards" in page
    shown.run.go_to("pocket-icons")
    summary, _, whole = shown.panel["note"].partition("</summary>")
    assert text(summary) == "honeybuzz_lab reconstructs the queen's contest cards (more)"
    assert text(whole).startswith("The rulebook does not print")  # the whole note, folded


def test_a_note_on_printed_data_only_is_not_folded():
    shown = Lesson("hive_and_tiles")
    run = shown.run
    for step in run.lesson:
        run.go_to(step.id)
        if run.note and not run.note_summary:
            assert "<details" not in shown.panel["note"] and run.note in text(shown.panel["note"])
        elif run.note:
            assert "<details" in shown.panel["note"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ('["configuration"]', "card:NAME"),
        ('["weather"]', "a hive step may name field, market, orders, contests"),
        ("3", "expected a list of strings"),
    ],
)
def test_a_hive_step_names_only_data_it_can_rely_on(data, message):
    text = LESSON.replace('data = ["contests"]', f"data = {data}", 1)
    with pytest.raises(LessonError, match=re.escape(message)):
        parse_lesson("shapes_that_score", text)


# ------------------------------------------------------------ facts on the contest cards


def answer(spec, position=CLUSTER, options=("1", "2")):
    return parse_fact(spec).answer(build_position(position), options)


def test_a_contest_card_counts_what_its_category_counts():
    assert answer({"contest_count": "blue-4"}) == {"1"}  # one empty cell cluster
    assert answer({"contest_count": "blue-2"}) == {"3"}  # three empty cells
    assert answer({"contest_count": "green-2"}) == {"0"}  # no nectar cluster yet
    assert answer({"contest_count": "green-2"}, CLUSTER + " a(0,0) w(1,1) w(2,-1)") == {"1"}
    assert answer({"contest_count": "blue-4"}, CLUSTER + " a(0,0)") == {"0"}  # not empty
    assert answer({"contest_count": "blue-3"}) == {"2"}  # the longest straight line


def test_the_best_placement_for_a_contest_card():
    hive = CLUSTER + " M(4,-1)NE"
    placements = {"line": "P(4,-3)E", "cluster": "P(-2,3)E"}
    assert _after(hive, "P(4,-3)E").longest_line() == 3  # a straight line of three
    assert len(_after(hive, "P(-2,3)E").empty_cell_clusters()) == 2  # a second cluster
    straight = {"contest_best": "blue-3", "placements": placements}
    assert answer(straight, hive, ("line", "cluster")) == {"line"}
    open_combs = {"contest_best": "blue-4", "placements": placements}
    assert answer(open_combs, hive, ("line", "cluster")) == {"cluster"}


def _after(position, tile):
    hive = build_position(position)
    hive.place(parse_tile(tile))
    return hive


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"contest_count": "red-2"}, "Favourite Supplier counts orders"),
        ({"contest_count": "purple-9"}, "names a contest card: one of blue-1"),
        ({"contest_best": "blue-3", "placements": {"1": "P(4,-3)E"}}, "a tile for every option"),
        ({"contest_best": "blue-3"}, "a tile for every option"),
        ({"contest_best": "blue-3", "placements": {"1": "P(0,0)E", "2": "P(4,-3)E"}}, "cannot"),
    ],
)
def test_a_contest_fact_that_cannot_be_worked_out_says_why(spec, message):
    with pytest.raises(FactError, match=re.escape(message)):
        answer(spec)
