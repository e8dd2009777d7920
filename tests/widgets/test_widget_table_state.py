"""The game widgets' synced state: every part encoded from a real game, checked against it."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, Place, RandomBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.rules.produce import fan_yield
from honeybuzz_lab.games.honeybuzz.hive import Action as Icon
from honeybuzz_lab.games.honeybuzz.hive import HiveTile
from honeybuzz_lab.games.honeybuzz.widgets.state import encode_hive
from honeybuzz_lab.games.honeybuzz.widgets.table_state import (
    action_target,
    encode_board,
    encode_contests,
    encode_effects,
    encode_field,
    encode_last,
    encode_market,
    encode_orders,
    encode_pending,
    encode_place_table,
    encode_players,
    encode_scores,
    encode_static,
    move_actors,
    placed_effect,
)

from .table_games import advance_to, new_game, played


def compact(value: object) -> int:
    return len(json.dumps(value, separators=(",", ":")))


def test_static_part_names_every_player_with_a_colour_and_a_distinct_shape() -> None:
    game = new_game(4)
    static = encode_static(game)
    players = static["players"]
    assert [p["name"] for p in players] == ["You", "Bee-bot", "Cleo", "Dan"]
    assert [p["colour"] for p in players] == [p.colour for p in game.players]
    assert len({p["shape"] for p in players}) == 4 and len({p["fill"] for p in players}) == 4
    assert all(p["symbol"] in "●■◆▲" for p in players)
    assert static["field"] == {
        "rows": 4,
        "columns": 6,
        "starts": [[0, 0], [1, 0], [2, 0], [3, 0]],
        "free": 1,
        "extra": 2,
        "quadrants": [],
    }
    assert list(static["market"]) == [
        "pollen",
        "wildflower",
        "rosemary",
        "cherry_blossom",
        "acacia",
    ]
    assert [b["name"] for b in static["boxes"]] == list(game.state.board)
    assert static["order_actions"] == ["forage", "produce", "market"]
    assert "market.toml" in static["reconstructed"]
    assert static["palette"]["resource_letters"]["cherry_blossom"] == "C"


def test_two_players_share_the_decree_and_accounting_box() -> None:
    static = encode_static(new_game(2))
    assert {
        "name": "decree_accounting",
        "kinds": ["decree", "accounting"],
        "label": "Decree and Accounting",
    } in static["boxes"]


def test_the_parts_follow_the_state() -> None:
    game, _ = played(3, seed=5, moves=90)
    s = game.state
    players = encode_players(s)
    for p, enc in zip(s.players, players, strict=True):
        assert enc["coins"] == p.coins and enc["pollen"] == p.pollen
        assert enc["honey"] == p.honey
        assert enc["workers"] == [
            p.available_workers,
            p.placed_workers,
            p.nursery,
            p.supply_workers,
        ]
        assert enc["orders"] == [[o.id, o.customer, o.points] for o in p.orders]
        assert enc["hive"][:2] == [len(p.hive), len(p.hive.cells)]
        assert enc["hive"][2] + enc["hive"][3] == len(p.hive.cells)
    board = encode_board(s)
    assert [b["name"] for b in board] == list(s.board)
    assert all(b["stacks"] == s.board[b["name"]].stacks for b in board)
    assert sum(len(b["beelines"]) for b in board) == sum(len(b.beelines) for b in s.board.values())
    field = encode_field(s)
    assert len(field["tiles"]) == len(s.woodland.field)
    assert {(r, c) for r, c, _ in field["tiles"]} == set(s.woodland.field)
    assert sorted(field["tokens"]) == sorted([p.seat, *p.forage] for p in s.players)
    assert encode_market(s) == s.market.positions
    orders = encode_orders(s)
    assert [o["below"] for o in orders] == [len(x.face_down) for x in s.order_stacks]
    assert [o["up"] and o["up"]["id"] for o in orders] == [
        x.face_up and x.face_up.id for x in s.order_stacks
    ]
    contests = encode_contests(s)
    assert [c["id"] for c in contests] == [c.card.id for c in s.contests]
    assert all(len(c["values"]) == 3 for c in contests)


def test_pending_lists_every_legal_answer_with_its_label_and_target() -> None:
    game = advance_to(new_game(), "forage")
    pending = encode_pending(game, True)
    legal = game.legal_actions()
    assert pending["kind"] == "forage" and pending["player"] == 0 and pending["mine"]
    assert pending["prompt"] == game.pending.prompt and pending["turn"] == game.turn_number
    assert [a[0] for a in pending["actions"]] == [a.to_json() for a in legal]
    assert [a[1] for a in pending["actions"]] == [a.describe(game) for a in legal]
    for raw, _, target, info in pending["actions"]:
        action = A.action_from_json(raw)
        assert target == ["space", *action.space]
        tile = game.rules.forage_yield(game.state, 0, action.space)
        if tile is None:
            assert info["gets"] == "pollen"
        else:
            assert info["gets"] == tile.nectar.letter
            cells = game.state.players[0].hive.empty_cells(tile.nectar)
            assert info["cells"] == [list(c.hex) for c in cells]
        assert info["cost"] == (
            max(
                0,
                sum(abs(a - b) for a, b in zip(action.space, game.players[0].forage, strict=True))
                - 1,
            )
            * 2
        )


def test_placements_are_not_listed_but_sent_as_the_boards_table() -> None:
    game = advance_to(new_game(), "place")
    pending = encode_pending(game, True)
    assert pending["actions"] == []
    assert pending["tile"] == game.state.turn.tile
    assert pending["count"] == len(game.legal_actions())
    table = encode_place_table(game)
    assert len(table) == pending["count"]
    assert {tuple(int(x) for x in k.split(",")) for k in table} == {
        (*a.anchor, a.direction) for a in game.legal_actions()
    }
    game.apply(game.legal_actions()[0])
    assert encode_place_table(game) == {}


@pytest.mark.parametrize("kind", ["fan", "market", "turn", "next_action", "end_turn"])
def test_targets_and_info_per_decision(kind: str) -> None:
    game = advance_to(new_game(), kind)
    pending = encode_pending(game, False, "not yours")
    assert not pending["mine"] and pending["why"] == "not yours"
    for raw, label, target, info in pending["actions"]:
        action = A.action_from_json(raw)
        assert label == action.describe(game)
        assert target == action_target(game.state, action, 0)
        if isinstance(action, A.Fan):
            assert target == ["hex", 0, *action.hex]
            assert info == {"honey": len(fan_yield(game.state, 0, action.hex))}
        elif isinstance(action, A.Sell):
            assert target == ["market", action.resource]
            assert info["coins"] == game.state.market.value(action.resource) * action.quantity
        elif isinstance(action, A.FillOrder):
            assert target == ["order", action.stack]
        elif isinstance(action, A.TakeTile):
            assert target == ["box", game.state.box_of(action.tile).name, action.tile]
            assert info == {"workers": action.workers}
        elif isinstance(action, A.Recall):
            assert info["back"] == game.players[0].placed_workers + game.players[0].nursery
        else:
            assert target == ["button"]


def test_every_action_kind_has_a_target() -> None:
    s = new_game().state
    assert action_target(s, A.ChooseStart((1, 0)), 0) == ["space", 1, 0]
    assert action_target(s, A.Scout((0, 1)), 0) == ["space", 0, 1]
    assert action_target(s, A.NectarCell((1, 2)), 1) == ["hex", 1, 1, 2]
    assert action_target(s, A.TakeHoney((1, 2)), 1) == ["hex", 1, 1, 2]
    assert action_target(s, A.Place((3, -1), 2), 0) == ["hex", 0, 3, -1]
    assert action_target(s, A.Drop("acacia"), 0) == ["market", "acacia"]
    assert action_target(s, A.TakeTile("accounting", 2), 0) == [
        "box",
        "decree_accounting",
        "accounting",
    ]
    for action in (A.Recall(), A.Resolve("forage"), A.Decree("produce"), A.EndTurn()):
        assert action_target(s, action, 0) == ["button"]


@pytest.mark.parametrize(
    ("players", "seed", "random_bot"), [(2, 1, False), (3, 4, True), (4, 9, False), (2, 6, True)]
)
def test_actors_are_recovered_from_the_history(players: int, seed: int, random_bot: bool) -> None:
    game, actors = played(players, seed, random_bot=random_bot)
    assert game.is_over
    assert move_actors(game) == actors
    for ply in (1, len(actors) // 3, len(actors) // 2 + 1):
        game.step_to(ply)
        assert move_actors(game) == actors[:ply]


def test_actors_of_chosen_starting_spaces() -> None:
    game = Game.new(["A", "B", "C"], seed=2, choose_starts=True)
    actors = []
    bot = RandomBot(1)
    for _ in range(12):
        actors.append(game.pending.player)
        game.apply(bot.choose(game))
    assert game.actions[0].kind == "choose_start"
    assert move_actors(game) == actors


def test_the_last_action_says_who_where_and_how_many_sentences() -> None:
    game = new_game()
    assert encode_last(game) == {}
    game.apply(A.TakeTile("produce", 1))
    last = encode_last(game)
    assert last == {
        "ply": 1,
        "seat": 0,
        "kind": "take_tile",
        "target": ["box", "produce", "produce"],
        "lines": 1,
        "recap": [],
    }
    box = [{"area": "box", "name": "produce"}, {"area": "player", "player": 0}]
    assert encode_last(game, bots=[0])["recap"] == [
        # seat 0 as a bot: what it did since the start, and each move with its pieces
        {"seat": 0, "text": game.log[-1], "moves": [{"text": game.log[-1], "marks": box}]}
    ]
    game.undo()
    assert encode_last(game) == {}


def test_placed_effect_is_the_placements_own_effect() -> None:
    """Read off the hive afterwards, the effect equals the preview before placing."""
    for seed in (1, 2, 5):
        game = new_game(2, seed)
        bot = GreedyBot(seed)
        checked = 0
        while not game.is_over:
            action = bot.choose(game)
            if isinstance(action, Place):
                hive = game.state.current.hive
                tile = HiveTile(Icon(game.state.turn.tile), action.anchor, action.direction)
                before = hive.preview(tile)
                game.apply(action)
                got = placed_effect(hive, action.anchor)
                tiles = hive.tiles
                assert got["tile"] == tiles.index(tile)
                assert sorted((c[0], c[1]) for c in got["cells"]) == sorted(before.new_cells)
                assert {tiles[i] for i in got["activated"]} == {
                    t if t.anchor != tile.anchor else tile for t in before.activated
                }
                checked += 1
            else:
                game.apply(action)
        assert checked > 10


def test_effects_show_each_seats_placement_of_the_last_round() -> None:
    game = advance_to(new_game(), "next_action")  # seat 0 has just placed a tile
    effects = encode_effects(game)
    hive = game.players[0].hive
    assert effects[0]["tile"] == len(hive) - 1
    assert effects[0] == placed_effect(hive, hive.tiles[-1].anchor)
    game2, _ = played(2, seed=3, moves=4)
    assert encode_effects(game2)[1] == {}


def test_scores_as_if_the_game_ended_and_at_its_end() -> None:
    game, _ = played(2, seed=8, moves=60)
    scores = encode_scores(game)
    assert not scores["final"]
    real = game.final_scores()
    assert [p["total"] for p in scores["players"]] == [p["total"] for p in real["players"]]
    assert scores["ranking"] == real["ranking"] and scores["sentences"] == real["sentences"]
    game, _ = played(2, seed=8)
    assert (
        encode_scores(game)["final"]
        and encode_scores(game)["winners"] == game.final_scores()["winners"]
    )


def test_hives_are_the_boards_encoding_and_the_state_is_compact() -> None:
    game, _ = played(4, seed=2)
    assert [encode_hive(p.hive) for p in game.players] == [
        encode_hive(p.hive) for p in game.state.players
    ]
    parts = [
        encode_players(game.state),
        encode_board(game.state),
        encode_field(game.state),
        encode_orders(game.state),
        encode_contests(game.state),
    ]
    assert sum(compact(p) for p in parts) < 6_000
