"""RuleBook: the rules reference on a notebook page (an anywidget).

>>> book = RuleBook(game="honeybuzz", language="en")
>>> book.ask("may a tile touch a tip?")[0]["id"]
'hb.hive.no-other-edges'
>>> book.show("hb.cell.barren").current["title"]
'Six tips make a barren cell'

The page shows a search box, the results, the open atom (title, text, source with the
"our reading" mark, the engine checks and lesson steps behind it), its related atoms as
links and its live demonstration, drawn and run by the engine when it is opened. The page
sends two messages: ``{"kind": "search", "query": ...}`` and ``{"kind": "open", "id": ...}``.
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..core import assets
from ..core.messages import MessageError, message_kind
from ..core.widgets import PageWidget
from .atoms import RuleBookError, atom, atoms, check_game
from .drawing import picture
from .search import search
from .texts import say, texts

#: The longest question the page may send (a longer one is refused, nothing changes).
LONGEST_QUERY = 400
_MESSAGES = {"search": frozenset({"query"}), "open": frozenset({"id"})}


class RuleBook(PageWidget):
    """The rules of one game, searchable, each shown working (see the module docstring);
    ``rule`` opens that atom first (else the game's first)."""

    _esm = assets.esm("rulebook")
    _css = assets.css("rulebook")

    game = t.Unicode("honeybuzz", read_only=True).tag(sync=True)
    query = t.Unicode("").tag(sync=True)
    results = t.List().tag(sync=True)
    current = t.Dict().tag(sync=True)
    texts = t.Dict().tag(sync=True)

    def __init__(
        self, game: str = "honeybuzz", language: str = "en", rule: str | None = None, **kwargs: Any
    ) -> None:
        super().__init__(language=language, **kwargs)
        self.set_trait("game", check_game(game))
        self.texts = self._texts()
        self.show(rule or next(iter(atoms(game))))

    # ------------------------------------------------------------------ from Python

    def ask(self, query: str) -> list[dict[str, Any]]:
        """Search the game's rules; the page lists the results and opens the best one."""
        if len(query) > LONGEST_QUERY:
            raise RuleBookError(f"a question is at most {LONGEST_QUERY} characters")
        found = search(query, game=self.game, language=self.language)
        with self.hold_sync():
            self.query = query
            self.results = [
                {k: r[k] for k in ("id", "title", "source", "our_reading")} for r in found
            ]
            if found:
                self.show(found[0]["id"])
        return found

    def show(self, atom_id: str) -> RuleBook:
        """Open one atom of this game (its demonstration is run by the engine now)."""
        a = atom(atom_id)
        if a.game != self.game:
            raise RuleBookError(f"{atom_id!r} is a rule of the other game")
        lang = self.language
        self.current = {
            **a.to_json(lang),
            "related": [{"id": r, "title": atom(r).title(lang)} for r in a.related],
            "checks": [c.split(".", 3)[-1] for c in a.checks],
            "lessons": list(a.lessons),
            "demo": picture(a, lang),
        }
        return self

    # ------------------------------------------------------------------ from the page

    def parse_message(self, content: object) -> object:
        kind = message_kind(content, _MESSAGES)
        value = content[("query" if kind == "search" else "id")]  # type: ignore[index]
        if not isinstance(value, str) or len(value) > LONGEST_QUERY:
            raise MessageError(f"a {kind!r} message takes a text of at most {LONGEST_QUERY}")
        if kind == "open" and value not in atoms(self.game):
            raise MessageError(f"no rule {value!r} in this game")
        return (kind, value)

    def run_command(self, command: Any) -> bool:
        kind, value = command
        if kind == "search":
            self.ask(value)
        else:
            self.show(value)
        return True

    # ------------------------------------------------------------------ language

    def _texts(self) -> dict[str, str]:
        out = dict(texts(self.language))
        out["heading"] = say("heading", self.language, game=out[f"game.{self.game}"])
        return out

    @t.observe("language")
    def _relabel(self, change: dict) -> None:
        if not self.current:
            return
        self.texts = self._texts()
        if self.query:
            self.ask(self.query)
        else:
            self.show(self.current["id"])

    def __repr__(self) -> str:
        shown = self.current.get("id", "")
        return f"RuleBook(game={self.game!r}, language={self.language!r}, showing={shown!r})"
