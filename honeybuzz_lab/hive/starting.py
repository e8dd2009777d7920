"""Configuration cards: the arrangements of the four starting tiles (reconstructed data)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..data import DataError, load_toml
from .cells import HiveError
from .model import Hive
from .notation import parse_hive
from .tiles import Action

FILE = "configuration_cards.toml"
LEVELS = ("star", "standard", "veteran")
STARTING_ACTIONS = (Action.FORAGE, Action.PRODUCE, Action.NEW_BEE, Action.DECREE)


@dataclass(frozen=True)
class ConfigurationCard:
    """One configuration card: a name, its level and the starting tiles' arrangement."""

    name: str
    level: str  # "star" (for first games), "standard" (green) or "veteran" (yellow)
    title: str
    tiles: str  # hive notation of the four starting tiles
    reconstructed: bool

    def hive(self) -> Hive:
        """A fresh starting hive laid out as on this card."""
        return parse_hive(self.tiles)


@cache
def configuration_cards() -> tuple[ConfigurationCard, ...]:
    """Every configuration card, validated: four starting tiles, legal, no cell yet."""
    return parse_cards(load_toml(FILE))


def parse_cards(data: dict) -> tuple[ConfigurationCard, ...]:
    """Validate the parsed configuration-card file; DataError names the card and the fault."""
    reconstructed = data.get("reconstructed")
    if not isinstance(reconstructed, bool):
        raise DataError(f"{FILE}: 'reconstructed' must be true or false")
    cards = []
    for i, raw in enumerate(data.get("card", [])):
        where = f"{FILE}, card {i}"
        for key in ("name", "level", "title", "tiles"):
            if not isinstance(raw.get(key), str):
                raise DataError(f"{where}: '{key}' must be a string")
        if raw["level"] not in LEVELS:
            raise DataError(f"{where}: level {raw['level']!r} is not one of {LEVELS}")
        card = ConfigurationCard(
            raw["name"], raw["level"], raw["title"], raw["tiles"], reconstructed
        )
        try:
            hive = card.hive()
        except HiveError as e:
            raise DataError(f"{where} ({card.name}): {e}") from None
        if sorted(t.action.value for t in hive.tiles) != sorted(a.value for a in STARTING_ACTIONS):
            raise DataError(f"{where} ({card.name}): needs one Forage, Produce, New Bee and Decree")
        if hive.cells:
            raise DataError(f"{where} ({card.name}): a starting hive has no cell yet")
        cards.append(card)
    names = [c.name for c in cards]
    if len(set(names)) != len(names):
        raise DataError(f"{FILE}: card names must be unique")
    if [c.level for c in cards].count("star") != 1:
        raise DataError(f"{FILE}: exactly one card is the starred beginner card")
    return tuple(cards)


def configuration_card(name: str) -> ConfigurationCard:
    """The card called ``name``."""
    for card in configuration_cards():
        if card.name == name:
            return card
    known = ", ".join(c.name for c in configuration_cards())
    raise KeyError(f"no configuration card {name!r}; the cards are: {known}")


def starting_hive(name: str = "star") -> Hive:
    """A fresh starting hive for the card called ``name``."""
    return configuration_card(name).hive()
