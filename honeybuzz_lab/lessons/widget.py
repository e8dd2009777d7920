"""The Lesson widget: an instructions panel beside a HiveBoard.

>>> lesson = Lesson("hive_and_tiles", language="hu")   # doctest: +SKIP
>>> lesson                                              # doctest: +SKIP

The panel shows the lesson title and progress, the step's title, prompt and note, the
options of a question, hints revealed one by one, the feedback on the last try, and
Back / Reset step / Next. The board is driven by a :class:`~.runner.LessonRun`: the
learner places on the board, the run judges, explains, and takes wrong tiles back.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from ..widgets import HiveBoard
from ..widgets.messages import MessageError, Place, parse_message
from .markup import inline, to_html
from .model import LessonError, LessonPlan, StepKind
from .runner import LessonRun, Outcome
from .texts import check_language

PANEL_WIDTH = "380px"
_TONES = {
    "right": ("#1e7b34", "#e7f5ea"),
    "wrong": ("#a1260d", "#fbeae6"),
    "illegal": ("#a1260d", "#fbeae6"),
    "info": ("#0b6bcb", "#e8f1fb"),
}


#: Readable text in the panel (ipywidgets gives HTML widgets a one-line line height).
STYLE = (
    "<style>"
    ".hb-lesson-panel .widget-html-content{line-height:1.45;white-space:normal}"
    ".hb-lesson-panel .widget-html-content p{margin:0 0 6px}"
    ".hb-lesson-panel .widget-html-content ul,.hb-lesson-panel .widget-html-content ol"
    "{margin:0 0 6px;padding-left:20px}"
    ".hb-lesson-option button,.hb-lesson-option{white-space:normal;text-align:left}"
    "</style>"
)


def _box(text_html: str, tone: str) -> str:
    """A framed message; the tone colours it, the words say the same (never colour alone)."""
    edge, fill = _TONES[tone]
    return (
        f'<div class="hb-lesson-msg hb-lesson-{tone}" style="border-left:4px solid {edge};'
        f"background:{fill};color:#1d1d1d;padding:6px 10px;margin:4px 0;"
        f'border-radius:3px">{text_html}</div>'
    )


class Lesson(w.VBox):
    """A lesson in a notebook: ``Lesson("cells_and_nectar", language="en")``.

    ``lesson`` is a lesson id, its number or a :class:`LessonPlan`; ``language`` is
    ``"en"`` or ``"hu"``, for the panel and the board alike. ``board`` may be a HiveBoard
    of your own (one is made); it is switched to the lesson's language.
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int = "hive_and_tiles",
        *,
        language: str = "en",
        board: HiveBoard | None = None,
        **kwargs: Any,
    ) -> None:
        check_language(language)
        self.board = HiveBoard(language=language) if board is None else board
        self.board.language = language
        self.run = LessonRun(lesson, language=language, board=self.board)
        texts = self.run.texts

        self._header = w.HTML()
        self._progress = w.IntProgress(
            min=0, max=len(self.run.lesson), bar_style="success", layout={"width": "100%"}
        )
        self._title = w.HTML()
        self._note = w.HTML()
        self._prompt = w.HTML()
        self._todo = w.HTML()
        self._options = w.VBox()
        self._hint_button = w.Button(description=texts["ui.buttons.hint"], icon="lightbulb-o")
        self._hints = w.HTML()
        self._feedback = w.HTML()
        self._back = w.Button(description=texts["ui.buttons.back"], icon="arrow-left")
        self._reset = w.Button(description=texts["ui.buttons.reset"], icon="undo")
        self._next = w.Button(description=texts["ui.buttons.next"], icon="arrow-right")
        for button, action in (
            (self._hint_button, self.hint),
            (self._back, self.back),
            (self._reset, self.reset_step),
            (self._next, self.next),
        ):
            button.on_click(lambda _b, act=action: self._safely(act))
            button.layout = w.Layout(width="auto")
        self._hint_button.add_class("hb-lesson-hint")
        self._back.add_class("hb-lesson-back")
        self._reset.add_class("hb-lesson-reset")
        self._next.add_class("hb-lesson-next")
        self._option_buttons: dict[str, w.Button] = {}

        panel = w.VBox(
            [
                self._header,
                self._progress,
                self._title,
                self._note,
                self._prompt,
                self._todo,
                self._options,
                w.HBox([self._hint_button]),
                self._hints,
                self._feedback,
                w.HBox([self._back, self._reset, self._next]),
            ],
            layout=w.Layout(flex=f"0 1 {PANEL_WIDTH}", min_width="280px", padding="0 12px 0 0"),
        )
        panel.add_class("hb-lesson-panel")
        self.board.layout.flex = "1 1 560px"  # beside the panel when there is room, else below
        self.board.layout.min_width = "320px"
        row = w.HBox(
            [panel, self.board],
            layout=w.Layout(flex_flow="row wrap", align_items="flex-start", width="100%"),
        )
        super().__init__([row], **kwargs)
        self.add_class("hb-lesson")
        self.run.on_change(lambda _run: self._render())
        self.board.on_msg(self._after_page_message)
        self._render()

    # ------------------------------------------------------------------ actions

    def hint(self) -> str | None:
        """Reveal the next hint (None when there is none left)."""
        return self.run.hint()

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

    def place(self, tile: Any) -> Outcome:
        """Place a tile from Python (a HiveTile or notation such as ``"P(1,2)NE"``)."""
        return self.run.place(tile)

    # ------------------------------------------------------------------ reading

    @property
    def language(self) -> str:
        """The lesson's language."""
        return self.run.language

    def __repr__(self) -> str:
        p = self.run.progress
        return (
            f"Lesson({self.run.lesson.id!r}, language={self.language!r}, step {p.current} of "
            f"{p.total}: {self.run.step.id!r}, {p.done} done)"
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
        parts.append(self.board.hive.to_svg(highlight=self.board.highlight, language=self.language))
        return f'<div class="hb-lesson-static">{"".join(parts)}</div>'

    # ------------------------------------------------------------------ internals

    def _safely(self, action: Any) -> None:
        try:
            action()
        except LessonError as e:
            self._feedback.value = _box(escape(str(e)), "wrong")

    def _after_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        """Runs after the board handled a page message: record a refused placement.

        The board clears its error line before it carries out a message, so an error
        now means it refused this one. The board has said why (in the lesson's language);
        the panel records the try and says what the step expects.
        """
        if not self.board.last_error:
            return
        try:
            command = parse_message(content)
        except MessageError:
            return
        if not isinstance(command, Place):
            return
        texts = self.run.texts
        if self.board.read_only:
            key = "ui.errors.solved" if self.run.state.solved else "ui.errors.no_moves"
            self._feedback.value = _box(escape(texts[key]), "info")
        elif command.tile.action in self.run.step.tray:
            self.run.explain_refusal(command.tile, on_board=False)

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
            STYLE + f'<div class="hb-lesson-title"><b>{escape(run.title)}</b></div>'
            f'<div class="hb-lesson-progress">{escape(self._progress_text())}</div>'
        )
        self._progress.value = run.progress.done
        self._title.value = f'<h3 style="margin:6px 0">{escape(run.step_title)}</h3>'
        self._note.value = (
            f'<div class="hb-lesson-note"><small>{escape(run.note)}</small></div>'
            if run.note
            else ""
        )
        self._prompt.value = f'<div class="hb-lesson-prompt">{to_html(run.prompt)}</div>'
        todo = "solved" if state.solved and step.kind is not StepKind.READ else step.kind.value
        self._todo.value = f"<i>{escape(texts['ui.labels.' + todo])}</i>"
        self._render_options()
        self._render_hints()
        self._render_feedback()
        self._back.disabled = run.index == 0
        last = run.index + 1 == len(run.lesson)
        self._next.description = texts["ui.buttons.finish" if last else "ui.buttons.next"]

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
        tried = {o.option for o in run.state.tries if o.option}
        for option, button in self._option_buttons.items():
            if option in tried:
                right = option in run.step.answer
                button.button_style = "success" if right else "danger"
                button.icon = "check" if right else "times"
            else:
                button.button_style = ""
                button.icon = ""

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
            self._feedback.value = _box(f"<b>{escape(label)}.</b> {inline(done)}", "right")
            return
        if outcome is None:
            self._feedback.value = ""
            return
        label = texts[f"ui.labels.{outcome.status}"]
        self._feedback.value = _box(
            f"<b>{escape(label)}</b> {inline(outcome.text)}", outcome.status
        )
