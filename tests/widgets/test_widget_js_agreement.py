"""The page's rules agree with the engine on every nearby candidate of several hives.

The page judges hover positions itself (no kernel round trip): legality, the reason
in words, and the preview looked up in the synced table. Here node runs the page's
rules.js on every anchor within three steps of each hive, in all six directions and for
several tile kinds, and every answer is compared with Hive.check and Hive.preview: the
same message (key and values), and the same words in English and in Hungarian, rendered
on the page from the catalogue Python sends.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from honeybuzz_lab.core.hexes import distance
from honeybuzz_lab.core.i18n import LANGUAGES
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveTile
from honeybuzz_lab.games.honeybuzz.widgets.board import page_texts
from honeybuzz_lab.games.honeybuzz.widgets.state import encode_hive, encode_legal

from .sample_hives import sample_hives

ORACLE = Path(__file__).with_name("check_oracle.mjs")
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def candidates(hive: Hive, actions: list[Action]) -> list[HiveTile]:
    tile_hexes = {h for t in hive.tiles for h in t.hexes} or {(0, 0)}
    q0, q1, r0, r1 = hive.bounds()
    out = []
    for q in range(q0 - 4, q1 + 5):
        for r in range(r0 - 4, r1 + 5):
            if min(distance((q, r), h) for h in tile_hexes) > 3:
                continue
            for d in range(6):
                for action in actions:
                    out.append(HiveTile(action, (q, r), d))
    return out


def run_oracle(hive: Hive, tiles: list[HiveTile]) -> list[dict]:
    payload = {
        "hive": encode_hive(hive),
        "legal": encode_legal(hive),
        "texts": {language: page_texts(language) for language in LANGUAGES},
        "candidates": [[*t.anchor, t.direction, t.action.value] for t in tiles],
    }
    done = subprocess.run(
        [NODE, str(ORACLE)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


@pytest.mark.parametrize("name", list(sample_hives()))
def test_page_rules_match_engine(name: str) -> None:
    hive = sample_hives()[name]
    actions = [Action.PRODUCE, Action.DECREE] if len(hive) > 4 else list(Action)
    tiles = candidates(hive, actions)
    answers = run_oracle(hive, tiles)
    legal_count = 0
    for tile, js in zip(tiles, answers, strict=True):
        verdict = hive.check(tile)
        where = f"{name}: {tile.notation}"
        assert js["ok"] == verdict.ok, where
        assert js["code"] == verdict.code, where
        assert js["message"] == (verdict.reason.to_json() if verdict.reason else None), where
        assert js["reason"] == {lang: verdict.text(lang) for lang in LANGUAGES}, where
        assert js["reason"]["en"] == verdict.reason, where
        assert [tuple(h) for h in js["hexes"]] == list(verdict.hexes), where
        if verdict.ok:
            legal_count += 1
            effect = hive.preview(tile)
            assert js["listed"], where
            assert js["effect"] == effect.message().to_json(), where
            assert js["text"] == {lang: effect.describe(lang) for lang in LANGUAGES}, where
            assert js["text"]["en"] == effect.describe(), where
            assert js["activated"] == [
                [t.action.value, list(t.anchor), t.direction] for t in effect.activated
            ], where
    if len(hive):
        # Every legal candidate nearby is in the synced table, and nothing else is.
        in_range = {(t.anchor, t.direction) for t in tiles}
        table = {
            ((int(q), int(r)), int(d)) for q, r, d in (k.split(",") for k in encode_legal(hive))
        }
        assert legal_count == len(table & in_range) * len(actions)
        assert table <= in_range
