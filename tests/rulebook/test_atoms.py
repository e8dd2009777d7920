"""Every rule atom is complete, cited, linked, in our own words, and its live demonstration
still holds in the engine."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.rulebook import atom, atoms, run
from honeybuzz_lab.rulebook.atoms import BOOKS, GAMES, RuleBookError
from honeybuzz_lab.rulebook.demos import DemoError, resolve

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

PACKAGE = Path(__file__).resolve().parents[2] / "honeybuzz_lab"
LESSONS = {
    "honeybuzz": PACKAGE / "games" / "honeybuzz" / "lessons" / "content",
    "hustle": PACKAGE / "games" / "hustle" / "lessons" / "content",
}
RULEBOOKS = Path("/work/shared/rules")
ALL = [a for game in GAMES for a in atoms(game).values()]


def test_both_games_have_atoms_for_every_area():
    ids = [a.id for a in ALL]
    for prefix in (
        "hb.hive.", "hb.cell.", "hb.shape.", "hb.turn.", "hb.beeline.", "hb.recall.",
        "hb.action.", "hb.forage.", "hb.produce.", "hb.market.", "hb.contest.", "hb.end.",
        "hb.advanced.", "hb.solo.", "hb.fall.", "hu.build.", "hu.score.", "hu.turn.", "hu.end.",
    ):  # fmt: skip
        assert any(i.startswith(prefix) for i in ids), prefix
    for module in ("sunset", "fruit", "leaves", "caps", "festival"):
        assert any(i.startswith(f"hb.fall.{module}") for i in ids), module


@pytest.mark.parametrize("a", ALL, ids=lambda a: a.id)
def test_an_atom_is_complete_and_linked(a):
    assert re.fullmatch(r"(hb|hu)\.[a-z]+\.[a-z0-9-]+", a.id)
    assert a.id.startswith("hb." if a.game == "honeybuzz" else "hu.")
    for language in ("en", "hu"):
        assert a.title(language).strip() and len(a.text(language)) > 40
        assert a.cite(language)
    assert a.title("en") != a.title("hu")
    assert a.source["book"] in BOOKS and a.source.get("section")
    assert a.our_reading == (a.source["book"] == "rulings" and bool(a.source.get("reading")))
    for other in a.related:
        assert other != a.id and atom(other).game == a.game, other
    assert a.checks
    for dotted in a.checks:
        assert resolve(dotted) is not None
    for ref in a.lessons:
        lesson, step = ref.split("/")
        data = tomllib.loads((LESSONS[a.game] / f"{lesson}.toml").read_text(encoding="utf-8"))
        assert step in [s["id"] for s in data["step"]], ref


def _phrases(text: str, n: int = 7) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z']+", text.lower())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.skipif(not RULEBOOKS.exists(), reason="the rulebooks are not on this machine")
def test_atoms_are_in_our_own_words():
    """No seven words in a row of an atom's English text come from a rulebook."""
    books = set()
    for path in RULEBOOKS.glob("*-rulebook.txt"):
        books |= _phrases(path.read_text(encoding="utf-8"))
    copied = {a.id: sorted(_phrases(a.text("en")) & books) for a in ALL}
    assert {k: v for k, v in copied.items() if v} == {}


@pytest.mark.parametrize("a", ALL, ids=lambda a: a.id)
def test_the_demonstration_still_holds_in_the_engine(a):
    outcome = run(a.demo)
    assert outcome.matches(a.demo) == []
    if not outcome.allowed:
        assert str(outcome.reason).strip()  # a refusal says why


def test_a_demonstration_that_no_longer_holds_is_caught():
    demo = dict(atom("hb.hive.must-touch").demo, expect="allowed")
    assert run(demo).matches(demo) == ["the move was refused: " + str(run(demo).reason)]
    demo = dict(atom("hb.contest.ties").demo, expect=[20, 10, 5, 0])
    assert run(demo).matches(demo)
    with pytest.raises(DemoError, match="not legal"):
        run({"kind": "game", "play": ["take_tile(produce,9)"], "try": {"kind": "recall"}})


def test_unknown_game_language_and_atom_are_refused():
    with pytest.raises(RuleBookError):
        atoms("chess")
    with pytest.raises(RuleBookError):
        atom("hb.nothing.here")
    with pytest.raises(RuleBookError):
        atom("hb.hive.domino").title("de")
