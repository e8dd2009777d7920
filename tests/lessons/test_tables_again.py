"""Notebook 10's full game and notebook 20's Hustle table made again in a kernel still
running (the cell run again after the page was reloaded or the notebook opened again) offer
to continue the game of the table before, which they close (its bots stop); a table asked
for with another seed or variant takes over nothing, and one that cannot be built leaves
the one before playing (issues 30 and 31)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import honeybuzz_lab.core.saved_games as sg
from honeybuzz_lab.games.honeybuzz.game import GameRecordError, GreedyBot
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.hustle.game.errors import HustleError
from honeybuzz_lab.games.hustle.widgets.table import HustleTable


@pytest.fixture(autouse=True)
def _nothing_held() -> None:
    sg._HELD.clear()


def full(**options: Any) -> FullGame:
    return FullGame(bot_delay=0, **options)


def hustle(**options: Any) -> HustleTable:
    return HustleTable(players=2, bots="random", bot_delay=0, **options)


def full_move(table: Any) -> str:
    return GreedyBot(1).choose(table.game).to_json()


def hustle_move(table: Any) -> str:
    return str(table.game.legal_actions()[0])


#: Each table: how it is made (as the notebook makes it), a learner's move, its error,
#: a table of another variant (same kind, another place).
TABLES: dict[str, tuple[Callable[..., Any], Callable[[Any], str], type[Exception], dict]] = {
    "full": (full, full_move, GameRecordError, {"modules": ["advanced"]}),
    "hustle": (hustle, hustle_move, HustleError, {"seat": 1}),
}


def part_of_a_game(name: str) -> Any:
    make, move = TABLES[name][:2]
    table = make()  # unseeded: kept and offered again
    for _ in range(4):
        assert table.handle_message({"kind": "act", "action": move(table)}), table.last_error
    return table


@pytest.mark.parametrize("name", TABLES)
def test_the_table_made_again_offers_the_game_of_the_one_before(name: str) -> None:
    play = part_of_a_game(name)
    record, redo = play.game.to_record(), list(play.game.undone())
    again = TABLES[name][0](language="hu")
    assert play.comm is None  # closed: its bots stopped, its game let go of
    assert again.offered is not None and again.offered.id == play.saved_id
    assert again.handle_message({"kind": "resume", "continue": True})
    assert again.game.to_record() == record and list(again.game.undone()) == redo
    assert again.saved_id == play.saved_id
    assert sg.offered(again._keeper.place) is None  # held again, by the new table


@pytest.mark.parametrize("name", TABLES)
def test_new_game_on_the_offer_keeps_the_game_before_as_abandoned(name: str) -> None:
    play = part_of_a_game(name)
    again = TABLES[name][0]()
    assert again.handle_message({"kind": "resume", "continue": False})
    assert again.game.to_record() != play.game.to_record()
    assert sg.store().get(play.saved_id).status == "abandoned"


@pytest.mark.parametrize("name", TABLES)
def test_a_table_of_another_seed_or_variant_takes_over_nothing(name: str) -> None:
    make, _move, _error, variant = TABLES[name]
    play = part_of_a_game(name)
    assert not make(seed=3)._offer and not make(**variant)._offer
    assert play.comm is not None  # plays on
    assert sg.offered(play._keeper.place) is None  # still held: offered to no other table


@pytest.mark.parametrize("name", TABLES)
def test_a_table_that_cannot_be_built_leaves_the_one_before_playing(name: str) -> None:
    make, _move, error = TABLES[name][:3]
    play = part_of_a_game(name)
    with pytest.raises(error):
        make(resume=999_999)  # no such saved game
    assert play.comm is not None
    assert sg.offered(play._keeper.place) is None


def test_another_cells_table_of_the_same_place_is_another_game(monkeypatch) -> None:
    """Notebook 10 plays a game at its top and deals a game of four further down: that cell's
    table takes over nothing (JupyterLab says which cell runs; elsewhere the table as asked
    for tells them apart), while the first cell run again takes its game over."""
    import honeybuzz_lab.core.keeping as keeping

    cell = {"id": "top"}
    monkeypatch.setattr(keeping, "running_cell", lambda: cell["id"])
    play = full(bots=1, strength="greedy")
    for _ in range(4):
        assert play.table.handle_message({"kind": "act", "action": full_move(play.table)})
    cell["id"] = "four players"
    four = full(bots=3, strength=["greedy", "random", "greedy"])
    assert not four.table._offer and play.comm is not None  # both play on
    cell["id"] = "top"
    again = full(bots=1, strength="greedy")
    assert again.table._offer and play.comm is None  # the top cell run again: its game


def test_with_no_cell_known_the_table_as_asked_for_tells_them_apart(monkeypatch) -> None:
    import honeybuzz_lab.core.keeping as keeping

    monkeypatch.setattr(keeping, "running_cell", lambda: "")
    one = full(bots=1)
    for _ in range(4):
        assert one.table.handle_message({"kind": "act", "action": full_move(one.table)})
    other = full(bots=2)
    assert one.comm is not None and not other.table._offer
    assert full(bots=1).table._offer and one.comm is None  # asked for alike: taken over
