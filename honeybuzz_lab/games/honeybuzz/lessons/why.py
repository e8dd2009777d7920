"""The "Why?" panel: the advisor's explanation of the current decision, beside a game.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> panel = WhyPanel(Game.new(["You", "Bot"], seed=1, first_game=True))
>>> panel.state["message"]["key"]
'advisor.panel.press'

A press on **Why?** shows, best first, what each option of the pending decision would do
(see :mod:`~honeybuzz_lab.games.honeybuzz.lessons.advisor`), with a **Play this** button for each.
With a GameTable the panel plays through the table (so the bots answer), outlines the option on the
table with **Show on the table**, and refuses to advise while a bot is to move. When the game moves
on, the old advice is cleared: it was about another decision.

The panel is no widget of its own: it keeps what it shows as plain data (:attr:`WhyPanel.state`,
see :func:`panel_state`), which the full game syncs to its page, where the table's own view
draws it above the table (``widget_js/whypanel.js``). The page's buttons send
``{"why": "ask" | "queen"}`` and ``{"why": "play" | "show", "rank": n}``, checked by
:func:`parse_why_message` like every page message; :meth:`WhyPanel.why`, :meth:`WhyPanel.play`
and :meth:`WhyPanel.show` do the same from Python.

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
from html import escape
from typing import Any

from ....core.inputs import quote
from ....core.lessons.markup import inline
from ....core.lessons.texts import Catalog, check_language
from ....core.messages import MessageError, panel_request
from ..game import Game, IllegalAction
from ..game.planner import QueenBot
from .advisor import LIMIT, Advice, Suggestion, advise, queen_estimate_html
from .texts import catalog

#: How many rollouts the Queen makes for **Ask the Queen** (fixed, so the answer is repeatable).
QUEEN_TRIES = 5

#: What a page message may ask of the panel, and the fields each takes besides ``why``.
WHY_MESSAGES: dict[str, frozenset[str]] = {
    "ask": frozenset(),
    "queen": frozenset(),
    "play": frozenset({"rank"}),
    "show": frozenset({"rank"}),
}


def is_why_message(content: object) -> bool:
    """True for a message from the Why? panel (an object with a ``why`` field)."""
    return isinstance(content, dict) and "why" in content


def parse_why_message(content: object, options: int) -> tuple[str, int | None]:
    """``(what, rank)`` asked by a panel message; MessageError says what is wrong.

    ``options`` is how many options the panel shows (a rank must be one of them).
    """
    what = panel_request(content, WHY_MESSAGES, "why", "Why?")
    if "rank" not in WHY_MESSAGES[what]:
        return what, None
    rank = content["rank"]
    if not isinstance(rank, int) or isinstance(rank, bool) or not 1 <= rank <= options:
        said = f"1 to {options}" if options else "none: no advice is shown"
        raise MessageError(f"'rank' must be an option shown ({said}), not {quote(rank)}")
    return what, rank


def suggestion_state(texts: Catalog, s: Suggestion, on_table: bool) -> dict[str, Any]:
    """One option as the page draws it: its Play this button's words, its text (HTML),
    the Queen's estimate (HTML), the engine's sentences and whether it can be shown."""
    mark = f" ★ {texts['advisor.bot_mark']}" if s.bot_choice else ""
    if s.queen_choice:
        mark += f" ♛ {texts['advisor.queen_mark']}"
    return {
        "rank": s.rank,
        "button": f"{s.rank}. {texts['advisor.buttons.play']}: {s.label}{mark}",
        "label": s.label,
        "bot": s.bot_choice,
        "queen": s.queen_choice,
        "show": on_table and bool(s.highlight),
        "text": inline(s.text),
        "estimate": queen_estimate_html(texts, s.queen_lead),
        "details": list(s.details),
    }


def advice_state(texts: Catalog, advice: Advice, on_table: bool) -> dict[str, Any]:
    """The advice as the page draws it (plain data; the texts as HTML)."""
    return {
        "decision": advice.decision,
        "title": advice.title,
        "intro": inline(advice.intro),
        "options": [suggestion_state(texts, s, on_table) for s in advice.suggestions],
        "bot_text": inline(advice.bot_text),
        "queen_text": inline(advice.queen_text) if advice.queen_text else "",
        "more": texts.text("advisor.more", n=advice.others) if advice.others else "",
        "method": advice.method,
    }


class WhyPanel:
    """The "Why?" button and its answer for a Game or a GameTable (see the module doc)."""

    def __init__(self, source: Any, *, language: str = "en", limit: int = LIMIT):
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
        self._listeners: list[Callable[[dict[str, Any]], object]] = []
        #: The line above the advice: a sentence (its catalogue key), the advice's heading,
        #: or a refusal.
        self._message: dict[str, str] = {}
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

    @property
    def state(self) -> dict[str, Any]:
        """What the panel shows now, as plain data: its buttons' words, the message line
        (``{"key", "html"}``: ``key`` the catalogue key of a sentence, "" for the advice's
        heading or a refusal) and the advice shown (None, or its options and texts)."""
        texts = self.texts
        return {
            "language": self.language,
            "buttons": {
                "why": {
                    "label": texts["advisor.buttons.why"],
                    "title": texts["advisor.buttons.why_tooltip"],
                },
                "queen": {
                    "label": texts["advisor.buttons.queen"],
                    "title": texts["advisor.buttons.queen_tooltip"],
                },
                "show": {"label": texts["advisor.buttons.show"]},
                "details": {"label": texts["advisor.details"]},
            },
            "message": dict(self._message),
            "advice": None
            if self.advice is None
            else advice_state(texts, self.advice, self.table is not None),
        }

    @property
    def message(self) -> str:
        """The message line's HTML (a sentence, the advice's heading, or a refusal)."""
        return self._message.get("html", "")

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
        advice = self.advice
        self._message = {
            "key": "",
            "html": f'<div class="hb-why" data-decision="{escape(advice.decision)}">'
            f"<h4>{escape(advice.title)}</h4><p>{inline(advice.intro)}</p></div>",
        }
        if self.table is not None and advice.bot is not None:
            self._outline(advice.bot.highlight)
        self._changed()
        return advice

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
        if not 1 <= rank <= len(self.advice.suggestions):
            raise IllegalAction(f"there is no suggestion {rank}: choose 1 to {len(self.advice)}")
        self._outline(self.advice.suggestions[rank - 1].highlight)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: the buttons' words, and the line asking to press
        Why? again (advice shown in the old language is cleared)."""
        language = check_language(language)
        if language == self.language:
            return
        self.language = language
        self.texts = catalog(language)
        self._clear("advisor.panel.press")

    def on_play(self, callback: Callable[[Suggestion], object]) -> None:
        """Call ``callback(suggestion)`` after a suggestion was played from the panel."""
        self._callbacks.append(callback)

    def on_state(self, callback: Callable[[dict[str, Any]], object]) -> None:
        """Call ``callback(state)`` whenever what the panel shows changes."""
        self._listeners.append(callback)

    def page_message(self, content: object) -> None:
        """Carry out a message from the page's panel (MessageError: malformed, nothing
        changed); a refusal of the game is said in the panel's message line."""
        shown = len(self.advice.suggestions) if self.advice is not None else 0
        what, rank = parse_why_message(content, shown)
        actions: dict[str, Callable[[], object]] = {
            "ask": self.why,
            "queen": lambda: self.why(queen=True),
            "play": lambda: self.play(rank or 0),
            "show": lambda: self.show(rank or 0),
        }
        self._safely(actions[what])

    # ------------------------------------------------------------------ internals

    def _changed(self) -> None:
        if self._listeners:
            state = self.state
            for listener in list(self._listeners):
                listener(state)

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
        self._message = {
            "key": key,
            "html": f'<div class="hb-why-message" data-key="{escape(key)}">'
            f"{inline(self.texts.text(key, **params))}</div>",
        }
        self._changed()

    def _clear(self, key: str, **params: object) -> None:
        self.advice = None
        if self.table is not None and self._outlined and self.table.highlight == self._outlined:
            self.table.highlight = []  # the outline belonged to the advice
        self._outlined = []
        self._say(key, **params)

    def _safely(self, action: Callable[[], object]) -> None:
        try:
            action()
        except IllegalAction as e:
            self._message = {
                "key": "",
                "html": f'<div class="hb-why-error" role="alert">{escape(e.reason)}</div>',
            }
            self._changed()


__all__ = [
    "QUEEN_TRIES",
    "WHY_MESSAGES",
    "WhyPanel",
    "advice_state",
    "is_why_message",
    "parse_why_message",
    "suggestion_state",
]
