"""Notebook 16 (the rules reference, English and Hungarian) runs top to bottom as it ships:
its code cells, run in order in one namespace, open the rules they say and print the
search's best three answers."""

from __future__ import annotations

import ast
import contextlib
import io
import json
from pathlib import Path

import pytest

from honeybuzz_lab.rulebook import RuleBook

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _run(path: Path) -> tuple[dict, list, str]:
    """Run the notebook's code cells in order: the namespace, each cell's last value (as
    a notebook shows it) and what they printed."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    namespace: dict = {}
    shown = []
    out = io.StringIO()
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        with contextlib.redirect_stdout(out):
            exec(compile(tree, str(path), "exec"), namespace)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), str(path), "eval"), namespace)
                shown.append(value)
    return namespace, shown, out.getvalue()


@pytest.mark.parametrize(
    ("name", "language"), [("en/16_rules_reference", "en"), ("hu/16_szabalykereso", "hu")]
)
def test_the_rules_reference_notebook_runs_as_it_ships(name, language):
    namespace, shown, printed = _run(NOTEBOOKS / f"{name}.ipynb")
    assert namespace["LANGUAGE"] == language
    book = namespace["book"]
    assert isinstance(book, RuleBook) and book.language == language
    assert book.current["id"] == "hb.cell.barren"
    lines = printed.splitlines()
    assert lines[0].startswith("hb.hive.no-other-edges: ")  # the tip question, best answer
    assert len(lines) == 4 and lines[3].startswith(book.current["title"] + " | ")
    hustle = shown[-1]  # the last cell shows the Hustle reference at its rule, drawn
    assert isinstance(hustle, RuleBook) and hustle.game == "hustle"
    assert hustle.current["id"] == "hu.build.connect"
    assert hustle.current["demo"]["svg"].startswith("<svg")
