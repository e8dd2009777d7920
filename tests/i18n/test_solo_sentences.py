"""The solitaire variant speaks through the catalogues: every label, prompt, explanation and
log sentence of a few whole solo games is a catalogue message of the ``[solo]`` section
(or the base game's) that renders in English and in Hungarian, with whole Hungarian
sentences (the checks of test_hungarian_sentences)."""

from __future__ import annotations

import json
import pickle
import re
from functools import cache

import pytest

from honeybuzz_lab.core.i18n import Message, catalog
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot
from honeybuzz_lab.games.honeybuzz.game.engine import explain
from honeybuzz_lab.games.honeybuzz.game.log import Log, label
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import TABLE_I_RANKS, solo_data
from honeybuzz_lab.games.honeybuzz.game.modules.solo.drones import drone_boxes, solo_next_turn
from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import (
    ChooseConfiguration,
    DroneDrop,
    DroneOrder,
    DroneRemove,
)
from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo
from honeybuzz_lab.games.honeybuzz.game.modules.solo.words import rank_term

from .test_hungarian_sentences import LEFTOVERS

SEEDS = (1, 2, 3)
DIFFICULTIES = ("larva", "queen")
#: The fragments the module's inline Hungarian used to glue on.
SOLO_FRAGMENTS = re.compile(r"rendelést:|\bkonfig\b|Csökken:|ide megy:|kaptárdoboz|\bkeverés\b")


def _solo_keys() -> set[str]:
    return {k for k in catalog("en") if k.startswith("game.solo.")}


def _keep(found: dict[str, Message], message: object) -> None:
    assert isinstance(message, Message), message
    found[message.key + ":" + str(message)] = message


def _said(game: Game, found: dict[str, Message]) -> None:
    """Keep the pending decision's prompt, labels and an explanation (the solo ones)."""
    kind = game.pending.kind
    if kind in ("solo_configuration", "drone"):
        _keep(found, game.pending.prompt)
        for action in game.legal_actions():
            _keep(found, label(game.state, action))
        wrong = DroneOrder(7) if kind == "drone" else ChooseConfiguration("star")
        _keep(found, explain(game.state, game.rules, wrong))
    elif kind == "turn":
        blocked = [b for b in game.state.board.values() if b.name in drone_boxes(game.state)]
        for box in blocked:
            tiles = [k for k in box.kinds if box.stacks.get(k)]
            if tiles:
                _keep(found, explain(game.state, game.rules, A.TakeTile(tiles[0], 1)))


def _nested(message: Message) -> set[str]:
    """The keys of ``message`` and of the messages among its values."""
    keys = {message.key}
    for value in message.params.values():
        for v in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(v, Message):
                keys |= _nested(v)
    return keys


@cache
def played() -> tuple[tuple[Game, ...], tuple[Message, ...]]:
    """The whole games (GreedyBot), and every solo message said on the way."""
    games, found = [], {}
    setups = [(seed, d, ["solo"]) for seed in SEEDS for d in DIFFICULTIES]
    setups.append((1, "larva", ["solo", "advanced"]))  # the drones reveal face-down tiles
    setups.append((2, "larva", ["solo", "fall.caps", "fall.festival"]))  # module drone cards
    for seed, difficulty, modules in setups:
        game = Game.new(
            ["Anna"], seed=seed, modules=modules, options={"solo": {"difficulty": difficulty}}
        )
        bot = GreedyBot(seed)
        while not game.is_over:
            _said(game, found)
            game.apply(bot.choose(game))
        games.append(game)
    for game in games:
        for line in game.log:
            found[line.key + ":" + str(line)] = line
    return tuple(games), tuple(found.values())


def solo_messages() -> list[Message]:
    return [m for m in played()[1] if m.key.startswith("game.solo.")]


def test_the_games_say_many_solo_sentences() -> None:
    said = {m.key for m in solo_messages()}
    assert len(solo_messages()) > 60
    assert {"game.solo.configuration", "game.solo.drone_drop", "game.solo.lost"} <= said
    assert any(k.startswith("game.solo.prompt_") for k in said)
    assert any(k.startswith("game.solo.label_") for k in said)
    assert "game.solo.explain_drone_box" in said


def test_no_inline_sentence_is_left() -> None:
    """Every sentence of the games is a catalogue message (no stand-in key)."""
    for game in played()[0]:
        for line in game.log:
            assert line.key in catalog("en") and line.key in catalog("hu"), line.key
    assert all(m.key in _solo_keys() for m in solo_messages())


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_solo_sentence_renders_with_no_field_left(language: str) -> None:
    for m in solo_messages():
        text = m.text(language)
        assert text and "{" not in text and "}" not in text, (m.key, text)


@pytest.mark.parametrize("problem", sorted(LEFTOVERS))
def test_no_hungarian_solo_sentence_has_leftovers(problem: str) -> None:
    pattern = LEFTOVERS[problem]
    found = sorted({m.text("hu") for m in solo_messages() if pattern.search(m.text("hu"))})
    assert not found, found[:5]


def test_no_hungarian_solo_sentence_is_a_glued_fragment() -> None:
    found = sorted({m.text("hu") for m in solo_messages() if SOLO_FRAGMENTS.search(m.text("hu"))})
    assert not found, found[:5]


def test_the_whole_hungarian_logs_have_no_leftovers() -> None:
    for game in played()[0]:
        for line in game.log_in("hu"):
            for problem, pattern in LEFTOVERS.items():
                assert not pattern.search(line), (problem, line)


def test_a_log_entry_keeps_its_key_and_values() -> None:
    game = played()[0][0]
    drops = [m for m in game.log if m.key == "game.solo.drone_drop"]
    assert drops
    entry = drops[0].to_json()
    assert entry["key"] == "game.solo.drone_drop"
    assert set(entry["params"]) == {"resource", "before", "after"}
    assert entry["params"]["resource"]["key"].startswith("terms.resource.")
    assert json.loads(json.dumps(entry)) == entry
    again = pickle.loads(pickle.dumps(drops[0]))
    assert again.key == drops[0].key and again.text("hu") == drops[0].text("hu")
    assert str(again) == str(drops[0]) and again.text("hu") != str(drops[0])


def test_labels_and_prompts_through_the_game_in_both_languages() -> None:
    game = Game.new(["Anna"], seed=1, modules=["solo"], options={"solo": {"difficulty": "egg"}})
    choice = game.legal_actions()[0]
    assert game.describe(choice) == choice.describe(game)
    hu = game.describe(choice, "hu")
    assert hu.startswith("Játék a „") and hu.endswith("” konfigurációs kártyával")
    prompt = game.pending.prompt_in("hu")
    assert prompt.startswith("Anna, a Királynő versenyeinek ismeretében döntsd el")
    wrong = game.explain(ChooseConfiguration("star"), "hu")
    assert wrong is not None and wrong.startswith("A két húzott konfigurációs kártya")


def _new(difficulty: str = "egg") -> Game:
    g = Game.new(["Anna"], seed=1, modules=["solo"], options={"solo": {"difficulty": difficulty}})
    g.apply(g.legal_actions()[0])
    return g


def _flip(g: Game, woodland: str) -> Log:
    """Play a drone turn now with a card of this woodland side flipped."""
    cards = {w: next(d.id for d in solo_data().drones if d.woodland == w) for w in WOODLAND}
    solo(g.state).deck = [cards["highest" if woodland == "order" else "order"], cards[woodland]]
    log = Log()
    solo_next_turn(g.state, g.rules, log)
    return log


WOODLAND = ("order", "highest")


def test_a_highest_honey_tie_is_prompted_by_name() -> None:
    g = _new()
    market = g.state.market
    for h in ("wildflower", "cherry_blossom"):  # lower than the tie
        market.positions[h] = len(market.tracks[h]) - 1
    market.positions["rosemary"] = market.tracks["rosemary"].index(10)
    market.positions["acacia"] = market.tracks["acacia"].index(10)
    _flip(g, "highest")
    assert g.pending.kind == "drone"
    assert g.legal_actions() == [DroneDrop("rosemary"), DroneDrop("acacia")]
    en, hu = g.pending.prompt_in("en"), g.pending.prompt_in("hu")
    assert en == (
        "Anna, drone turn: Rosemary and Acacia share the highest value; "
        "choose the one whose value drops."
    )
    assert hu == (
        "Anna, herekör: a rozmaringméz és az akácméz értéke egyformán a legmagasabb; "
        "válaszd ki, melyiké csökken."
    )


def test_a_drone_action_that_changes_nothing_says_so() -> None:
    g = _new()
    for pile in g.state.order_stacks:
        pile.face_up = None
    log = _flip(g, "order")
    said = [m for m in log if m.key == "game.solo.drone_nothing"]
    assert said and said[0].text("hu") == "A herekártya akciója most semmin sem változtat."


def test_a_removed_tile_is_still_labelled_after_the_fact() -> None:
    g = _new()
    space = next(iter(g.state.woodland.field))
    label = DroneRemove(space)
    before = label.describe(g, "hu")
    del g.state.woodland.field[space]
    after = label.describe(g, "hu")
    assert "nektárlapka kivétele a játékból" in before and before != after
    assert after.endswith("mezőn lévő nektárlapka kivétele a játékból")


def _undigested(record: dict) -> dict:
    return {k: v for k, v in record.items() if k != "digest"}


def test_a_win_and_every_rank_render_in_both_languages() -> None:
    # a played game replayed at the easiest difficulty: the first that wins there (its
    # record without the digest, which would refuse other options)
    replayed = (
        Game.from_record({**_undigested(g.to_record()), "options": {"solo": {"difficulty": "egg"}}})
        for g in played()[0]
        if g.rules.modules == ("solo",)
    )
    won = next((r for r in replayed if r.state.final["won"]), None)
    assert won is not None, "no played game reaches the egg difficulty's contest points"
    final = won.state.final
    sentence = next(m for m in won.log if m.key == "game.solo.won")
    hu = sentence.text("hu")
    assert hu.startswith("Anna nyer a tojás nehézségi szinten")
    assert f"a végső pontszáma {final['score']}" in hu and "{" not in hu
    for _, title in TABLE_I_RANKS:
        term = rank_term(title)
        assert str(term) == title and term.text("hu") != title


def test_every_solo_catalogue_entry_is_said_somewhere() -> None:
    """The games and the positions above say each [solo] sentence (a stale key would not)."""
    said = set().union(*(_nested(m) for m in solo_messages()))
    said |= {"game.solo.prompt_highest", "game.solo.the_resource", "game.solo.drone_nothing"}
    said |= {"game.solo.label_removed", "game.solo.won"}
    # a module drone card as the deck's last card (test_game_fall_sunset_caps_festival)
    said |= {"game.solo.reshuffle_module"}
    said |= {f"game.solo.rank.{t.lower().replace(' ', '_')}" for _, t in TABLE_I_RANKS}
    said |= {f"game.solo.difficulty.{d}" for d in ("egg", "pupa", "adult")}
    missing = sorted(_solo_keys() - said)
    assert not missing, missing
