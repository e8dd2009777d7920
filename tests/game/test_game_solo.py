"""The solitaire variant (rulebook, Solitaire Variant; RULINGS 7): one test per paragraph."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, ModuleError
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot, RandomBot
from honeybuzz_lab.games.honeybuzz.game.engine import legal_actions
from honeybuzz_lab.games.honeybuzz.game.errors import IllegalAction, SetupError
from honeybuzz_lab.games.honeybuzz.game.log import Log, label
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import (
    DRONE_SIDES,
    TABLE_G_MINIMUM,
    rank_title,
    solo_data,
    tier_points,
)
from honeybuzz_lab.games.honeybuzz.game.modules.solo.drones import solo_next_turn
from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import DroneDrop, DroneOrder, DroneRemove
from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo
from honeybuzz_lab.games.honeybuzz.game.state import space_name
from honeybuzz_lab.games.honeybuzz.hive import Nectar


def _undigested(record: dict) -> dict:
    """A record without its rules' digest (which refuses any change of modules or options)."""
    return {k: v for k, v in record.items() if k != "digest"}


def new(seed: int = 1, difficulty: str = "larva") -> Game:
    """A solo game after the configuration choice (the first drawn card)."""
    g = Game.new(1, seed=seed, modules=["solo"], options={"solo": {"difficulty": difficulty}})
    g.apply(g.legal_actions()[0])
    return g


def card_with(woodland: str) -> str:
    return next(d.id for d in solo_data().drones if d.woodland == woodland)


def drone_turn(g: Game, top: str, then: str | None = None) -> Log:
    """Play a drone turn now with ``top`` flipped (and ``then`` left on top of the deck)."""
    s = solo(g.state)
    s.deck = [then or top, top] if then else [card_with("order"), top]
    log = Log()
    solo_next_turn(g.state, g.rules, log)
    return log


# ------------------------------------------------------------------ set-up


def test_setup_as_for_two_players_with_solo_contests_drones_and_a_choice_of_card():
    g = Game.new(1, seed=5, modules=["solo"], options={"solo": {"difficulty": "pupa"}})
    st, s = g.state, solo(g.state)
    assert len(st.players) == 1 and st.board_side.players == (1, 2)
    assert st.contests == []  # the multiplayer contests are not used
    # ... nor said: the log has no sentence about the queen's contests ("... are .")
    assert not any("queen's contests" in line for line in g.log)
    assert not any("Királynő Versenyei" in line for line in g.log_for(0, "hu"))
    colours = [c.colour for c in solo_data().contests if c.id in s.contests]
    assert sorted(colours) == ["blue", "green", "red"]
    assert s.drones == {"A": "decree_accounting", "B": "market"}
    assert sorted(s.deck) == sorted(d.id for d in solo_data().drones) and len(s.deck) == 10
    assert len(st.woodland.field) == 16  # two-player nectar removal (table d)
    # The player chooses one of two drawn configuration cards, seeing the contests.
    assert g.pending.kind == "solo_configuration" and g.pending.player == 0
    choices = g.legal_actions()
    assert len(choices) == 2 and len({c.card for c in choices}) == 2
    g.apply(choices[1])
    card = st.components.configuration(choices[1].card)
    assert g.state.players[0].hive.to_json() == card.hive().to_json()
    assert g.pending.kind == "turn" and solo(g.state).configuration == choices[1].card


def test_player_counts_and_options_are_checked():
    with pytest.raises(SetupError, match="solitaire"):
        Game.new(1, seed=1)
    with pytest.raises(SetupError, match="1 to 1 players"):
        Game.new(2, seed=1, modules=["solo"])
    with pytest.raises(ModuleError, match="difficulty"):
        Game.new(1, seed=1, modules=["solo"], options={"solo": {"difficulty": "drone"}})


def test_the_drone_cards_follow_rulings_7():
    drones = solo_data().drones
    faces = {d.woodland for d in drones}
    assert faces == {"order", "highest", "wildflower", "rosemary", "cherry_blossom", "acacia"}
    for box in [b for side in DRONE_SIDES.values() for b in side]:
        assert sum(d.hive == box for d in drones) >= 2
    assert len(solo_data().contests) == 12


# ------------------------------------------------------------------ player turns


def test_a_drones_box_cannot_be_chosen_and_says_why():
    g = new()
    tiles = {a.tile for a in g.legal_actions() if isinstance(a, A.TakeTile)}
    assert tiles and not tiles & {"market", "decree", "accounting"}
    with pytest.raises(IllegalAction, match="drone"):
        g.apply(A.TakeTile("market", 1))
    # When the drone moves on, the box opens again.
    solo(g.state).drones["B"] = "forage"
    tiles = {a.tile for a in legal_actions(g.state, g.rules) if isinstance(a, A.TakeTile)}
    assert "market" in tiles and "forage" not in tiles


# ------------------------------------------------------------------ drone turns


def test_with_one_card_left_all_ten_are_reshuffled_first():
    g = new()
    s = solo(g.state)
    s.deck, s.flipped = [card_with("order")], [d.id for d in solo_data().drones][:9]
    solo_next_turn(g.state, g.rules, Log())
    assert s.reshuffles == 1 and len(s.deck) == 9 and len(s.flipped) == 1
    # With two cards left there is no reshuffle: the top one is flipped.
    g = new()
    s = solo(g.state)
    s.deck = [card_with("order"), card_with("highest")]
    solo_next_turn(g.state, g.rules, Log())
    assert s.reshuffles == 0 and len(s.deck) == 1


def test_the_order_card_is_the_players_choice_and_the_next_order_turns_up():
    g = new()
    drone_turn(g, card_with("order"))
    assert g.pending.kind == "drone" and g.pending.player == 0
    options = g.legal_actions()
    assert options == [DroneOrder(0), DroneOrder(1), DroneOrder(2)]
    pile = g.state.order_stacks[1]
    below = pile.face_down[-1]
    g.apply(DroneOrder(1))
    pile = g.state.order_stacks[1]
    assert pile.face_up == below and g.pending.kind == "turn"


def test_highest_honey_and_pollen_drop_a_tie_is_the_players_choice():
    g = new()
    market = g.state.market
    market.positions.update({"rosemary": 0, "cherry_blossom": 0, "acacia": 4})  # 10, 10, 9
    before = dict(market.positions)
    drone_turn(g, card_with("highest"))
    assert g.pending.kind == "drone"
    assert g.legal_actions() == [DroneDrop("rosemary"), DroneDrop("cherry_blossom")]
    g.apply(DroneDrop("cherry_blossom"))
    after = g.state.market.positions
    assert after["cherry_blossom"] == before["cherry_blossom"] + 1
    assert after["pollen"] == before["pollen"] + 1 and after["rosemary"] == before["rosemary"]


def test_a_value_that_cannot_drop_makes_another_drop_the_players_choice():
    g = new()
    market = g.state.market
    market.positions["pollen"] = len(market.tracks["pollen"]) - 1
    market.positions.update({"acacia": 0})
    drone_turn(g, card_with("highest"))
    # Acacia (the highest) drops by itself; pollen cannot, so the player picks another.
    assert g.state.market.positions["acacia"] == 1
    assert g.pending.kind == "drone"
    assert DroneDrop("pollen") not in g.legal_actions()
    assert set(g.legal_actions()) == {
        DroneDrop(r) for r in ("wildflower", "rosemary", "cherry_blossom", "acacia")
    }


def test_a_nectar_card_remove_the_closest_tile_or_drop_the_value():
    g = new()
    st = g.state
    st.players[0].forage = (0, 0)
    field = {sp: t for sp, t in st.woodland.field.items() if t.nectar is not Nectar.ROSEMARY}
    tiles = [t for t in st.woodland.field.values() if t.nectar is Nectar.ROSEMARY]
    field[(1, 1)], field[(0, 2)], field[(3, 5)] = tiles[:3]  # (1,1) and (0,2) tie at 2
    st.woodland.field = field
    drone_turn(g, card_with("rosemary"))
    assert g.pending.player == 0
    assert g.legal_actions() == [
        DroneRemove((0, 2)),
        DroneRemove((1, 1)),
        DroneDrop("rosemary"),
    ]
    g.apply(DroneRemove((1, 1)))
    assert (1, 1) not in g.state.woodland.field and tiles[0].id in solo(g.state).removed
    # A removed tile is gone: no forage can collect it.
    assert all(t.id != tiles[0].id for t in g.state.woodland.field.values())


def test_the_drone_on_the_top_cards_side_moves_there():
    g = new()
    top = next(d for d in solo_data().drones if d.hive == "produce")
    drone_turn(g, card_with("order"), then=top.id)
    g.apply(g.legal_actions()[0])
    assert solo(g.state).drones == {"A": "decree_accounting", "B": "produce"}


# ------------------------------------------------------------------ the end


def _near_the_end(g: Game) -> None:
    """Three values at the bottom, acacia one above it, no acacia tile in the field."""
    market = g.state.market
    for r in ("pollen", "wildflower", "rosemary"):
        market.positions[r] = len(market.tracks[r]) - 1
    market.positions["acacia"] = len(market.tracks["acacia"]) - 2
    st = g.state
    st.woodland.field = {sp: t for sp, t in st.woodland.field.items() if t.nectar != Nectar.ACACIA}


def test_an_end_on_a_drone_turn_gives_one_more_player_turn():
    g = new()
    _near_the_end(g)
    drone_turn(g, card_with("acacia"))
    assert g.state.end_trigger is not None and solo(g.state).extra_turn
    assert not g.is_over and g.pending.kind == "turn"
    g.apply(A.Recall())
    while not g.is_over:
        assert g.pending.kind != "drone"
        g.apply(g.legal_actions()[0])
    assert g.state.players[0].turns == 1


def test_an_end_on_the_players_turn_ends_the_game_at_once():
    g = new()
    _near_the_end(g)
    market = g.state.market
    market.positions["acacia"] = len(market.tracks["acacia"]) - 1  # four at the bottom
    g.apply(A.Recall())
    while not g.is_over:
        assert g.pending.kind != "drone"
        g.apply(g.legal_actions()[0])
    assert solo(g.state).drone_turns == 0


# ------------------------------------------------------------------ scoring


def test_tiers_pay_the_highest_reached():
    card = solo_data().contests[0]
    needs = [n for n, _ in card.tiers]
    assert tier_points(card, needs[0] - 1) == (0, 0)
    assert tier_points(card, needs[0]) == (1, card.tiers[0][1])
    assert tier_points(card, needs[2]) == (3, card.tiers[2][1])
    assert tier_points(card, needs[3] + 10) == (4, card.tiers[3][1])


def test_ranks_at_their_boundaries():
    assert [rank_title(n) for n in (0, 79, 80, 99, 100, 119, 120, 139, 140, 300)] == [
        "Humble Bumbler",
        "Humble Bumbler",
        "Scout Leader",
        "Scout Leader",
        "Apiculture Expert",
        "Apiculture Expert",
        "Honey Tycoon",
        "Honey Tycoon",
        "Hive Royalty",
        "Hive Royalty",
    ]
    assert TABLE_G_MINIMUM == {"egg": 25, "larva": 30, "pupa": 35, "adult": 40, "queen": 45}


def _played(seed: int, difficulty: str) -> Game:
    g = Game.new(1, seed=seed, modules=["solo"], options={"solo": {"difficulty": difficulty}})
    bot = GreedyBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
    return g


def test_win_or_loss_against_table_g_a_loss_is_not_scored():
    g = _played(2, "egg")
    final = g.state.final
    points = sum(c["points"] for c in final["solo_contests"])
    assert final["contest_points"] == points
    assert final["players"][0]["categories"]["contests"] == points
    assert final["won"] == (points >= 25)
    for difficulty, need in TABLE_G_MINIMUM.items():
        replay = Game.from_record(
            {**_undigested(g.to_record()), "options": {"solo": {"difficulty": difficulty}}}
        )
        f = replay.state.final
        assert f["won"] == (points >= need) and f["minimum"] == need
        if f["won"]:
            total = f["players"][0]["total"]
            assert f["score"] == total and f["rank"] == rank_title(total)
            assert f["winners"] == [0]
        else:
            assert f["score"] is None and f["rank"] is None and f["winners"] == []


# ------------------------------------------------------------------ bots, records, undo


@pytest.mark.parametrize("seed", [1, 4])
def test_bots_play_solo_games_to_the_end_and_records_replay_exactly(seed):
    for bot in (GreedyBot(seed), RandomBot(seed)):
        g = Game.new(1, seed=seed, modules=["solo"])
        moves = 0
        while not g.is_over and moves < 3000:
            g.apply(bot.choose(g))
            moves += 1
            s = solo(g.state)
            assert s.drones["A"] in DRONE_SIDES["A"] and s.drones["B"] in DRONE_SIDES["B"]
        assert g.is_over
        replay = Game.from_record(json.loads(json.dumps(g.to_record())))
        assert replay.state.to_json() == g.state.to_json()
        assert [str(x) for x in replay.log] == [str(x) for x in g.log]


def test_a_solo_record_names_one_player_and_a_one_player_record_needs_solo():
    from honeybuzz_lab.games.honeybuzz.game import GameRecordError

    record = new().to_record()
    with pytest.raises(GameRecordError, match="one player in the solo game"):
        Game.from_record({**record, "setup": {**record["setup"], "players": ["A", "B"]}})
    with pytest.raises(GameRecordError, match="solitaire variant"):
        Game.from_record({**_undigested(record), "modules": [], "options": {}})


# ------------------------------------------------------------------ with the advanced variant


def _solo_advanced(seed: int = 1) -> Game:
    return Game.new(
        1, seed=seed, modules=["solo", "advanced"], options={"solo": {"difficulty": "larva"}}
    )


def test_solo_with_advanced_sets_up_as_two_on_side_b() -> None:
    game = _solo_advanced()
    two = Game.new(2, seed=1, modules=["advanced"])
    assert game.state.woodland.side.name == "B"
    assert len(game.state.woodland.field) == len(two.state.woodland.field)
    assert game.players[0].forage is None


def test_a_drone_reveals_a_face_down_tile_of_that_back_group() -> None:
    """RULINGS 6: the player chooses any face-down tile of the type's back group; the label
    names the back group, not the front; the tile is revealed and removed."""
    from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.drones import drone_options
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import DroneRemove

    bot = GreedyBot(2)
    for seed in (1, 2, 3):
        game = _solo_advanced(seed)
        while not game.is_over:
            frame = game.state.turn.frame or {}
            todo = frame.get("todo") or ("",)
            if game.pending.kind == "drone" and todo[0].startswith("nectar:"):
                back = todo[0].split(":")[1]
                removes = [
                    a for a in drone_options(game.state, game.rules) if isinstance(a, DroneRemove)
                ]
                backs = adv(game.state).backs
                spaces = sorted(
                    s for s in game.state.woodland.field if backs[space_name(s)] == back
                )
                assert [a.space for a in removes] == spaces
                action = removes[-1]
                said = label(game.state, action)
                assert said.key == "game.solo.label_remove_back"
                assert said.params["back"].key == f"terms.nectar.{back}"  # the back, not the front
                lines = [str(x) for x in game.apply(action)]
                assert action.space not in game.state.woodland.field
                assert any("reveals" in x for x in lines)
                return
            game.apply(bot.choose(game))
    raise AssertionError("no drone removed a face-down tile in three games")
