"""The demonstration games: records the bots really play, notes the engine bears out."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from honeybuzz_lab.core.records import rules_digest
from honeybuzz_lab.games.honeybuzz.classroom import (
    CHECKS,
    ClassroomRun,
    DemoError,
    check_note,
    demo_names,
    load_demo,
)
from honeybuzz_lab.games.honeybuzz.classroom.demos import narration, parse_demo, play_record
from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES

DEMOS = [load_demo(name) for name in demo_names()]
NAMES = [d.id for d in DEMOS]
ENGLISH_WORDS = re.compile(
    r"\b(the|and|tile|tiles|cell|cells|with|which|your|that|this|you)\b", re.I
)


def test_at_least_two_demos_ship():
    assert len(DEMOS) >= 2
    assert {len(d.game().players) for d in DEMOS} >= {2, 3}


@pytest.mark.parametrize("demo", DEMOS, ids=NAMES)
def test_the_record_is_what_the_bots_play(demo):
    made = play_record(demo.made_with)
    # The shipped records were written before records carried their rules' digest.
    assert made.pop("digest") == rules_digest("honeybuzz", made["modules"], made["options"])
    if "modules" in demo.made_with:  # a record with modules names them, as the game does
        assert made == demo.record
        assert made["modules"][1:] == demo.made_with["modules"]  # the sunset comes first
    else:
        # The first records predate modules: a base game, with setup.rules "base".
        got = (made.pop("game"), made.pop("modules"), made.pop("options"))
        assert got == ("honeybuzz", [], {})
        assert demo.record["setup"]["rules"] == "base"
        setup = {k: v for k, v in demo.record["setup"].items() if k != "rules"}
        assert made == {**demo.record, "setup": setup}
    game = demo.game()
    assert game.is_over and game.history.ply == demo.length


@pytest.mark.parametrize("demo", DEMOS, ids=NAMES)
def test_every_note_is_borne_out_by_the_engine(demo):
    game = demo.game()
    lines = narration(game)
    assert len(lines) == demo.length + 1
    for note in demo.notes:
        assert note.check or note.ply == 0, f"note at {note.ply} claims nothing checkable"
        assert check_note(demo, note, game, lines[note.ply]) == []


@pytest.mark.parametrize("demo", DEMOS, ids=NAMES)
def test_notes_speak_both_languages(demo):
    for note in demo.notes:
        for language in LANGUAGES:
            assert note.text(language).strip()
            assert (note.question(language) is None) == (note.question("en") is None)
        en, hu = note.text("en"), note.text("hu")
        assert en != hu
        hungarian = re.sub(r"„[^”]*”|“[^”]*”", "", hu)  # contest titles stay as printed
        assert not ENGLISH_WORDS.findall(hungarian), (note.ply, ENGLISH_WORDS.findall(hungarian))
        assert not re.search("[őűŐŰ]", en)
    for language in LANGUAGES:
        assert demo.title[language] and demo.summary[language]


@pytest.mark.parametrize("demo", DEMOS, ids=NAMES)
def test_each_pause_offers_the_move_that_was_played(demo):
    run = ClassroomRun(demo)
    pauses = [n for n in demo.notes if n.pause]
    assert len(pauses) >= 3
    for note in pauses:
        run.jump(note.ply)
        assert run.stage == "question"
        options = run.options()
        if not options:  # a forced move: the question is what happens next
            run.game.step_to(note.ply - 1)
            assert len(run.game.legal_actions()) == 1
            continue
        assert 2 <= len(options) <= 4
        played = [o for o in options if o.played]
        assert len(played) == 1
        assert played[0].label == run._labels[note.ply]


def test_the_demos_together_teach_what_the_classroom_promises():
    """Beelines, Acacia, nectar versus pollen, falling values, orders, contests, the end."""
    claims: dict[str, list] = {}
    for demo in DEMOS:
        for note in demo.notes:
            for key, value in note.check.items():
                claims.setdefault(key, []).append(value)
    assert True in claims["beeline_over"]
    assert "acacia" in claims["creates"]
    assert "pollen" in claims["collects"] and set(claims["collects"]) - {"pollen"}
    assert "drop" in claims and "sells" in claims
    assert True in claims["order"] and claims["grants"]
    assert {1, 2} <= set(claims["speed"])
    assert True in claims["end_trigger"] and True in claims["game_over"]
    assert True in claims["tie_break"]
    assert set(claims) <= set(CHECKS)


def test_broken_demo_files_are_refused_with_the_reason():
    record = DEMOS[0].record
    good = {
        "record": "x.json",
        "title": {"en": "T", "hu": "C"},
        "summary": {"en": "S", "hu": "Ö"},
        "note": [{"ply": 1, "en": {"text": "a"}, "hu": {"text": "b"}}],
    }
    assert parse_demo("x", good, record).notes[0].ply == 1
    cases = [
        ({"title": {"en": "only English"}}, "needs a text in each of en, hu"),
        ({"note": [{"ply": 10_000, "en": {"text": "a"}, "hu": {"text": "b"}}]}, "ply must be"),
        ({"note": [{"ply": 1, "en": {"text": "a"}}]}, r"needs \[note.hu\]"),
        (
            {
                "note": [
                    {"ply": 1, "check": {"colour": 1}, "en": {"text": "a"}, "hu": {"text": "b"}}
                ]
            },
            "check keys must be among",
        ),
        (
            {
                "note": [
                    {"ply": 2, "en": {"text": "a"}, "hu": {"text": "b"}},
                    {"ply": 1, "en": {"text": "a"}, "hu": {"text": "b"}},
                ]
            },
            "in ply order",
        ),
        (
            {"note": [{"ply": 1, "en": {"text": "a", "question": "?"}, "hu": {"text": "b"}}]},
            "only a pause note asks",
        ),
        (
            {"note": [{"ply": 0, "pause": True, "en": {"text": "a"}, "hu": {"text": "b"}}]},
            "the setup cannot pause",
        ),
        ({"colour": "red"}, "unknown keys"),
    ]
    for change, message in cases:
        with pytest.raises(DemoError, match=message):
            parse_demo("x", {**good, **change}, record)
    with pytest.raises(
        DemoError, match="there is no demo 'nowhere'; the demos are: fall-flavors, first-game"
    ):
        load_demo("nowhere")
    with pytest.raises(DemoError, match="cannot be played"):
        play_record({"players": ["A"]})


def test_the_fall_demo_shows_its_modules_at_the_moments_they_matter():
    """At least three Fall Flavors modules, and notes the engine bears out on each: the sun
    moved by sunset events, a cap at Accounting, a toast, a fruit sale with the set bonus,
    the end by the sun and the trophies."""
    demo = load_demo("fall-flavors")
    modules = demo.record["modules"]
    assert "fall.sunset" in modules and len([m for m in modules if m.startswith("fall.")]) >= 4
    claims: dict[str, list] = {}
    for note in demo.notes:
        for key, value in note.check.items():
            claims.setdefault(key, []).append(value)
    assert any(n >= 2 for n in claims["sun_moves"]) and 0 in claims["sun_left"]
    assert ["last_cap"] in claims["sun_events"] and claims["cap"] and claims["toast_coins"]
    assert claims["sets"] and min(claims["sets"]) >= 1 and claims["trophies"]
    assert True in claims["end_trigger"] and True in claims["game_over"]
    assert {"retire_toast", "sell_fruit", "cap_nectar"} <= {
        n.check.get("action") for n in demo.notes if n.pause
    }


def test_a_module_claim_that_does_not_hold_says_what_the_engine_found():
    demo = load_demo("fall-flavors")
    note = demo.note_at(215)
    game = demo.game()
    wrong = replace(note, check={"sun_moves": 3, "sun_events": ["last_cap"]})
    problems = check_note(demo, wrong, game)
    assert problems == [
        "ply 215, sun_moves: how many spaces the sun moves during the ply is 1, not 3",
        "ply 215, sun_events: the sunset events counted during the ply (a list) is "
        "['tile_stack'], not ['last_cap']",
    ]
    base = load_demo("first-game")
    about_caps = replace(base.notes[1], check={"trophies": {"Anna": 10}})
    assert check_note(base, about_caps) == [
        f"ply {about_caps.ply}, trophies: the claim is about fall.caps, and this game is not "
        "played with it"
    ]
    setup = replace(demo.notes[0], check={"sun_left": 7})
    assert check_note(demo, setup, game) == [
        "ply 0, sun_left: the claim is about a move, and this ply is the setup"
    ]


def test_the_fall_pauses_say_fruit_and_retired_workers_in_their_options():
    run = ClassroomRun(load_demo("fall-flavors"))
    run.jump(187)
    toast = next(o for o in run.options() if o.played)
    assert "worker retired to the harvest festival for good" in toast.text
    assert "beeline" not in toast.text
    run.jump(386)
    sale = next(o for o in run.options() if o.played)
    assert "−6 fruit" in sale.text and "+32 coins" in sale.text
