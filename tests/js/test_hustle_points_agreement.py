"""The page's flower points and joining rule agree with the engine on random honeycombs.

The Hustle page sums a honeycomb's flower points and judges where a token joins itself
(no kernel round trip): here node runs widget_js/hustlerules.js on 150 random honeycombs
for each of a fixed set of seeds (every token kind, blues side by side, many reds, covered
honey) and on every empty hex next to each with several mark patterns, and compares with
``rules.flower_points`` and ``rules.joins``; the page's own figures of how the points came
(how many blues doubled, how many reds squared) are counted here from the engine's rule.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from honeybuzz_lab.core.hexes import neighbors
from honeybuzz_lab.games.hustle.game import rules
from honeybuzz_lab.games.hustle.game.data import KINDS
from honeybuzz_lab.games.hustle.widgets.table_state import token_data

ORACLE = Path(__file__).with_name("hustle_points_oracle.mjs")
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def random_comb(rng: random.Random) -> dict:
    """A honeycomb grown hex by hex from the origin, with random kinds and marks."""
    kinds = sorted(KINDS)
    comb: dict = {}
    frontier = [(0, 0)]
    for _ in range(rng.randint(0, 18)):
        h = frontier.pop(rng.randrange(len(frontier)))
        if h in comb:
            continue
        kind = rng.choice(kinds if rng.random() < 0.6 else ["blue1", "red", "blue2", "red"])
        kind = kind if kind in KINDS else rng.choice(kinds)
        comb[h] = (kind, rng.randrange(64), kind == "cover" and rng.random() < 0.5)
        frontier.extend(n for n in neighbors(h) if n not in comb)
    return comb


def doubled_blues(comb: dict) -> int:
    """How many blue tokens share an edge with another blue (the ones that score double)."""
    blue = {k for k, t in KINDS.items() if t.colour == "blue"}
    return sum(
        any(comb.get(n, ("",))[0] in blue for n in neighbors(h))
        for h, (kind, _m, _u) in comb.items()
        if kind in blue
    )


@pytest.mark.parametrize("seed", [2026, 29, 4099])
def test_page_flower_points_and_joins_match_the_engine(seed: int) -> None:
    rng = random.Random(seed)
    combs, probes = [], []
    for _ in range(150):
        comb = random_comb(rng)
        around = sorted({n for h in comb for n in neighbors(h) if n not in comb} | {(0, 0)})
        combs.append(comb)
        probes.append([(q, r, rng.randrange(1, 64)) for q, r in around for _ in range(3)])
    payload = {
        "tokens": token_data(),
        "combs": [
            [
                {"q": q, "r": r, "token": k, "marks": m, "covers_honey": u}
                for (q, r), (k, m, u) in comb.items()
            ]
            for comb in combs
        ],
        "probes": probes,
    }
    done = subprocess.run(
        [NODE, str(ORACLE)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    answers = json.loads(done.stdout)
    reds = blues = 0
    for comb, probe, js in zip(combs, probes, answers, strict=True):
        assert js["points"] == rules.flower_points(comb), comb
        assert js["doubled"] == doubled_blues(comb), comb
        assert js["reds"] == sum(c[0] == "red" for c in comb.values()), comb
        assert js["joins"] == [rules.joins(comb, (q, r), m) for q, r, m in probe], comb
        reds += sum(c[0] == "red" for c in comb.values()) > 1
        blues += js["points"]["blue"] > 0
    assert reds > 20 and blues > 20  # the samples do reach the squares and the doubling
