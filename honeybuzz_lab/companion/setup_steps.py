"""The setup of a real box as data: one step per thing to do, with the rulebooks' numbers.

Every number comes from the engines' own setup data (Honey Buzz's tables a-d and f in
``game.setup`` and the modules' data files, Honeycomb Hustle's ``tokens.toml`` and its
``new_state``), so the guide and the engines cannot disagree.

>>> [s.id for s in setup_steps(players=2)][:3]
['boards', 'stacks', 'supply']
>>> next(s for s in setup_steps(players=4) if s.id == "workers").counts["seats"][3]
{'workers': 2, 'coins': 5}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games.honeybuzz.game import setup as hb_setup
from ..games.honeybuzz.game.components import load_components
from ..games.honeybuzz.game.modules import advanced as hb_advanced
from ..games.honeybuzz.game.modules import fall_caps, fall_festival, fall_fruit, fall_sunset
from ..games.honeybuzz.game.modules.solo.data import TABLE_G_MINIMUM
from ..games.honeybuzz.game.registry import ModuleError, compose
from ..games.honeybuzz.hive.notation import letters
from ..games.hustle.game import data as hustle_data
from ..games.hustle.game import rules as hustle_rules
from .texts import CompanionError, check_language, say

GAMES = ("honeybuzz", "hustle")
#: Fall Flavors: the tiles each leafy set replaces in every stack (rulebook, Autumn Leaves).
LEAFY_PER_STACK = 6


@dataclass(frozen=True)
class Step:
    """One setup step: what to do, in words, and the numbers it needs."""

    id: str
    title: str
    text: str
    counts: dict[str, Any] = field(default_factory=dict)
    module: str = "base"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "counts": self.counts,
            "module": self.module,
        }


def setup_steps(
    players: int = 2,
    modules: Sequence[str] = (),
    game: str = "honeybuzz",
    language: str = "en",
) -> list[Step]:
    """The setup steps for ``players`` players with ``modules`` (Honey Buzz: 1-4 players,
    one is the solitaire variant; Honeycomb Hustle: 2-8), in ``language``."""
    language = check_language(language)
    if isinstance(players, bool) or not isinstance(players, int):
        raise CompanionError(f"players must be a whole number, not {players!r}")
    if game == "hustle":
        if modules:
            raise CompanionError("Honeycomb Hustle has no modules")
        return _hustle(players, language)
    if game != "honeybuzz":
        raise CompanionError(f"no game {game!r}: choose one of {', '.join(GAMES)}")
    return _honeybuzz(players, list(modules), language)


def module_set(players: int, modules: Sequence[str]) -> tuple[str, ...]:
    """The modules in play (solitaire added for one player, Sunset with any Fall module),
    checked by the engine's composer."""
    if not 1 <= players <= hb_setup.MAX_PLAYERS:
        raise CompanionError(
            f"Honey Buzz is for 1 to {hb_setup.MAX_PLAYERS} players, not {players}"
        )
    names = list(modules)
    if players == 1 and "solo" not in names:
        names.append("solo")
    if players > 1 and "solo" in names:
        raise CompanionError("the solitaire variant is for one player")
    try:
        return compose(names).modules
    except ModuleError as e:
        raise CompanionError(str(e)) from None


def _honeybuzz(players: int, modules: list[str], lang: str) -> list[Step]:
    mods = module_set(players, modules)
    comp = load_components()
    t = max(players, hb_setup.MIN_PLAYERS)  # the tables' count: solo sets up as two
    adv, fruit = "advanced" in mods, "fall.fruit" in mods
    solo, leaves = "solo" in mods, "fall.leaves" in mods
    steps: list[Step] = []

    def add(sid: str, counts: dict[str, Any], module: str = "base", **extra: object) -> None:
        fields = {**counts, **extra}
        steps.append(
            Step(
                sid,
                say(lang, f"setup.{sid}.title"),
                say(lang, f"setup.{sid}.text", **fields),
                counts,
                module,
            )
        )

    side = comp.board_for(t)
    woodland = ("fall_" if fruit else "") + ("B" if adv else "A")
    add(
        "boards",
        {"hive_side": f"{min(side.players)}-{max(side.players)}", "woodland": woodland[-1]},
        fall=say(lang, "word.fall_woodland" if fruit else "word.spring_woodland"),
    )
    icons = list(letters(lang).actions.values())  # the notation's letters, for the picture
    add(
        "stacks",
        {"stacks": len(comp.standard_tiles), "leafy": LEAFY_PER_STACK if leaves else 0},
        letters=icons,
    )
    steps[-1].counts["letters"] = icons
    if leaves:
        steps[-1] = _with_text(steps[-1], say(lang, "setup.stacks.leafy", n=LEAFY_PER_STACK), lang)
    resource = "fruit" if fruit else "pollen"
    add(
        "supply",
        {"honey_types": len(comp.market) - 1, "resource": resource},
        word=say(lang, f"word.{resource}"),
    )
    if solo:
        add("solo_contests", {"cards": 3}, "solo")
    else:
        coins = list(hb_setup.TABLE_A_SPEED_COINS[t])
        places = " / ".join(say(lang, f"setup.contests.place.{i + 1}") for i in range(len(coins)))
        add("contests", {"speed_coins": coins}, coins=" / ".join(map(str, coins)), places=places)
    large, small = hb_setup.TABLE_B_ORDER_STACKS[t]
    add(
        "orders",
        {
            "stacks": len(comp.order_stack_actions),
            "large": large,
            "small": small,
            "per_stack": large + small,
        },
    )
    start = 1 if t == 2 else 0  # the engine's step 6
    add(
        "market",
        {"start_space": start + 1, "columns": len(comp.market)},
        word=say(lang, f"word.{resource}"),
    )
    add("first_player", {})
    add("pieces", {"workers": hb_setup.WORKERS_PER_PLAYER, "starting_tiles": 4})
    seats = [{"workers": w, "coins": c} for w, c in hb_setup.TABLE_C_WORKERS_COINS[:players]]
    add(
        "workers",
        {"seats": seats},
        list="; ".join(say(lang, "setup.workers.seat", k=k + 1, **s) for k, s in enumerate(seats)),
    )
    add("configuration", {"drawn": 2 if solo else 1})
    if solo:
        steps[-1] = _with_text(steps[-1], say(lang, "setup.configuration.solo"), lang)
    per_group = len(comp.nectar_tiles) // 4
    if adv:
        removed = len(hb_advanced.REMOVED[t])
        add(
            "nectar",
            {
                "groups": 4,
                "removed_per_type": removed // 4,
                "used": len(comp.nectar_tiles) - removed,
            },
            "advanced",
        )
    else:
        removed = hb_setup.TABLE_D_NECTAR_REMOVED[t]
        add(
            "nectar", {"groups": 4, "removed_per_group": removed, "used": 4 * (per_group - removed)}
        )
    if fruit and not adv:
        tiles = dict(fall_fruit.TABLE_B[t])
        add(
            "field",
            {"fruit_tiles": tiles},
            "fall.fruit",
            list=say(
                lang,
                "setup.field.fruit",
                list=", ".join(f"{n} {say(lang, 'word.' + k)}" for k, n in tiles.items()),
            ),
        )
    else:
        add("field_back" if adv else "field", {}, "advanced" if adv else "base", list="")
    if adv:
        add("forage_tokens_box", {}, "advanced")
    else:
        add("forage_tokens", {"starts": len(comp.fields["A"].starts)})
    if fruit:
        add(
            "fruit",
            {"fruit_orders": fall_fruit.TABLE_C[t], "values": dict(fall_fruit.FRUIT_VALUE)},
            "fall.fruit",
        )
    if "fall.sunset" in mods:
        add("sunset", {"track_spaces": fall_sunset.track_spaces(mods, players)}, "fall.sunset")
    if leaves:
        add(
            "leaves",
            {"foliage_cards": 0 if solo else 1, "leafy_per_stack": LEAFY_PER_STACK},
            "fall.leaves",
        )
        if solo:
            steps[-1] = _with_text(steps[-1], say(lang, "setup.leaves.solo"), lang)
    if "fall.caps" in mods:
        data = fall_caps.caps_data()
        caps, trophies = list(data.caps[players]), list(data.trophies[players])
        add(
            "caps",
            {"caps": caps, "trophies": trophies},
            "fall.caps",
            caps_list=", ".join(map(str, caps)),
            trophies_list=", ".join(map(str, trophies)) or "-",
        )
    if "fall.festival" in mods:
        board = fall_festival.board_for(players)
        add(
            "festival",
            {
                "side": "1-2" if players <= 2 else "3-4",
                "toast_cards": board.slots,
                "worker_spaces": board.spaces - board.blocked,
                "blocked": board.blocked,
            },
            "fall.festival",
        )
    if solo:
        fall = [m for m in ("fall.leaves", "fall.caps", "fall.festival") if m in mods]
        add(
            "drones",
            {
                "drone_cards": 10,
                "module_drone_cards": sum(1 for m in fall if m != "fall.leaves"),
                "module_contests": len(fall),
                "minimum": dict(TABLE_G_MINIMUM),
            },
            "solo",
            fruit=say(lang, "setup.drones.fruit") if fruit else "",
        )
    return steps


def _with_text(step: Step, more: str, lang: str) -> Step:
    return Step(step.id, step.title, f"{step.text} {more}", step.counts, step.module)


def _hustle(players: int, lang: str) -> list[Step]:
    low, high = hustle_data.MIN_PLAYERS, hustle_data.MAX_PLAYERS
    if not low <= players <= high:
        raise CompanionError(f"Honeycomb Hustle is for {low} to {high} players, not {players}")
    state = hustle_rules.new_state([f"P{k}" for k in range(players)], seed=0)
    starting = dict(hustle_data.STARTING)
    out = []
    specs: list[tuple[str, dict[str, Any]]] = [
        (
            "bags",
            {
                "starting": starting,
                "restart_cubes": hustle_data.CUBES_PER_PLAYER,
                "unused_sets": hustle_data.MAX_PLAYERS - players,
            },
        ),
        ("honey_pile", {"honey_pile": state.honey_pile, "extra_honey": state.extra_honey}),
        ("nectar_pile", {"nectar": state.nectar_pile}),
        ("helper_pile", {"helpers": state.helper_pile}),
        ("start_token", {}),
        ("drafting_bag", {"tokens": sum(state.drafting.values())}),
    ]
    for sid, counts in specs:
        fields = {**counts, **{k: v for k, v in starting.items()}}
        out.append(
            Step(
                sid,
                say(lang, f"hustle.{sid}.title"),
                say(lang, f"hustle.{sid}.text", **fields),
                counts,
                "hustle",
            )
        )
    return out
