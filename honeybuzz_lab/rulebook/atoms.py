"""Rule atoms: the smallest rules of each game, one idea each, read from ``data/<game>/*.toml``.

Each ``[[atom]]`` table has an ``id`` (``hb.hive.yellow-edges``: game, area, idea), a
``source`` (``book`` = ``honeybuzz``, ``fall``, ``hustle`` or ``rulings``, a ``section``,
for RULINGS a ``part`` and ``reading = true`` where the reading is ours), ``related`` ids,
``checks`` (dotted names of the engine functions or classes that enforce it), ``lessons``
(``lesson/step`` ids that teach it), ``en`` and ``hu`` tables with a ``title``, a
``text`` and optional ``keys`` (index words for the search), and a ``demo`` (see :mod:`.demos`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..core.i18n import LANGUAGES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DATA = Path(__file__).with_name("data")
GAMES = ("honeybuzz", "hustle")
#: The first part of an atom's id names its game (``hb.hive.yellow-edges``).
ID_GAMES = {"hb": "honeybuzz", "hu": "hustle"}
BOOKS = {
    "honeybuzz": {"en": "Honey Buzz rulebook", "hu": "Honey Buzz szabálykönyv"},
    "fall": {"en": "Fall Flavors rulebook", "hu": "Fall Flavors szabálykönyv"},
    "hustle": {"en": "Honeycomb Hustle rulebook", "hu": "Honeycomb Hustle szabálykönyv"},
    "rulings": {"en": "RULINGS", "hu": "RULINGS (döntéseink)"},
}
OUR_READING = {"en": "our reading", "hu": "a mi olvasatunk"}


class RuleBookError(ValueError):
    """A rule atom file that cannot be read, or an unknown game, language or atom."""


@dataclass(frozen=True)
class Atom:
    """One rule: its words in each language, where it stands, and how it is shown."""

    id: str
    game: str
    source: dict[str, Any]
    related: tuple[str, ...]
    checks: tuple[str, ...]
    lessons: tuple[str, ...]
    words: dict[str, dict[str, str]]
    demo: dict[str, Any]

    @property
    def our_reading(self) -> bool:
        """True for a RULINGS reading of ours (the rulebook is silent or ambiguous)."""
        return bool(self.source.get("reading"))

    def title(self, language: str = "en") -> str:
        return self.words[check_language(language)]["title"]

    def text(self, language: str = "en") -> str:
        return self.words[check_language(language)]["text"]

    def keys(self, language: str = "en") -> str:
        """Index words: what a learner may ask with that the title and text do not say."""
        return self.words[check_language(language)].get("keys", "")

    def cite(self, language: str = "en") -> str:
        """Where the rule stands: ``"Honey Buzz rulebook, Honey & Nectar"``."""
        lang = check_language(language)
        src = self.source
        parts = [BOOKS[src["book"]][lang]]
        if src["book"] == "rulings":
            parts.append(f"§{src['section']}")
            if src.get("part"):
                parts.append(f"“{src['part']}”")
        else:
            parts.append(src["section"])
        out = ", ".join(parts)
        return f"{out} ({OUR_READING[lang]})" if self.our_reading else out

    def to_json(self, language: str = "en") -> dict[str, Any]:
        """The atom for a search result or the page, in ``language``."""
        return {
            "id": self.id,
            "title": self.title(language),
            "text": self.text(language),
            "source": self.cite(language),
            "our_reading": self.our_reading,
            "related": list(self.related),
        }


def check_language(language: str) -> str:
    if language not in LANGUAGES:
        raise RuleBookError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language


def check_game(game: str) -> str:
    if game not in GAMES:
        raise RuleBookError(f"no game {game!r}: use one of {', '.join(GAMES)}")
    return game


def _atom(raw: dict[str, Any], game: str, where: str) -> Atom:
    try:
        return Atom(
            id=raw["id"],
            game=game,
            source=dict(raw["source"]),
            related=tuple(raw.get("related", ())),
            checks=tuple(raw.get("checks", ())),
            lessons=tuple(raw.get("lessons", ())),
            words={lang: dict(raw[lang]) for lang in LANGUAGES},
            demo=dict(raw["demo"]),
        )
    except KeyError as e:
        raise RuleBookError(f"{where}: an atom has no {e.args[0]!r}") from None


@cache
def atoms(game: str) -> dict[str, Atom]:
    """Every atom of ``game`` by id, in file order."""
    out: dict[str, Atom] = {}
    for path in sorted((DATA / check_game(game)).glob("*.toml")):
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        for entry in raw.get("atom", []):
            atom = _atom(entry, game, path.name)
            if ID_GAMES.get(atom.id.split(".")[0]) != game:
                raise RuleBookError(
                    f"{path.name}: the atom id {atom.id!r} does not start with the game's "
                    f"{next(k for k, v in ID_GAMES.items() if v == game)}."
                )
            if atom.id in out:
                raise RuleBookError(f"{path.name}: the atom id {atom.id!r} is used twice")
            out[atom.id] = atom
    return out


def atom(atom_id: str) -> Atom:
    """The atom with this id, in the game its id names (only that game's rules are read)."""
    game = ID_GAMES.get(str(atom_id).split(".")[0])
    found = atoms(game).get(atom_id) if game else None
    if found is not None:
        return found
    raise RuleBookError(f"no rule {atom_id!r}")
