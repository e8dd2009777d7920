"""The part views (hive boxes, woodland, market, a player's panel) follow their game."""

from __future__ import annotations

import gc
import weakref

import pytest

from honeybuzz_lab.games.honeybuzz.game import Forage, GreedyBot, TakeTile
from honeybuzz_lab.games.honeybuzz.widgets import (
    GameTable,
    HiveBoxesView,
    MarketView,
    PlayerPanel,
    WoodlandView,
)
from honeybuzz_lab.games.honeybuzz.widgets.game_view import needs, views_of

from .table_games import advance_to, new_game


def act(action: object) -> dict:
    return {"kind": "act", "action": action.to_json()}  # type: ignore[attr-defined]


def synced(view: object) -> set[str]:
    """The data traits a view fills (the others stay empty)."""
    names = {
        "_players",
        "_hives",
        "_board",
        "_field",
        "_market",
        "_orders",
        "_contests",
        "_legal",
        "_effects",
        "_log",
        "_scores",
    }
    return {n for n in names if getattr(view, n)}


def test_each_view_shows_its_parts_and_syncs_only_what_they_need() -> None:
    game = advance_to(new_game(), "next_action")
    boxes, woods, market = HiveBoxesView(game), WoodlandView(game), MarketView(game)
    panel = PlayerPanel(game, 1)
    assert boxes._parts == ["status", "boxes"] and synced(boxes) == {"_board", "_players"}
    assert woods._parts == ["status", "woodland", "fruit"] and synced(woods) == {
        "_field",
        "_players",
    }
    assert market._parts == ["status", "market", "orders", "contests"]
    assert synced(market) == {"_market", "_orders", "_contests", "_players"}
    assert panel._seats == [1] and synced(panel) == {"_players", "_hives", "_effects"}
    for view in (boxes, woods, market, panel):
        need = {n for p in view._parts for n in needs(p)}
        assert "_pending" in need and view._pending["kind"] == "next_action"
        assert view._static["players"][1]["name"] == "Bee-bot"


def test_views_follow_every_change_of_the_game() -> None:
    game = new_game()
    woods, boxes, panel = WoodlandView(game), HiveBoxesView(game), PlayerPanel(game, 0)
    changes: list[object] = []
    woods.on_change(changes.append)
    game.apply(TakeTile("produce", 1))  # straight on the game, from Python
    assert boxes._board[1]["beelines"] == [[0, 1]]
    assert panel._players[0]["workers"][:2] == [0, 1]
    assert panel._legal and panel._pending["tile"] == "produce"
    assert changes == [woods]
    game.undo()
    assert boxes._board[1]["beelines"] == [] and panel._legal == {}
    game.redo()
    assert boxes._board[1]["beelines"] == [[0, 1]]


def test_a_view_answers_the_decision_it_shows() -> None:
    game = advance_to(new_game(), "forage")
    woods = WoodlandView(game)
    here = game.players[0].forage
    target = next(a for a in game.legal_actions() if isinstance(a, Forage) and a.space != here)
    assert woods.handle_message(act(target))
    assert game.players[0].forage == target.space
    assert woods._field["tokens"][0][1:] == list(target.space)


def test_a_view_shows_the_engines_reason_and_refuses_table_commands() -> None:
    game = new_game()
    woods = WoodlandView(game)
    before = game.to_record()
    assert not woods.handle_message(act(Forage((1, 1))))
    assert woods._error == game.explain(Forage((1, 1)))
    assert woods._error.startswith("You cannot forage now.")
    assert not woods.handle_message({"kind": "undo"})
    assert woods._error == "Only the game table takes back moves or starts new games."
    assert not woods.handle_message("forage")
    assert "could not use a message" in woods._error
    assert game.to_record() == before


def test_views_of_a_game_driven_by_a_table_do_not_answer_for_its_bots() -> None:
    game = new_game()
    table = GameTable(game, bots={0: GreedyBot(1)}, bot_delay=0, seat=1)
    assert game.pending.player == 1  # the bot (first player) has moved
    boxes = HiveBoxesView(game)
    assert boxes._pending["mine"] is True
    table.bots = {}  # the bot's decision comes up, nobody answers it yet
    game.undo()
    assert game.pending.player == 0
    table.bots = {0: Broken()}  # a bot that cannot move keeps seat 0's decision pending
    assert not boxes._pending["mine"]
    assert (
        boxes._pending["why"] == "It is You's decision: You is a bot (broken) and moves by itself."
    )
    before = game.to_record()
    assert not boxes.handle_message(act(game.legal_actions()[0]))
    assert boxes._error == boxes._pending["why"]
    assert game.to_record() == before


class Broken:
    name = "broken"

    def choose(self, game: object) -> object:
        raise RuntimeError("stuck")


def test_a_player_panel_needs_a_seat_of_the_game() -> None:
    game = new_game()
    with pytest.raises(ValueError, match="from 0 to 1"):
        PlayerPanel(game, 2)
    with pytest.raises(ValueError, match="from 0 to 1"):
        PlayerPanel(game, True)  # type: ignore[arg-type]
    panel = PlayerPanel(new_game(3), 2)
    with pytest.raises(ValueError, match="only 2 players"):
        panel.game = game
    assert (
        repr(panel) == "PlayerPanel[Cleo](You, Bee-bot, Cleo; turn 1, You to take a tile or recall)"
    )


def test_a_view_can_switch_games_and_forgets_the_old_one() -> None:
    old, new = new_game(2, seed=1), new_game(2, seed=2)
    woods = WoodlandView(old)
    woods.highlight = [{"area": "space", "space": [0, 0]}]
    woods.game = new
    assert woods._field == WoodlandView(new)._field and woods.highlight == []
    old.apply(old.legal_actions()[0])
    assert woods._pending["kind"] == "turn" and not woods._last


def test_a_view_does_not_keep_itself_alive_through_its_game() -> None:
    game = new_game()
    view = WoodlandView(game)
    assert views_of(game) == [view]
    freed = weakref.ref(view)
    view.close()
    del view
    gc.collect()
    assert freed() is None, [type(r).__name__ for r in gc.get_referrers(freed())]
    assert views_of(game) == []
    game.apply(game.legal_actions()[0])  # the dead view's listener is a no-op


def test_static_pictures_of_the_views() -> None:
    game = advance_to(new_game(), "market")
    html = MarketView(game)._repr_html_()
    assert "The market" in html and "Orders" in html and "Queen's contests" in html
    assert "<svg" in WoodlandView(game)._repr_html_()
    panel = PlayerPanel(game, 0)._repr_html_()
    assert panel.count('class="hb-hive"') == 1 and "<title>Coins: " in panel
    boxes = HiveBoxesView(game)._repr_html_()
    assert boxes.count('<g class="hbt-s-stack"><title>') >= 6 and "tiles left" in boxes
