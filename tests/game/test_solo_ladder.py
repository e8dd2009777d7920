"""The solo ladder (``solo-ladder``) and the calibration of the reconstructed solo cards."""

from __future__ import annotations

import itertools

import pytest

from honeybuzz_lab.__main__ import main
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import (
    TABLE_G_MINIMUM,
    solo_data,
    tier_points,
)
from honeybuzz_lab.games.honeybuzz.game.solo_ladder import RANKS, LadderError, solo_ladder

LEVELS = list(TABLE_G_MINIMUM)


def test_the_ladder_records_each_games_outcome_as_the_engine_scored_it():
    result = solo_ladder(3, seed=5)
    for k in range(3):
        game = Game.new(1, seed=5 + k, modules=["solo"])
        bot = GreedyBot(5 + k)
        while not game.is_over:
            game.apply(bot.choose(game))
        final = game.state.final
        assert result.points[k] == final["contest_points"]
        assert result.totals[k] == final["players"][0]["total"]
        assert result.categories[k] == final["players"][0]["categories"]
    assert len(result.endings) == 3 and set(result.endings) <= {"market", "orders", "stall"}
    cards = {c.id: c for c in solo_data().contests}
    assert sum(len(t) for t in result.tiers.values()) == 9  # three contests a game
    for cid, tiers in result.tiers.items():
        assert [tier_points(cards[cid], n)[0] for n in result.counts[cid]] == tiers


def test_win_rates_and_ranks_follow_table_g_and_table_i():
    result = solo_ladder(8, seed=0)
    rates = result.win_rates()
    for level, need in TABLE_G_MINIMUM.items():
        assert rates[level] == sum(p >= need for p in result.points) / 8
        wins = result.wins(level)
        assert len(wins) == sum(p >= need for p in result.points)
        shares = result.rank_shares(level)
        assert list(shares) == list(RANKS)
        assert sum(shares.values()) == pytest.approx(1.0 if wins else 0.0)
    text = result.summary(cards=True)
    assert text.startswith("8 solo games, greedy as the player")
    assert "ended by:" in text and "score by category" in text
    assert all(f"{level:>6} (>= {need})" in text for level, need in TABLE_G_MINIMUM.items())
    assert all(cid in text for cid in result.tiers)


def test_the_advanced_variant_is_played_when_asked():
    plain = solo_ladder(2, seed=1)
    advanced = solo_ladder(2, seed=1, advanced=True)
    assert advanced.advanced and not plain.advanced
    assert "advanced variant" in advanced.summary()
    game = Game.new(1, seed=1, modules=["solo", "advanced"])
    bot = GreedyBot(1)
    while not game.is_over:
        game.apply(bot.choose(game))
    assert advanced.points[0] == game.state.final["contest_points"]


@pytest.mark.parametrize("games", [0, -1, True, 2.0, 10_001])
def test_a_bad_number_of_games_is_refused(games):
    with pytest.raises(LadderError, match="games"):
        solo_ladder(games)


def test_an_unknown_bot_is_refused():
    with pytest.raises(LadderError, match="unknown bot"):
        solo_ladder(1, bot="drone")


def test_the_command_line(capsys):
    assert main(["solo-ladder", "--games", "2", "--advanced", "--cards"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 solo games (advanced variant), greedy as the player")
    assert "solo contest cards" in out and "queen (>= 45)" in out
    assert main(["solo-ladder", "--games", "0"]) == 2
    assert "error: games must be" in capsys.readouterr().err


def test_the_solo_cards_make_a_ladder_and_the_wins_ranks_spread():
    """The calibration (TUNING.md, "Solo calibration"), held on 60 GreedyBot games.

    Each level is harder than the one below, Egg is won in most games and Queen in few, and
    the wins do not all rank "Hive Royalty" (table i): with the cards before the calibration
    the Egg wins scored 144 on average and 43% ranked Hive Royalty (200 games).
    """
    result = solo_ladder(60, seed=0)
    rates = [result.win_rates()[level] for level in LEVELS]
    assert all(a > b for a, b in itertools.pairwise(rates)), rates
    assert rates[0] >= 0.5 and rates[-1] <= 0.2, rates
    wins = result.wins("egg")
    assert sum(wins) / len(wins) < 130
    shares = result.rank_shares("egg")
    assert shares["Hive Royalty"] <= 0.3
    assert sum(share > 0 for share in shares.values()) >= 4, shares


def test_the_ladder_plays_fall_flavors_modules_when_asked():
    result = solo_ladder(2, seed=3, modules=["fall.caps", "fall.festival"])
    assert result.summary().startswith("2 solo games with fall.caps, fall.festival, greedy")
    drawn = {card for card, tiers in result.tiers.items() if tiers}
    assert any(c.startswith("solo-caps-") for c in drawn)
    assert any(c.startswith("solo-festival-") for c in drawn)
    game = Game.new(1, seed=3, modules=["solo", "fall.caps", "fall.festival"])
    bot = GreedyBot(3)
    while not game.is_over:
        game.apply(bot.choose(game))
    assert result.points[0] == game.state.final["contest_points"]
    with pytest.raises(LadderError, match=r"fall\.nothing"):
        solo_ladder(1, modules=["fall.nothing"])
    assert main(["solo-ladder", "--games", "1", "--modules", "fall.caps"]) == 0
