"""The referee: a player's real hive, entered tile by tile on the hive board or written in
the hive notation, and the question "may this tile go here, and what would it make?",
answered by the hive's own verdict with the rule behind it (one anywidget: the board with
the questions under it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import traitlets as t

from ..core.i18n import Message
from ..core.inputs import quote
from ..core.messages import MessageError, panel_request
from ..games.honeybuzz.hive import Hive
from ..games.honeybuzz.hive.cells import HiveError, Verdict
from ..games.honeybuzz.hive.notation import format_hive, parse_hive, read_tile
from ..games.honeybuzz.widgets.board import HiveBoard
from .texts import CompanionError, check_language, say
from .widget import CSS, ESM, LONGEST_TEXT, bad_message


@dataclass(frozen=True)
class Ruling:
    """The answer to one question: legal or not, the reason, the rule, and what the
    placement would create (new cells with their nectar, the icons it activates)."""

    tile: str
    legal: bool
    text: str
    rule: str
    verdict: Verdict
    new_cells: tuple[tuple[int, int], ...] = ()
    activated: tuple[str, ...] = ()


def rule(hive: Hive, tile_text: str, language: str = "en") -> Ruling:
    """Whether the tile written ``tile_text`` (tile notation, e.g. ``P(2,-1)NE``) may go
    into ``hive`` and what it would create; the hive is not changed."""
    lang = check_language(language)
    try:
        tile = read_tile(tile_text, lang)
    except (ValueError, HiveError) as e:
        why = _said(e, lang)
        raise CompanionError(say(lang, "referee.bad_tile", text=tile_text, reason=why)) from None
    verdict = hive.check(tile)
    written = tile.notation_in(lang)
    if not verdict.ok:
        return Ruling(
            written,
            False,
            say(lang, "referee.illegal", tile=written, reason=verdict.text(lang) or ""),
            say(lang, f"referee.rule.{verdict.code or 'edge'}"),
            verdict,
        )
    effect = hive.preview(tile)
    return Ruling(
        written,
        True,
        say(lang, "referee.legal", tile=written, effect=effect.message().text(lang)),
        say(lang, "referee.rule.legal"),
        verdict,
        tuple(effect.new_cells),
        tuple(a.value for a in effect.activated_actions),
    )


#: What the referee's page may ask, and the fields each request takes besides ``referee``.
REFEREE_MESSAGES = {"load": frozenset({"text"}), "ask": frozenset({"text"})}


class Referee(HiveBoard):
    """Enter a real hive (on the board, or as notation) and ask about a placement.

    One anywidget: the hive board itself (pick a tile, turn it, place it: the board's own
    messages and refusals) with the referee's questions under it, drawn by
    ``widget_js/companion_referee.js`` from the synced ``_referee`` (the title, the hive's
    notation, the last question and its answer). The page sends ``{"referee": "load",
    "text": <hive notation>}`` and ``{"referee": "ask", "text": <tile>}``; a malformed
    message is refused (MessageError, shown in the board's error line), nothing changed.
    """

    _esm = ESM
    _css = CSS
    _referee = t.Dict().tag(sync=True)

    def __init__(self, hive: Hive | str | None = None, language: str = "en", **kwargs: Any):
        lang = check_language(language)
        self._built = False
        self._question = ""
        #: What the answer line says: ("ask", (the tile, the hive asked about)),
        #: ("loaded", n) or ("problem", a CompanionError's sentence); said again in a new
        #: language.
        self._said: tuple[str, Any] | None = None
        start = Hive.starting() if hive is None else hive
        if isinstance(start, str):
            start = _parse(start, lang)
        super().__init__(start, coords=True, language=lang, **kwargs)
        self._built = True
        self.on_change(lambda *_a: self._draw())
        self._draw()

    @property
    def notation(self) -> str:
        """The hive on the board, written in the hive notation of the referee's language."""
        return format_hive(self.hive, self.language)

    @property
    def answer(self) -> str:
        """The answer line shown (the verdict and its rule), as plain text."""
        a = self._answer()
        return " ".join(p for p in (a["text"], a["rule"]) if p)

    def load_notation(self, text: str) -> None:
        """Put the hive written ``text`` on the board (nothing changes if it cannot be read:
        the answer line says why)."""
        try:
            hive = _parse(text, self.language)
        except CompanionError as e:
            self._said = ("problem", str(e))
            self._draw()
            return
        self._said = ("loaded", len(hive))
        self.reset(hive)
        self._draw()

    def ask(self, tile_text: str) -> Ruling:
        """Ask about the tile written ``tile_text``; the answer is shown and returned, and
        the hexes the reason is about are highlighted on the board."""
        ruling = rule(self.hive, tile_text, self.language)
        self.highlight = list(ruling.verdict.hexes or ruling.new_cells)
        self._question = tile_text
        self._said = ("ask", (read_tile(tile_text, self.language), self.hive.copy()))
        self._draw()
        return ruling

    def _ask_from_page(self, text: str) -> None:
        if not text.strip():
            return
        try:
            self.ask(text)
        except CompanionError as e:
            self._question = text
            self._said = ("problem", str(e))
            self._draw()

    # ------------------------------------------------------------------ the page

    def _answer(self) -> dict[str, str]:
        lang = self.language
        if self._said is None:
            return {"tone": "", "text": "", "rule": ""}
        kind, what = self._said
        if kind == "loaded":
            return {"tone": "info", "text": say(lang, "referee.loaded", n=what), "rule": ""}
        if kind == "problem":
            return {"tone": "problem", "text": what, "rule": ""}
        tile, hive = what
        ruling = rule(hive, tile.notation_in(lang), lang)
        tone = "legal" if ruling.legal else "illegal"
        return {"tone": tone, "text": ruling.text, "rule": ruling.rule}

    def _draw(self) -> None:
        if not self._built:
            return
        lang = self.language
        keys = ("notation", "notation_hint", "load", "question", "question_hint", "ask")
        self._referee = {
            "kind": "referee",
            "language": lang,
            "title": say(lang, "referee.title"),
            "notation": self.notation,
            "question": self._question,
            "texts": {k: say(lang, f"referee.{k}") for k in keys},
            "answer": self._answer(),
        }

    @t.observe("language")
    def _said_again(self, change: dict) -> None:
        if self._said and self._said[0] == "problem":
            self._said = None  # a refusal in the old language goes
        if self._said and self._said[0] == "ask":
            self._question = self._said[1][0].notation_in(change["new"])
        self._draw()

    def handle_message(self, content: object) -> bool:
        """A referee request (``{"referee": ...}``) is checked and carried out here; every
        other message is the board's."""
        if not (isinstance(content, dict) and "referee" in content):
            return super().handle_message(content)
        try:
            what = panel_request(content, REFEREE_MESSAGES, "referee", "referee")
            text = content["text"]
            if not isinstance(text, str) or len(text) > LONGEST_TEXT:
                raise MessageError(
                    f"a referee {what!r} message's 'text' is a text of at most {LONGEST_TEXT} "
                    f"characters, not {quote(text)}"
                )
        except MessageError as e:
            self.show_error(bad_message(str(e)))
            return False
        self.show_error("")
        if what == "load":
            self.load_notation(text)
        else:
            self._ask_from_page(text)
        return False

    def __repr__(self) -> str:
        return f"Referee({len(self.hive)} tiles)"


def _parse(text: str, language: str) -> Hive:
    try:
        return parse_hive(text, language)
    except (ValueError, HiveError) as e:
        why = _said(e, language)
        raise CompanionError(say(language, "referee.bad_hive", reason=why)) from None


def _said(error: Exception, language: str) -> str:
    """An engine error's words in ``language`` (its message, or its text as it is)."""
    said = error.args[0] if error.args else ""
    return said.text(language) if isinstance(said, Message) else str(error)
