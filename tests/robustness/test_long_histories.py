"""Histories of any length save and load without recursion."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from honeybuzz_lab.core.history import History
from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveHistory
from honeybuzz_lab.games.honeybuzz.hive.notation import tokens

LONG_LINE = tokens((Path(__file__).parent / "long_line.txt").read_text(encoding="utf-8"))


def line(n: int) -> tuple:
    """The first ``n`` tiles of the long line."""
    return Hive.from_notation(" ".join(LONG_LINE[:n])).tiles


class Counter:
    """The smallest target a history can drive: a number that moves add to."""

    def __init__(self) -> None:
        self.value = 0

    def apply_move(self, move: int) -> tuple[Any, Any]:
        self.value += move
        return None, move

    def revert_move(self, token: int) -> None:
        self.value -= token


def test_the_long_line_is_1500_legal_placements():
    assert len(LONG_LINE) == 1500


def test_a_line_of_thousands_of_placements_saves_and_loads(tmp_path):
    tiles = line(1000)
    history = HiveHistory()
    for tile in tiles:
        history.place(tile)
    history.step_to(900)  # the cursor inside the line, the rest to redo
    path = tmp_path / "long.json"
    history.save(path)
    again = HiveHistory.load(path)
    assert again.ply == 900 and again.line == history.line
    assert again.hive == history.hive
    again.step_to(1000)
    assert again.hive == Hive.from_tiles(tiles)


def test_a_tree_of_any_depth_saves_and_loads_with_its_variations():
    history: History[int] = History(Counter(), keep_variations=True)
    for _ in range(5_000):
        history.push(1)
    history.step_to(2_500)
    history.push(2)  # a variation branching deep in the tree
    data = json.loads(json.dumps(history.tree_to_json(lambda m: m)))
    again: History[int] = History(Counter(), keep_variations=True)
    again.load_tree(data, int)
    assert again.ply == history.ply and again.target.value == history.target.value
    assert again.line == history.line
    assert [len(v) for v in again.variations()] == [2_501, 5_000]


def test_version_1_saves_with_a_nested_tree_still_load():
    history = HiveHistory(keep_variations=True)
    tiles = line(4)
    for tile in tiles:
        history.place(tile)
    history.step_to(2)

    def nested(i: int) -> dict:
        return {"move": tiles[i].to_json(), "children": [nested(i + 1)] if i < 3 else []}

    old = {**history.to_json(), "version": 1, "moves": [nested(0)]}
    again = HiveHistory.from_json(old)
    assert again.ply == 2 and again.line == list(tiles)
