"""The instructions panel every lesson widget shows beside its board or table (both games).

The panel shows the lesson title, progress and score, the step's title, prompt and note,
the options of a question, hints revealed one by one, the feedback on the last try,
"Show the answer" once two tries have missed, and Back / Reset step / Next.
:class:`LessonPanel` lays the panel out beside a surface (a HiveBoard or a GameTable)
driven by a lesson run (:class:`~.run.RunBase`: Honey Buzz's
:class:`~honeybuzz_lab.games.honeybuzz.lessons.LessonRun`, Honeycomb Hustle's lesson run); the
subclasses (Honey Buzz's ``Lesson`` and ``GameLesson``, Honeycomb Hustle's
``HustleLesson``) add what is particular to their surface.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from ..assets import lesson_stylesheet
from .markup import inline, to_html
from .run import Outcome, RunBase
from .steps import LessonError, StepKind

_TONES = {
    "right": ("#1e7b34", "#e7f5ea"),
    "wrong": ("#a1260d", "#fbeae6"),
    "illegal": ("#a1260d", "#fbeae6"),
    "info": ("#0b6bcb", "#e8f1fb"),
    "revealed": ("#0b6bcb", "#e8f1fb"),
}


def style() -> str:
    """The lesson's stylesheet (widget_js/lesson.css) as a ``<style>`` element."""
    return f"<style>{lesson_stylesheet()}</style>"


def box(text_html: str, tone: str) -> str:
    """A framed message; the tone colours it, the words say the same (never colour alone)."""
    edge, fill = _TONES[tone]
    return (
        f'<div class="hb-lesson-msg hb-lesson-{tone}" style="border-left:4px solid {edge};'
        f"background:{fill};color:#1d1d1d;padding:6px 10px;margin:4px 0;"
        f'border-radius:3px">{text_html}</div>'
    )


#: The longest answer (in characters) that still fits in a row of 3 or of 2 answers.
OPTION_CHARS = {3: 6, 2: 16}


class LessonPanel(w.VBox):
    """A lesson's instructions panel beside ``surface``, following ``run``."""

    #: How wide the surface may grow beside the panel before the row wraps.
    SURFACE_BASIS = "560px"

    def __init__(self, run: RunBase, surface: w.DOMWidget, **kwargs: Any) -> None:
        self.run = run
        texts = run.texts
        self._header = w.HTML()
        self._progress = w.IntProgress(
            min=0, max=len(run.lesson), bar_style="success", layout={"width": "100%"}
        )
        self._progress.add_class("hb-lesson-bar")
        self._title = w.HTML()
        self._note = w.HTML()
        self._prompt = w.HTML()
        self._todo = w.HTML()
        self._options = w.VBox()
        self._hint_button = w.Button(description=texts["ui.buttons.hint"], icon="lightbulb-o")
        self._hints = w.HTML()
        self._feedback = w.HTML()
        self._reveal = w.Button(description=texts["ui.buttons.reveal"], icon="eye")
        self._score = w.HTML()
        self._score.add_class("hb-lesson-score-line")
        self._back = w.Button(description=texts["ui.buttons.back"], icon="arrow-left")
        self._reset = w.Button(description=texts["ui.buttons.reset"], icon="undo")
        self._next = w.Button(description=texts["ui.buttons.next"], icon="arrow-right")
        for button, action in (
            (self._hint_button, self.hint),
            (self._reveal, self.reveal),
            (self._back, self.back),
            (self._reset, self.reset_step),
            (self._next, self.next),
        ):
            button.on_click(lambda _b, act=action: self._safely(act))
            button.layout = w.Layout(width="auto")
        self._hint_button.add_class("hb-lesson-hint")
        self._reveal.add_class("hb-lesson-reveal")
        self._back.add_class("hb-lesson-back")
        self._reset.add_class("hb-lesson-reset")
        self._next.add_class("hb-lesson-next")
        self._option_buttons: dict[str, w.Button] = {}

        body = w.VBox(
            [
                self._title,
                self._note,
                self._prompt,
                self._todo,
                self._options,
                w.HBox([self._hint_button, self._reveal]),
                self._hints,
            ]
        )
        body.add_class("hb-lesson-body")
        self._feedback.add_class("hb-lesson-feedback")
        nav = w.HBox([self._back, self._reset, self._next])
        nav.add_class("hb-lesson-nav")
        # The header, then the step (scrolling inside the panel when long), the feedback in
        # a place of its own that is kept free (nothing moves when it comes or goes), and
        # the buttons at the bottom: lesson.css lays it out beside the surface.
        panel = w.VBox([self._header, self._progress, self._score, body, self._feedback, nav])
        panel.add_class("hb-lesson-panel")
        surface.add_class("hb-lesson-surface")
        row = w.HBox([panel, surface])
        row.add_class("hb-lesson-row")
        super().__init__([row], **kwargs)
        self.add_class("hb-lesson")
        run.on_change(lambda _run: self._render())
        self._render()

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
    def language(self) -> str:
        """The lesson's language."""
        return self.run.language

    def __repr__(self) -> str:
        p = self.run.progress
        return (
            f"{type(self).__name__}({self.run.lesson.id!r}, language={self.language!r}, "
            f"step {p.current} of {p.total}: {self.run.step.id!r}, {p.done} done)"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data = {**data, "text/plain": repr(self), "text/html": self.to_html()}
        return (data, bundle[1]) if isinstance(bundle, tuple) else data

    def to_html(self) -> str:
        """The current step as static HTML (for notebooks viewed without a kernel)."""
        run = self.run
        parts = [
            f"<h4>{escape(run.title)}: {escape(run.step_title)}</h4>",
            f"<p><i>{escape(self._progress_text())}</i></p>",
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

    # ------------------------------------------------------------------ internals

    def _safely(self, action: Any) -> None:
        try:
            action()
        except LessonError as e:
            self._feedback.value = box(escape(str(e)), "wrong")

    def _progress_text(self) -> str:
        p, texts = self.run.progress, self.run.texts
        return (
            texts.text("ui.progress.step", n=p.current, total=p.total)
            + " · "
            + texts.text("ui.progress.done", done=p.done, total=p.total)
        )

    def _render(self) -> None:
        run, texts, step = self.run, self.run.texts, self.run.step
        state = run.state
        self._header.value = (
            style() + f'<div class="hb-lesson-title"><b>{escape(run.title)}</b></div>'
            f'<div class="hb-lesson-progress">{escape(self._progress_text())}</div>'
        )
        self._progress.value = run.progress.done
        self._title.value = f'<h3 class="hb-lesson-step-title">{escape(run.step_title)}</h3>'
        self._note.value = self._note_html()
        self._prompt.value = f'<div class="hb-lesson-prompt">{to_html(run.prompt)}</div>'
        todo = "solved" if state.solved and step.kind is not StepKind.READ else step.kind.value
        self._todo.value = f"<i>{escape(texts['ui.labels.' + todo])}</i>"
        self._render_options()
        self._render_hints()
        self._render_feedback()
        self._reveal.layout.display = "" if run.can_reveal else "none"
        self._score.value = self._score_html()
        self._back.disabled = run.index == 0
        last = run.index + 1 == len(run.lesson)
        self._next.description = texts["ui.buttons.finish" if last else "ui.buttons.next"]

    def _note_html(self) -> str:
        """The note on reconstructed data: one short line that opens to the whole note."""
        run = self.run
        if not run.note:
            return ""
        summary = run.note_summary
        if not summary:
            return f'<div class="hb-lesson-note"><small>{escape(run.note)}</small></div>'
        return (
            f'<details class="hb-lesson-note"><summary><small>{escape(summary)}</small></summary>'
            f"<small>{escape(run.note)}</small></details>"
        )

    def _score_html(self) -> str:
        run, texts = self.run, self.run.texts
        score = run.score
        if score.steps:
            stars = "★" * score.stars + "☆" * (3 - score.stars)
            said = texts.text("ui.score.stars", stars=score.stars)
            line = texts.text(
                "ui.score.line", tries=score.tries, hints=score.hints, revealed=score.revealed
            )
            line = (
                f'<span class="hb-lesson-stars" role="img" aria-label="{escape(said)}" '
                f'title="{escape(said)}">{stars}</span> {escape(line)}'
            )
        else:
            line = escape(texts["ui.score.none"])
        store = run.store
        if store is not None:
            warning = store.message(run.language)
            if warning:
                line += f"<br>{escape(warning)}"
            elif store.writable:
                short, saved = texts["ui.score.saved"], texts["ui.score.saved_long"]
                if store.in_browser:
                    folder, file = store.where()
                    short = texts.text("ui.score.saved_browser", folder=folder)
                    saved = texts.text("ui.score.saved_browser_long", file=file)
                line += (
                    f' · <span class="hb-lesson-saved" title="{escape(saved)}">'
                    f"{escape(short)}</span>"
                )
        return f'<div class="hb-lesson-score"><small>{line}</small></div>'

    def _render_options(self) -> None:
        run = self.run
        if run.step.kind is not StepKind.QUESTION:
            self._options.children = ()
            self._option_buttons = {}
            return
        if list(self._option_buttons) != list(run.step.options) or not self._options.children:
            buttons = {}
            for option, text in run.options():
                button = w.Button(description=text, tooltip=text)
                button.layout = w.Layout(width="100%", height="auto")
                button.style.text_align = "left"  # type: ignore[attr-defined]
                button.add_class("hb-lesson-option")
                button.add_class(f"hb-option-{option}")
                button.on_click(lambda _b, o=option: self._safely(lambda: self.answer(o)))
                buttons[option] = button
            self._option_buttons = buttons
            self._options.children = tuple(buttons.values())
            self._set_option_columns([text for _, text in run.options()])
        tried = {o.option for o in run.state.tries if o.option}
        if run.state.answer:
            tried.add(run.state.answer)
        for option, button in self._option_buttons.items():
            if option in tried:
                right = option in run.step.answer
                button.button_style = "success" if right else "danger"
                button.icon = "check" if right else "times"
            else:
                button.button_style = ""
                button.icon = ""

    def _set_option_columns(self, texts: list[str]) -> None:
        """Short answers sit side by side (three numbers to a row, two short words), so
        the question keeps its height for the prompt."""
        longest = max((len(text) for text in texts), default=0)
        columns = 3 if longest <= OPTION_CHARS[3] else 2 if longest <= OPTION_CHARS[2] else 1
        for n in (2, 3):
            self._options.remove_class(f"hb-lesson-options-{n}")
        if columns > 1:
            self._options.add_class(f"hb-lesson-options-{columns}")

    def _render_hints(self) -> None:
        run, texts = self.run, self.run.texts
        total = run.hint_count
        self._hint_button.disabled = run.state.hints >= total
        self._hint_button.layout.display = "" if total else "none"
        items = "".join(f'<li class="hb-lesson-hint-text">{inline(h)}</li>' for h in run.hints)
        counter = (
            texts.text("ui.progress.hint", n=run.state.hints, total=total)
            if run.state.hints
            else ""
        )
        self._hints.value = (
            f'<div class="hb-lesson-hints"><small>{escape(counter)}</small><ul>{items}</ul></div>'
            if items
            else ""
        )

    def _render_feedback(self) -> None:
        run, texts = self.run, self.run.texts
        outcome = run.outcome
        if run.finished and run.index + 1 == len(run.lesson):
            done = texts[run.lesson.key("done")]
            label = texts["ui.labels.finished"]
            self._feedback.value = box(f"<b>{escape(label)}.</b> {inline(done)}", "right")
            return
        if outcome is None:
            self._feedback.value = ""
            return
        if outcome.status == "illegal" and outcome.action is not None:
            # A refused game action's words begin with "Not allowed" themselves (they are
            # the table's error line too): a label before them would say it twice.
            self._feedback.value = box(inline(outcome.text), outcome.status)
            return
        label = texts[f"ui.labels.{outcome.status}"]
        self._feedback.value = box(f"<b>{escape(label)}</b> {inline(outcome.text)}", outcome.status)
