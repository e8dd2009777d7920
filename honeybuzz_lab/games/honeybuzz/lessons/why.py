"""The "Why?" panel: the advisor's explanation of the current decision, beside a game.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> panel = WhyPanel(Game.new(["You", "Bot"], seed=1, first_game=True))   # doctest: +SKIP

A press on **Why?** shows, best first, what each option of the pending decision would do
(see :mod:`~honeybuzz_lab.games.honeybuzz.lessons.advisor`), with a **Play this** button for each.
With a GameTable the panel plays through the table (so the bots answer), outlines the option on the
table with **Show on the table**, and refuses to advise while a bot is to move. When the game moves
on, the old advice is cleared: it was about another decision.

The advice reads only the learner's view of the game
(:mod:`honeybuzz_lab.games.honeybuzz.game.worlds`); in the advanced variant it is averaged over
several ways the unseen tiles could lie, and the panel says so under it.

**Ask the Queen** gives the same advice with the Queen's pick marked (the planning bot of
:mod:`honeybuzz_lab.games.honeybuzz.game.planner`, thinking from what the player may know), with its
estimate beside the greedy bot's. It is worked out only when asked, with a fixed number of
tries (:data:`QUEEN_TRIES`), so the answer is the same every time and comes within a second.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from ....core.lessons.markup import inline
from ....core.lessons.texts import check_language
from ..game import Game, IllegalAction
from ..game.planner import QueenBot
from .advisor import LIMIT, Advice, Suggestion, advise, queen_estimate_html
from .texts import catalog

#: How many rollouts the Queen makes for **Ask the Queen** (fixed, so the answer is repeatable).
QUEEN_TRIES = 5

STYLE = (
    "<style>"
    ".hb-why-panel .widget-html-content{line-height:1.45;white-space:normal}"
    ".hb-why-panel .hb-why-play button,.hb-why-panel .hb-why-play{white-space:normal;"
    "text-align:left;height:auto}"
    ".hb-why-panel details{margin:2px 0 6px}"
    "</style>"
)


@dataclass
class _Row:
    """The widgets that show one suggestion."""

    box: w.VBox
    buttons: w.HBox
    play: w.Button
    show: w.Button
    text: w.HTML


class WhyPanel(w.VBox):
    """The "Why?" button and its answer for a Game or a GameTable (see the module doc)."""

    def __init__(self, source: Any, *, language: str = "en", limit: int = LIMIT, **kwargs: Any):
        self.language = check_language(language)
        self.texts = catalog(language)
        self.limit = limit
        self.table = None if isinstance(source, Game) else source
        self._source_game = source if isinstance(source, Game) else None
        if self.table is not None and not isinstance(getattr(source, "game", None), Game):
            raise TypeError(f"WhyPanel explains a Game or a GameTable, not {type(source).__name__}")
        self.advice: Advice | None = None
        #: What the panel outlined on the table (cleared with the advice it belongs to).
        self._outlined: list[dict[str, Any]] = []
        self._callbacks: list[Callable[[Suggestion], object]] = []
        self._button = w.Button(
            description=self.texts["advisor.buttons.why"],
            tooltip=self.texts["advisor.buttons.why_tooltip"],
            icon="question-circle",
        )
        self._button.add_class("hb-why-button")
        self._button.on_click(lambda _b: self.why())
        self._queen_button = w.Button(
            description=self.texts["advisor.buttons.queen"],
            tooltip=self.texts["advisor.buttons.queen_tooltip"],
            icon="magic",
        )
        self._queen_button.add_class("hb-why-queen-button")
        self._queen_button.on_click(lambda _b: self.why(queen=True))
        self._message = w.HTML()
        self._body = w.VBox()
        self._rows: list[_Row] = []
        self._footer = w.HTML()
        buttons = w.HBox([self._button, self._queen_button])
        super().__init__([w.HTML(STYLE), buttons, self._message, self._body], **kwargs)
        self.add_class("hb-why-panel")
        self._watched: Game | None = None
        self._watch()
        if self.table is not None:
            self._follow_table(self.table)
        self._say("advisor.panel.press")

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> Game:
        """The game being explained (the table's current game when there is a table)."""
        return self.table.game if self.table is not None else self._source_game  # type: ignore[return-value]

    def __repr__(self) -> str:
        what = f"{len(self.advice)} options" if self.advice else "no advice shown"
        return f"WhyPanel({self.language!r}, {what})"

    # ------------------------------------------------------------------ acting

    def why(self, queen: bool = False) -> Advice | None:
        """Work out and show the advice for the pending decision (None if it is not yours).

        With ``queen``, the Queen plans the decision too and its pick is marked.
        """
        self._watch()
        game = self.game
        if game.is_over:
            self._clear("advisor.panel.over")
            return None
        seat = game.pending.player
        bots = getattr(self.table, "bots", {}) or {}
        if seat in bots:
            self._clear("advisor.panel.not_yours", player=game.players[seat].name)
            return None
        planner = QueenBot(seed=0, iterations=QUEEN_TRIES) if queen else None
        self.advice = advise(game, language=self.language, limit=self.limit, queen=planner)
        self._render()
        if self.table is not None and self.advice.bot is not None:
            self._outline(self.advice.bot.highlight)
        return self.advice

    def play(self, rank: int = 1) -> list[str]:
        """Play suggestion number ``rank`` of the advice shown (1 is the best valued); returns
        the game log's sentences for it in the panel's language."""
        if self.advice is None:
            raise IllegalAction(self.texts["advisor.panel.press"].replace("**", ""))
        if not 1 <= rank <= len(self.advice.suggestions):
            raise IllegalAction(f"there is no suggestion {rank}: choose 1 to {len(self.advice)}")
        suggestion = self.advice.suggestions[rank - 1]
        target = self.table if self.table is not None else self.game
        game, logged = self.game, len(self.game.log)
        lines = target.apply(suggestion.action)
        lines = game.log_in(self.language)[logged : logged + len(lines)]
        for callback in list(self._callbacks):
            callback(suggestion)
        self._clear("advisor.panel.played", label=suggestion.label)
        return lines

    def show(self, rank: int = 1) -> None:
        """Outline suggestion ``rank`` on the table."""
        if self.table is None or self.advice is None:
            return
        self._outline(self.advice.suggestions[rank - 1].highlight)

    def on_play(self, callback: Callable[[Suggestion], object]) -> None:
        """Call ``callback(suggestion)`` after a suggestion was played from the panel."""
        self._callbacks.append(callback)

    # ------------------------------------------------------------------ internals

    def _watch(self) -> None:
        """Listen to the game's history, to clear advice that the game has moved past."""
        game = self.game
        if game is self._watched:
            return
        self._watched = game
        ref = weakref.ref(self)

        def changed(_history: object) -> None:
            panel = ref()
            if panel is not None and panel.advice is not None and panel.game is game:
                panel._clear("advisor.panel.stale")

        game.history.on_change(changed)

    def _follow_table(self, table: Any) -> None:
        """When the table shows another game (a new game), the advice shown is stale."""
        ref = weakref.ref(self)

        def changed(_table: object) -> None:
            panel = ref()
            if panel is not None and panel.game is not panel._watched:
                panel._watch()
                if panel.advice is not None:
                    panel._clear("advisor.panel.stale")

        table.on_change(changed)

    def _outline(self, items: Any) -> None:
        assert self.table is not None
        self.table.highlight = list(items)
        self._outlined = self.table.highlight

    def _say(self, key: str, **params: object) -> None:
        self._message.value = (
            f'<div class="hb-why-message" data-key="{escape(key)}">'
            f"{inline(self.texts.text(key, **params))}</div>"
        )

    def _clear(self, key: str, **params: object) -> None:
        self.advice = None
        if self.table is not None and self._outlined and self.table.highlight == self._outlined:
            self.table.highlight = []  # the outline belonged to the advice
        self._outlined = []
        self._body.children = ()
        self._say(key, **params)

    def _render(self) -> None:
        advice = self.advice
        assert advice is not None
        texts = self.texts
        self._message.value = (
            f'<div class="hb-why" data-decision="{escape(advice.decision)}">'
            f"<h4>{escape(advice.title)}</h4><p>{inline(advice.intro)}</p></div>"
        )
        rows: list[w.Widget] = []
        for s in advice.suggestions:
            row = self._row(s.rank)
            mark = f" ★ {texts['advisor.bot_mark']}" if s.bot_choice else ""
            if s.queen_choice:
                mark += f" ♛ {texts['advisor.queen_mark']}"
            row.play.description = f"{s.rank}. {texts['advisor.buttons.play']}: {s.label}{mark}"
            row.play.tooltip = s.label
            row.play.button_style = "info" if s.bot_choice else ""
            row.buttons.children = (
                (row.play, row.show) if self.table is not None and s.highlight else (row.play,)
            )
            details = "".join(f"<li>{escape(line)}</li>" for line in s.details)
            estimate = queen_estimate_html(texts, s.queen_lead)
            row.text.value = f'<div class="hb-why-text">{inline(s.text)}</div>{estimate}' + (
                f"<details><summary>{escape(texts['advisor.details'])}</summary>"
                f"<ul>{details}</ul></details>"
                if details
                else ""
            )
            rows.append(row.box)
        footer = [f'<p class="hb-why-bot-text">{inline(advice.bot_text)}</p>']
        if advice.queen_text:
            footer.append(f'<p class="hb-why-queen-text">{inline(advice.queen_text)}</p>')
        if advice.others:
            footer.append(
                f"<p><small>{escape(texts.text('advisor.more', n=advice.others))}</small></p>"
            )
        footer.append(f"<p><small>{escape(advice.method)}</small></p>")
        self._footer.value = "".join(footer)
        rows.append(self._footer)
        self._body.children = tuple(rows)

    def _row(self, rank: int) -> _Row:
        """The widgets of suggestion ``rank``: made once, then only their values change
        (the page draws new values at once, while new widgets take it a while to build)."""
        while len(self._rows) < rank:
            n = len(self._rows) + 1
            play = w.Button(layout=w.Layout(width="100%", height="auto"))
            play.add_class("hb-why-play")
            play.add_class(f"hb-why-play-{n}")
            play.on_click(lambda _b, rank=n: self._safely(lambda: self.play(rank)))
            show = w.Button(description=self.texts["advisor.buttons.show"], icon="eye")
            show.add_class("hb-why-show")
            show.on_click(lambda _b, rank=n: self.show(rank))
            buttons = w.HBox([play])
            text = w.HTML()
            self._rows.append(_Row(w.VBox([buttons, text]), buttons, play, show, text))
        return self._rows[rank - 1]

    def _safely(self, action: Callable[[], object]) -> None:
        try:
            action()
        except IllegalAction as e:
            self._message.value = f'<div class="hb-why-error">{escape(e.reason)}</div>'


__all__ = ["QUEEN_TRIES", "WhyPanel"]
