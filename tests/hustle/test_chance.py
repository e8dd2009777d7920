"""Chance stays chance (RULINGS 10): the draw is the player's, nothing unrevealed reaches a
page, seeds come from the operating system, old records still load, a page's new_game
mid-game and a lesson's refused act change nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from honeybuzz_lab.games.hustle.game import Draw, Game, PlanningBot, RandomBot, Steal, rules
from honeybuzz_lab.games.hustle.game.engine import RECORD_VERSION, SEED_BITS
from honeybuzz_lab.games.hustle.lessons import HustleLesson
from honeybuzz_lab.games.hustle.widgets.table import HustleTable
from honeybuzz_lab.games.hustle.widgets.table_state import encode_table

DATA = Path(__file__).parent / "data"


# ------------------------------------------------------------------ the draw is a decision


def test_a_draw_is_the_players_decision_and_is_never_forced() -> None:
    g = Game.new(3, seed=4)
    seat = g.pending.player
    assert g.pending.kind == "draw" and g.legal_actions() == [Draw()]
    assert g.state.players[seat].hand is None and g.state.players[seat].draws == 0
    assert "draw" not in rules.FORCED
    g.apply(Draw())
    p = g.state.players[seat]
    assert p.draws >= 1 and (p.hand is not None or p.stopped)
    assert g.chance == 2  # the start token, then this draw


def test_bots_answer_the_draw_and_play_to_the_end() -> None:
    for bots in ([PlanningBot(1), RandomBot(2)], [RandomBot(3), RandomBot(4)]):
        g = Game.new(2, seed=9)
        for _ in range(20_000):
            if g.is_over:
                break
            g.apply(bots[g.pending.player].choose(g))
        assert g.is_over
        assert any(str(a) == "draw" for a in g.actions)


def test_a_version_1_record_without_draws_still_loads() -> None:
    old = json.loads((DATA / "record_v1.json").read_text())
    assert old["version"] == 1 and "draw" not in old["actions"]
    g = Game.from_record(old)
    expected = json.loads((DATA / "record_v1_view0.json").read_text())
    assert g.view(0) == expected  # the state the old engine reached (its next token drawn)
    record = g.to_record()
    assert record["version"] == RECORD_VERSION == 2
    assert record["actions"].count("draw") > 10
    assert [a for a in record["actions"] if a != "draw"] == old["actions"]
    assert Game.from_record(record).view(0) == expected  # version 2 replays exactly


# ------------------------------------------------------------------ nothing unrevealed


def _synced(game: Game) -> list[str]:
    """What every seat's page and an onlooker's would be sent, and the whole log."""
    seats: list[int | None] = [*range(len(game.names)), None]
    out = [
        json.dumps(
            encode_table(
                game,
                seat,
                bots=frozenset(),
                answer=True,
                undo=False,
                redo=False,
                language="en",
            ),
            sort_keys=True,
        )
        for seat in seats
    ]
    out += [json.dumps(game.view(seat), sort_keys=True) for seat in seats]
    return [*out, *map(str, game.log)]


def _twin(game: Game, seed: int) -> Game:
    """The same game with every chance event still to come dealt anew (another seed)."""
    other = Game.from_record(game.to_record())
    other.state.seed = seed
    return other


@pytest.mark.parametrize(("seed", "players"), [(3, 2), (17, 3), (40, 4), (91, 6)])
def test_what_is_synced_is_the_same_whatever_the_bags_will_give(seed: int, players: int) -> None:
    """At many points of a game, a twin whose future draws, steals and pools differ (another
    seed) is sent exactly the same data, to every seat and an onlooker, until the next
    random result is revealed."""
    game = Game.new(players, seed=seed)
    bots = [PlanningBot(seed + s) for s in range(players)]
    r = random.Random(seed)
    checked = 0
    while not game.is_over and checked < 25:
        for _ in range(r.randrange(1, 12)):
            if game.is_over:
                break
            game.apply(bots[game.pending.player].choose(game))
        if game.is_over:
            break
        twin = _twin(game, seed + 10_000 + checked)
        assert twin.state.players != [] and _synced(twin) == _synced(game)
        # the same decisions in both, compared after each, until a draw, a steal or the end
        # of a phase (the drafting pool, steals, a new round) reveals chance
        for _ in range(20):
            if game.is_over:
                break
            action = bots[game.pending.player].choose(game)
            phase = game.state.phase
            game.apply(action)
            twin.apply(action)
            if isinstance(action, (Draw, Steal)) or game.state.phase != phase:
                break
            assert _synced(twin) == _synced(game), action
        checked += 1
    assert checked >= 8


def test_the_twins_differ_once_chance_is_revealed() -> None:
    """The test above can fail: the draw made, the twins part (another token, or the log)."""
    parted = 0
    for seed in range(10):
        game = Game.new(3, seed=seed)
        twin = _twin(game, seed + 500)
        bot = PlanningBot(seed)
        assert _synced(twin) == _synced(game)
        for _ in range(30):  # the first few tokens drawn
            action = bot.choose(game)
            game.apply(action)
            twin.apply(action)
            if _synced(twin) != _synced(game):
                parted += 1
                break
    assert parted >= 9


# ------------------------------------------------------------------ seeds


def test_a_game_or_table_without_a_seed_gets_64_bits_of_the_systems_randomness() -> None:
    seeds = {Game.new(2).seed for _ in range(8)}
    assert len(seeds) == 8 and max(s.bit_length() for s in seeds) > 32
    assert all(0 <= s < 2**SEED_BITS for s in seeds)
    a = HustleTable(players=3, bot_delay=0)
    b = HustleTable(players=3, bot_delay=0, resume=False)  # not offered a's game: a new one
    assert a.game.seed != b.game.seed
    assert a.game.to_record()["seed"] == a.game.seed  # kept for replay
    done = HustleTable(players=2, bot_delay=0)
    first = done.game.seed
    done._game = Game.from_record(
        {**done.game.to_record(), "actions": []}
    )  # the same players, then a game played to its end
    while not done.game.is_over:
        done.game.apply(RandomBot(1).choose(done.game))
    done.handle_message({"kind": "new_game"})
    assert done.game.seed != first and not done.game.is_over


def test_no_seed_reaches_the_page() -> None:
    for seat in (0, None):
        t = HustleTable(players=3, seat=seat, bot_delay=0)
        seed = str(t.game.seed)
        for _ in range(30):
            if t.game.is_over:
                break
            sent = json.dumps([t._data, t._tokens, t._texts])
            assert seed not in sent and '"seed"' not in sent
            player = t.game.pending.player
            if player in t.bots:
                break
            t.apply(PlanningBot(2).choose(t.game))


# ------------------------------------------------------------------ new_game and refused acts


def test_a_pages_new_game_mid_game_is_refused_and_changes_nothing() -> None:
    t = HustleTable(players=3, seed=5, bot_delay=0)
    t.apply("draw")
    before = (t.game, t.game.to_record(), json.dumps(t._data, sort_keys=True))
    assert t.handle_message({"kind": "new_game"}) is False
    assert t._error == "A game is in progress: New game is offered when it ends."
    assert (t.game, t.game.to_record(), json.dumps(t._data, sort_keys=True)) == before
    t.language = "hu"
    assert t.handle_message({"kind": "new_game"}) is False
    assert t._error.startswith("Játék van folyamatban")
    assert t.game is before[0]


def _lesson(step: int) -> HustleLesson:
    lesson = HustleLesson("hustle_building", progress=False)
    lesson.run.go_to(step)
    return lesson


def _history(lesson: HustleLesson) -> tuple:
    game = lesson.table.game
    return (
        game.to_record(),
        len(game.history.log),
        game.can_redo(),
        game.can_undo(),
        lesson.table._data["redo"],
        lesson.table._data["undo"],
    )


def test_a_lesson_tables_refused_act_leaves_the_history_exactly_as_it_was() -> None:
    lesson = _lesson(1)  # turn-and-place: solved by "place 1,0 3"
    assert lesson.run.step.id == "turn-and-place"
    assert lesson.table.handle_message({"kind": "act", "action": "place 1,0 3"})
    assert lesson.run.state.solved
    before = _history(lesson)
    for act in ("draw", "place 0,-1 5", "restart", "draft red", "place 9,9 0"):
        content = {"kind": "act", "action": act}
        assert lesson.table.handle_message(content) is False  # the lesson explains it too
        assert lesson.table.last_error, act
        assert _history(lesson) == before, act
    assert lesson.table.last_error.startswith("This step is already solved")
    # a question step asks no action: refused too, nothing changed
    lesson.run.go_to(0)
    before = _history(lesson)
    assert lesson.table.handle_message({"kind": "act", "action": "place 1,0 3"}) is False
    assert _history(lesson) == before


def test_a_lesson_table_never_starts_a_new_game() -> None:
    lesson = _lesson(1)
    game, before = lesson.table.game, _history(lesson)
    assert lesson.table.handle_message({"kind": "new_game"}) is False
    assert lesson.table.last_error == "A lesson's table does not start a new game."
    assert lesson.table.game is game and _history(lesson) == before
    assert lesson.table._data["new_games"] is False
