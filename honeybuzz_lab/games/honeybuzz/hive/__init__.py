"""The hive of one player: hex math, tiles, cells, nectar, clusters and lines.

>>> from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveTile, Action
>>> hive = Hive.starting("star")
>>> effect = hive.legal_placements(Action.PRODUCE)[0]
"""

from ....core.hexes import DIRECTION_NAMES, DIRECTIONS, Hex
from .cells import (
    Cell,
    CellContents,
    HiveError,
    IllegalPlacement,
    PlacementEffect,
    Verdict,
)
from .hexes import LINE_VECTORS
from .history import HiveHistory
from .model import Hive
from .nectar import Nectar, Surround, surround
from .notation import format_hive, format_tile, parse_hive, parse_tile, read_tile
from .starting import ConfigurationCard, configuration_cards
from .tiles import Action, EdgeKind, HiveTile

__all__ = [
    "DIRECTIONS",
    "DIRECTION_NAMES",
    "LINE_VECTORS",
    "Action",
    "Cell",
    "CellContents",
    "ConfigurationCard",
    "EdgeKind",
    "Hex",
    "Hive",
    "HiveError",
    "HiveHistory",
    "HiveTile",
    "IllegalPlacement",
    "Nectar",
    "PlacementEffect",
    "Surround",
    "Verdict",
    "configuration_cards",
    "format_hive",
    "format_tile",
    "parse_hive",
    "parse_tile",
    "read_tile",
    "surround",
]
