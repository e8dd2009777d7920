"""Configuration cards: the arrangements of the four starting tiles (reconstructed data)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations, product

from ....core.hexes import direction_to
from ..data import DataError, load_toml
from .cells import HiveError, IllegalPlacement
from .model import Hive
from .notation import parse_hive
from .tiles import Action, HiveTile

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
        """A fresh starting hive laid out as in ``tiles`` (the card's example arrangement)."""
        return parse_hive(self.tiles)

    @property
    def fixed(self) -> bool:
        """The starred card fixes every tile and icon; the others show only an outline."""
        return self.level == "star"

    def outline(self) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
        """The four places of the outline: each the two hexes one starting tile covers
        (in an order they can be laid in, each touching the ones before)."""
        return tuple(tuple(sorted((t.anchor, t.tail))) for t in parse_hive(self.tiles).tiles)  # type: ignore[misc]

    def arrangements(self) -> tuple[str, ...]:
        """Every way to lay the four starting tiles on the outline (RULINGS 5), as hive
        notation: which tile on which place, and at which end of it the icon is. The
        starred card has one, its own."""
        return _arrangements(self.tiles) if not self.fixed else (parse_hive(self.tiles).notation,)


@cache
def _arrangements(tiles: str) -> tuple[str, ...]:
    card = ConfigurationCard("", "standard", "", tiles, True)
    places = card.outline()
    out = []
    for kinds in permutations(STARTING_ACTIONS):
        for ends in product((0, 1), repeat=len(places)):
            laid = []
            for kind, place, end in zip(kinds, places, ends, strict=True):
                anchor, tail = place if end == 0 else place[::-1]
                laid.append(HiveTile(kind, anchor, direction_to(anchor, tail)))  # type: ignore[arg-type]
            hive = Hive()
            try:
                for tile in laid:
                    hive.place(tile)
            except (HiveError, IllegalPlacement):
                continue
            if not hive.cells:
                out.append(hive.notation)
    return tuple(out)


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
