"""The advanced variant (rulebook "Advanced Variant", RULINGS 6) and per-seat views."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction, RandomBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.modules.advanced import BACK, QUADRANT, adv
from honeybuzz_lab.games.honeybuzz.game.planner import _Probe
from honeybuzz_lab.games.honeybuzz.game.registry import ModuleError
from honeybuzz_lab.games.honeybuzz.game.rules.turn import pending_kind
from honeybuzz_lab.games.honeybuzz.game.state import space_name
from honeybuzz_lab.games.honeybuzz.game.views import view_of
from honeybuzz_lab.games.honeybuzz.hive import Nectar

TYPES = [n.value for n in Nectar]


def _new(players: int = 2, seed: int = 1) -> Game:
    return Game.new(players, seed=seed, modules=["advanced"])


def _to(game: Game, kind: str, rng: random.Random, limit: int = 2_000) -> None:
    """Play random actions until the pending decision is ``kind``."""
    for _ in range(limit):
        if game.pending.kind == kind:
            return
        legal = game.legal_actions()
        # head for the decision: take it whenever it is offered
        hits = [a for a in legal if a.kind == "resolve" and a.action == kind]
        hits += [a for a in legal if a.kind == "recall"] if kind == "scout" else []
        game.apply(hits[0] if hits else rng.choice(legal))
    raise AssertionError(f"no {kind} decision came")


def _quadrant(game: Game, back: str) -> set[tuple[int, int]]:
    side = game.state.woodland.side
    return set(dict(side.quadrants)[QUADRANT[back]])


# ------------------------------------------------------------------ setup


@pytest.mark.parametrize("players, left", [(2, 16), (3, 20), (4, 24)])
def test_setup_uses_side_b_back_groups_in_quadrants_and_table_f(players, left):
    g = _new(players, seed=players)
    st = g.state
    assert st.woodland.side.name == "B"
    assert len(st.woodland.field) == left
    removed = {2: 2, 3: 1, 4: 0}[players]
    fronts = Counter(t.nectar.value for t in st.woodland.field.values())
    assert fronts == {t: 6 - removed for t in TYPES}  # table f: the same number of each type
    for space, tile in st.woodland.field.items():
        back = BACK[tile.id]
        assert space in _quadrant(g, back)  # each group in its own quadrant
        assert adv(st).backs[space_name(space)] == back
    for back in TYPES:
        group = [t for t in st.woodland.field.values() if BACK[t.id] == back]
        own = sum(1 for t in group if t.nectar.value == back)
        assert own == 3 - (players < 4)  # RULINGS 6: a group loses its own type first
        assert len(group) == 6 - removed


def test_the_back_groups_are_mostly_their_own_type():
    groups = Counter(BACK.values())
    assert groups == {t: 6 for t in TYPES}
    for back in TYPES:
        mine = [tid for tid, b in BACK.items() if b == back]
        assert sum(1 for tid in mine if tid[0] == back[0].upper()) == 3


def test_forage_tokens_are_returned_to_the_box():
    g = _new(3, seed=2)
    assert all(p.forage is None for p in g.players)
    assert g.setup["starts"] is not None  # the base setup ran; the variant took the tokens
    g2 = Game.new(2, seed=2, modules=["advanced"], choose_starts=True)
    assert g2.pending.kind != "choose_start" and all(p.forage is None for p in g2.players)


def test_the_shuffle_follows_the_seed():
    a, b, c = _new(2, 7), _new(2, 7), _new(2, 8)
    assert a.state.to_json() == b.state.to_json()
    assert a.state.to_json()["field"] != c.state.to_json()["field"]


# ------------------------------------------------------------------ foraging and scouting


def test_forage_may_choose_any_face_down_tile_at_no_cost():
    g = _new()
    _to(g, "forage", random.Random(1))
    spaces = {a.space for a in g.legal_actions()}
    assert spaces == set(g.state.woodland.field)  # any tile, however far
    seat = g.state.turn.seat
    coins = g.players[seat].coins
    far = max(spaces, key=lambda s: s[1])  # the far side of the field: no token, no cost
    g.apply(A.Forage(far))
    assert g.players[seat].coins >= coins


def test_forage_collects_a_tile_the_hive_has_a_cell_for():
    g = _new()
    _to(g, "forage", random.Random(3))
    seat = g.state.turn.seat
    me = g.players[seat]
    space, tile = next(
        (s, t) for s, t in sorted(g.state.woodland.field.items()) if me.hive.empty_cells(t.nectar)
    )
    before = me.nectar_count
    g.apply(A.Forage(space))
    assert space not in g.state.woodland.field
    assert g.players[seat].nectar_count == before + 1 or g.pending.kind == "nectar_cell"
    assert adv(g.state).known(seat)[space] == tile.nectar.value
    assert adv(g.state).views[-1][1:] == (seat, space, "forage")


def test_forage_puts_back_a_tile_it_cannot_collect_and_gains_a_pollen():
    g = _new()
    _to(g, "forage", random.Random(4))
    seat = g.state.turn.seat
    st = g.state
    me = st.players[seat]
    # make every cell of the hive full for one type by choosing a tile of a type with no cell
    space = None
    for s, t in sorted(st.woodland.field.items()):
        if not me.hive.empty_cells(t.nectar):
            space, tile = s, t
            break
    if space is None:  # every type has a cell: fill the hive's cells of one type's tile
        space, tile = sorted(st.woodland.field.items())[0]
        for cell in me.hive.empty_cells(tile.nectar):
            st.put_nectar(seat, cell.hex, tile.nectar)
        g._legal = (None, [])
    pollen, supply = me.pollen, st.supply.pollen
    lines = g.apply(A.Forage(space))
    after = g.state
    assert after.woodland.field[space] is tile  # back on exactly the same space
    assert after.players[seat].pollen == pollen + 1
    assert after.supply.pollen == supply - 1
    assert adv(after).known(seat)[space] == tile.nectar.value
    other = 1 - seat
    assert space not in adv(after).known(other)
    # the log says the front only to the seat that viewed it
    line = lines[0]
    assert tile.nectar.value.replace("_", " ") not in line.lower()
    mine = g.log_for(seat)[-len(lines)]
    assert "(" in mine and g.log_for(other)[-len(lines)] == str.__str__(line)


def test_scouting_views_a_tile_and_puts_it_back():
    g = _new()
    _to(g, "scout", random.Random(5))
    seat = g.state.turn.seat
    spaces = {a.space for a in g.legal_actions() if isinstance(a, A.Scout)}
    assert spaces == set(g.state.woodland.field)  # and viewing none (RULINGS 10)
    space, tile = sorted(g.state.woodland.field.items())[-1]
    me = g.players[seat]
    pollen, nectar = me.pollen, me.nectar_count
    g.apply(A.Scout(space))
    st = g.state
    assert st.woodland.field[space] is tile
    assert st.players[seat].pollen == pollen and st.players[seat].nectar_count == nectar
    assert adv(st).known(seat) == {**adv(st).known(seat), space: tile.nectar.value}
    assert adv(st).views[-1][1:] == (seat, space, "scout")


def test_labels_and_prompts_do_not_tell_the_front():
    g = _new()
    _to(g, "forage", random.Random(6))
    for a in g.legal_actions():
        text = g.describe(a).lower()
        assert not any(t.replace("_", " ") in text for t in TYPES), text
    assert "face-down" in g.pending.prompt


def test_an_advanced_state_is_refused_by_a_base_game_reader():
    with pytest.raises(ModuleError, match="not played with the advanced variant"):
        adv(Game.new(2, seed=1).state)


# ------------------------------------------------------------------ views


def test_the_base_view_hides_only_the_face_down_order_cards():
    g = Game.new(2, seed=1)
    v = g.view(0)
    json.dumps(v)
    assert all(
        s["face_down"] == {"hidden": True, "count": n}
        for s, n in zip(
            v["order_stacks"], [len(s.face_down) for s in g.state.order_stacks], strict=True
        )
    )
    assert "seed" not in v and "rng_state" not in v
    # the setup a view carries is what the table shows: names, cards, starting spaces
    assert set(v["setup"]) == {
        "players", "first_game", "first_player", "configuration", "contests", "starts",
        "choose_starts", "choose_arrangement",
    }  # fmt: skip
    assert v["field"] and all("nectar" in t for t in v["field"].values())  # face up
    assert g.view(None) == g.spectator_view()
    assert g.all_seeing_view()["order_stacks"][0]["face_down"]  # named, and it sees all
    decider = g.pending.player
    assert g.view(decider)["legal"] and g.view(1 - decider)["legal"] is None
    assert g.spectator_view()["legal"] is None


def test_a_view_of_a_seat_that_does_not_exist_is_refused():
    with pytest.raises(ModuleError, match="no seat 5"):
        _new().view(5)


def test_the_advanced_view_shows_backs_and_only_the_fronts_the_seat_saw():
    g = _new()
    _to(g, "scout", random.Random(5))
    seat = g.state.turn.seat
    space, tile = sorted(g.state.woodland.field.items())[0]
    g.apply(A.Scout(space))
    name = space_name(space)
    mine, theirs, public = g.view(seat), g.view(1 - seat), g.spectator_view()
    json.dumps(mine)
    assert mine["field"][name] == {"back": BACK[tile.id], "nectar": tile.nectar.value}
    assert theirs["field"][name] == {"back": BACK[tile.id], "nectar": {"hidden": True, "count": 1}}
    assert public["field"][name] == theirs["field"][name]
    assert theirs["seen"][str(seat)] == {"hidden": True, "count": len(adv(g.state).known(seat))}
    assert mine["views"] == theirs["views"] and mine["views"][-1]["space"] == name  # public
    for v in (mine, theirs, public):
        text = json.dumps(v)
        assert tile.id not in text.replace('"' + name + '"', "")  # no tile ids at all


def _equivalent(state, seat: int, rng: random.Random):
    """A state that differs from ``state`` only in what ``seat`` cannot know."""
    other = state.clone()
    mod = adv(other)
    known = mod.known(seat)
    for back in TYPES:
        spaces = sorted(
            s for s in other.woodland.field if mod.backs[space_name(s)] == back and s not in known
        )
        tiles = [other.woodland.field[s] for s in spaces]
        rng.shuffle(tiles)
        other.woodland.field.update(zip(spaces, tiles, strict=True))
    # others' memories follow the tiles (they saw what lies there now)
    mod.seen = [
        (
            s,
            sp,
            other.woodland.field[sp].nectar.value
            if s != seat and sp in other.woodland.field
            else n,
        )
        for s, sp, n in mod.seen
    ]
    cards = [c for st in other.order_stacks for c in st.face_down]
    rng.shuffle(cards)
    for st in other.order_stacks:
        st.face_down, cards = cards[: len(st.face_down)], cards[len(st.face_down) :]
    other.rng_state = random.Random(rng.random()).getstate()
    other.seed = state.seed + 1
    return other


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_non_interference_over_random_games(players, seed):
    """Two states differing only in what a seat cannot know give it the same view, and the
    greedy bot the same choices; a difference the seat can know changes its view."""
    g = _new(players, seed)
    rng = random.Random(seed)
    checked = changed = 0
    while not g.is_over:
        if rng.random() < 0.15:
            st = g.state
            legal = g.legal_actions()
            decider = g.pending.player
            for seat in range(players):
                other = _equivalent(st, seat, rng)
                assert other.to_json() != st.to_json() or not st.woodland.field
                assert view_of(other, seat, legal, decider) == view_of(st, seat, legal, decider)
                checked += 1
            a, b = GreedyBot(seed), GreedyBot(seed)
            if decider is not None and len(legal) > 1:
                other = _equivalent(st, decider, rng)
                assert a.values(_Probe(st, legal)) == b.values(_Probe(other, legal))
            # the control: change a front the seat has seen, and its view changes
            for seat in range(players):
                known = adv(st).known(seat)
                on_field = [s for s in known if s in st.woodland.field]
                unseen = [s for s in st.woodland.field if s not in known]
                for s in on_field:
                    for u in unseen:
                        if st.woodland.field[s].nectar != st.woodland.field[u].nectar:
                            bad = st.clone()
                            bad.woodland.field[s], bad.woodland.field[u] = (
                                bad.woodland.field[u],
                                bad.woodland.field[s],
                            )
                            front = bad.woodland.field[s].nectar.value
                            adv(bad).seen = [
                                (w, sp, front if sp == s else n) for w, sp, n in adv(bad).seen
                            ]
                            assert view_of(bad, seat) != view_of(st, seat)
                            changed += 1
                            break
                    else:
                        continue
                    break
        g.apply(rng.choice(g.legal_actions()))
    assert checked > 20 and changed > 0


# ------------------------------------------------------------------ records, bots, undo


@pytest.mark.parametrize("players", [2, 3, 4])
def test_records_of_advanced_games_replay_exactly(players):
    g = _new(players, seed=20 + players)
    bots = [GreedyBot(i) if i % 2 else RandomBot(i) for i in range(players)]
    while not g.is_over:
        g.apply(bots[g.pending.player].choose(g))
    record = json.loads(json.dumps(g.to_record()))
    assert record["modules"] == ["advanced"]
    again = Game.from_record(record)
    assert again.rules is g.rules
    assert again.state.to_json() == g.state.to_json()
    assert again.log_for(0) == g.log_for(0) and again.view(1) == g.view(1)
    json.dumps(g.all_seeing_view())
    base = dict(record, modules=[])
    with pytest.raises(Exception):  # noqa: B017 - under the base rules it cannot replay
        Game.from_record(base)


@pytest.mark.parametrize("bot", [GreedyBot, RandomBot])
@pytest.mark.parametrize("players", [2, 4])
def test_bots_finish_advanced_games(bot, players):
    g = _new(players, seed=30 + players)
    bots = [bot(i) for i in range(players)]
    n = 0
    while not g.is_over and n < 3_000:
        g.apply(bots[g.pending.player].choose(g))
        n += 1
    assert g.is_over and len(g.final_scores()["winners"]) >= 1


def test_the_greedy_bot_remembers_what_it_saw():
    """It never forages a tile it saw and cannot collect, and prefers one it can."""
    checked = 0
    for seed in range(40):
        g = _new(2, seed)
        rng = random.Random(seed)
        try:
            _to(g, "forage", rng)
        except AssertionError:
            continue
        seat = g.state.turn.seat
        me = g.players[seat]
        known = adv(g.state).known(seat)
        good = [
            s
            for s, n in known.items()
            if s in g.state.woodland.field and me.hive.empty_cells(Nectar(n))
        ]
        bad = [s for s, n in known.items() if s in g.state.woodland.field and s not in good]
        if not good and not bad:
            continue
        choice = GreedyBot(seed).choose(g)
        if good:
            assert choice.space in good or choice.space not in known
        assert choice.space not in bad or len(g.legal_actions()) == len(bad)
        checked += 1
    assert checked >= 3


def test_undo_may_not_cross_a_private_reveal_to_another_human():
    g = _new(2, seed=9)
    rng = random.Random(9)
    while not any(getattr(line, "private", None) for line in g.log):
        g.apply(rng.choice(g.legal_actions()))
    (ply, viewer), *_ = g.private_reveals()
    assert ply == g.history.ply
    other = 1 - viewer
    assert g.undo_barrier(other) == ply
    assert not g.can_undo(other)
    with pytest.raises(IllegalAction, match="secretly viewed"):
        g.undo(other)
    assert g.history.ply == ply  # nothing was taken back
    # the viewer's own view fixes the past too: a random result it saw (RULINGS 10)
    assert g.secret_barrier(viewer) == 0 and g.chance_barrier() == ply
    assert not g.can_undo(viewer)
    with pytest.raises(IllegalAction, match="chance is not taken back"):
        g.undo(viewer)
    # a game where the viewer is a bot: no secret stops the other seat's undo
    assert g.secret_barrier(other, humans=[other]) == 0
    assert g.can_undo()  # a plain undo (no seat) is the caller's choice (analysis)
    assert g.undo() is not None


def test_a_base_game_has_no_undo_barrier():
    g = Game.new(2, seed=1)
    rng = random.Random(1)
    for _ in range(60):
        g.apply(rng.choice(g.legal_actions()))
    assert g.private_reveals() == [] and g.undo_barrier(0) == 0 and g.can_undo(1)


def test_private_log_lines_in_hungarian():
    g = _new(2, seed=9)
    rng = random.Random(9)
    while not any(getattr(line, "private", None) for line in g.log):
        g.apply(rng.choice(g.legal_actions()))
    line = next(x for x in g.log if getattr(x, "private", None))
    (seat,) = line.private
    hu_mine = g.log_for(seat, "hu")[g.log.index(line)]
    hu_theirs = g.log_for(1 - seat, "hu")[g.log.index(line)]
    assert hu_mine != hu_theirs and "(" in hu_mine and "lapk" in hu_theirs
    assert pending_kind(g.state)


def test_a_lessons_earlier_collect_and_view_are_checked_edits():
    from honeybuzz_lab.games.honeybuzz.game.modules.advanced import (
        adv,
        collected_earlier,
        scouted_earlier,
    )
    from honeybuzz_lab.games.honeybuzz.game.registry import ModuleError

    game = Game.new(2, modules=["advanced"], seed=1)
    state = game.state
    space, tile = next(iter(state.woodland.field.items()))
    mod = adv(state)
    before = (dict(mod.backs), list(mod.views), list(mod.seen), list(mod.collected))
    for bad in (
        lambda: scouted_earlier(state, 5, space),  # no such seat
        lambda: scouted_earlier(state, 0, (99, 99)),  # no tile there
        lambda: collected_earlier(state, 2, space, "acacia"),
        lambda: collected_earlier(state, 0, (99, 99), "acacia"),  # no back there
    ):
        with pytest.raises(ModuleError):
            bad()
        assert (dict(mod.backs), list(mod.views), list(mod.seen), list(mod.collected)) == before
    assert scouted_earlier(state, 1, space) == tile.nectar.value
    assert mod.known(1)[space] == tile.nectar.value and mod.views[-1][-1] == "scout"
    collected_earlier(state, 0, space, tile.nectar.value)
    assert mod.collected[-1][0] == 0 and len(mod.backs) == len(before[0]) - 1
    with pytest.raises(ModuleError):  # its back went with it
        collected_earlier(state, 0, space, tile.nectar.value)
    assert not game.is_over  # the game goes on from the position
