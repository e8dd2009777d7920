"""Python-side costs of the board for a 40-tile hive (measure with --benchmark-enable)."""

from __future__ import annotations

import json
from typing import Any

from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.state import encode_hive, encode_legal

from ..widgets.sample_hives import grown_hive


def test_encode_state_of_a_40_tile_hive(benchmark: Any) -> None:
    hive = grown_hive(40, seed=3)

    def encode() -> int:
        hive._touch()  # drop the hive's caches, as a placement does
        return len(json.dumps([encode_hive(hive), encode_legal(hive)]))

    assert benchmark(encode) > 0


def test_place_and_undo_from_the_page_on_a_40_tile_hive(benchmark: Any) -> None:
    board = HiveBoard(grown_hive(40, seed=3))
    key = sorted(board._legal)[len(board._legal) // 2]
    q, r, d = (int(v) for v in key.split(","))
    place = {"kind": "place", "anchor": [q, r], "direction": d, "action": "produce"}

    def place_and_undo() -> None:
        assert board.handle_message(place)
        assert board.handle_message({"kind": "undo"})

    benchmark(place_and_undo)
    assert len(board.hive) == 40
