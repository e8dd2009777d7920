"""The advanced variant (rulebook, "Advanced Variant (Nectar Tile Backs)"; RULINGS 6).

Every nectar tile lies face down on side B of the woodland board, in the quadrant of its
back group (table f removes some tiles first); forage tokens are not used. Foraging picks
any face-down tile and views it secretly: it is collected if the hive has an empty cell
for its type, else it goes back on its space and the player gains a pollen. Scouting
views a tile and puts it back. Who viewed which tile and when is public; what a seat saw
is known only to that seat (:class:`AdvancedState`, redacted by :func:`redact`).

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> g = Game.new(2, seed=1, modules=["advanced"])
>>> g.state.woodland.side.name, len(g.state.woodland.field), g.players[0].forage
('B', 16, None)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar

from .....core.i18n import Message
from ...data import load_toml
from ...hive import Nectar
from .. import actions as A
from ..components import NectarTile
from ..geometry import field_spaces
from ..kinds import ActionKind, Target
from ..log import Log, nectar_term, pollen_word, say
from ..registry import Module, ModuleError, register
from ..rules import DecisionRule, Ruleset
from ..rules.forage import collect_nectar
from ..state import GameState, Woodland, space_name
from ..worlds import complete, space_from_name

Space = tuple[int, int]

_DATA = load_toml("advanced.toml")
#: Tile id -> its back group (a nectar type's name).
BACK: dict[str, str] = {tid: back for back, ids in _DATA["backs"].items() for tid in ids}
#: Back group -> the name of its quadrant on side B.
QUADRANT: dict[str, str] = dict(_DATA["quadrants"])
#: Player count -> the tile ids table f removes.
REMOVED: dict[int, frozenset[str]] = {int(k): frozenset(v) for k, v in _DATA["removed"].items()}
#: The back groups in the rulebook's order.
BACKS: tuple[str, ...] = tuple(n.value for n in Nectar)


@dataclass
class AdvancedState:
    """What the advanced variant remembers (the module's own state).

    ``views`` is public: (turn, seat, space, how) for every tile viewed, ``how`` being
    ``"forage"`` or ``"scout"``. ``seen`` is private to each seat: (seat, space, nectar) for
    every front that seat viewed. ``backs`` is public: each field space's back group.
    ``collected`` is public: (seat, back) of every tile collected into a hive. ``taken`` is
    public too: (seat, space, nectar) of every tile collected, as the log tells it (its back
    is its space's quadrant).
    """

    backs: dict[str, str] = field(default_factory=dict)  # space name -> back
    views: list[tuple[int, int, Space, str]] = field(default_factory=list)
    seen: list[tuple[int, Space, str]] = field(default_factory=list)
    collected: list[tuple[int, str]] = field(default_factory=list)
    taken: list[tuple[int, Space, str]] = field(default_factory=list)

    def known(self, seat: int) -> dict[Space, str]:
        """The fronts ``seat`` has seen, by space (the latest view of a space wins)."""
        return {space: nectar for s, space, nectar in self.seen if s == seat}


def adv(state: GameState) -> AdvancedState:
    """The advanced variant's state of a game."""
    got = state.modules.get("advanced")
    if not isinstance(got, AdvancedState):
        raise ModuleError("this game is not played with the advanced variant")
    return got


class PrivateLine(Message):
    """A log sentence with other words for some seats (what only they saw)."""

    private: dict[int, Message]


def private_line(public: Message, private: Mapping[int, Message]) -> Message:
    """``public`` for everyone, ``private[seat]`` for the seats it names."""
    line = PrivateLine(public.key, public.default, **public.params)
    line.private = dict(private)
    return line


# ------------------------------------------------------------------ a lesson's position


def _check(state: GameState, seat: int, space: Space) -> None:
    if not 0 <= seat < len(state.players):
        raise ModuleError(f"no seat {seat!r}: the game has {len(state.players)} players")
    if space not in field_spaces(state):
        raise ModuleError(f"{space!r} is not a space of the field")


def collected_earlier(state: GameState, seat: int, space: Space, nectar: str) -> None:
    """``seat`` foraged the face-down tile of ``space`` (its front ``nectar``) earlier and
    collected it: its back goes with it, and the views and the log's record say so.
    ``ModuleError`` (nothing changed) for a bad seat or a space with no back left."""
    mod = adv(state)
    _check(state, seat, space)
    name = space_name(space)
    if name not in mod.backs:
        raise ModuleError(f"{name} has no face-down tile's back left to collect")
    back = mod.backs.pop(name)
    mod.views.append((0, seat, space, "forage"))
    mod.seen.append((seat, space, nectar))
    mod.collected.append((seat, back))
    mod.taken.append((seat, space, nectar))


def scouted_earlier(state: GameState, seat: int, space: Space) -> str:
    """``seat`` viewed the face-down tile on ``space`` earlier (and put it back): it knows
    its front. The front's nectar; ``ModuleError`` (nothing changed) for a bad seat or a
    space with no tile."""
    mod = adv(state)
    _check(state, seat, space)
    tile = state.woodland.field.get(space)
    if tile is None:
        raise ModuleError(f"{space_name(space)} holds no face-down tile")
    mod.views.append((0, seat, space, "scout"))
    mod.seen.append((seat, space, tile.nectar.value))
    return str(tile.nectar.value)


def _state(state: GameState, opts: Mapping[str, Any]) -> AdvancedState:
    return AdvancedState()


def _setup(state: GameState, rules: Ruleset, opts: Mapping[str, Any]) -> None:
    """Side B, the groups face down in their quadrants (table f), no forage tokens.

    One player (the solitaire variant) sets up as two, as the base setup does."""
    n = max(state.player_count, 2)
    side = state.components.fields["B"]
    quadrants = dict(side.quadrants)
    tiles = {t.id: t for t in state.components.nectar_tiles}
    rng = state.random()
    placed: dict[Space, Any] = {}
    mod = adv(state)
    for back in BACKS:
        group = [tiles[i] for i in sorted(BACK) if BACK[i] == back and i not in REMOVED[n]]
        rng.shuffle(group)
        spaces = rng.sample(list(quadrants[QUADRANT[back]]), len(group))
        for space, tile in zip(spaces, group, strict=True):
            placed[space] = tile
            mod.backs[space_name(space)] = back
    state.keep_random(rng)
    state.woodland = Woodland(side, placed)
    for player in state.players:
        player.forage = None
    state.start_choices = []


def _spaces(state: GameState) -> list[Space]:
    field_ = state.woodland.field
    return sorted(field_) if field_ else list(field_spaces(state))


def view_tile(state: GameState, seat: int, space: Space, how: str) -> NectarTile | None:
    """``seat`` views the face-down tile on ``space`` (``how``: "forage" or "scout"),
    remembered for the views and the undo barrier; the tile, or None if the space has none."""
    tile = state.woodland.field.get(space)
    mod = adv(state)
    mod.views.append((state.turns_played + 1, seat, space, how))
    if tile is not None:
        mod.seen.append((seat, space, tile.nectar.value))
    return tile


def forage_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Forage(s) for s in _spaces(state)]


def forage_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Forage)
    seat = state.turn.seat
    player = state.players[seat]
    tile = view_tile(state, seat, action.space, "forage")
    if tile is not None:
        log.reveal()  # whether the tile is collected or put back tells everyone of its front
    where = {"name": player.name, "space": space_name(action.space)}
    word = pollen_word(state)
    if tile is not None and player.hive.empty_cells(tile.nectar):
        back = adv(state).backs.pop(space_name(action.space))
        adv(state).collected.append((seat, back))
        adv(state).taken.append((seat, action.space, tile.nectar.value))
        collect_nectar(state, log, action.space, tile)
        log.reveal()
        log.add(say("advanced.forage_collect", **where, nectar=nectar_term(tile.nectar)))
        return
    state.turn.frame = None
    gained = state.supply.pollen > 0
    if gained:
        state.supply.pollen -= 1
        player.pollen += 1
    key = "advanced.forage_back" if gained else "advanced.forage_back_no_pollen"
    if tile is None:
        log.add(
            say(
                "advanced.forage_empty" if gained else "advanced.forage_empty_no_pollen",
                **where,
                pollen=word,
            )
        )
        return
    mine = say(key + "_seen", **where, nectar=nectar_term(tile.nectar), pollen=word)
    log.add(private_line(say(key, **where, pollen=word), {seat: mine}))


def forage_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("advanced.prompt_forage", name=state.current.name)


def forage_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Forage)
    return say("advanced.explain_view", space=_name(action.space))


@dataclass(frozen=True)
class NoScout(A.Action):
    """After a recall: view no tile (scouting is a "may": RULINGS 10)."""

    kind: ClassVar[str] = "no_scout"


def scout_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    """View any one tile of the field, or none (the rulebook's "may", RULINGS 10)."""
    return [*(A.Scout(s) for s in _spaces(state)), NoScout()]


def scout_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    if isinstance(action, NoScout):
        log.add(say("advanced.scout_none", name=state.current.name))
        state.turn.step = "act"
        return
    assert isinstance(action, A.Scout)
    seat = state.turn.seat
    tile = view_tile(state, seat, action.space, "scout")
    where = {"name": state.current.name, "space": space_name(action.space)}
    if tile is None:
        log.add(say("advanced.scout_empty", **where))
    else:
        mine = say("advanced.scout_seen", **where, nectar=nectar_term(tile.nectar))
        log.add(private_line(say("advanced.scout", **where), {seat: mine}))
    state.turn.step = "act"  # nothing is queued: the turn can end


def scout_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("advanced.prompt_scout", name=state.current.name)


def scout_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if not isinstance(action, A.Scout):
        return None
    return say("advanced.explain_view", space=_name(action.space))


def _label_no_scout(state: GameState, action: NoScout) -> Message:
    return say("advanced.label_no_scout")


def _score_no_scout(v: Any, action: NoScout) -> float:
    """The bots keep viewing a tile (worth 0 or more to them) over viewing none."""
    return -1.0


NO_SCOUT_KIND = ActionKind(NoScout, _label_no_scout, Target("button"), _score_no_scout, button=True)


def _name(space: object) -> str:
    try:
        return space_name(space)  # type: ignore[arg-type]
    except (IndexError, TypeError):
        return repr(space)


def _reach(state: GameState, seat: int) -> dict[Space, int]:
    return {s: 0 for s in _spaces(state)}


def _yield(state: GameState, seat: int, space: Space) -> Any:
    """What a forage there would collect, as far as ``seat`` knows (None: not known)."""
    nectar = adv(state).known(seat).get(space)
    tile = state.woodland.field.get(space)
    if nectar is None or tile is None or not state.players[seat].hive.empty_cells(tile.nectar):
        return None
    return tile


# ------------------------------------------------------------------ views


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """Hide in ``view`` the fronts ``seat`` has not seen; add the public record of views."""
    mod = adv(state)
    known = {} if seat is None else mod.known(seat)
    out = {}
    for space in sorted(state.woodland.field):
        name = space_name(space)
        entry: dict[str, Any] = {"back": mod.backs[name]}
        if space in known:
            entry["nectar"] = known[space]
        else:
            entry["nectar"] = {"hidden": True, "count": 1}
        out[name] = entry
    view["field"] = out
    view["views"] = [
        {"turn": t, "seat": s, "space": space_name(sp), "how": how} for t, s, sp, how in mod.views
    ]
    view["taken"] = [{"seat": s, "space": space_name(sp), "nectar": n} for s, sp, n in mod.taken]
    view["seen"] = {
        str(s): (
            {space_name(sp): n for sp, n in sorted(mod.known(s).items())}
            if s == seat
            else {"hidden": True, "count": len(mod.known(s))}
        )
        for s in range(state.player_count)
    }
    view["hive_backs"] = {
        str(s): (
            sorted(b for who, b in mod.collected if who == s)
            if s == seat
            else {"hidden": True, "count": sum(1 for who, _ in mod.collected if who == s)}
        )
        for s in range(state.player_count)
    }
    for player in view["players"]:
        player["forage"] = None


def sample_unknown(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` where every front ``seat`` has not seen is drawn anew.

    The fronts still unseen in each back group are dealt at random over that group's
    unseen spaces; the game's random position is replaced. It starts from the real state
    (tests use it to make a twin game that differs only in what ``seat`` cannot know); the
    bots and Why? use :func:`..worlds.seat_world`, built from the seat's view alone.
    """
    out = state.clone()
    mod = adv(out)
    known = mod.known(seat)
    by_id = {t.id: t for t in state.components.nectar_tiles}
    for back in BACKS:
        spaces = sorted(
            s for s in out.woodland.field if mod.backs[space_name(s)] == back and s not in known
        )
        fronts = sorted(out.woodland.field[s].id for s in spaces)
        # tiles of a group with the same front are interchangeable: deal by front only
        natures = sorted(by_id[i].nectar.value for i in fronts)
        rng.shuffle(natures)
        pool = {n: sorted(i for i in fronts if by_id[i].nectar.value == n) for n in set(natures)}
        for space, nature in zip(spaces, natures, strict=True):
            out.woodland.field[space] = by_id[pool[nature].pop()]
    out.rng_state = random.Random(rng.random()).getstate()
    return out


def _back_of(state: GameState) -> dict[Space, str]:
    """Every space of side B with the back group of its quadrant."""
    return _backs_of_side(state.woodland.side.quadrants)


@cache
def _backs_of_side(quadrants: tuple[tuple[str, tuple[Space, ...]], ...]) -> dict[Space, str]:
    by_name = dict(quadrants)
    return {space: back for back in BACKS for space in by_name[QUADRANT[back]]}


@cache
def _group_ids(players: int) -> dict[str, tuple[str, ...]]:
    """The tile ids of each back group that table f leaves in play at ``players``."""
    return {
        back: tuple(i for i in sorted(BACK) if BACK[i] == back and i not in REMOVED[players])
        for back in BACKS
    }


def rebuild(view: dict[str, Any], state: GameState, rng: random.Random) -> None:
    """Fill the advanced state of a world built from ``view`` (see :mod:`..worlds`).

    The all-seeing view gives everything. A seat's view gives each field space's back,
    who viewed what and when, what was collected and the fronts the seat saw: the other
    fronts of each back group are dealt at random over its spaces the seat has not seen,
    from that group's tiles (table f's removals, tiles collected and tiles removed by
    drones taken out). Other seats' memories are the world's fronts of what they viewed.
    """
    mod = adv(state)
    if complete(view):
        got = view["modules"]["advanced"]
        mod.backs = dict(got["backs"])
        mod.views = [(t, s, (sp[0], sp[1]), how) for t, s, sp, how in got["views"]]
        mod.seen = [(s, (sp[0], sp[1]), n) for s, sp, n in got["seen"]]
        mod.collected = [(s, b) for s, b in got["collected"]]
        mod.taken = [(s, (sp[0], sp[1]), n) for s, sp, n in got["taken"]]
        return
    seat = view["viewer"]
    field_ = state.woodland.field
    mod.backs = {name: entry["back"] for name, entry in view["field"].items()}
    mod.views = [
        (v["turn"], v["seat"], space_from_name(v["space"]), v["how"]) for v in view["views"]
    ]
    mod.taken = [(t["seat"], space_from_name(t["space"]), t["nectar"]) for t in view["taken"]]
    back_of = _back_of(state)
    mod.collected = [(s, back_of[sp]) for s, sp, _ in mod.taken]
    mine = view["seen"][str(seat)] if seat is not None else {}
    known = {space_from_name(name): n for name, n in mine.items()}
    # the tiles still on the field, by back group: all of the group but what left it
    n_tables = max(state.player_count, 2)
    by_id = {t.id: t for t in state.components.nectar_tiles}
    removed = set(view.get("solo", {}).get("removed", ()))
    groups: dict[str, list[NectarTile]] = {
        back: [by_id[i] for i in ids if i not in removed]
        for back, ids in _group_ids(n_tables).items()
    }
    for _, space, nectar in mod.taken:
        group = groups[back_of[space]]
        group.remove(next(t for t in group if t.nectar.value == nectar))
    unknown: dict[str, list[Space]] = {back: [] for back in BACKS}
    for name, entry in sorted(view["field"].items()):
        space = space_from_name(name)
        group = groups[entry["back"]]
        if space in known:
            tile = next(t for t in group if t.nectar.value == known[space])
            group.remove(tile)
            field_[space] = tile
        else:
            unknown[entry["back"]].append(space)
    for back in BACKS:
        group = groups[back]
        rng.shuffle(group)
        for space, tile in zip(sorted(unknown[back]), group, strict=True):
            field_[space] = tile
    state.woodland.field = dict(sorted(field_.items()))
    fronts = {sp: t.nectar.value for sp, t in state.woodland.field.items()}
    fronts.update({sp: n for _, sp, n in mod.taken})
    for _, _s, space, _how in mod.views:  # a space a drone emptied (solo): a removed front
        if space in fronts or not removed:
            continue
        drone = [by_id[i] for i in sorted(removed) if BACK[i] == back_of.get(space)]
        if drone:
            fronts[space] = drone[0].nectar.value
    mod.seen = [
        (s, space, known[space] if s == seat else fronts[space])
        for _, s, space, _how in mod.views
        if (space in known if s == seat else space in fronts)
    ]


ADVANCED = register(
    Module(
        name="advanced",
        summary="Advanced variant: nectar tiles face down by back group, viewed secretly.",
        state=_state,
        setup=_setup,
        decisions={
            "forage": DecisionRule(
                ("forage",), forage_options, forage_apply, forage_prompt, forage_explain
            ),
            "scout": DecisionRule(
                ("scout", "no_scout"), scout_options, scout_apply, scout_prompt, scout_explain
            ),
        },
        single={"forage_reach": _reach, "forage_yield": _yield},
        replaces=("decision:forage", "decision:scout", "forage_reach", "forage_yield"),
        redact=redact,
        rebuild=rebuild,
        kinds=(NO_SCOUT_KIND,),
    )
)
