"""An undoable history of tile placements in one hive, with save and load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..history import History, HistoryError
from .cells import HiveError, PlacementEffect
from .model import Hive
from .tiles import HiveTile

FORMAT = "honeybuzz_lab.hive_history"


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
            "version": 1,
            "start": self.start,
            "keep_variations": self.keep_variations,
            **self.tree_to_json(HiveTile.to_json),
        }

    @classmethod
    def from_json(cls, data: object) -> HiveHistory:
        """Inverse of :meth:`to_json`; HistoryError names what is wrong with ``data``."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise HistoryError("not a saved hive history (missing its format tag)")
        if data.get("version") != 1:
            raise HistoryError(f"unsupported history version {data.get('version')!r}")
        try:
            start = Hive.from_json(data.get("start"))
        except HiveError as e:
            raise HistoryError(f"the starting hive is damaged: {e}") from None
        history = cls(start, keep_variations=bool(data.get("keep_variations", False)))
        history.load_tree(data, HiveTile.from_json)
        return history

    def save(self, path: str | Path) -> None:
        """Write the history to a JSON file."""
        Path(path).write_text(json.dumps(self.to_json(), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> HiveHistory:
        """Read a history written by :meth:`save`."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            raise HistoryError(f"{path} is not valid JSON: {e}") from None
        return cls.from_json(data)
