"""The referee: a player's real hive, entered tile by tile on the hive board or written in
the hive notation, and the question "may this tile go here, and what would it make?",
answered by the hive's own verdict with the rule behind it."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from ..core.i18n import Message
from ..games.honeybuzz.hive import Hive
from ..games.honeybuzz.hive.cells import HiveError, Verdict
from ..games.honeybuzz.hive.notation import format_hive, parse_hive, read_tile
from ..games.honeybuzz.widgets.board import HiveBoard
from .texts import CompanionError, check_language, say


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


class Referee(widgets.VBox):
    """Enter a real hive (on the board, or as notation) and ask about a placement."""

    def __init__(self, hive: Hive | str | None = None, language: str = "en"):
        self.language = check_language(language)
        lang = self.language
        start = Hive.starting() if hive is None else hive
        if isinstance(start, str):
            start = self._parse(start)
        self.board = HiveBoard(start, coords=True, language=lang)
        self.notation = widgets.Textarea(
            value=format_hive(start, lang),
            placeholder=say(lang, "referee.notation_hint"),
            layout=widgets.Layout(width="100%", height="70px"),
        )
        self.load = widgets.Button(description=say(lang, "referee.load"))
        self.question = widgets.Text(
            placeholder=say(lang, "referee.question_hint"),
            description=say(lang, "referee.question"),
            layout=widgets.Layout(width="100%", max_width="420px"),
        )
        self.ask_button = widgets.Button(description=say(lang, "referee.ask"), button_style="info")
        self.answer = widgets.HTML()
        self.load.on_click(lambda _b: self.load_notation(self.notation.value))
        self.ask_button.on_click(lambda _b: self._ask_clicked())
        self.question.continuous_update = False
        self.question.observe(lambda _c: self._ask_clicked(), names="value")
        self.board.on_change(lambda *_a: self._board_changed())
        row = widgets.Layout(display="flex", flex_flow="row wrap", width="100%")
        super().__init__(
            [
                widgets.HTML(f"<b>{escape(say(lang, 'referee.title'))}</b>"),
                self.board,
                widgets.Box([self.notation, self.load], layout=row),
                widgets.Box([self.question, self.ask_button], layout=row),
                self.answer,
            ],
            layout=widgets.Layout(width="100%", max_width="760px"),
        )

    @property
    def hive(self) -> Hive:
        """The hive on the board now."""
        return self.board.hive

    def _parse(self, text: str) -> Hive:
        try:
            return parse_hive(text, self.language)
        except (ValueError, HiveError) as e:
            why = _said(e, self.language)
            raise CompanionError(say(self.language, "referee.bad_hive", reason=why)) from None

    def load_notation(self, text: str) -> None:
        """Put the hive written ``text`` on the board (nothing changes if it cannot be read)."""
        try:
            hive = self._parse(text)
        except CompanionError as e:
            self.answer.value = f"<span style='color:#b00'>{escape(str(e))}</span>"
            return
        self.board.reset(hive)
        self.answer.value = escape(say(self.language, "referee.loaded", n=len(hive)))

    def ask(self, tile_text: str) -> Ruling:
        """Ask about the tile written ``tile_text``; the answer is shown and returned, and
        the hexes the reason is about are highlighted on the board."""
        ruling = rule(self.hive, tile_text, self.language)
        self.board.highlight = list(ruling.verdict.hexes or ruling.new_cells)
        colour = "#176b2c" if ruling.legal else "#b00"
        self.answer.value = (
            f"<div style='color:{colour}'>{escape(ruling.text)}</div>"
            f"<div style='font-size:90%'>{escape(ruling.rule)}</div>"
        )
        return ruling

    def _ask_clicked(self) -> None:
        if not self.question.value.strip():
            return
        try:
            self.ask(self.question.value)
        except CompanionError as e:
            self.answer.value = f"<span style='color:#b00'>{escape(str(e))}</span>"

    def _board_changed(self) -> None:
        self.notation.value = format_hive(self.hive, self.language)

    def __repr__(self) -> str:
        return f"Referee({len(self.hive)} tiles)"


def _said(error: Exception, language: str) -> str:
    """An engine error's words in ``language`` (its message, or its text as it is)."""
    said = error.args[0] if error.args else ""
    return said.text(language) if isinstance(said, Message) else str(error)
