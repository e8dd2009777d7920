"""Fall Flavors: Sweetwater Sunset, Nectar Caps and Harvest Festival in the engine."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.i18n import catalog
from honeybuzz_lab.games.honeybuzz.game import Game, GameRecordError, ModuleError
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot
from honeybuzz_lab.games.honeybuzz.game.kinds import KINDS
from honeybuzz_lab.games.honeybuzz.game.modules import fall_caps, fall_festival, fall_sunset
from honeybuzz_lab.games.honeybuzz.game.modules.solo import cards as solo_cards
from honeybuzz_lab.games.honeybuzz.game.modules.solo import data as solo_data
from honeybuzz_lab.games.honeybuzz.game.modules.solo import outcome as solo_outcome
from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import DroneRemove
from honeybuzz_lab.games.honeybuzz.game.rules import emit
from honeybuzz_lab.games.honeybuzz.game.rules.produce import fan_yield
from honeybuzz_lab.games.honeybuzz.game.simulate import play

FALL = ("fall.caps", "fall.festival")


def _to_end_turn(g: Game, bot_seed: int = 0) -> None:
    """Let GreedyBots play until the seat on turn is to end its turn."""
    bots = [GreedyBot(bot_seed + k) for k in range(g.state.player_count)]
    for _ in range(500):
        if g.pending.kind == "end_turn":
            return
        g.apply(bots[g.pending.player].choose(g))
    raise AssertionError("no end of turn came")


def _sun(g: Game) -> fall_sunset.SunsetState:
    return g.state.modules["fall.sunset"]


# ------------------------------------------------------------------ Sweetwater Sunset


def test_every_fall_module_brings_the_sunset_and_the_record_names_it():
    g = Game.new(3, seed=1, modules=["fall.caps"])
    assert g.rules.modules == ("fall.sunset", "fall.caps")
    assert g.to_record()["modules"] == ["fall.sunset", "fall.caps"]
    assert Game.new(3, seed=1, modules=["fall.caps", "fall.sunset"]).rules is g.rules
    assert Game.new(2, seed=1, modules=["fall.festival"]).rules.modules[0] == "fall.sunset"
    assert "sunset" in [s.name for s in g.rules.end_of_turn]
    with pytest.raises(ModuleError, match="listed twice"):
        Game.new(3, seed=1, modules=["fall.caps", "fall.caps"])


def test_anne_s_last_order_moves_the_sun_two_spaces_at_the_end_of_her_turn():
    g = Game.new(3, seed=4, modules=["fall.sunset"])
    _to_end_turn(g)
    st = g.state
    pile = st.order_stacks[2]
    pile.face_up, pile.face_down = None, []  # she has just completed the stack's last order
    st.turn.flips.append(2)
    assert _sun(g).position == 0
    g.apply(A.EndTurn())
    assert _sun(g).position == 2
    assert _sun(g).history[-1][1:] == ("order_stack", 2)
    assert any("a stack of order cards became empty" in line for line in g.log[-4:])


def test_several_events_in_one_turn_count_together_at_its_end_and_not_before():
    g = Game.new(2, seed=6, modules=["fall.sunset"])
    _to_end_turn(g)
    st = g.state
    emit(st, _Log(), "value_bottomed", resource="pollen")
    emit(st, _Log(), "tile_stack_emptied", box="forage", tile="forage")
    emit(st, _Log(), "order_stack_emptied", stack=7)  # a module's own stack counts too
    assert _sun(g).position == 0 and len(_sun(g).pending) == 3
    g.apply(A.EndTurn())
    assert _sun(g).position == 4 and _sun(g).pending == []


class _Log:
    def add(self, line) -> None:
        pass


def test_the_sun_on_the_last_space_ends_the_game_after_equal_turns():
    g = Game.new(3, seed=2, modules=["fall.sunset"])
    _to_end_turn(g)
    sun = _sun(g)
    sun.position = sun.last - 1
    seat = g.state.turn.seat
    emit(g.state, _Log(), "last_nectar")
    g.apply(A.EndTurn())
    sun = _sun(g)
    assert sun.position == sun.last and g.state.end_trigger is not None
    assert "sun" in str(g.state.end_trigger)
    assert g.is_over == (seat == g.state.last_seat)
    play(g, [GreedyBot(k) for k in range(3)])
    turns = [p.turns for p in g.players]
    assert len(set(turns)) == 1


def test_the_base_triggers_do_not_end_a_sunset_game():
    g = Game.new(2, seed=3, modules=["fall.sunset"])
    for r in g.state.market.positions:
        g.state.market.positions[r] = len(g.state.market.tracks[r]) - 1
    assert g.rules.end_trigger(g.state, g.rules) is None


def test_the_track_data_is_marked_reconstructed_and_table_a_is_as_printed():
    data = fall_sunset.sunset_data()
    assert data.events == {
        "order_stack": 2,
        "resource": 1,
        "last_nectar": 1,
        "tile_stack": 1,
        "last_cap": 1,
        "festival_full": 1,
    }
    from honeybuzz_lab.games.honeybuzz.data import load_toml

    assert load_toml("fall_sunset.toml")["reconstructed"] is True
    assert load_toml("fall_festival.toml")["reconstructed"] is True


# ------------------------------------------------------------------ Nectar Caps


def test_table_d_by_player_count():
    for n, caps, trophies in (
        (2, [10, 9, 8, 7, 6, 5, 5], (5,)),
        (3, [11, 10, 9, 8, 7, 6, 5, 5], (10, 5)),
        (4, [12, 11, 10, 9, 8, 7, 6, 5, 5, 5], (10, 5)),
    ):
        g = Game.new(n, seed=1, modules=["fall.caps"])
        assert g.state.modules["fall.caps"].available == caps
        assert fall_caps.caps_data().trophies[n] == trophies


def test_the_nine_caps_and_their_trophies():
    # Anne 10+8, Brendan 11+5, Charlie 12+6, Dhanvi 9+7+5
    values = [(10, 8), (11, 5), (12, 6), (9, 7, 5)]
    assert fall_caps.trophies(values, (10, 5)) == [5, 0, 5, 10]


def test_trophy_ties():
    # a tie broken by the caps' values; the loser of the tie-break takes second place
    assert fall_caps.trophies([(10, 8), (11, 5), (6,)], (10, 5)) == [10, 5, 0]
    # a first-place tie that persists: both score it, no second trophy
    assert fall_caps.trophies([(10, 8), (12, 6), (11,)], (10, 5)) == [10, 10, 0]
    # two players: one trophy; nobody without a cap wins one
    assert fall_caps.trophies([(10,), ()], (5,)) == [5, 0]
    assert fall_caps.trophies([(), ()], (10, 5)) == [0, 0]


def _accounting_choice(seed: int = 5) -> Game:
    g = Game.new(2, seed=seed, modules=["fall.caps"])
    bots = [GreedyBot(k) for k in range(2)]
    for _ in range(3000):
        if g.pending.kind == "cap_nectar":
            return g
        if g.is_over:
            break
        g.apply(bots[g.pending.player].choose(g))
    raise AssertionError("no Accounting came")


def test_accounting_offers_the_coins_or_a_cap_on_an_uncapped_nectar_tile():
    g = _accounting_choice()
    legal = g.legal_actions()
    assert fall_caps.AccountingCoins() in legal
    seat = g.state.turn.seat
    cells = [a.cell for a in legal if isinstance(a, fall_caps.CapNectar)]
    hive = g.players[seat].hive
    assert cells and all(hive.cells[c].nectar is not None for c in cells)
    coins = g.players[seat].coins
    g.apply(fall_caps.AccountingCoins())
    assert g.players[seat].coins == coins + 5


def test_a_cap_with_honey_returns_it_for_a_coin_and_the_tile_never_produces():
    g = _accounting_choice()
    st = g.state
    seat = st.turn.seat
    mod = st.modules["fall.caps"]
    top = mod.available[0]
    cell = next(a.cell for a in g.legal_actions() if isinstance(a, fall_caps.CapNectar))
    if not st.players[seat].hive.cells[cell].honey:
        kind = st.players[seat].hive.cells[cell].nectar.value
        st.put_honey(seat, cell)
        st.supply.honey[kind] -= 1
    kind = st.players[seat].hive.cells[cell].nectar.value
    supply, coins = st.supply.honey[kind], st.players[seat].coins
    g.apply(fall_caps.CapNectar(cell))
    st = g.state
    assert st.modules["fall.caps"].placed[seat][-1] == (cell, top)
    assert st.modules["fall.caps"].available[0] <= top
    got = st.players[seat].hive.cells[cell]
    assert got.capped and not got.honey
    assert st.supply.honey[kind] == supply + 1 and st.players[seat].coins == coins + 1
    hive = st.players[seat].hive
    from honeybuzz_lab.core.hexes import neighbors

    for h in neighbors(cell):
        if hive.tile_at(h) is not None:
            assert cell not in [c.hex for c in fan_yield(st, seat, h)]
    g.undo()
    assert not g.state.players[seat].hive.cells[cell].capped


def test_the_last_cap_is_a_sunset_event_and_caps_score():
    g = _accounting_choice()
    st = g.state
    mod = st.modules["fall.caps"]
    mod.available = mod.available[-1:]
    cell = next(a.cell for a in g.legal_actions() if isinstance(a, fall_caps.CapNectar))
    g.apply(fall_caps.CapNectar(cell))
    assert "last_cap" in _sun(g).pending
    seat = g.state.turn.seat
    points = fall_caps._points(g.state, g.rules)
    assert points[seat] == 5 + 5  # the 5-point cap and the only trophy at two players


# ------------------------------------------------------------------ Harvest Festival


def test_the_board_side_by_player_count():
    for n, slots, spaces, blocked in ((2, 4, 8, 0), (3, 5, 16, 4), (4, 6, 16, 0)):
        fest = Game.new(n, seed=1, modules=["fall.festival"]).state.modules["fall.festival"]
        assert (len(fest.slots), fest.spaces, fest.blocked) == (slots, spaces, blocked)
        assert len(set(fest.slots)) == slots


def test_toast_cards_needing_a_module_come_only_with_it():
    data = fall_festival.festival_data()
    assert len(data.toasts) == 18
    needs = {t.id: t.module for t in data.toasts if t.module}
    assert needs
    for seed in range(30):
        fest = Game.new(4, seed=seed, modules=["fall.festival"]).state.modules["fall.festival"]
        assert not set(fest.slots) & set(needs)
    seen = set()
    for seed in range(30):
        g = Game.new(4, seed=seed, modules=["fall.festival", "fall.caps"])
        seen |= set(g.state.modules["fall.festival"].slots)
    assert seen & {i for i, m in needs.items() if m == "fall.caps"}


def _end_turn_with_festival(n: int = 2, seed: int = 3) -> Game:
    g = Game.new(n, seed=seed, modules=["fall.festival"])
    _to_end_turn(g)
    return g


def test_brendan_s_toast_three_coins_per_nectar_type():
    g = _end_turn_with_festival()
    st = g.state
    fest = st.modules["fall.festival"]
    fest.slots[0] = "T01"
    seat = st.turn.seat
    types = len({c.nectar for c in st.players[seat].hive.cells.values() if c.nectar})
    st.players[seat].available_workers = workers = 2
    coins = st.players[seat].coins
    assert fall_festival.RetireToast("T01") in g.legal_actions()
    g.apply(fall_festival.RetireToast("T01"))
    st = g.state
    assert st.players[seat].coins == coins + 3 * types
    assert st.players[seat].available_workers == workers - 1
    assert st.modules["fall.festival"].claimed[seat] == ["T01"]
    assert st.modules["fall.festival"].slots[0] is None
    # one festival action a turn, then the turn ends as usual
    assert g.legal_actions() == [A.EndTurn()]


def test_brendan_s_example_numbers():
    """Three of the four nectar types in his hive: the card pays nine coins."""
    g = Game.new(2, seed=4, modules=["fall.festival"])
    bots = [GreedyBot(k) for k in range(2)]

    def types(seat: int) -> int:
        return len({c.nectar for c in g.state.players[seat].hive.cells.values() if c.nectar})

    while not any(types(s) == 3 for s in range(2)):
        g.apply(bots[g.pending.player].choose(g))
    seat = next(s for s in range(2) if types(s) == 3)
    card = fall_festival.toast_card("T01")
    assert (card.coins, card.measure) == (3, "nectar_types")
    assert fall_festival.toast_coins(g.state, seat, "T01") == 9


def test_work_is_a_full_decree_and_retired_workers_never_come_back():
    g = _end_turn_with_festival(seed=8)
    seat = g.state.turn.seat
    p = g.state.players[seat]
    p.available_workers, p.supply_workers = p.available_workers + 1, p.supply_workers - 1
    g.apply(fall_festival.RetireWork())
    assert g.pending.kind in ("decree", "next_action")
    bots = [GreedyBot(k) for k in range(2)]
    while g.pending.kind != "end_turn":
        g.apply(bots[g.pending.player].choose(g))
    assert g.state.modules["fall.festival"].retired[seat] == 1
    p = g.state.players[seat]
    assert p.available_workers + p.placed_workers + p.nursery + p.supply_workers == 9
    play(g, bots)
    p = g.state.players[seat]
    retired = g.state.modules["fall.festival"].retired[seat]
    assert p.available_workers + p.placed_workers + p.nursery + p.supply_workers + retired == 10


def test_never_the_last_worker_and_never_on_a_full_board():
    g = _end_turn_with_festival()
    st = g.state
    seat = st.turn.seat
    p = st.players[seat]
    p.available_workers, p.placed_workers, p.nursery = 1, 0, 0
    assert g.legal_actions() == [A.EndTurn()]
    assert "no worker left" in g.explain(fall_festival.RetireWork())
    g = _end_turn_with_festival()
    g.state.players[g.state.turn.seat].available_workers = 2
    assert fall_festival.RetireWork() in g.legal_actions()
    g = _end_turn_with_festival()
    g.state.players[g.state.turn.seat].available_workers = 2
    g.state.modules["fall.festival"].retired = {0: 4, 1: 4}
    assert g.legal_actions() == [A.EndTurn()]


def test_a_full_festival_board_is_a_sunset_event():
    g = _end_turn_with_festival()
    fest = g.state.modules["fall.festival"]
    fest.retired = {0: 3, 1: 4}
    g.state.players[g.state.turn.seat].available_workers = 2
    g.apply(fall_festival.RetireWork())
    assert "festival_full" in _sun(g).pending


# ------------------------------------------------------------------ solitaire


def test_charlie_s_solo_score_of_98():
    assert solo_outcome.solo_result(35, 153, 55, "larva") == (True, 98, "Scout Leader")
    assert solo_outcome.solo_result(29, 153, 55, "larva") == (False, None, None)


def test_solo_with_both_modules_has_five_contests_and_deducts_55():
    g = Game.new(1, seed=4, modules=["solo", "fall.caps", "fall.festival"])
    s = g.state.modules["solo"]
    caps, fest = s.module_contests
    assert caps.startswith("solo-caps-") and fest.startswith("solo-festival-")
    assert len(s.module_drones) == 5
    deck = s.deck
    module = [c for c in deck if c in s.module_drones]
    assert len(deck) == 12 and len(module) == 2 and deck.index(module[0]) in (4, 5, 6)
    play(g, [GreedyBot(0)])
    final = g.final_scores()
    assert len(final["solo_contests"]) == 5 and final["deduction"] == 55
    if final["won"]:
        assert final["score"] == final["players"][0]["total"] - 55
    assert g.state.modules["fall.caps"].placed.get(0) is not None
    assert fall_caps.caps_data().trophies[1] == ()


def test_module_contest_tiers_as_printed():
    caps = solo_cards.module_contest("solo-caps-1")
    fest = solo_cards.module_contest("solo-festival-1")
    assert [solo_data.tier_points(caps, n)[1] for n in (0, 2, 3, 4, 5, 9)] == [-5, -5, 0, 5, 10, 10]
    assert [solo_data.tier_points(fest, n)[1] for n in (4, 5, 6, 7, 8)] == [-5, 0, 0, 5, 10]
    assert (caps.deduction, fest.deduction) == (20, 35)


def _solo_at_player_end_turn(seed: int = 2) -> Game:
    g = Game.new(1, seed=seed, modules=["solo", "fall.caps", "fall.festival"])
    _to_end_turn(g)
    return g


def test_module_drone_cards_resolve_before_the_drone_action_several_in_one_turn():
    g = _solo_at_player_end_turn()
    s = g.state.modules["solo"]
    plain = [c for c in s.deck if c not in ("caps-drone", "toast-drone")]
    s.deck = [*plain[:-1], "toast-drone", "caps-drone", plain[-1]]
    s.flipped = []
    top_cap = g.state.modules["fall.caps"].available[0]
    g.apply(A.EndTurn())
    st = g.state
    assert st.modules["fall.caps"].removed == [top_cap]  # the cap card, no choice
    assert g.pending.kind == "drone"
    assert all(isinstance(a, fall_festival.DroneToast) for a in g.legal_actions())
    assert g.state.turn.frame["todo"][0] == "toast"  # the drone action still waits
    toast = g.legal_actions()[0]
    g.apply(toast)
    assert g.state.modules["fall.festival"].removed == [toast.card]
    assert g.state.modules["solo"].flipped[:2] == ["toast-drone", "caps-drone"]


def test_a_module_card_that_was_the_deck_s_last_starts_a_new_discard_pile():
    # Fall Flavors rulebook, Solitaire Variant, Clarifications: "If a "nectar cap" card or
    # "toast" card is the last card of the drone deck, after resolving it, reshuffle the
    # discard pile to make a new deck, place that card as the start of a new discard pile,
    # and flip a new card from the deck." (RULINGS 8: in that order)
    g = _solo_at_player_end_turn(seed=5)
    s = g.state.modules["solo"]
    plain = [c for c in s.deck if c not in s.module_drones]
    others = [c for c in s.module_drones if c != "caps-drone"]
    s.deck = ["caps-drone", plain[0]]  # plain[0] is flipped, then the cap card shows
    s.flipped = [*plain[1:], *others]
    before = len(g.log)
    g.apply(A.EndTurn())
    s = g.state.modules["solo"]
    while g.pending.kind == "drone":  # the drone action of the new card, if it asks
        g.apply(g.legal_actions()[0])
    s = g.state.modules["solo"]
    assert s.flipped[0] == "caps-drone" and len(s.flipped) == 2  # the new discard pile
    assert s.flipped[1] in plain  # the new card flipped from the new deck
    # the new deck: the whole discard pile, the card flipped first this turn too
    assert sorted([*s.deck, s.flipped[1]]) == sorted([*plain, *others])
    assert g.state.modules["fall.caps"].removed  # the cap card was resolved
    text = [str(line) for line in g.log[before:]]
    cap = next(i for i, t in enumerate(text) if "nectar cap" in t and "shows on top" in t)
    shuffled = next(i for i, t in enumerate(text) if "the discard pile is shuffled" in t)
    returned = next(i for i, t in enumerate(text) if "nectar cap to the box" in t)
    flips = [i for i, t in enumerate(text) if t.startswith("Drone card")]
    assert len(flips) == 2 and flips[0] < cap < returned < shuffled < flips[1]


# ------------------------------------------------------------------ kinds, bots, records


def test_every_new_kind_has_a_spec_with_words_in_both_languages():
    g = _solo_at_player_end_turn()
    for kind in (
        "accounting_coins",
        "cap_nectar",
        "retire_toast",
        "retire_work",
        "drone_toast",
    ):
        spec = KINDS[kind]
        assert spec.score is not None
    for key in ("game.sunset.advance", "game.caps.prompt", "game.festival.prompt"):
        assert key in catalog("en") and key in catalog("hu")
    assert g.describe(A.EndTurn())


def _accounted(g: Game) -> None:
    fest = g.state.modules.get("fall.festival")
    for p in g.state.players:
        retired = fest.retired.get(p.seat, 0) if fest else 0
        assert p.available_workers + p.placed_workers + p.nursery + p.supply_workers + retired == 10
    caps = g.state.modules.get("fall.caps")
    if caps:
        n = max(g.state.player_count, 1)
        placed = sum(len(v) for v in caps.placed.values())
        assert placed + len(caps.available) + len(caps.removed) == len(
            fall_caps.caps_data().caps[n]
        )
        for seat, got in caps.placed.items():
            assert all(g.state.players[seat].hive.cells[h].capped for h, _ in got)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_bots_play_every_module_together(players):
    modules = ["fall.caps", "fall.festival"] + (["solo"] if players == 1 else [])
    g = Game.new(players, seed=players, modules=modules)
    play(g, [GreedyBot(k) for k in range(players)])
    assert g.is_over
    kinds = {a.kind for a in g.actions}
    assert "retire_toast" in kinds or "retire_work" in kinds
    assert "cap_nectar" in kinds
    _accounted(g)


def test_a_drone_turn_s_sunset_events_count_at_the_drone_turn_s_end():
    g = _solo_at_player_end_turn(seed=3)
    s = g.state.modules["solo"]
    plain = [c for c in s.deck if c not in ("caps-drone", "toast-drone")]
    s.deck = [*plain[:-1], "caps-drone", plain[-1]]
    mod = g.state.modules["fall.caps"]
    mod.available = mod.available[-1:]  # the drone card takes the last cap
    before = _sun(g).position
    g.apply(A.EndTurn())
    while g.pending.kind == "drone":
        g.apply(g.legal_actions()[0])
    assert g.pending.kind == "turn"  # the player's next turn: the drone turn is over
    assert _sun(g).history[-1][1] == "last_cap" and _sun(g).pending == []
    assert _sun(g).position > before


@pytest.mark.parametrize("players", [1, 3])
def test_the_planning_bot_plays_the_fall_modules(players):
    from honeybuzz_lab.games.honeybuzz.game.roster import make_bot

    modules = ["fall.caps", "fall.festival"] + (["solo"] if players == 1 else [])
    g = Game.new(players, seed=9, modules=modules)
    bots = [make_bot("queen", k) if k == 0 else GreedyBot(k) for k in range(players)]
    play(g, bots)
    assert g.is_over
    _accounted(g)


def test_the_endings_command_says_how_sunset_games_end(capsys):
    from honeybuzz_lab.__main__ import main

    assert main(["endings", "--games", "2", "--players", "2", "--modules", "fall.caps"]) == 0
    out = capsys.readouterr().out
    assert "modules fall.sunset+fall.caps" in out
    assert "ended by: sunset" in out and "turns per player" in out and "caps" in out
    assert main(["endings", "--games", "1", "--players", "2", "--modules", "nope"]) == 2
    assert "unknown module 'nope'" in capsys.readouterr().err


def test_bots_weigh_the_module_contests_of_the_solitaire_variant():
    """A cap or a retirement is worth the points to the next tier of its module's solo
    contest card, shared over the steps still needed (weighted as every solo point)."""
    g = Game.new(1, seed=4, modules=["solo", "fall.caps", "fall.festival"])
    g.state.modules["solo"].module_contests = ["solo-caps-1", "solo-festival-1"]  # printed
    w = solo_data.SOLO_WEIGHT
    caps = g.state.modules["fall.caps"]
    assert solo_cards.module_contest_gain(g.state, "fall.caps") == pytest.approx(
        w * 5 / 3
    )  # 0 of 3
    caps.placed[0] = [((0, 0), 10), ((0, 1), 9)]  # two caps: the third lifts -5 to 0
    assert solo_cards.module_contest_gain(g.state, "fall.caps") == pytest.approx(w * 5)
    caps.placed[0] += [((1, 0), 8), ((1, 1), 8), ((2, 0), 7)]  # five: the top tier
    assert solo_cards.module_contest_gain(g.state, "fall.caps") == 0.0
    assert solo_cards.module_contest_gain(g.state, "fall.festival") == pytest.approx(w * 5 / 5)
    assert solo_cards.module_contest_gain(g.state, "fall.leaves") == 0.0
    two = Game.new(2, seed=4, modules=["fall.caps", "fall.festival"])
    assert solo_cards.module_contest_gain(two.state, "fall.caps") == 0.0


def test_solo_draws_one_card_of_each_printed_set_the_drone_set_s_others_in_the_discard():
    # RULINGS 8: "the expansion's 15 drone cards are the 10 Fall Fruit drone cards plus the
    # Nectar Caps and Harvest Festival sets (5 cards between them: 3 "nectar cap" and 2
    # "toast" cards ...); the 9 queen's contest cards are three sets of 3 ... Solo setup
    # draws one card at random from each set in play: a contest set's others go back to the
    # box, a drone set's others go to the discard pile, so they enter the deck at the first
    # reshuffle."
    mods = ["solo", "fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
    assert sum(len(solo_cards.MODULE_CONTESTS[m]) for m in mods[2:]) == 9
    assert sum(len(solo_cards.MODULE_DRONE_CARDS[m]) for m in mods[3:]) == 5
    drawn: set[str] = set()
    for seed in range(12):
        g = Game.new(1, seed=seed, modules=mods)
        s = g.state.modules["solo"]
        assert len(s.module_contests) == 3 and len(s.module_drones) == 5
        drawn |= set(s.module_contests)
        in_deck = [c for c in s.deck if c in s.module_drones]
        assert len(in_deck) == 2  # one of each drone set, in the middle of the deck
        assert sorted(s.flipped) == sorted(set(s.module_drones) - set(in_deck))
        assert len(s.deck) + len(s.flipped) == 15
    assert len(drawn) == 9  # every contest card can be drawn


def test_the_drone_set_s_others_enter_the_deck_at_the_first_reshuffle():
    g = _solo_at_player_end_turn(seed=3)
    s = g.state.modules["solo"]
    waiting = [c for c in s.flipped if c in s.module_drones]
    assert len(waiting) == 3
    s.deck = s.deck[-1:] if s.deck[-1] not in s.module_drones else s.deck[-2:-1]
    g.apply(A.EndTurn())  # one card left: every card is shuffled into a new deck
    s = g.state.modules["solo"]
    assert s.reshuffles == 1
    assert set(waiting) <= set(s.deck) | set(s.flipped[:-1])


def test_a_fall_solo_record_from_before_the_card_sets_is_refused_with_its_reason():
    g = Game.new(1, seed=2, modules=["solo", "fall.caps"])
    record = g.to_record()
    assert record["options"]["solo"]["card_sets"] is True
    assert Game.from_record(record).state.modules["solo"].deck == g.state.modules["solo"].deck
    undigested = {k: v for k, v in record.items() if k != "digest"}  # from before digests
    old = {**undigested, "options": {**record["options"], "solo": {"difficulty": "larva"}}}
    with pytest.raises(GameRecordError, match="before the Fall Flavors card sets"):
        Game.from_record(old)
    base = Game.new(1, seed=2, modules=["solo"]).to_record()
    base["options"] = {"solo": {"difficulty": "larva"}}  # a base solo record replays
    del base["digest"]
    assert Game.from_record(base).state.modules["solo"].deck


def test_sunset_events_a_drone_causes_move_the_sun():
    # RULINGS 8: "Sunset events caused by a drone (the last nectar tile removed, the last cap
    # returned to the box) move the sun like a player's ... This is our reading."
    g = _solo_at_player_end_turn(seed=5)
    s = g.state.modules["solo"]
    plain = [c for c in s.deck if c not in s.module_drones]
    s.deck = [*plain[1:], "caps-drone", plain[0]]
    s.flipped = [c for c in s.module_drones if c != "caps-drone"]
    mod = g.state.modules["fall.caps"]
    mod.available = mod.available[-1:]  # the drone returns the last cap
    before = _sun(g).position
    g.apply(A.EndTurn())
    while g.pending.kind == "drone":
        g.apply(g.legal_actions()[0])
    mod = g.state.modules["fall.caps"]
    assert not mod.available and mod.removed
    assert any(event == "last_cap" for _, event, _ in _sun(g).history)
    assert _sun(g).position > before

    g = _solo_at_player_end_turn(seed=5)
    s = g.state.modules["solo"]
    card = next(
        c
        for c in s.deck
        if c.startswith("D") and solo_cards.drone_card(c).woodland not in ("order", "highest")
    )
    nectar = solo_cards.drone_card(card).woodland
    s.deck = [c for c in s.deck if c != card] + [card]  # flipped next
    field = g.state.woodland.field
    keep = next(sp for sp, t in field.items() if t.nectar.value == nectar)
    for sp in [sp for sp in field if sp != keep]:
        del field[sp]  # one nectar tile left, of the card's type
    g.apply(A.EndTurn())
    remove = [a for a in g.legal_actions() if isinstance(a, DroneRemove)]
    g.apply(remove[0])
    assert not g.state.woodland.field
    assert any(event == "last_nectar" for _, event, _ in _sun(g).history)
