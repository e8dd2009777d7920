"""The solitaire variant's own state (``state.modules["solo"]``) and what it reads of
the advanced variant's (the field's back groups)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...actions import Space
from ...state import GameState, space_name
from .data import NAME


@dataclass
class SoloState:
    """The solitaire variant's own state (copied by ``GameState.clone``)."""

    difficulty: str
    contests: list[str] = field(default_factory=list)  # solo contest ids, by colour
    configurations: list[str] = field(default_factory=list)  # the two drawn, to choose from
    configuration: str | None = None  # the chosen card
    deck: list[str] = field(default_factory=list)  # drone cards, the top one last
    flipped: list[str] = field(default_factory=list)  # face up beside the deck, latest last
    drones: dict[str, str] = field(default_factory=dict)  # "A"/"B" -> hive box name
    removed: list[str] = field(default_factory=list)  # nectar tile ids removed by drones
    drone_turns: int = 0
    reshuffles: int = 0
    extra_turn: bool = False  # the end came on a drone turn: one more player turn
    module_contests: list[str] = field(default_factory=list)  # modules' contest cards
    module_drones: list[str] = field(default_factory=list)  # modules' drone cards in play


def solo(state: GameState) -> SoloState:
    """The solo module's state of ``state``."""
    return state.modules[NAME]  # type: ignore[no-any-return]


def make_state(state: GameState, options: Mapping[str, Any]) -> SoloState:
    return SoloState(difficulty=options["difficulty"])


def field_backs(state: GameState) -> dict[str, str] | None:
    """Each field space's back group (by space name) with the advanced variant, else None."""
    mod = state.modules.get("advanced")
    return None if mod is None else mod.backs  # type: ignore[no-any-return]


def back_of(state: GameState, space: Space) -> str | None:
    backs = field_backs(state)
    return None if backs is None else backs.get(space_name(space))
