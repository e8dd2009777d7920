"""Fall Fruit's part of the table (``_fruit``): the fall field's fruit tiles, each seat's fruit,
the set-bonus track and what a set pays now, encoded from the seat's view; answered from the
page (a fruit gained on the field, a sale, a fruit paid for an order), in both languages."""

from __future__ import annotations

import json

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import (
    FRUIT_STACK,
    GainFruit,
    SellFruit,
    fruit,
    sale,
)
from honeybuzz_lab.games.honeybuzz.game.state import space_name
from honeybuzz_lab.games.honeybuzz.widgets import GameTable, WoodlandView
from honeybuzz_lab.games.honeybuzz.widgets.modules.fall_fruit import encode_fruit


def _to(game: Game, kind: str, bot: GreedyBot, limit: int = 600) -> None:
    """Play with ``bot`` until seat 0 has a decision of ``kind`` (foraging when it may)."""
    for _ in range(limit):
        if game.pending.kind == kind and game.pending.player == 0:
            return
        acts = game.legal_actions()
        pick = None
        if game.pending.kind == "turn" and kind == "fruit_forage":
            pick = next((a for a in acts if getattr(a, "tile", "") == "forage"), None)
        game.apply(pick or bot.choose(game))
    raise AssertionError(f"no {kind} decision reached")


def test_a_game_without_fall_fruit_sends_nothing_and_the_table_has_the_part() -> None:
    table = GameTable(Game.new(2, seed=1), seat=0)
    assert table.module_data("fall.fruit") == {}
    assert "fruit" in table._parts
    assert "fruit" in WoodlandView(Game.new(2, seed=1))._parts


def test_side_a_sends_the_fruit_tiles_the_fruit_by_kind_and_the_set_bonus() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    table = GameTable(game, seat=0)
    got = table.module_data("fall.fruit")
    assert got["side"] == "A" and got["rows"] == [] and got["columns"] == []
    tiles = {space_name((r, c)): k for r, c, k in got["tiles"]}
    assert tiles == {space_name(s): k for s, k in fruit(game.state).tiles.items()}
    assert [f["kind"] for f in got["fruits"]] == ["apple", "pear", "pumpkin"]
    assert [f["value"] for f in got["fruits"]] == [2, 3, 4]
    # Two players: the marker starts one below the top (8), so a set pays 2 + 3 + 4 + 8.
    market = got["market"]
    assert market["track"] == [9, 8, 7, 6, 5] and market["bonus"] == 8
    assert market["set_pays"] == 17 and "= 17 coins" in market["text"]
    assert got["honeys"]["w"] == {"name": "Sunflower", "short": "S"}
    assert got["stack"] == FRUIT_STACK
    assert got["held"] == [{"apple": 0, "pear": 0, "pumpkin": 0}] * 2
    assert got["kinds"]["gain"] == "gain_fruit" and got["kinds"]["sell"] == "sell_fruit"


def test_a_fruit_gained_by_a_click_on_the_field_shows_in_the_part() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    table = GameTable(game, seat=0)
    _to(game, "fruit_forage", GreedyBot(3))
    options = [a for a in table._pending["actions"] if a[0]["kind"] == "gain_fruit"]
    assert options and all(
        a[2][0] == "space" and a[3]["gets"] in ("apple", "pear", "pumpkin") for a in options
    )
    action, _label, _target, info = options[0]
    before = dict(table.module_data("fall.fruit")["held"][0])
    assert table.handle_message({"kind": "act", "action": action})
    assert not table._error
    kind = info["gets"]
    assert table.module_data("fall.fruit")["held"][0][kind] == before[kind] + 1
    assert table.module_data("fall.fruit")["held_text"][0].count(",") == 2


def test_a_sale_from_the_page_pays_what_the_engine_says() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    bot = GreedyBot(3)
    for _ in range(900):
        held = sum(fruit(game.state).held[0].values())
        if game.pending.kind == "market" and game.pending.player == 0 and held >= 2:
            break
        acts = game.legal_actions()
        pick = None
        if game.pending.kind == "turn" and game.pending.player == 0:
            tile = "market" if held >= 2 else "forage"
            pick = next((a for a in acts if getattr(a, "tile", "") == tile), None)
        if game.pending.kind == "fruit_forage" and game.pending.player == 0:
            pick = next((a for a in acts if isinstance(a, GainFruit)), None)
        if game.pending.kind == "market" and game.pending.player == 0:
            pick = next((a for a in acts if not isinstance(a, SellFruit)), None)
        game.apply(pick or bot.choose(game))
    else:
        raise AssertionError("seat 0 never came to the market with fruit")
    table = GameTable(game, seat=0)
    sales = [a for a in table._pending["actions"] if a[0]["kind"] == "sell_fruit"]
    action = max(sales, key=lambda a: sum(v for k, v in a[0].items() if k != "kind"))[0]
    sold = SellFruit(action["apple"], action["pear"], action["pumpkin"])
    coins_now, pays = game.state.players[0].coins, sale(game.state, sold)[0]
    before = dict(table.module_data("fall.fruit")["held"][0])
    assert table.handle_message({"kind": "act", "action": action})
    assert not table._error
    # what the sale pays (a speed contest for fruit sold may pay more on top)
    assert game.state.players[0].coins >= coins_now + pays
    held = table.module_data("fall.fruit")["held"][0]
    assert held == {k: n - sold.counts[k] for k, n in before.items()}
    assert table.module_data("fall.fruit")["held_text"][0] != ""


def test_side_b_sends_the_row_and_column_fruit_and_no_front_a_seat_has_not_seen() -> None:
    game = Game.new(["Anna", "Ben"], seed=4, modules=["fall.fruit", "advanced"])
    anna = GameTable(game, seat=0)
    ben = GameTable(game, seat=1)
    fruit = anna.module_data("fall.fruit")
    assert fruit["side"] == "B" and fruit["tiles"] == []
    assert len(fruit["rows"]) == 4 and len(fruit["columns"]) == 6
    _to(game, "fruit_forage", GreedyBot(3))
    space = next(a[0]["space"] for a in anna._pending["actions"] if a[0]["kind"] == "forage")
    anna.handle_message({"kind": "act", "action": {"kind": "forage", "space": space}})
    assert not anna._error
    front = game.state.woodland.field.get(tuple(space))
    # Ben's page: no pending answers of Anna's, no front of a tile only Anna saw.
    assert ben._pending["actions"] == []
    if front is not None:
        r, c = space
        mine = next(t for t in anna._field["tiles"] if t[:2] == [r, c])
        theirs = next(t for t in ben._field["tiles"] if t[:2] == [r, c])
        assert mine[2] == front.nectar.letter and theirs[2] == ""
    # _fruit itself is public: the same for every seat and a spectator.
    public = encode_fruit(game, None)
    assert anna.module_data("fall.fruit") == ben.module_data("fall.fruit") == public


def test_the_face_down_fruit_orders_never_reach_a_page() -> None:
    game = Game.new(3, seed=5, modules=["fall.fruit"])
    table = GameTable(game, seat=0)
    hidden = [c.id for c in game.state.order_stacks[FRUIT_STACK].face_down]
    assert hidden
    page = json.dumps(table.page_state())
    assert not any(f'"{card}"' in page for card in hidden)
    assert table._orders[FRUIT_STACK]["below"] == len(hidden)
    assert table._orders[FRUIT_STACK]["action"] == "decree"


def test_the_part_speaks_hungarian() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    table = GameTable(game, seat=0, language="hu")
    got = table.module_data("fall.fruit")
    assert [f["name"] for f in got["fruits"]] == ["alma", "körte", "tök"]
    assert got["honeys"]["w"]["name"] == "Napraforgó"
    assert "17 érmét" in got["market"]["text"]
    assert got["held_text"][0] != GameTable(game, seat=0).module_data("fall.fruit")["held_text"][0]
    table.language = "en"
    assert "= 17 coins" in table.module_data("fall.fruit")["market"]["text"]


def test_a_gain_fruit_answer_names_its_space_and_fruit() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    _to(game, "fruit_forage", GreedyBot(3))
    table = GameTable(game, seat=0)
    for action, label, target, _info in table._pending["actions"]:
        if action["kind"] == GainFruit.kind:
            assert space_name(tuple(action["space"])) in label
            assert target == ["space", *action["space"]]


def test_the_saved_picture_of_a_fall_fruit_table_names_the_fruit() -> None:
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    html = GameTable(game, seat=0).to_html()
    assert "Fruit" in html
