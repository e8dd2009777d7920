"""The widget base both games' tables share: the ``language`` trait, the error a page shows,
and one way to carry out a message from the page.

:class:`PageWidget` is an ``anywidget.AnyWidget`` with

- ``language`` (:class:`Language`: a language the package speaks; any other value is
  refused with a TraitError naming the choices, and the trait keeps its value);
- ``_error`` and ``_error_detail`` (synced) and ``last_error`` (None when none), set by
  :meth:`~PageWidget.show_error`: a sentence that can be said in several languages (a
  catalogue ``Message``, a game's ``Said``: anything with ``text(language)``) is said in
  the widget's language, and again in the new one when the language changes (until the
  page dismisses it, setting ``_error`` to "");
- ``_error_rule`` (synced): the rule a shown refusal comes from (``{"id", "title"}``, see
  :meth:`~PageWidget.rule_ref`; ``{}`` when none);
  ``_rules`` (synced): what the page needs to link a refusal or a log line to its rule
  (:meth:`~PageWidget.rule_texts`: the links' words and the rules' titles); ``_rule``
  (synced): the rule the page asked to open beside the board (``{"kind": "rule", "id"}``,
  answered by :meth:`~PageWidget.rule_atom`: its title, text, source, related rules and
  live demonstration; a malformed request is refused, nothing changed); ``_rule_found``
  (synced): the rules a search in that panel found (``{"kind": "rule_search", "query"}``,
  answered by :meth:`~PageWidget.rule_search`: ``{"query", "results": [{"id", "title"}]}``),
  all in the widget's language, again when it changes;
- :meth:`~PageWidget.handle_message`: a message from the page is checked first
  (:meth:`~PageWidget.parse_message`, raising :class:`~.messages.MessageError` with the
  reason: shown, nothing changed), then carried out (:meth:`~PageWidget.run_command`,
  which by default is :meth:`~PageWidget.dispatch`); anything no check foresaw is shown
  with its traceback as the detail, never swallowed by the page's log;
- ``COMMANDS``: the widget class's table of commands, declared once per class (command type
  -> the name of the method that carries it out, ``(self, command) -> bool``); a subclass's
  table adds to its bases' and overrides them (:func:`~.messages.command_table`), every name is
  checked to be a method when the class is made, and :meth:`~PageWidget.dispatch` carries
  out a command by it (a command of no type in the table: :meth:`~PageWidget.other_command`,
  MessageError by default: shown, nothing changed);
- ``ply`` (synced, public): the number of the position shown, kept by each table and board
  (``_page_ply``: the page's report of it, which makes marimo rerun dependent cells);
- ``_offer`` (synced): the offer to continue a saved game, shown on the table itself
  (``{"text", "yes", "no"}``: the question and its two buttons; ``{}``: none). The page
  answers ``{"kind": "resume", "continue": true|false}``, which goes to
  :meth:`~PageWidget.answer_offer` (a table that offers overrides it).

A game's table subclasses it and gives ``parse_message`` (its message checker),
``COMMANDS`` (what each checked command does; a table may override ``run_command`` to
refuse before the dispatch) and ``message_error`` (its sentence for a refused message, in
its own catalogue); it may name its own language check
(``check_language``: a game's own error, a ValueError). The page side is
``widget_js/pagekit.js`` (the live region, the error block, the wait for Python's answer).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets as t

from .i18n import check_language
from .inputs import shorten
from .messages import MessageError, command_table, dispatch_command, message_kind, unforeseen

#: A text a page shows: a plain string, or a sentence with ``text(language)``.
ErrorText = str

#: The page's requests to open a rule beside the board and to search the rules there, the
#: longest rule id and question they may send, and how many rules a search lists.
_RULE_MESSAGE = {"rule": frozenset({"id"})}
_RULE_SEARCH = {"rule_search": frozenset({"query"})}
LONGEST_RULE_ID = 80
LONGEST_RULE_QUERY = 200
RULES_FOUND = 6


def said(text: ErrorText, language: str) -> str:
    """``text`` in ``language`` when it can be said in several; other text as it is."""
    say = getattr(text, "text", None)
    return say(language) if callable(say) else str(text)


class Language(t.Unicode):
    """A synced-ready trait holding a language the package speaks; any other value is
    refused (TraitError) with the sentence of the widget's ``check_language`` (the i18n
    layer's by default), and the trait keeps its value."""

    info_text = "a language the package speaks"

    def validate(self, obj: Any, value: Any) -> str:
        check: Callable[[object], str] = getattr(obj, "check_language", check_language)
        try:
            return check(value)
        except ValueError as e:
            raise t.TraitError(str(e)) from None


def in_marimo() -> bool:
    """Whether this kernel runs a marimo notebook or app."""
    marimo = sys.modules.get("marimo")
    try:
        return bool(marimo is not None and marimo.running_in_notebook())
    except Exception:  # an older marimo, or one not fully imported
        return False


class PageWidget(anywidget.AnyWidget):
    """The base of a game's table widget (see the module docstring)."""

    #: The page's commands this class carries out: command type -> the name of its method
    #: ``(self, command) -> bool`` (True if something changed). See
    #: :func:`~.messages.command_table`.
    COMMANDS: ClassVar[Mapping[type, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        command_table(cls)  # a misspelt handler fails when the class is made

    _error = t.Unicode("").tag(sync=True)
    _error_detail = t.Unicode("").tag(sync=True)
    _error_rule = t.Dict().tag(sync=True)
    _rules = t.Dict().tag(sync=True)
    _rule = t.Dict().tag(sync=True)
    _rule_found = t.Dict().tag(sync=True)
    language = Language("en").tag(sync=True)
    _offer = t.Dict().tag(sync=True)
    #: The number of the position shown: how many moves (placements, actions) the board or
    #: game has had, undo counted back; 0 for a widget without moves. Public and synced, so
    #: a cell can depend on it: marimo reruns a cell reading ``mo.ui.anywidget(w).value``
    #: after every move (``value["ply"]``). It holds nothing the page does not show.
    ply = t.Int(0).tag(sync=True)
    #: The ply the page has drawn, reported by the page (``widget_js/pagekit.js``,
    #: ``reportPly``): marimo reruns the cells that read a widget's value when the page
    #: reports a change, not when Python makes one. Python only receives it.
    _page_ply = t.Int(-1).tag(sync=True)
    #: Whether the page reports ``ply`` back: only in marimo (elsewhere it would cost a
    #: message to the kernel after every move, for nothing).
    _report_ply = t.Bool(False).tag(sync=True)

    #: The language check of the ``language`` trait (a game may raise its own ValueError).
    check_language: Callable[[object], str] = staticmethod(check_language)

    def __init__(self, **kwargs: Any) -> None:
        #: The last error shown on the page (None when none).
        self.last_error: str | None = None
        self.last_error_rule: str | None = None
        self._error_sources: list[ErrorText] = []
        kwargs.setdefault("_report_ply", in_marimo())
        super().__init__(**kwargs)
        self._rules = self.rule_texts(self.language)
        self.on_msg(self._on_page_message)

    def rule_texts(self, language: str) -> dict[str, Any]:
        """What the page needs to link to rules (``{"labels", "titles", "codes"}``, see
        :func:`honeybuzz_lab.rulebook.texts.page_rules`); none by default."""
        return {}

    def rule_ref(self, rule_id: str | None, language: str) -> dict[str, str]:
        """A refusal's rule as the page links it (``{"id", "title"}``; ``{}``: none)."""
        return {}

    def rule_atom(self, rule_id: str, language: str) -> dict[str, Any] | None:
        """The rule ``rule_id`` as the page shows it beside the board (see
        :func:`honeybuzz_lab.rulebook.texts.page_atom`; None: not a rule of this widget's
        game)."""
        return None

    def rule_search(self, query: str, language: str) -> list[dict[str, str]] | None:
        """The rules of this widget's game that answer ``query``, best first (``{"id",
        "title"}``; see :func:`honeybuzz_lab.rulebook.texts.page_search`); None: no rules
        here."""
        return None

    @t.observe("language")
    def _say_rules_again(self, change: dict) -> None:
        with self.hold_sync():
            self._rules = self.rule_texts(change["new"])
            if self._error_rule:
                self._error_rule = self.rule_ref(self._error_rule["id"], change["new"])
            if self._rule:
                self._rule = self.rule_atom(self._rule["id"], change["new"]) or {}
            if self._rule_found:
                query = self._rule_found["query"]
                found = self.rule_search(query, change["new"]) or []
                self._rule_found = {"query": query, "results": found[:RULES_FOUND]}

    def _rule_request(
        self, content: dict, kinds: dict[str, frozenset[str]], answer: Callable[[dict], None]
    ) -> bool:
        """Carry out a request of the rule panel (the game does not change): ``content`` is
        checked against ``kinds``, then ``answer(content)`` sets what the page shows; a
        malformed request (MessageError) is refused with its reason, nothing changed, and
        anything unforeseen (a demonstration that fails) is shown, never swallowed."""
        try:
            message_kind(content, kinds)
            answer(content)
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
        except Exception as e:
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
        return False

    def _open_rule(self, content: dict) -> None:
        """The page opens a rule: ``_rule`` becomes it (an id that is not a short text, or
        no such rule in this widget's game, is refused)."""
        rule_id = content["id"]
        if not isinstance(rule_id, str) or not 0 < len(rule_id) <= LONGEST_RULE_ID:
            raise MessageError(
                f"a 'rule' message's id is a text of 1 to {LONGEST_RULE_ID} characters, "
                f"not {shorten(repr(rule_id))}"
            )
        found = self.rule_atom(rule_id, self.language)
        if found is None:
            raise MessageError(f"there is no rule {rule_id!r} here")
        self._rule = found

    def _search_rules(self, content: dict) -> None:
        """The page searches the rules from the rule panel: ``_rule_found`` becomes the
        question and the rules found (a query that is not a short text is refused)."""
        query = content["query"]
        if not isinstance(query, str) or len(query) > LONGEST_RULE_QUERY:
            raise MessageError(
                f"a 'rule_search' message's query is a text of at most "
                f"{LONGEST_RULE_QUERY} characters, not {shorten(repr(query))}"
            )
        found = self.rule_search(query, self.language)
        if found is None:
            raise MessageError("there are no rules to search here")
        self._rule_found = {"query": query, "results": found[:RULES_FOUND]}

    # ------------------------------------------------------------------ the error shown

    def say(self, text: ErrorText) -> str:
        """``text`` in the widget's language (see :func:`said`)."""
        return said(text, self.language)

    def show_error(self, text: ErrorText, detail: str = "", rule: str | None = None) -> None:
        """Show an error line on the page ("" clears it); a sentence is said in the
        widget's language, and again in the new one when the language changes. ``rule``:
        the id of the rule a refusal comes from (the page links to it)."""
        self._show_errors([text] if text else [], detail, rule)

    def _show_errors(
        self, texts: list[ErrorText], detail: str = "", rule: str | None = None
    ) -> None:
        self._error_sources = list(texts)
        shown = self._said_errors()
        self.last_error = shown or None
        #: The rule the error shown comes from (None: none, or not a game's rule).
        self.last_error_rule = (rule or None) if shown else None
        with self.hold_sync():
            self._error = shown
            self._error_detail = detail
            self._error_rule = self.rule_ref(self.last_error_rule, self.language)

    def _said_errors(self) -> str:
        return "; ".join(self.say(text) for text in self._error_sources)

    @t.observe("language")
    def _say_error_again(self, change: dict) -> None:
        if getattr(self, "_error_sources", None):
            self._error = self._said_errors()

    @t.observe("_error")
    def _error_dismissed(self, change: dict) -> None:
        """The page cleared the error (its Dismiss button): it is gone in Python too, and a
        new language does not bring it back."""
        if not change["new"] and getattr(self, "_error_sources", None):
            self._error_sources = []
            self.last_error = None
            self.last_error_rule = None

    # ------------------------------------------------------------------ messages

    def parse_message(self, content: object) -> object:
        """The command a page message asks for (MessageError: what is wrong)."""
        raise NotImplementedError

    def run_command(self, command: Any) -> bool:
        """Carry out a checked command; True if the game changed (a refusal is shown).
        By default the class's table of commands carries it out (:meth:`dispatch`)."""
        return self.dispatch(command)

    def dispatch(self, command: Any) -> bool:
        """Carry out ``command`` by the class's ``COMMANDS``; a command of no type in it goes
        to :meth:`other_command`."""
        found, changed = dispatch_command(self, command)
        return bool(changed) if found else self.other_command(command)

    def other_command(self, command: Any) -> bool:
        """A checked command the class's table does not take (MessageError: shown, nothing
        changed). A widget that says it in its own words overrides it."""
        raise MessageError(f"this widget does not take {type(command).__name__} from the page")

    def message_error(self, reason: str) -> ErrorText:
        """The sentence shown for a page message that cannot be carried out."""
        return reason

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page; True if the game changed.

        A malformed or impossible request is shown on the page and changes nothing.
        """
        if isinstance(content, dict) and content.get("kind") == "resume":
            return self._resume_message(content)
        if isinstance(content, dict) and content.get("kind") == "rule":
            return self._rule_request(content, _RULE_MESSAGE, self._open_rule)
        if isinstance(content, dict) and content.get("kind") == "rule_search":
            return self._rule_request(content, _RULE_SEARCH, self._search_rules)
        try:
            command = self.parse_message(content)
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
            return False
        except Exception as e:  # anything unforeseen is shown, never swallowed by the page's log
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
            return False
        self.show_error("")
        try:
            return self.run_command(command)
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
            return False
        except Exception as e:
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
            return False

    def answer_offer(self, go_on: bool) -> bool:
        """The learner answered the offer to continue a saved game (``go_on``: Continue,
        else New game); True if the table changed. Tables that offer override it."""
        raise MessageError("there is no saved game to continue here")

    def _resume_message(self, content: dict) -> bool:
        go_on = content.get("continue")
        if set(content) != {"kind", "continue"} or not isinstance(go_on, bool):
            self.show_error(self.message_error("'resume' takes 'continue': true or false"))
            return False
        if not self._offer:
            self.show_error(self.message_error("there is no saved game to continue here"))
            return False
        self.show_error("")
        try:
            return self.answer_offer(go_on)
        except Exception as e:
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
            return False

    def _on_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        self.handle_message(content)


class SavedPicture:
    """What a saved notebook shows of a table: a widget with ``to_html()`` (a picture in
    plain HTML and SVG, no scripts, drawn from what is synced to its page only) gets it as
    its ``text/html`` (with its ``repr`` as ``text/plain``, no memory address) and
    :meth:`save_html`. Put it before :class:`PageWidget` among the bases."""

    language: str

    def to_html(self) -> str:
        raise NotImplementedError

    def save_html(self, path: str | Path) -> Path:
        """Write the picture of ``to_html`` as one HTML page (no scripts, no kernel). Like
        everything synced to the page, it holds only what the page's viewer may know."""
        path = Path(path)
        path.write_text(
            f'<!doctype html>\n<html lang="{escape(self.language)}">\n<head>\n'
            f'<meta charset="utf-8">\n<title>{escape(repr(self))}</title>\n</head>\n'
            f'<body style="margin:16px;background:#ffffff">\n{self.to_html()}\n</body>\n</html>\n',
            encoding="utf-8",
        )
        return path

    def _repr_html_(self) -> str:
        return self.to_html()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is None:
            return None
        data, metadata = bundle
        return {**data, "text/plain": repr(self), "text/html": self.to_html()}, metadata


__all__ = ["ErrorText", "Language", "PageWidget", "SavedPicture", "said"]
