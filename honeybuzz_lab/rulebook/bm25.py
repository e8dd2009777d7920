"""BM25 in plain Python, for a Python whose SQLite has no FTS5 (some builds of Pyodide):
the same ranking as FTS5's ``bm25()`` over the same rows, prefix terms, column weights."""

from __future__ import annotations

import math
from collections.abc import Sequence

K1 = 1.2
B = 0.75


class PlainIndex:
    """Rows of ``(id, column text, ...)``, each column's text its stems joined by spaces."""

    def __init__(self, rows: Sequence[Sequence[str]]):
        self.ids = [r[0] for r in rows]
        self.columns = [[c.split() for c in r[1:]] for r in rows]
        self.lengths = [sum(len(c) for c in cols) for cols in self.columns]
        self.average = sum(self.lengths) / max(1, len(self.lengths))

    def scores(self, terms: Sequence[str], weights: Sequence[float]) -> dict[str, float]:
        """Each matching row's BM25 score (higher is better) for any of the prefix
        ``terms`` (each a phrase of its own, as FTS5 scores ``a* OR b*``)."""
        out: dict[str, float] = {}
        n = len(self.ids)
        for term in terms:
            counts = [
                [sum(1 for w in col if w.startswith(term)) for col in cols] for cols in self.columns
            ]
            having = sum(1 for c in counts if any(c))
            if not having:
                continue
            idf = max(1e-6, math.log((n - having + 0.5) / (having + 0.5)))
            for i, c in enumerate(counts):
                if not any(c):
                    continue
                f = sum(w * x for w, x in zip(weights, c, strict=True))
                norm = K1 * (1 - B + B * self.lengths[i] / self.average)
                out[self.ids[i]] = out.get(self.ids[i], 0.0) + idf * f * (K1 + 1) / (f + norm)
        return out
