"""Facts about the advanced variant's face-down field, worked out from one seat's view.

Everything here reads ``game.view(seat)`` (what that seat may know, RULINGS 6) and the
public rules: which fronts each back group holds after table f (reconstructed data,
``data/advanced.toml``) and which quadrant of side B holds which group. It never reads the
fronts the seat has not seen, so a question's answer is what the learner can deduce.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...game import Game
from ...game.modules.advanced import BACK, BACKS, QUADRANT, REMOVED
from ...game.state import space_name
from ..game_facts import GameFactError, _seat
from . import LessonPart, register


@dataclass
class BackGroup:
    """What a seat knows of one back group: its face-down spaces and their possible fronts."""

    back: str
    spaces: list[str] = field(default_factory=list)  # face down now
    known: dict[str, str] = field(default_factory=dict)  # space -> front the seat saw
    unseen: Counter[str] = field(default_factory=Counter)  # fronts among the other spaces

    def count(self, nectar: str) -> int:
        """How many tiles of this group with that front lie face down now."""
        return sum(1 for n in self.known.values() if n == nectar) + self.unseen[nectar]


def back_groups(game: Game, seat: int) -> dict[str, BackGroup]:
    """Each back group as ``seat`` knows it, from ``game.view(seat)`` and the public rules."""
    view = game.view(seat)
    if "advanced" not in view.get("modules", []):
        raise GameFactError("this fact needs a game with the advanced variant")
    tiles = {t.id: t.nectar.value for t in game.state.components.nectar_tiles}
    removed = REMOVED[len(view["players"])]
    groups = {b: BackGroup(b) for b in BACKS}
    left = {b: Counter() for b in BACKS}
    for tid, back in BACK.items():
        if tid not in removed:
            left[back][tiles[tid]] += 1
    side = game.state.components.fields["B"]
    back_of = {space_name(s): back for back in BACKS for s in dict(side.quadrants)[QUADRANT[back]]}
    for entry in view.get("taken", []):  # public: who collected which front from where
        left[back_of[entry["space"]]][entry["nectar"]] -= 1
    for name, entry in view["field"].items():
        group = groups[entry["back"]]
        group.spaces.append(name)
        if isinstance(entry["nectar"], str):
            group.known[name] = entry["nectar"]
    for back, group in groups.items():
        unseen = left[back] - Counter(group.known.values())
        group.unseen = unseen
        if sum(unseen.values()) != len(group.spaces) - len(group.known):
            raise GameFactError(f"the {back} group does not add up from this view")
    return groups


def _nectar(value: Any, key: str) -> str:
    if value not in BACKS:
        raise GameFactError(f"{key} names a nectar type ({', '.join(BACKS)}), not {value!r}")
    return str(value)


def _face_down(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    back = _nectar(args["face_down"], "face_down")
    return frozenset({str(len(back_groups(game, _seat(game, args))[back].spaces))})


def _fronts_face_down(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    spec = args["fronts_face_down"]
    if not isinstance(spec, dict) or set(spec) != {"nectar", "back"}:
        raise GameFactError("write fronts_face_down = { nectar = 'rosemary', back = 'wildflower' }")
    group = back_groups(game, _seat(game, args))[_nectar(spec["back"], "back")]
    return frozenset({str(group.count(_nectar(spec["nectar"], "nectar")))})


def _unseen_in(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    nectar = _nectar(args["unseen_in"], "unseen_in")
    groups = back_groups(game, _seat(game, args))
    return frozenset(b for b, g in groups.items() if g.unseen[nectar] > 0)


def _front_known(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    name = str(args["front_known"]).upper()
    entry = game.view(_seat(game, args))["field"].get(name)
    if entry is None:
        raise GameFactError(f"{name} holds no face-down tile")
    return frozenset({"yes" if isinstance(entry["nectar"], str) else "no"})


#: The advanced variant's facts (merged into the game facts).
_FACTS = {
    "face_down": ("how many tiles of this back group lie face down (seat's view)", _face_down),
    "fronts_face_down": (
        "how many fronts of a type lie face down in a back group: { nectar, back }",
        _fronts_face_down,
    ),
    "unseen_in": (
        "the back groups where an unseen tile may have this front (seat's view)",
        _unseen_in,
    ),
    "front_known": ("'yes' if the seat knows the front of the tile on this space", _front_known),
}

#: The lessons' part of the advanced variant (registered with the lessons' module parts).
PART = register(LessonPart("advanced", facts=_FACTS))


__all__ = ["PART", "BackGroup", "back_groups"]
