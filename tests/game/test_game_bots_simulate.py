"""Bots, the simulation and the command line."""

from __future__ import annotations

import json
import os

import pytest

from honeybuzz_lab.__main__ import main
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot, RandomBot, progress
from honeybuzz_lab.games.honeybuzz.game.roster import make_bot
from honeybuzz_lab.games.honeybuzz.game.simulate import play, progress_bar, simulate

#: GreedyBot against RandomBot, two players, alternating seats. The default run plays the
#: first 10 seeds (a few seconds); HONEYBUZZ_FULL_BOT_TEST=1 plays all 30.
SEEDS = range(30) if os.environ.get("HONEYBUZZ_FULL_BOT_TEST") else range(10)


def test_bots_only_choose_legal_actions():
    for bot in (RandomBot(1), GreedyBot(1)):
        g = Game.new(3, seed=1)
        for _ in range(150):
            if g.is_over:
                break
            action = bot.choose(g)
            assert action in g.legal_actions()
            g.apply(action)


def test_bots_are_reproducible():
    records = []
    for _ in range(2):
        g, bots = Game.new(2, seed=4), [GreedyBot(4), RandomBot(5)]
        for _ in range(200):
            g.apply(bots[g.pending.player].choose(g))
        records.append(g.to_record())
    assert records[0] == records[1]


def test_greedy_bot_beats_random_bot_in_at_least_80_percent_of_two_player_games():
    wins = 0
    for seed in SEEDS:
        seat = seed % 2
        bots = [GreedyBot(seed), RandomBot(seed)]
        if seat == 1:
            bots.reverse()
        g = play(Game.new(2, seed=seed), bots)
        final = g.final_scores()
        wins += final["winners"] == [seat]
    assert wins / len(SEEDS) >= 0.8, f"greedy won {wins} of {len(SEEDS)}"


def test_greedy_bots_sell_complete_orders_and_end_games_through_the_market():
    g = play(Game.new(3, seed=2), [GreedyBot(1), GreedyBot(2), GreedyBot(3)])
    text = " ".join(g.log)
    assert " sells " in text and " completes " in text
    assert "resources cannot drop further" in (g.state.end_trigger or "") or g.state.end_trigger


def test_progress_is_between_zero_and_one():
    g = Game.new(3, seed=1)
    assert progress(g.state) == 0.0  # markers on top, every stack full, every tile in place
    assert 0.0 < progress(Game.new(2, seed=1).state) < 0.5  # two players: markers one lower
    play(g, [RandomBot(1), RandomBot(2), RandomBot(3)])
    assert progress(g.state) == 1.0


def test_unknown_bot_names():
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make_bot("clever")


def test_simulate_collects_statistics_and_writes_records(tmp_path):
    sim = simulate(players=2, games=3, bots=["greedy", "random"], seed=5, out=tmp_path,
                   progress=None)  # fmt: skip
    assert [r.seed for r in sim.results] == [5, 6, 7]
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["game-5.json", "game-6.json", "game-7.json"]
    record = json.loads((tmp_path / "game-6.json").read_text())
    assert record["bots"] == ["greedy", "random"]
    replayed = Game.from_record({k: v for k, v in record.items() if k != "bots"})
    assert replayed.is_over
    assert [p["total"] for p in replayed.final_scores()["players"]] == sim.results[1].totals
    text = sim.summary()
    for part in (
        "3 games, 2 players (greedy, random)",
        "Winning score: mean",
        "coins",
        "turns per player",
        "seat 1 (greedy)",
        "End of the game triggered by",
    ):
        assert part in text


def test_progress_bar_text():
    assert progress_bar(5, 20, started=0.0, width=10).startswith("\r[##--------]  5/20 games")


def test_simulate_rejects_a_wrong_number_of_bots():
    with pytest.raises(ValueError, match="one bot for every seat"):
        simulate(players=3, games=1, bots=["greedy", "random"], progress=None)


def test_command_line_simulate(tmp_path, capsys):
    out = tmp_path / "records"
    code = main(
        [
            "simulate",
            "--players",
            "2",
            "--games",
            "2",
            "--bot",
            "random",
            "--seed",
            "3",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    captured = capsys.readouterr()
    assert "2 games, 2 players (random, random)" in captured.out
    assert "Win rate by seat" in captured.out
    assert "[" in captured.err and "2/2 games" in captured.err
    assert sorted(p.name for p in out.iterdir()) == ["game-3.json", "game-4.json"]


def test_command_line_errors(capsys):
    assert main(["simulate", "--players", "5", "--no-records", "--quiet"]) == 2
    assert main(["simulate", "--bot", "clever", "--no-records", "--quiet", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "--players must be 2, 3 or 4" in err and "unknown bot 'clever'" in err


def test_the_endings_command_says_how_each_game_ended(capsys):
    assert main(["endings", "--games", "2", "--players", "2", "--each"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("seed")]
    assert len(lines) == 2
    assert all(any(f" {e} " in line for e in ("market", "orders", "stall")) for line in lines)
    assert "2 players, 2 games (greedy, greedy)" in out
    assert "ended by: market" in out and "turns per player:" in out
    assert "winners' points by category: coins" in out


def test_the_endings_command_refuses_bad_counts(capsys):
    assert main(["endings", "--games", "1", "--players", "2,5"]) == 2
    assert "--players 2, 3 or 4" in capsys.readouterr().err


def test_endings_counts_each_way_a_game_ends():
    from honeybuzz_lab.games.honeybuzz.game.simulate import endings

    result = endings(2, 2, "greedy", seed=0)
    assert len(result.endings) == 2 and set(result.endings) <= {"market", "orders", "stall"}
    assert abs(sum(result.category_shares().values()) - 1) < 1e-9
    assert sum(result.share(e) for e in ("market", "orders", "stall")) == 1


def test_stalled_games_end_on_equal_turns_and_the_endings_say_so():
    # RULINGS 10: a stalled game's round is finished "so that every player has had the
    # same number of turns"; random bots stall every two-player game.
    from honeybuzz_lab.games.honeybuzz.game.simulate import endings

    result = endings(2, 2, "random", seed=0)
    assert result.endings == ["stall", "stall"]
    assert result.unequal == 0
    assert "unequal turns: 0" in result.summary()
