"""The "Why?" advisor: options tried on a copy, the game untouched, words in both languages."""

from __future__ import annotations

from collections import Counter

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise
from honeybuzz_lab.games.honeybuzz.lessons.lookahead import Probe, fork, play_out


def greedy_game(players=("Anna", "Ben"), seed=3, plies=0) -> Game:
    game = Game.new(list(players), seed=seed, first_game=True)
    bots = [GreedyBot(i + 1) for i in range(len(players))]
    for _ in range(plies):
        game.apply(bots[game.pending.player].choose(game))
    return game


def positions(seed=3, players=("Anna", "Ben")):
    """Every position of one greedy game (the game object is reused: read, do not keep)."""
    game = greedy_game(players, seed)
    bots = [GreedyBot(i + 1) for i in range(len(players))]
    while not game.is_over:
        yield game
        game.apply(bots[game.pending.player].choose(game))
    yield game


def finish_turn_for_real(game: Game, action) -> dict:
    """Apply ``action`` to the real game, let GreedyBot(0) finish the turn, measure, undo."""
    seat = game.pending.player
    before = game.state.players[seat]
    coins, res = before.coins, dict(before.resources)
    cells = set(before.hive.cells)
    ply = game.history.ply
    bot = GreedyBot(0)
    lines = list(game.apply(action))
    turns = game.state.turns_played
    while not game.is_over and game.pending.player == seat and game.pending.kind != "end_turn":
        if game.state.turns_played != turns:
            break
        lines += game.apply(bot.choose(game))
    after = game.state.players[seat]
    got = {
        "coins": after.coins - coins,
        "resources": {r: after.resources[r] - res[r] for r in res},
        "cells": set(after.hive.cells) - cells,
        "log": lines,
    }
    game.step_to(ply)
    return got


def test_advice_leaves_the_game_exactly_as_it_was():
    game = greedy_game(plies=40)
    record = game.to_record()
    state = game.state.to_json()
    hives = [p.hive.notation for p in game.players]
    advice = advise(game)
    assert advice.suggestions
    assert game.to_record() == record
    assert game.state.to_json() == state
    assert [p.hive.notation for p in game.players] == hives


def test_first_decision_ranks_tiles_and_names_the_greedy_bots_choice():
    game = greedy_game()
    advice = advise(game)
    assert advice.decision == "turn" and advice.player == "Anna"
    legal = game.legal_actions()
    shown = [s.action for s in advice.suggestions]
    assert all(a in legal for a in shown)
    # one suggestion per tile kind: taller beelines are the same option
    kinds = [a.tile for a in shown if isinstance(a, A.TakeTile)]
    assert len(kinds) == len(set(kinds))
    choice = GreedyBot(0).choose(game)
    assert advice.bot is not None and advice.bot.bot_choice
    assert choice == advice.bot.action or choice in advice.bot.alternatives
    assert advice.suggestions[0].bot_choice  # the bot's pick is ranked first
    assert advice.suggestions[0].label in advice.bot_text
    values = [s.value for s in advice.suggestions]
    assert values == sorted(values, reverse=True)
    assert advice.others == len({getattr(a, "tile", a) for a in legal}) - len(shown)


@pytest.mark.parametrize("plies", [0, 1, 24, 38, 62, 140])
def test_outcomes_agree_with_playing_the_option_on_the_real_game(plies):
    game = greedy_game(plies=plies)
    advice = advise(game, limit=3)
    for s in advice.suggestions:
        real = finish_turn_for_real(game, s.action)
        assert s.outcome.coins == real["coins"], s.label
        assert s.outcome.resources == real["resources"], s.label
        assert {h for h, _ in s.outcome.cells} == real["cells"], s.label
        assert list(s.outcome.log) == real["log"], s.label
    assert game.history.ply == plies


def test_placement_options_say_what_the_tile_creates_and_activates():
    game = greedy_game(plies=1)  # Anna places an Accounting tile
    assert game.pending.kind == "place"
    advice = advise(game, language="hu")
    best = advice.suggestions[0]
    effect = best.outcome.placement
    assert effect is not None and effect.tile.anchor == best.action.anchor
    # the engine says the placement in Hungarian, so the advice does not say it twice
    assert best.label.startswith("Lerakás: (0,-1)") and "Akác cella" in best.label
    assert best.text.startswith("A kör végére: új Akác cella (0,0)")
    assert best.details[0].startswith("Anna lerakja a Könyvelés lapkát")
    english = advise(game).suggestions[0]
    assert "creates an Acacia cell" in english.label and "The Accounting tile" not in english.text
    tiles = advise(greedy_game(), language="hu").suggestions[0]
    assert tiles.text.startswith("Legjobb hely: A Könyvelés lapka (K(0,-1)DNy) létrehoz egy Akác")
    hexes = [tuple(h["hex"]) for h in best.highlight]
    assert hexes == list(effect.tile.hexes)


def test_every_decision_kind_of_a_whole_game_gets_advice_in_both_languages():
    seen: Counter = Counter()
    for i, game in enumerate(positions(seed=5)):
        kind = game.pending.kind
        if seen[kind] >= 2 and i % 25:
            continue
        seen[kind] += 1
        for language in ("en", "hu"):
            advice = advise(game, language=language, limit=3)
            assert advice.decision == kind
            if kind == "game_over":
                assert not advice.suggestions and advice.bot is None
                continue
            assert advice.intro and advice.bot_text and advice.method
            assert advice.bot is not None
            for s in advice.suggestions:
                assert s.text and s.label
                assert s.action in game.legal_actions()
            html = advice.to_html()
            assert html.count('class="hb-why-option"') == len(advice.suggestions)
    for kind in ("turn", "place", "next_action", "forage", "fan", "market", "scout", "end_turn"):
        assert seen[kind], kind
    assert seen["game_over"] == 1


def test_a_sale_says_the_coins_and_how_the_value_falls():
    game = next(g for g in positions(seed=3) if g.pending.kind == "market")
    advice = advise(game, limit=10)
    sales = [s for s in advice.suggestions if isinstance(s.action, A.Sell)]
    assert sales
    for s in sales:
        value = game.state.market.value(s.action.resource)
        assert s.outcome.coins >= value * s.action.quantity
        assert f"sells at {value} coins each" in s.text


def test_an_order_says_its_points_and_the_stack_action():
    for game in positions(seed=1):
        if game.pending.kind != "market":
            continue
        advice = advise(game, limit=20)
        orders = [s for s in advice.suggestions if isinstance(s.action, A.FillOrder)]
        if orders:
            break
    else:
        pytest.fail("no order could be completed in the game")
    s = orders[0]
    card = game.state.order_stacks[s.action.stack].face_up
    assert s.outcome.orders == (card,)
    assert f"an order worth {card.points} points" in s.text
    assert s.highlight == ({"area": "order", "stack": s.action.stack},)


def test_fan_hexes_with_the_same_honey_are_one_option():
    game = next(g for g in positions(seed=3) if g.pending.kind == "fan")
    hive = game.state.current.hive
    advice = advise(game, limit=10)

    def made(action):
        return sorted(c.nectar.value for c in hive.fan_yield(action.hex))

    assert advice.others == 0  # every kind of yield is shown
    assert sum(1 + len(s.alternatives) for s in advice) == len(game.legal_actions())
    kinds = [tuple(made(s.action)) for s in advice]
    assert len(set(kinds)) == len(kinds)
    for s in advice:
        assert all(made(a) == made(s.action) for a in s.alternatives)
    assert len(made(advice[0].action)) == max(len(k) for k in kinds)


def test_game_over_has_nothing_to_advise():
    *_, game = positions(seed=2)
    advice = advise(game)
    assert advice.decision == "game_over" and not advice.suggestions
    assert "over" in advice.intro


def test_play_out_works_on_a_probe_and_never_on_the_original():
    game = greedy_game(plies=10)
    probe = Probe(fork(game.state), game.rules)
    action = probe.legal_actions()[0]
    outcome = play_out(probe, action)
    assert outcome.seat == game.pending.player
    assert probe.state.to_json() == game.state.to_json()


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="hu"):
        advise(greedy_game(), language="de")


class Spoken(str):
    """A sentence that can say itself in Hungarian, as the engine's messages can."""

    def text(self, language: str = "en") -> str:
        return "HU: " + self if language == "hu" else str(self)


def test_engine_sentences_are_said_in_the_learners_language_when_they_can_be():
    from honeybuzz_lab.games.honeybuzz.lessons.lookahead import said

    assert said("plain", "hu") == "plain"  # never translated here
    assert said(Spoken("Anna recalls"), "hu") == "HU: Anna recalls"
    assert said(Spoken("Anna recalls"), "en") == "Anna recalls"


# ---------------------------------------------------------------------- what it does not know


def advanced_game(seed: int = 4, plies: int = 14) -> Game:
    import random

    game = Game.new(["You", "Bot"], seed=seed, modules=["advanced"])
    rng = random.Random(seed)
    for _ in range(plies):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_in_the_advanced_variant_the_advice_samples_the_unseen_and_says_so():
    from honeybuzz_lab.games.honeybuzz.lessons.advisor import WORLDS

    game = advanced_game()
    before = game.state.to_json()
    en, hu = advise(game), advise(game, language="hu")
    assert en.worlds == hu.worlds == WORLDS > 1
    assert f"Averaged over {WORLDS} ways the tiles you have not seen could lie" in en.method
    assert f"{WORLDS} lehetséges elrendezésből" in hu.method
    assert game.state.to_json() == before
    base = advise(greedy_game())
    assert base.worlds == 1 and "Averaged" not in base.method  # the base game: as before


def test_the_advice_does_not_depend_on_fronts_the_player_has_not_seen():
    import random

    from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv, sample_unknown

    game = advanced_game(seed=6, plies=20)
    seat = game.pending.player
    other = Game.from_record(game.to_record())
    for deal in range(20):
        sampled = sample_unknown(game.state, seat, random.Random(deal)).woodland.field
        if sampled != game.state.woodland.field:
            break
    other.state.woodland.field = dict(sampled)
    assert other.state.woodland.field != game.state.woodland.field  # the test can fail
    assert adv(other.state).known(seat) == adv(game.state).known(seat)
    assert advise(game).text() == advise(other).text()
