"""What the table syncs of Autumn Leaves (``_leaves``) and Nectar Caps (``_caps``): from a
seat's view (the order below a stack's top never reaches the page), the running score on the
foliage card as the card scores it, the caps left, each hive's caps and the trophies as the
module awards them, why a capped tile makes no honey where the fan may go, in both languages."""

from __future__ import annotations

import json
import random

from honeybuzz_lab.core.hexes import neighbors
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.log import Log, kind_term
from honeybuzz_lab.games.honeybuzz.game.modules.fall_caps import cap_cell, caps, trophy_points
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import (
    FOLIAGE,
    TILE_KIND,
    foliage_points,
    leaves,
)
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.modules.fall_caps import encode_caps
from honeybuzz_lab.games.honeybuzz.widgets.modules.fall_leaves import encode_leaves

MODULES = ["fall.leaves", "fall.caps"]


def played(plies: int, seed: int = 5, players: int = 3, modules: list[str] = MODULES) -> Game:
    game = Game.new(players, seed=seed, modules=modules)
    bots = [GreedyBot(s) for s in range(players)]
    for _ in range(plies):
        if game.is_over:
            break
        game.apply(bots[game.pending.player].choose(game))
    return game


def test_a_game_without_the_modules_syncs_nothing_of_them() -> None:
    table = GameTable(Game.new(2, seed=1), seat=0)
    assert table.module_data("fall.leaves") == {} and table.module_data("fall.caps") == {}
    table = GameTable(Game.new(2, seed=1, modules=["fall.caps"]), seat=0)
    assert table.module_data("fall.leaves") == {}
    assert table.module_data("fall.caps")["title"] == "Nectar Caps"


def test_only_each_stacks_top_reaches_the_page() -> None:
    game = played(40)
    before = {s: encode_leaves(game, s) for s in (0, 1, None)}
    text = json.dumps(before)
    assert not any(tile in text for tile in TILE_KIND)  # no leafy tile's id
    # Shuffle every pile below its top: no seat's page may change.
    rng = random.Random(1)
    for pile in leaves(game.state).stacks.values():
        below = pile[:-1]
        rng.shuffle(below)
        pile[:-1] = below
    assert {s: encode_leaves(game, s) for s in (0, 1, None)} == before
    # The top tiles are what the page shows on the stacks.
    for kind, pile in leaves(game.state).stacks.items():
        shown = before[0]["tops"][kind]
        assert (shown is not None) == bool(pile and pile[-1])


def test_the_foliage_standing_is_the_cards_score_with_its_leader() -> None:
    for plies in (30, 120, 400):
        game = played(plies)
        got = encode_leaves(game, 0)
        points = foliage_points(game.state, game.rules)
        assert [s["points"] for s in got["standing"]] == points
        best = max(points)
        leaders = [s["name"] for s in got["standing"] if s["lead"]]
        assert leaders == (
            [p.name for p, x in zip(game.players, points, strict=True) if x == best] if best else []
        )
        for s, hive in zip(got["standing"], leaves(game.state).hives, strict=True):
            assert s["total"] == len(hive) == sum(s["counts"].values())
        assert len(got["hives"][0]) == len(leaves(game.state).hives[0])
        assert got["foliage"]["text"].startswith("Foliage card: ")
        # the page draws the card from its printed figures (type, points, payouts, colours)
        card = FOLIAGE[got["foliage"]["id"]]
        assert got["foliage"]["scoring"] == {k: v for k, v in card.items() if k != "id"}
        assert got["foliage"]["scoring"]["type"] == card["type"]


def test_the_leaves_in_hungarian() -> None:
    game = played(60)
    hu = encode_leaves(game, 0, "hu")
    assert hu["title"] == "Őszi levelek" and hu["colours"]["purple"] == "lila"
    assert hu["foliage"]["text"].startswith("Lombkártya: ")
    top = next(t for t in hu["tops"].values() if t)
    assert top["text"].startswith("felső lapka: ") and "levél" in top["text"]


def test_the_tile_being_placed_says_its_leaves() -> None:
    game = Game.new(2, seed=5, modules=MODULES)
    take = next(
        a
        for a in game.legal_actions()
        if a.kind == "take_tile" and leaves(game.state).stacks[a.tile][-1]
    )
    top = encode_leaves(game, 0)["tops"][take.tile]
    game.apply(take)
    taken = encode_leaves(game, 0)["taken"]
    assert taken["leaves"] == top["leaves"]
    assert taken["text"].startswith("The ") and "carries" in taken["text"]
    # The tray's button names the tile itself: its words say the leaves, not the name again.
    name = kind_term(take.tile).text("en")
    assert name in taken["text"]
    assert taken["tray"].startswith("Leaves: ") and name not in taken["tray"]
    hu = encode_leaves(game, 0, "hu")["taken"]
    assert hu["tray"].startswith("Levelei: ") and kind_term(take.tile).text("hu") not in hu["tray"]


def test_caps_left_hives_and_trophies_follow_the_module() -> None:
    game = Game.new(3, seed=5, modules=MODULES)
    state = game.state
    got = encode_caps(game, 0)
    assert got["left"] == [11, 10, 9, 8, 7, 6, 5, 5] and got["next"] == 11
    assert got["left_text"] == "Caps left: next 11, then 10, 9, 8, 7, 6, 5, 5."
    assert "nobody" in got["trophy_text"] and got["tie_rule"]
    # Later in a game, caps put on nectar tiles as Accounting would.
    game = played(200, players=3)
    state = game.state
    placed = 0
    for seat in (2, 1, 2):
        cells = [
            c.hex for c in state.players[seat].hive.cells.values() if c.nectar and not c.capped
        ]
        if cells:
            cap_cell(state, seat, cells[0], Log())
            placed += 1
    assert placed >= 2
    got = encode_caps(game, 1)
    assert got["left"] == caps(state).available
    assert [s["trophy"] for s in got["standing"]] == trophy_points(state)
    for seat, marks in enumerate(got["hives"]):
        assert [(tuple(m["hex"]), m["value"]) for m in marks] == caps(state).placed[seat]
        for m in marks:
            assert "capped" in m["text"] and str(m["value"]) in m["text"]
    lead = max(range(3), key=lambda s: (len(caps(state).values(s)), sum(caps(state).values(s))))
    assert state.players[lead].name in got["trophy_text"].split("2nd")[0]


def test_a_fan_hex_next_to_a_capped_tile_says_it_makes_no_honey() -> None:
    game = Game.new(2, seed=1, modules=["fall.caps"])
    bots = [GreedyBot(0), GreedyBot(1)]
    while game.pending.kind != "fan" or not any(
        h in game.state.players[game.pending.player].hive.cells
        and game.state.players[game.pending.player].hive.cells[h].nectar is not None
        for a in game.legal_actions()
        for h in neighbors(a.hex)
    ):
        game.apply(bots[game.pending.player].choose(game))
    seat = game.pending.player
    hive = game.state.players[seat].hive
    fan, cell = next(
        (a.hex, h)
        for a in game.legal_actions()
        for h in neighbors(a.hex)
        if h in hive.cells and hive.cells[h].nectar is not None
    )
    assert encode_caps(game, seat)["fan"] == {}
    cap_cell(game.state, seat, cell, Log())
    got = encode_caps(game, seat)
    note = got["fan"][f"{fan[0]},{fan[1]}"]
    assert f"({cell[0]},{cell[1]})" in note and "no honey" in note
    assert encode_caps(game, 1 - seat)["fan"] == {}  # only the deciding seat's page
    assert "nem termel mézet" in encode_caps(game, seat, "hu")["fan"][f"{fan[0]},{fan[1]}"]


def test_the_accounting_choice_is_said_to_the_deciding_seat_only() -> None:
    game = Game.new(2, seed=5, modules=MODULES)
    bots = [GreedyBot(9), GreedyBot(1)]
    while game.pending.kind != "cap_nectar":
        game.apply(bots[game.pending.player].choose(game))
    seat = game.pending.player
    assert "click one of your nectar tiles" in encode_caps(game, seat)["choice"]
    assert encode_caps(game, 1 - seat)["choice"] == ""
    table = GameTable(game, seat=seat)
    kinds = {a[0]["kind"]: a[2] for a in table._pending["actions"]}
    assert kinds["accounting_coins"] == ["button"] and kinds["cap_nectar"][0] == "hex"
