"""Harvest Festival and the queen's contests that count workers (RULINGS 8)."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game

# Fall Flavors rulebook, Harvest Festival, Clarifications: "When this module is in play, it
# is not recommended to use any queen's contests that refer to the number of workers that
# players have." RULINGS 8: "setup leaves them out by default (an option keeps them), and
# says so."


def _measures(g: Game) -> set[str]:
    return {c.card.measure for c in g.state.contests}


def test_setup_leaves_out_the_worker_contests_by_default_and_says_so():
    for seed in range(40):
        g = Game.new(3, seed=seed, modules=["fall.festival"])
        assert "workers" not in _measures(g)
    assert any("count workers are left out" in line for line in g.log)
    assert g.to_record()["options"]["fall.festival"] == {"worker_contests": False}


def test_the_option_keeps_them():
    opts = {"fall.festival": {"worker_contests": True}}
    games = [Game.new(3, seed=s, modules=["fall.festival"], options=opts) for s in range(40)]
    assert any("workers" in _measures(g) for g in games)
    assert not any("count workers are left out" in line for line in games[0].log)
    assert games[0].to_record()["options"]["fall.festival"] == {"worker_contests": True}


def test_without_the_festival_they_are_drawn_as_before():
    assert any("workers" in _measures(Game.new(3, seed=s)) for s in range(40))


def test_solo_with_the_festival_leaves_out_the_swarm_card():
    for seed in range(30):
        g = Game.new(1, seed=seed, modules=["solo", "fall.festival"])
        assert "solo-red-4" not in g.state.modules["solo"].contests


def test_a_record_from_before_the_option_replays_with_every_contest():
    opts = {"fall.festival": {"worker_contests": True}}
    g = Game.new(3, seed=7, modules=["fall.festival"], options=opts)
    record = g.to_record()
    record["options"] = {k: v for k, v in record["options"].items() if k != "fall.festival"}
    del record["digest"]  # written before the option, so before digests too
    again = Game.from_record(record)
    assert [c.card.id for c in again.state.contests] == [c.card.id for c in g.state.contests]
