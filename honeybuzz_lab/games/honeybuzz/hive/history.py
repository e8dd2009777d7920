"""An undoable history of tile placements in one hive, with save and load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ....core.history import History, HistoryError, flatten_nested_tree
from ....core.inputs import quote, read_json_file
from .cells import HiveError, PlacementEffect
from .model import Hive
from .tiles import HiveTile

FORMAT = "honeybuzz_lab.hive_history"
#: The version :meth:`HiveHistory.to_json` writes (2: the move tree as a flat list);
#: version 1 files (a nested tree) are still read.
VERSION = 2
_KEYS = {"format", "version", "start", "keep_variations", "moves", "line", "ply"}


class _Placements:
    """Adapts a hive to the history protocol: a move is a tile to place."""

    def __init__(self, hive: Hive):
        self.hive = hive

    def apply_move(self, move: HiveTile) -> tuple[PlacementEffect, HiveTile]:
        return self.hive.place(move), move

    def revert_move(self, token: HiveTile) -> None:
        self.hive.remove(token)


class HiveHistory(History[HiveTile]):
    """Placements in ``hive`` (a new empty hive by default) that can be undone and redone."""

    def __init__(self, hive: Hive | None = None, *, keep_variations: bool = False):
        hive = Hive() if hive is None else hive
        super().__init__(_Placements(hive), keep_variations=keep_variations)
        self.start = hive.to_json()

    @property
    def hive(self) -> Hive:
        """The hive as it stands at the cursor."""
        return self.target.hive  # type: ignore[attr-defined,no-any-return]

    def place(self, tile: HiveTile) -> PlacementEffect:
        """Place ``tile`` (IllegalPlacement and no change if it may not go there)."""
        return self.push(tile)  # type: ignore[no-any-return]

    def to_json(self) -> dict[str, Any]:
        """Start hive, move tree, chosen line and cursor as JSON-ready data."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "start": self.start,
            "keep_variations": self.keep_variations,
            **self.tree_to_json(HiveTile.to_json),
        }

    @classmethod
    def from_json(cls, data: object) -> HiveHistory:
        """Inverse of :meth:`to_json`; HistoryError names what is wrong with ``data``."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise HistoryError("not a saved hive history (missing its format tag)")
        version = data.get("version")
        if type(version) is not int or version not in (1, VERSION):
            raise HistoryError(
                f"unsupported history version {quote(version)} (this build reads 1 and {VERSION})"
            )
        extra = set(data) - _KEYS
        if extra:
            raise HistoryError(f"a saved hive history has no {quote(sorted(map(str, extra)))}")
        keep = data.get("keep_variations", False)
        if not isinstance(keep, bool):
            raise HistoryError(f"'keep_variations' must be true or false, not {quote(keep)}")
        try:
            start = Hive.from_json(data.get("start"))
        except HiveError as e:
            raise HistoryError(f"the starting hive is damaged: {e}") from None
        if version == 1:
            data = {**data, "moves": flatten_nested_tree(data.get("moves"))}
        history = cls(start, keep_variations=keep)
        history.load_tree(data, HiveTile.from_json)
        return history

    def save(self, path: str | Path) -> None:
        """Write the history to a JSON file."""
        Path(path).write_text(json.dumps(self.to_json(), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> HiveHistory:
        """Read a history written by :meth:`save` (HistoryError if it cannot be read)."""
        return cls.from_json(read_json_file(path, HistoryError))
