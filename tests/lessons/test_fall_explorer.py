"""The explorer's Fall Flavors questions: each answer is what the engine then does."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.modules.fall_caps import CapNectar, caps, trophy_points
from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import RetireToast
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import (
    FRUITS,
    GainFruit,
    SellFruit,
    fruit,
)
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import foliage_points, leaves
from honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset import sunset
from honeybuzz_lab.games.honeybuzz.hive import Nectar
from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer, ExplorerError

FALL = ["fall.caps", "fall.festival", "fall.fruit", "fall.leaves"]


def fall_game(seed: int = 3) -> Game:
    return Game.new(["Anna", "Ben", "Cili"], seed=seed, modules=FALL)


@functools.cache
def greedy_record(seed: int) -> dict:
    """The record of a whole greedy Fall game (played once a seed: the bots' choices are
    most of the time, and every test walks the same game)."""
    game = fall_game(seed)
    bots = [GreedyBot(seed * 10 + i) for i in range(3)]
    while not game.is_over:
        game.apply(bots[game.pending.player].choose(game))
    return game.to_record()


def positions(test: Callable[[Game], bool], seed: int = 3, most: int = 6) -> list[Game]:
    """Up to ``most`` positions of a greedy Fall game where ``test`` holds (each a replay)."""
    game = Game.from_record(greedy_record(seed))
    game.step_to(0)
    found = []
    while not game.is_over and len(found) < most:
        if test(game):
            found.append(Game.from_record(game.to_record()))
        game.redo()
    assert found, "no such position in the game"
    return found


def legal_of(game: Game, kind: type) -> list:
    return [a for a in game.legal_actions() if isinstance(a, kind)]


def test_the_sunset_answer_is_how_far_the_sun_moves_when_the_turn_ends():
    seen_moving = 0
    for game in positions(lambda g: bool(sunset(g.state).pending), most=4):
        answer = Explorer(game).sunset()
        sun = sunset(game.state)
        before, turns = sun.position, game.state.turns_played
        assert answer.items[0]["left"] == sun.last - before
        while game.state.turns_played == turns and not game.is_over:
            game.apply(GreedyBot(1).choose(game))
        assert sunset(game.state).position - before == answer.value
        seen_moving += answer.value > 0
        assert "the sun moves" in answer.sentence
    assert seen_moving
    quiet = fall_game()
    still = Explorer(quiet).sunset()
    assert still.value == 0 and "stays where it is" in still.sentence
    assert f"{sunset(quiet.state).last} to go" in still.sentence


def test_caps_stand_as_the_module_counts_them():
    for game in positions(lambda g: any(caps(g.state).placed.values()), most=2):
        answer = Explorer(game).caps()
        mod = caps(game.state)
        assert answer.value == mod.available[0]
        won = trophy_points(game.state)
        assert [i["trophy"] for i in answer.items] == won
        assert [i["caps"] for i in answer.items] == [mod.values(s) for s in range(3)]


def test_the_fan_once_a_tile_is_capped_is_what_the_fan_makes_after_capping_it():
    games = positions(lambda g: g.pending.kind == "cap_nectar", most=3)
    for game in games:
        for action in legal_of(game, CapNectar)[:3]:
            ex = Explorer(game)
            answer = ex.fan_if_capped(action.cell)
            trial = Game.from_record(game.to_record())
            seat = trial.pending.player
            trial.apply(action)
            hive = trial.state.players[seat].hive
            assert hive.cells[action.cell].capped
            assert answer.value == hive.best_fan_hexes()[0]
            assert (
                {h for h, _ in answer.items} == set(hive.best_fan_hexes()[1])
                if answer.value
                else True
            )
            assert ex.hive.cells[action.cell].capped is False  # asked on a copy


def test_the_best_toast_pays_what_retiring_to_it_gives():
    games = positions(lambda g: bool(legal_of(g, RetireToast)), most=4)
    for game in games:
        answer = Explorer(game).toasts()
        seat = game.pending.player
        for item in answer.items:
            trial = Game.from_record(game.to_record())
            coins = trial.state.players[seat].coins
            trial.apply(RetireToast(item["card"]))
            assert trial.state.players[seat].coins - coins == item["coins"]
        assert answer.value == max(i["coins"] for i in answer.items)
        assert "cannot retire" not in answer.sentence


def test_a_toast_that_cannot_be_had_says_why():
    game = fall_game()
    answer = Explorer(game).toasts()  # no end of turn yet: the first turn's worker decision
    assert answer.items and answer.value >= 0
    used = positions(lambda g: g.pending.kind == "end_turn" and not legal_of(g, RetireToast))
    reasons = [Explorer(g).toasts().sentence for g in used]
    assert any("cannot retire a worker now" in s for s in reasons)


def test_the_fruit_field_names_every_fruit_and_nectar_a_forage_can_take():
    games = positions(lambda g: g.pending.kind == "fruit_forage", most=3)
    for game in games:
        answer = Explorer(game).fruit_field()
        legal = game.legal_actions()
        gains = {(a.space, a.fruit) for a in legal if isinstance(a, GainFruit)}
        nectar = {a.space for a in legal if isinstance(a, A.Forage)}
        said = {(i["space"], k) for i in answer.items for k in i["fruits"]}
        assert said == gains
        assert {i["space"] for i in answer.items if i["nectar"] is not None} == nectar
        cheapest = {
            k: min((i["cost"], i["space"]) for i in answer.items if k in i["fruits"])
            for k in FRUITS
            if any(k in i["fruits"] for i in answer.items)
        }
        assert answer.value == len(cheapest)


def test_selling_all_fruit_pays_what_the_sale_pays_with_the_set_bonus():
    def can_sell_a_set(g: Game) -> bool:
        held = fruit(g.state).held[g.pending.player] if g.pending.player is not None else {}
        return g.pending.kind == "market" and bool(held) and min(held.values()) > 0

    games = positions(can_sell_a_set, seed=3, most=2) + positions(
        lambda g: bool(legal_of(g, SellFruit)), seed=3, most=2
    )
    sets_seen = 0
    for game in games:
        seat = game.pending.player
        held = fruit(game.state).held[seat]
        answer = Explorer(game).fruit_sale()
        bonus = game.state.market.value("fruit")
        trial = Game.from_record(game.to_record())
        coins = trial.state.players[seat].coins
        trial.apply(SellFruit(*(held[k] for k in FRUITS)))
        assert trial.state.players[seat].coins - coins == answer.value
        item = answer.items[0]
        assert item["sets"] == min(held.values()) and item["bonus"] == bonus
        if item["sets"]:
            sets_seen += 1
            assert f"{bonus} for" in answer.sentence
            assert trial.state.market.value("fruit") == item["after"]
    assert sets_seen


def test_the_foliage_standing_is_the_foliage_cards_score_now():
    for game in positions(lambda g: any(leaves(g.state).hives), seed=3, most=1)[:1]:
        game.step_to(min(len(game.history.line), 200))
        for seat in range(3):
            answer = Explorer(game, seat=seat).foliage()
            points = foliage_points(game.state, game.rules)
            assert answer.value == points[seat]
            assert [i["points"] for i in answer.items] == points


def test_fall_answers_read_only_the_seats_view():
    """Changing what the seat cannot see (the order below each stack's top, the fruit
    orders face down) changes no answer."""
    game = positions(lambda g: g.pending.kind == "end_turn", most=1)[0]
    before = [Explorer(game).foliage().sentence, Explorer(game).toasts().sentence]
    for pile in leaves(game.state).stacks.values():
        pile[:-1] = reversed(pile[:-1])
    game.state.order_stacks[3].face_down.reverse()
    after = [Explorer(game).foliage().sentence, Explorer(game).toasts().sentence]
    assert before == after


@pytest.mark.parametrize(
    "question", ["sunset", "caps", "toasts", "fruit_field", "fruit_sale", "foliage"]
)
def test_fall_answers_speak_both_languages(question):
    game = positions(lambda g: g.pending.kind == "end_turn", most=3)[-1]
    en = getattr(Explorer(game), question)()
    hu = getattr(Explorer(game, language="hu"), question)()
    assert en.value == hu.value and len(en.items) == len(hu.items)
    assert en.sentence != hu.sentence and en.question != hu.question
    for text in (en.sentence, hu.sentence, hu.question, *(c for r in hu.rows for c in r)):
        assert not re.search(r"[{}]", text), text
    assert en.rows[0] != hu.rows[0]


def test_bad_fall_questions_are_refused_with_the_reason():
    base = Game.new(2, seed=1)
    with pytest.raises(
        ExplorerError, match=r"about Nectar Caps \(fall.caps\); this game is played with no module"
    ):
        Explorer(base).caps()
    only_sun = Game.new(2, seed=1, modules=["fall.festival"])
    with pytest.raises(
        ExplorerError, match=r"about Fall Fruit .* played with fall.sunset, fall.festival"
    ):
        Explorer(only_sun).fruit_sale()
    with pytest.raises(ExplorerError, match="this question is about a game"):
        Explorer("card:star").sunset()

    def has_empty_cell(g: Game) -> bool:
        seat = g.pending.player
        return seat is not None and bool(g.state.players[seat].hive.empty_cells())

    ex = Explorer(positions(has_empty_cell, most=1)[0])
    with pytest.raises(ExplorerError, match=r"\(9,9\) is not a cell of this hive"):
        ex.fan_if_capped((9, 9))
    empty = ex.hive.empty_cells()[0].hex
    with pytest.raises(ExplorerError, match="holds no nectar tile to cap"):
        ex.fan_if_capped(empty)
    with pytest.raises(ExplorerError, match="a cell is a hex"):
        ex.fan_if_capped("here")
    capped = positions(lambda g: any(caps(g.state).placed.values()), most=1)[0]
    seat, placed = next((s, p) for s, p in caps(capped.state).placed.items() if p)
    with pytest.raises(ExplorerError, match="already capped"):
        Explorer(capped, seat=seat).fan_if_capped(placed[0][0])
    solo = Game.new(["Solo"], seed=1, modules=["solo", "fall.leaves"])
    with pytest.raises(ExplorerError, match="solitaire game has no foliage card"):
        Explorer(solo).foliage()


# ------------------------------------------------------------------ the general questions


def test_the_sales_question_sells_fruit_as_the_engine_does_never_pollen():
    def holds_fruit(g: Game) -> bool:
        return g.pending.kind == "market" and g.state.current.pollen > 0

    games = positions(holds_fruit, seed=3, most=3)
    for game in games:
        seat = game.pending.player
        for language in ("en", "hu"):
            answer = Explorer(game, language=language).sales()
            assert "pollen" not in answer.sentence.lower()
            assert not any("pollen" in c.lower() for r in answer.rows for c in r)
        assert {i["resource"] for i in answer} - {"fruit"} <= {n.value for n in Nectar}
        assert "fruit" in {i["resource"] for i in answer}
        legal = game.legal_actions()
        for item in answer:
            if item["resource"] == "fruit":
                action = item["action"]
                assert action == SellFruit(*(fruit(game.state).held[seat][k] for k in FRUITS))
            else:
                action = A.Sell(item["resource"], item["have"])
            assert action in legal, action  # the engine would take this very sale
            trial = Game.from_record(game.to_record())
            coins = trial.state.players[seat].coins
            trial.apply(action)
            gained = trial.state.players[seat].coins - coins
            gained -= sum(  # a speed contest the sale completes pays on top of the sale
                before.coins[0]
                for before, after in zip(game.state.contests, trial.state.contests, strict=True)
                if len(after.coins) < len(before.coins)
            )
            assert gained == item["coins"], action
        assert answer.value == max(i["coins"] for i in answer)
        if answer.items[0]["resource"] == "fruit":
            assert answer.sentence == Explorer(game, language="hu").fruit_sale().sentence
            assert Explorer(game).sales().sentence == Explorer(game).fruit_sale().sentence


def test_the_forage_question_offers_the_fall_fields_nectar_and_fruit_as_the_engine_does():
    games = positions(lambda g: g.pending.kind == "fruit_forage", most=3)
    for game in games:
        answer = Explorer(game).forage_options()
        legal = game.legal_actions()
        nectar = {a.space for a in legal if isinstance(a, A.Forage)}
        gains = {(a.space, a.fruit) for a in legal if isinstance(a, GainFruit)}
        assert {i["space"] for i in answer} == nectar | {s for s, _ in gains}
        assert {i["space"] for i in answer if i["nectar"] is not None} == nectar
        assert {(i["space"], k) for i in answer for k in i["fruits"]} == gains
        assert answer.value == len(nectar)
        for ex in (Explorer(game), Explorer(game, language="hu")):
            said = ex.forage_options()
            assert not any(i["pollen"] for i in said)
            text = " ".join([said.sentence, *(c for r in said.rows for c in r)]).lower()
            assert "pollen" not in text and "{" not in text


def test_the_forage_question_on_side_b_views_any_space_for_nothing():
    game = Game.new(["Anna", "Ben", "Cili"], seed=5, modules=["advanced", "fall.fruit"])
    bots = [GreedyBot(i) for i in range(3)]
    while game.pending.kind != "fruit_forage":
        game.apply(bots[game.pending.player].choose(game))
    answer = Explorer(game).forage_options()
    viewed = {a.space for a in game.legal_actions() if isinstance(a, A.Forage)}
    assert {i["space"] for i in answer} == viewed
    assert all(i["cost"] == 0 and i["nectar"] is None for i in answer)  # face down: unknown
    assert "side B" in answer.sentence


def test_the_orders_question_counts_the_fruit_stack_as_the_engine_does():
    def at_market(g: Game) -> bool:
        return g.pending.kind == "market"

    for game in positions(at_market, seed=3, most=6):
        for language in ("en", "hu"):
            answer = Explorer(game, language=language).orders()
            legal = {a.stack for a in game.legal_actions() if isinstance(a, A.FillOrder)}
            assert {i["stack"] for i in answer if i["ready"]} == legal
            assert len(answer.rows) == 1 + len(answer.items) == 5  # the fourth: fruit orders
            assert not any("pollen" in c.lower() for r in answer.rows for c in r)
    assert Explorer(game).orders().rows[4][0] == "fruit"


def test_the_boxes_question_counts_workers_retired_to_the_festival():
    def retired_some(g: Game) -> bool:
        from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import festival

        return g.pending.kind == "turn" and festival(g.state).retired.get(g.pending.player, 0) > 0

    for game in positions(retired_some, seed=3, most=2):
        answer = Explorer(game).boxes()
        offered = {a.tile for a in game.legal_actions() if isinstance(a, A.TakeTile)}
        assert {k for i in answer for k in i["takeable"]} == offered
