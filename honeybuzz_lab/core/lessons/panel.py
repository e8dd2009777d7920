"""The instructions panel of every lesson widget (both games), drawn by the surface's own view.

A lesson widget is one anywidget: Honey Buzz's ``Lesson`` is a HiveBoard, its
``GameLesson`` a GameTable, Honeycomb Hustle's ``HustleLesson`` a HustleTable, each with
:class:`LessonPanel` mixed in. The mixin keeps the panel's state as plain data in the
synced ``_lesson`` trait (see :func:`panel_state`): the lesson title, progress and score,
the step's title, note and prompt (HTML from the lesson markup), a question's options
with the tries marked, the hints revealed, the feedback on the last try with its tone,
and the buttons (label, shown, enabled). ``widget_js/lessonpanel.js`` draws it beside
the board or table, in the same view, whenever ``_lesson`` holds a state.

The page's buttons send ``{"lesson": "hint" | "reveal" | "back" | "next" | "reset"}`` and
``{"lesson": "answer", "option": <id>}``; :func:`parse_lesson_message` checks them like
every page message (a malformed one is refused with the surface's own error line and
changes nothing). A lesson's own refusal (a step already solved, no answer to show yet)
is said in the panel's feedback.
"""

from __future__ import annotations

import re
import traceback
from collections.abc import Callable, Mapping
from html import escape
from typing import Any, ClassVar

import traitlets as t

from ..inputs import quote
from ..messages import (
    MessageError,
    command_table,
    dispatch_command,
    panel_request,
    unforeseen,
)
from .markup import inline, to_html
from .run import Outcome, RunBase
from .steps import LessonError, StepKind

#: The tones of a message: the class ``hb-lesson-<tone>`` colours it, its words say the same.
TONES = ("right", "wrong", "illegal", "info", "revealed")

#: The panel's buttons and the catalogue key of each label.
BUTTONS = {
    "hint": "ui.buttons.hint",
    "reveal": "ui.buttons.reveal",
    "back": "ui.buttons.back",
    "reset": "ui.buttons.reset",
    "next": "ui.buttons.next",
}

#: What a page message may ask of a lesson, and the fields each takes besides ``lesson``.
LESSON_MESSAGES: dict[str, frozenset[str]] = {
    "hint": frozenset(),
    "reveal": frozenset(),
    "back": frozenset(),
    "next": frozenset(),
    "reset": frozenset(),
    "answer": frozenset({"option"}),
}

#: The longest answer (in characters) that still fits in a row of 3 or of 2 answers.
OPTION_CHARS = {3: 6, 2: 16}


def is_lesson_message(content: object) -> bool:
    """True for a message from a lesson's panel (an object with a ``lesson`` field)."""
    return isinstance(content, dict) and "lesson" in content


def parse_lesson_message(content: object, options: list[str]) -> tuple[str, str | None]:
    """``(what, option)`` asked by a panel message; MessageError says what is wrong.

    ``options`` are the current question's option ids (an answer must name one of them).
    """
    what = panel_request(content, LESSON_MESSAGES, "lesson", "lesson")
    if what != "answer":
        return what, None
    option = content["option"]
    if not isinstance(option, str) or option not in options:
        said = ", ".join(options) if options else "none: this step asks no question"
        raise MessageError(
            f"'option' must be one of the question's options ({said}), not {quote(option)}"
        )
    return what, option


def message(text_html: str, tone: str) -> dict[str, str]:
    """A message of the panel: its tone and its HTML."""
    if tone not in TONES:
        raise ValueError(f"a message's tone is one of {', '.join(TONES)}, not {tone!r}")
    return {"tone": tone, "html": text_html}


def progress_text(run: RunBase) -> str:
    """ "Step n of N · d of N steps done" in the run's language."""
    p, texts = run.progress, run.texts
    return (
        texts.text("ui.progress.step", n=p.current, total=p.total)
        + " · "
        + texts.text("ui.progress.done", done=p.done, total=p.total)
    )


def note_html(run: RunBase) -> str:
    """The note on reconstructed data: one short line that opens to the whole note."""
    if not run.note:
        return ""
    summary = run.note_summary
    if not summary:
        return f"<small>{escape(run.note)}</small>"
    return (
        f'<details class="hb-lesson-note-more"><summary><small>{escape(summary)}</small>'
        f"</summary><small>{escape(run.note)}</small></details>"
    )


#: Where one sentence of a lesson text ends: after . ! ? before a capital (not "1. lecke").
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[*(\"„]*[A-ZÁÉÍÓÖŐÚÜŰ0-9])")
#: A text this long (in words) or longer is split at its sentences, not only its paragraphs.
ASK_WORDS = 40
#: The longest ask (in words) the bubble holds whole; a longer one is its last sentence.
ASK_SHORT = 25


def _is_list(block: str) -> bool:
    return block.lstrip().startswith("- ") or bool(re.match(r"\s*\d+\.\s", block))


def prompt_parts(prompt: str) -> dict[str, str]:
    """A step's prompt in three parts (HTML): ``lead``, its first sentence; ``more``, the
    rest of what it explains (behind a "more" button); ``ask``, its last paragraph, the
    one thing to do now (drawn in the coach bubble at the thing it is about)."""
    blocks = [b.strip() for b in re.split(r"\n\s*\n", prompt.strip()) if b.strip()]
    if not blocks:
        return {"lead": "", "more": "", "ask": ""}
    if _is_list(blocks[-1]):  # the last paragraph lists: the whole text stays together
        context, ask = blocks, ""
    else:
        context, ask = blocks[:-1], blocks[-1]
        if not context and len(ask.split()) >= ASK_WORDS:
            sentences = _SENTENCE.split(ask)
            if len(sentences) > 1:
                context, ask = [" ".join(sentences[:-1])], sentences[-1]
    if ask and len(ask.split()) > ASK_SHORT:  # a long ask: its last sentence is the ask
        *before, last = _SENTENCE.split(ask)
        if before:
            context, ask = [*context, " ".join(before)], last
    lead, rest = "", list(context)
    if rest and not _is_list(rest[0]):
        first, *others = _SENTENCE.split(rest[0], maxsplit=1)
        lead = first
        rest = [*others, *rest[1:]] if others else rest[1:]
    return {
        "lead": to_html(lead) if lead else "",
        "more": to_html("\n\n".join(rest)) if rest else "",
        "ask": to_html(ask) if ask else "",
    }


def score_html(run: RunBase) -> str:
    """The score line: stars, tries, hints, answers shown, and where progress is kept."""
    texts = run.texts
    score = run.score
    if score.steps:
        stars = "★" * score.stars + "☆" * (3 - score.stars)
        said = texts.text("ui.score.stars", stars=score.stars)
        line = texts.text(
            "ui.score.line", tries=score.tries, hints=score.hints, revealed=score.revealed
        )
        html = (
            f'<span class="hb-lesson-stars" role="img" aria-label="{escape(said)}" '
            f'title="{escape(said)}">{stars}</span> {escape(line)}'
        )
    else:  # nothing to score yet: the progress line says "0 of N steps done"
        html = ""
    store = run.store
    if store is not None:
        warning = store.message(run.language)
        if warning:
            html += f"<br>{escape(warning)}" if html else escape(warning)
        elif store.writable:
            short, saved = texts["ui.score.saved"], texts["ui.score.saved_long"]
            if store.in_browser:
                folder, file = store.where()
                short = texts.text("ui.score.saved_browser", folder=folder)
                saved = texts.text("ui.score.saved_browser_long", file=file)
            html += (" · " if html else "") + (
                f'<span class="hb-lesson-saved" title="{escape(saved)}">{escape(short)}</span>'
            )
    return html


def feedback(run: RunBase) -> dict[str, str]:
    """The feedback on the last try ({} before any), or the lesson's end."""
    texts, outcome = run.texts, run.outcome
    if run.finished and run.index + 1 == len(run.lesson):
        done = texts[run.lesson.key("done")]
        label = texts["ui.labels.finished"]
        return message(f"<b>{escape(label)}.</b> {inline(done)}", "right")
    if outcome is None:
        return {}
    if outcome.status == "illegal" and outcome.action is not None:
        # A refused game action's words begin with "Not allowed" themselves (they are
        # the table's error line too): a label before them would say it twice.
        return message(inline(outcome.text), outcome.status)
    label = texts[f"ui.labels.{outcome.status}"]
    return message(f"<b>{escape(label)}</b> {inline(outcome.text)}", outcome.status)


def options(run: RunBase) -> list[dict[str, str]]:
    """A question's options: id, text (HTML) and mark ("right", "wrong" or "" untried)."""
    if run.step.kind is not StepKind.QUESTION:
        return []
    tried = {o.option for o in run.state.tries if o.option}
    if run.state.answer:
        tried.add(run.state.answer)
    return [
        {
            "id": option,
            "text": inline(text),
            "label": text,
            "mark": ("right" if option in run.step.answer else "wrong") if option in tried else "",
        }
        for option, text in run.options()
    ]


def option_columns(texts: list[str]) -> int:
    """Short answers sit side by side (three numbers to a row, two short words), so the
    question keeps its height for the prompt."""
    longest = max((len(text) for text in texts), default=0)
    return 3 if longest <= OPTION_CHARS[3] else 2 if longest <= OPTION_CHARS[2] else 1


def panel_state(
    run: RunBase,
    said: dict[str, str] | None = None,
    *,
    rule: dict[str, str] | None = None,
    target: list[list[int]] | None = None,
) -> dict[str, Any]:
    """The panel as plain data, in the run's language; ``said`` (a :func:`message`)
    stands in the feedback's place (a refusal the run did not record). ``rule`` is the
    step's rule as the page links it (``{"id", "title"}``), ``target`` the hexes the coach
    bubble may point at (the first one drawn), besides the surface's own highlight."""
    texts, step, state = run.texts, run.step, run.state
    todo = "solved" if state.solved and step.kind is not StepKind.READ else step.kind.value
    shown = options(run)
    last = run.index + 1 == len(run.lesson)
    hints = run.hints
    total = run.hint_count
    labels = {name: texts[key] for name, key in BUTTONS.items()}
    if last:
        labels["next"] = texts["ui.buttons.finish"]
    return {
        "language": run.language,
        "lesson": run.lesson.id,
        "step": step.id,
        "kind": step.kind.value,
        "title": run.title,
        "progress": {
            "text": progress_text(run),
            "current": run.progress.current,
            "done": run.progress.done,
            "total": run.progress.total,
        },
        "score": score_html(run),
        "step_title": run.step_title,
        "note": note_html(run),
        "prompt": to_html(run.prompt),
        "parts": prompt_parts(run.prompt),
        "rule": dict(rule or {}),
        "target": [list(h) for h in target or []],
        "more": {"more": texts["ui.buttons.more"], "less": texts["ui.buttons.less"]},
        "todo": texts["ui.labels." + todo],
        "options": shown,
        "columns": option_columns([o["label"] for o in shown]),
        "hints": {
            "counter": texts.text("ui.progress.hint", n=state.hints, total=total)
            if state.hints
            else "",
            "items": [inline(h) for h in hints],
        },
        "feedback": said if said is not None else feedback(run),
        "buttons": {
            name: {
                "label": labels[name],
                "shown": {"hint": total > 0, "reveal": run.can_reveal}.get(name, True),
                "enabled": {"hint": state.hints < total, "back": run.index > 0}.get(name, True),
            }
            for name in BUTTONS
        },
    }


class LessonPanel(t.HasTraits):
    """The lesson half of a lesson widget, mixed into its surface (a HiveBoard, a
    GameTable, a HustleTable: an anywidget whose page draws the panel beside itself).

    The subclass builds its surface, then calls :meth:`_follow` with its run.
    """

    #: The panel's state (see :func:`panel_state`); empty on a surface without a lesson.
    _lesson = t.Dict().tag(sync=True)

    #: What the lesson does after its surface refused a page command, by the command's
    #: type: the name of a method ``(self, command) -> None``, declared once per lesson
    #: class like the surface's ``COMMANDS`` (:func:`~..messages.command_table`).
    REFUSALS: ClassVar[Mapping[type, str]] = {}

    run: RunBase
    # The surface's (PageWidget's) error line, its sentence for a refused message and its
    # message checker.
    show_error: Callable[..., None]
    message_error: Callable[[str], Any]
    parse_message: Callable[[object], object]
    last_error: str | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        command_table(cls, "REFUSALS")  # a misspelt handler fails when the class is made

    def _follow(self, run: RunBase) -> None:
        """Follow ``run``: the panel is drawn again after every change of it."""
        self.run = run
        self._said: dict[str, str] | None = None  # a refusal shown in the feedback's place
        run.on_change(lambda _run: self._render())
        self._render()

    @t.observe("language")
    def _lesson_language(self, change: dict) -> None:
        """``lesson.language = "hu"`` goes on in Hungarian, the learner's progress carried
        over (see :meth:`RunBase.set_language`)."""
        run = getattr(self, "run", None)
        if run is not None and change["new"] != run.language:
            run.set_language(change["new"])

    # ------------------------------------------------------------------ actions

    def hint(self) -> str | None:
        """Reveal the next hint (None when there is none left)."""
        return self.run.hint()

    def reveal(self) -> Outcome:
        """Show the answer (offered after two missed tries)."""
        return self.run.reveal()

    def back(self) -> bool:
        """Go to the previous step."""
        return self.run.back()

    def next(self) -> bool:
        """Go to the next step (False at the end, where the lesson is finished)."""
        return self.run.next()

    def reset_step(self) -> None:
        """Start the current step again."""
        self.run.reset_step()

    def answer(self, option: str) -> Outcome:
        """Answer the current question, as a click on an option does."""
        return self.run.answer(option)

    # ------------------------------------------------------------------ reading

    @property
    def panel(self) -> dict[str, Any]:
        """What the panel shows now (plain data, see :func:`panel_state`)."""
        return dict(self._lesson)

    def __repr__(self) -> str:
        run = getattr(self, "run", None)
        if run is None:
            return f"{type(self).__name__}(starting)"
        p = run.progress
        return (
            f"{type(self).__name__}({run.lesson.id!r}, language={run.language!r}, "
            f"step {p.current} of {p.total}: {run.step.id!r}, {p.done} done)"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data = {k: v for k, v in data.items() if k.startswith("application/")}
        data = {**data, "text/plain": repr(self), "text/html": self.to_html()}
        return (data, bundle[1]) if isinstance(bundle, tuple) else data

    def to_html(self) -> str:
        """The current step as static HTML (for notebooks viewed without a kernel)."""
        run = self.run
        parts = [
            f"<h4>{escape(run.title)}: {escape(run.step_title)}</h4>",
            f"<p><i>{escape(progress_text(run))}</i></p>",
            to_html(run.prompt),
        ]
        if run.note:
            parts.append(f"<p><small>{escape(run.note)}</small></p>")
        if run.step.kind is StepKind.QUESTION:
            items = "".join(f"<li>{inline(text)}</li>" for _, text in run.options())
            parts.append(f"<ul>{items}</ul>")
        parts.append(self._surface_html())
        return f'<div class="hb-lesson-static">{"".join(parts)}</div>'

    def _surface_html(self) -> str:
        """A picture of the surface as it stands (subclasses draw theirs)."""
        return ""

    # ------------------------------------------------------------------ page messages

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page: the panel's, or the surface's (then
        :meth:`_after_surface_message` hears it); True if something changed."""
        if not is_lesson_message(content):
            changed: bool = super().handle_message(content)  # type: ignore[misc]
            try:
                self._after_surface_message(content)
            except Exception as e:  # shown on the surface, never swallowed by the page's log
                self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
            return changed
        try:
            self.show_error("")
            return self.lesson_message(content)
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
        except Exception as e:
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
        return False

    def _after_surface_message(self, content: object) -> None:
        """Runs after the surface carried out (or refused) a page message of its own: the
        surface clears its error line before it carries out a message, so an error now
        means it refused this one, and the lesson's ``REFUSALS`` hear the command."""
        if not self.last_error or not command_table(type(self), "REFUSALS"):
            return
        try:
            command = self.parse_message(content)
        except MessageError:
            return
        dispatch_command(self, command, "REFUSALS")

    def lesson_message(self, content: object) -> bool:
        """Carry out a message from the panel; True if the lesson changed.

        A malformed message raises MessageError (the surface shows it, nothing changed);
        a request the lesson refuses (a step already solved) is said in the feedback.
        """
        ids = list(self.run.step.options) if self.run.step.kind is StepKind.QUESTION else []
        what, option = parse_lesson_message(content, ids)
        actions: dict[str, Callable[[], object]] = {
            "hint": self.hint,
            "reveal": self.reveal,
            "back": self.back,
            "next": self.next,
            "reset": self.reset_step,
            "answer": lambda: self.answer(option or ""),
        }
        return self._safely(actions[what])

    def _safely(self, action: Callable[[], object]) -> bool:
        """Run a lesson action; a lesson's refusal is said in the feedback's place."""
        try:
            action()
        except LessonError as e:
            self.tell(escape(str(e)), "wrong")
            return False
        return True

    def tell(self, text_html: str, tone: str) -> None:
        """Show ``text_html`` in the feedback's place until the lesson changes."""
        self._render(message(text_html, tone))

    def _coach_target(self) -> list[list[int]]:
        """Hexes the coach bubble may point at when the surface highlights nothing (the
        first one drawn is taken); none by default."""
        return []

    def _render(self, said: dict[str, str] | None = None) -> None:
        self._said = said
        run = self.run
        rule_ref = getattr(self, "rule_ref", None)
        rule_id = getattr(run.step, "rule", "")
        rule = rule_ref(rule_id, run.language) if rule_ref and rule_id else {}
        self._lesson = panel_state(run, said, rule=rule, target=self._coach_target())


__all__ = [
    "BUTTONS",
    "LESSON_MESSAGES",
    "TONES",
    "LessonPanel",
    "is_lesson_message",
    "message",
    "panel_state",
    "parse_lesson_message",
    "prompt_parts",
]
