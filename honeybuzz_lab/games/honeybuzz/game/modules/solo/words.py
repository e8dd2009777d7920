"""The solitaire variant's terms: difficulties, rank titles, configuration cards, hive boxes."""

from __future__ import annotations

from ......core.i18n import Message
from ...log import box_term, data_name, say
from ...state import GameState

# ------------------------------------------------------------------ words


def difficulty_term(difficulty: str) -> Message:
    """A difficulty of table g: ``larva`` / ``lárva``."""
    return say(f"solo.difficulty.{difficulty}")


def rank_term(title: str) -> Message:
    """A rank title of table i: ``Honey Tycoon`` / ``Mézmágnás``."""
    return say(f"solo.rank.{title.lower().replace(' ', '_')}")


def configuration_term(state: GameState, name: str) -> Message:
    """A configuration card's name in quotes: ``“Standard 9 (green)”``."""
    card = state.components.configuration(name)
    return say("solo.card", card=data_name(f"configuration.{card.name}", card.title))


def box_name(state: GameState, box: str) -> Message:
    """A hive box of the board by its name: ``Decree and Accounting``."""
    return box_term(state.board[box])
