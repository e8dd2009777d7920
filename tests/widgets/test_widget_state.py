"""The synced encoding of hives and placements matches the engine."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveTile
from honeybuzz_lab.games.honeybuzz.widgets.state import (
    decode_legal,
    encode_effect,
    encode_hive,
    encode_legal,
)

from .sample_hives import grown_hive, sample_hives


@pytest.mark.parametrize("name", list(sample_hives()))
def test_legal_table_gives_engine_placements_for_every_kind(name: str) -> None:
    hive = sample_hives()[name]
    legal = json.loads(json.dumps(encode_legal(hive)))  # as the page gets it
    for action in Action:
        assert decode_legal(hive, legal, action) == hive.legal_placements(action), action


def test_a_legal_table_without_nectar_types_keeps_everything_else() -> None:
    hive = grown_hive(30, seed=2)
    full, hidden = encode_legal(hive), encode_legal(hive, nectar=False)
    assert set(full) == set(hidden)
    for key, (cells, activated) in full.items():
        assert hidden[key] == [[[q, r, "?"] for q, r, _ in cells], activated]


def test_hive_encoding_lists_tiles_cells_contents_and_pockets() -> None:
    hive = Hive.from_notation("F(0,0)E")
    assert encode_hive(hive) == {"tiles": [["F", 0, 0, 0]], "cells": [], "pockets": []}
    big = grown_hive(40, seed=3)
    data = encode_hive(big)
    assert [t[0] for t in data["tiles"]] == [t.action.letter for t in big.tiles]
    cells = {(q, r): (kind, flags) for q, r, kind, flags in data["cells"]}
    assert set(cells) == set(big.cells)
    for h, c in big.cells.items():
        kind, flags = cells[h]
        assert kind == ("" if c.nectar_type is None else c.nectar_type.letter)
        assert bool(flags & 1) == (c.nectar is not None)
        assert bool(flags & 2) == c.honey
        assert bool(flags & 4) == c.capped
    assert any(flags & 2 for _, flags in cells.values())
    assert any(kind == "" for kind, _ in cells.values())


def test_pockets_are_encoded() -> None:
    for seed in range(60):
        hive = grown_hive(30, seed=seed, nectar=False)
        if hive.pockets():
            break
    else:
        pytest.skip("no grown hive with a pocket")
    data = encode_hive(hive)
    assert sorted(tuple(h) for p in data["pockets"] for h in p) == sorted(
        h for p in hive.pockets() for h in p
    )


def test_effect_encoding_names_tiles_by_index() -> None:
    hive = Hive.starting("star")
    effect = next(e for e in hive.legal_placements(Action.PRODUCE) if e.new_cells)
    hive.place(effect.tile)
    data = encode_effect(hive, effect)
    assert data["tile"] == len(hive) - 1
    assert [c[:2] for c in data["cells"]] == [list(h) for h in effect.new_cells]
    assert [hive.tiles[i] for i in data["activated"]] == list(effect.activated)
    assert data["text"] == effect.describe()
    assert encode_effect(hive, None) == {}


def test_new_tile_index_marks_self_activation() -> None:
    hive = Hive.starting("star")
    legal = encode_legal(hive)
    for effect in hive.legal_placements(Action.MARKET):
        key = f"{effect.tile.anchor[0]},{effect.tile.anchor[1]},{effect.tile.direction}"
        _, activated = legal[key]
        assert (len(hive) in activated) == (effect.tile in effect.activated)


def test_tiles_placed_from_table_keys_are_legal() -> None:
    hive = grown_hive(25, seed=5)
    for key in encode_legal(hive):
        q, r, d = (int(x) for x in key.split(","))
        assert hive.check(HiveTile(Action.ACCOUNTING, (q, r), d))
