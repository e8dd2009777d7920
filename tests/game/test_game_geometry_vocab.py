"""A module supplies the field's geometry and the resources' names: a throwaway module with
a hex field (six directions) and berries instead of pollen (made up: Fall Fruit ships the real
fruit) plays to its end, and the rules,
the bots and the table read both from the ruleset."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from honeybuzz_lab.core.i18n import text
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.components import HONEYS, OrderCard
from honeybuzz_lab.games.honeybuzz.game.geometry import HEX, SQUARE, Geometry, field_spaces
from honeybuzz_lab.games.honeybuzz.game.log import forage_cost
from honeybuzz_lab.games.honeybuzz.game.registry import Module, register, unregister
from honeybuzz_lab.games.honeybuzz.game.rules import Vocabulary
from honeybuzz_lab.games.honeybuzz.widgets.table_state import (
    encode_market,
    encode_pending,
    encode_static,
)


def _fruit_components(comp, opts):  # type: ignore[no-untyped-def]
    def rename(needs: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
        return tuple(("berry" if r == "pollen" else r, n) for r, n in needs)

    market = {("berry" if r == "pollen" else r): v for r, v in comp.market.items()}
    orders = tuple(dataclasses.replace(o, needs=rename(o.needs)) for o in comp.orders)
    return dataclasses.replace(comp, market=market, orders=orders)


FRUIT = Module(
    "test.fruit",
    "A hex field with six directions, and fruit where the base game has pollen.",
    components=_fruit_components,
    single={
        "geometry": HEX,
        "vocabulary": Vocabulary(
            "berry",
            HONEYS,
            texts={
                "en": {"terms.resource.berry": "Berry", "terms.resource_word.berry": "berry"},
                "hu": {
                    "terms.resource.berry": "Bogyó",
                    "terms.resource_word.berry": "bogyó",
                },
            },
        ),
    },
    replaces=("geometry", "vocabulary"),
)


@pytest.fixture
def fruit() -> Iterator[Game]:
    register(FRUIT)
    try:
        yield Game.new(2, seed=3, starts=[[0, 0], [3, 0]], modules=["test.fruit"])
    finally:
        unregister("test.fruit")


def test_the_hex_geometry_has_six_directions_and_its_own_distances() -> None:
    assert len(set(HEX.neighbours((2, 2)))) == 6
    assert all(HEX.distance((2, 2), n) == 1 for n in HEX.neighbours((2, 2)))
    assert all(HEX.distance((1, 1), n) == 1 for n in HEX.neighbours((1, 1)))
    assert HEX.distance((0, 0), (3, 3)) != SQUARE.distance((0, 0), (3, 3))
    with pytest.raises(ValueError, match="layout"):
        Geometry("odd", HEX.distance, HEX.neighbours, layout="triangles")
    with pytest.raises(ValueError, match="nectar types"):
        Vocabulary("berry", ("apple",))


def test_forage_costs_and_moves_come_from_the_geometry(fruit: Game) -> None:
    state = fruit.state
    side = state.woodland.side
    assert fruit.rules.geometry is HEX
    for space in field_spaces(state):
        steps = HEX.distance((0, 0), space)
        assert forage_cost(state, 0, space) == max(0, steps - side.free_moves) * 2
    # (0,0) -> (3,3): 5 hex steps (8 coins) where the square field counts 6 (10 coins)
    assert forage_cost(state, 0, (3, 3)) == 8
    base = Game.new(2, seed=3, starts=[[0, 0], [3, 0]])
    assert forage_cost(base.state, 0, (3, 3)) == 10


def test_the_table_names_fruit_and_draws_the_hex_field(fruit: Game) -> None:
    static = encode_static(fruit)
    assert static["pollen"] == "berry"
    assert list(static["resources"]) == ["berry", *HONEYS]
    assert static["resources"]["berry"] == "Berry"
    assert encode_static(fruit, "hu")["resources"]["berry"] == "Bogyó"
    assert "pollen" not in static["market"] and "berry" in static["market"]
    assert "berry" in encode_market(fruit.state)
    assert static["palette"]["resources"]["berry"] == static["palette"]["resources"]["pollen"]
    geo = static["geometry"]
    assert geo["layout"] == "hex" and len(geo["spaces"]) == 24
    assert geo["spaces"][0] == [0, 0, "A1"]
    base = encode_static(Game.new(2, seed=3))
    assert base["geometry"]["layout"] == "square" and base["pollen"] == "pollen"


def _play_to_forage(game: Game) -> None:
    bot = GreedyBot(seed=1)
    for _ in range(400):
        if game.pending.kind == "forage":
            return
        game.apply(bot.choose(game))
    raise AssertionError("no forage decision came up")


def test_the_page_reads_forage_costs_and_fruit_from_the_answers(fruit: Game) -> None:
    _play_to_forage(fruit)
    seat = fruit.pending.player
    here = fruit.state.players[seat].forage
    side = fruit.state.woodland.side
    pending = encode_pending(fruit, True)
    answers = [a for a in pending["actions"] if a[0]["kind"] == "forage"]
    assert answers
    for json, _label, _target, info in answers:
        steps = HEX.distance(here, tuple(json["space"]))
        assert info["cost"] == max(0, steps - side.free_moves) * side.extra_move_cost
        assert info["gets"] == "berry" or len(info["gets"]) == 1  # fruit, or a nectar letter
    assert any(a[3]["gets"] == "berry" for a in answers)


def test_a_game_under_the_module_runs_to_its_end_with_the_greedy_bot(fruit: Game) -> None:
    bots = [GreedyBot(seed=s) for s in (1, 2)]
    for _ in range(5000):
        if fruit.state.over:
            break
        fruit.apply(bots[fruit.pending.player].choose(fruit))
    assert fruit.state.over
    players = fruit.state.players
    assert all("berry" in p.resources and "pollen" not in p.resources for p in players)
    sold = [a for a in fruit.actions if a.kind == "sell"]
    assert sold and all(a.resource in ("berry", *HONEYS) for a in sold)
    for order in (o for p in players for o in p.orders):
        assert isinstance(order, OrderCard) and "pollen" not in order.needs_dict
    assert text("en", "terms.resource.berry") == "Berry"


def _gains(lines: list[str], words: tuple[str, ...]) -> list[str]:
    """The lines naming any of ``words``, but for the contest cards' printed titles and
    texts (data of the cards in play: "Pollen Traders"; a module changes its cards)."""
    cards = ("The queen's contests", "A Királynő Versenyei")
    return [line for line in lines if any(w in line for w in words) and not line.startswith(cards)]


def test_log_sentences_and_labels_name_the_vocabularys_resource(fruit: Game) -> None:
    """A forage that collects no nectar gains berries: the log and the labels say "berry"
    (en) and "bogyó" (hu), never "pollen"; the base game still says pollen."""
    bots = [GreedyBot(seed=s) for s in (1, 2)]
    labels: dict[str, set[str]] = {"en": set(), "hu": set()}
    for _ in range(5000):
        if fruit.state.over:
            break
        if fruit.pending.kind == "forage":
            for action in fruit.legal_actions():
                labels["en"].add(action.describe(fruit))
                labels["hu"].add(action.describe(fruit, "hu"))
        fruit.apply(bots[fruit.pending.player].choose(fruit))
    en, hu = fruit.log_for(0), fruit.log_for(0, "hu")
    assert not _gains(en, ("pollen", "Pollen")) and not _gains(hu, ("pollen",))
    gained_en = [line for line in en if "gains a berry" in line]
    gained_hu = [line for line in hu if "jut neki egy bogyó" in line]
    assert gained_en and len(gained_hu) == len(gained_en)
    assert any("a berry" in label for label in labels["en"])
    assert any("egy bogyó" in label for label in labels["hu"])
    assert not _gains(sorted(labels["en"] | labels["hu"]), ("pollen",))
    base = Game.new(2, seed=3, starts=[[0, 0], [3, 0]])
    for _ in range(5000):
        if base.state.over:
            break
        base.apply(bots[base.pending.player].choose(base))
    assert any("gains a pollen" in line for line in base.log_for(0))
    assert any("jut neki egy pollen" in line for line in base.log_for(0, "hu"))
    assert any("for honey and pollen" in line for line in base.log_for(0))
    assert any("for honey and berry" in line for line in en)
    assert any("méz és bogyó" in line for line in hu)


def test_unregistering_takes_the_words_away() -> None:
    register(FRUIT)
    unregister("test.fruit")
    with pytest.raises(KeyError):
        text("en", "terms.resource.berry")
