"""A game made without a seed draws 64 bits from the operating system (RULINGS 10).

The seed is kept in the game's record, so the game replays exactly, and is never sent to a
page: no synced trait of a table holds it.
"""

from __future__ import annotations

import json

from honeybuzz_lab.games.honeybuzz.game import Game, new_seed
from honeybuzz_lab.games.honeybuzz.game.simulate import simulate
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.lessons.solo_chooser import SoloChooser
from honeybuzz_lab.games.honeybuzz.lessons.solo_game import SoloGame, new_solo_game
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

#: Far above the old 20-bit seeds (random.randrange(1_000_000)): one in 2**32 draws lies
#: below it by chance.
OLD_SPACE = 1_000_000
BIG = 2**32


def _synced(widget) -> str:
    """Every synced trait of ``widget`` as one JSON text (what the page receives)."""
    return json.dumps(widget.get_state(), default=str)


def test_new_seed_draws_64_bits_from_the_operating_system():
    seeds = [new_seed() for _ in range(8)]
    assert len(set(seeds)) == 8
    assert all(0 <= s < 2**64 for s in seeds) and max(seeds) >= BIG


def test_a_game_made_without_a_seed_has_a_64_bit_one_kept_by_its_record(tmp_path):
    a, b = Game.new(2), Game.new(2)
    assert a.seed != b.seed and max(a.seed, b.seed) >= BIG
    seed = 2**64 - 1  # the largest: a record keeps it exactly, as JSON text and as a file
    game = Game.new(2, seed=seed)
    game.apply(game.legal_actions()[0])
    record = json.loads(json.dumps(game.to_record()))
    assert record["seed"] == seed
    again = Game.from_record(record)
    assert again.seed == seed and again.all_seeing_view() == game.all_seeing_view()
    game.save(tmp_path / "game.json")
    assert Game.load(tmp_path / "game.json").seed == seed


def test_a_table_made_without_a_game_draws_its_seed_and_never_sends_it():
    tables = [GameTable(bot_delay=0) for _ in range(2)]
    seeds = [t.game.seed for t in tables]
    assert seeds[0] != seeds[1] and max(seeds) >= BIG
    for table, seed in zip(tables, seeds, strict=True):
        assert str(seed) not in _synced(table)
        assert all(str(seed) not in json.dumps(table.game.view(s)) for s in (0, 1, None))
    new = tables[0].new_game()
    assert new.seed not in seeds and new.seed >= OLD_SPACE
    assert str(new.seed) not in _synced(tables[0])


def test_the_lessons_games_draw_their_seeds():
    full = [FullGame(bot_delay=0) for _ in range(2)]
    assert full[0].table.game.seed != full[1].table.game.seed
    solo = [SoloGame(bot_delay=0) for _ in range(2)]
    assert solo[0].game.seed != solo[1].game.seed
    assert new_solo_game().seed != new_solo_game().seed
    chooser = SoloChooser(bot_delay=0)
    seed = chooser.table.game.seed
    assert str(seed) not in _synced(chooser.table)
    seeds = [full[0].table.game.seed, solo[0].game.seed, seed]
    assert any(s >= BIG for s in seeds)
    for widget in (full[0].table, solo[0]):
        assert str(widget.game.seed) not in _synced(widget)


def test_simulate_without_a_seed_draws_one_and_keeps_it():
    a = simulate(players=2, games=1, progress=None)
    b = simulate(players=2, games=1, progress=None)
    assert a.results[0].seed != b.results[0].seed
    assert max(a.results[0].seed, b.results[0].seed) >= BIG
