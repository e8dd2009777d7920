"""The setup guide: the steps of :func:`.setup_steps` with a check box and a picture each,
as a notebook widget (one anywidget, drawn by ``widget_js/companion_guide.js``) and as a
printable page.

The page's check boxes send ``{"guide": "tick", "step": <step id>, "done": true|false}``;
a malformed message is refused (MessageError, shown on the guide) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import traitlets as t

from ..core.inputs import quote
from ..core.messages import MessageError, panel_request
from ..core.widgets import PageWidget
from .page import page_html
from .pictures import picture
from .setup_steps import Step, setup_steps
from .texts import CompanionError, check_language, say
from .widget import CSS, ESM, bad_message, error_texts

GAME_NAMES = {"honeybuzz": "Honey Buzz", "hustle": "Honeycomb Hustle"}
#: What the guide's page may ask, and the fields each request takes besides ``guide``.
GUIDE_MESSAGES = {"tick": frozenset({"step", "done"})}


class SetupGuide(PageWidget):
    """Walk the setup of a real box step by step: a check box, a picture and the words of
    each step, with the rulebooks' numbers for this player count and module set."""

    _esm = ESM
    _css = CSS
    #: What the page draws: the title, the progress line and the steps (plain data).
    _guide = t.Dict().tag(sync=True)

    check_language = staticmethod(check_language)

    def __init__(
        self,
        players: int = 2,
        modules: Sequence[str] = (),
        game: str = "honeybuzz",
        language: str = "en",
        **kwargs: Any,
    ):
        language = check_language(language)
        self.steps: list[Step] = setup_steps(players, modules, game, language)
        self.game, self.players = game, players
        self.modules = list(modules)
        self._done: set[str] = set()
        self._built = False
        super().__init__(language=language, **kwargs)
        self._built = True
        self._draw()

    @property
    def title(self) -> str:
        """The guide's title (game, players, modules) in its language."""
        return _title(self.game, self.players, self.modules, self.language)

    @property
    def done(self) -> list[str]:
        """The ids of the steps ticked so far, in the order of the steps."""
        return [s.id for s in self.steps if s.id in self._done]

    @property
    def progress(self) -> str:
        """The progress line: how many steps are done, of how many."""
        return say(self.language, "guide.done", n=len(self._done), total=len(self.steps))

    def tick(self, step: str | int, done: bool = True) -> None:
        """Tick the step ``step`` (its id or its index) as done (or not, ``done=False``)."""
        ids = [s.id for s in self.steps]
        if isinstance(step, int) and not isinstance(step, bool) and 0 <= step < len(ids):
            step = ids[step]
        if step not in ids:
            raise CompanionError(f"no step {step!r}; the steps: {', '.join(ids)}")
        if done:
            self._done.add(str(step))
        else:
            self._done.discard(str(step))
        self._draw()

    # ------------------------------------------------------------------ the page

    def _draw(self) -> None:
        lang = self.language
        self._guide = {
            "kind": "guide",
            "language": lang,
            "title": self.title,
            "progress": self.progress,
            "errors": error_texts(lang),
            "steps": [
                {
                    "id": s.id,
                    "title": s.title,
                    "text": s.text,
                    "picture": picture(s),
                    "done": s.id in self._done,
                }
                for s in self.steps
            ],
        }

    @t.observe("language")
    def _said_again(self, change: dict) -> None:
        if not self._built:
            return  # still being built: __init__ draws
        self.steps = setup_steps(self.players, self.modules, self.game, change["new"])
        self._draw()

    def parse_message(self, content: object) -> object:
        panel_request(content, GUIDE_MESSAGES, "guide", "guide")
        step, done = content["step"], content["done"]  # type: ignore[index]
        if not isinstance(step, str) or step not in {s.id for s in self.steps}:
            raise MessageError(f"'step' must be one of the guide's steps, not {quote(step)}")
        if not isinstance(done, bool):
            raise MessageError(f"'done' must be true or false, not {quote(done)}")
        return step, done

    def run_command(self, command: Any) -> bool:
        step, done = command
        self.tick(step, done)
        return True

    def message_error(self, reason: str) -> Any:
        return bad_message(reason)

    def to_html(self) -> str:
        """The guide as a printable page (check boxes to tick with a pen)."""
        return setup_page(self.steps, self.title)

    def save_html(self, path: str | Path) -> Path:
        """Write the printable page to ``path``; returns the path."""
        out = Path(path)
        out.write_text(self.to_html(), encoding="utf-8")
        return out

    def __repr__(self) -> str:
        return f"SetupGuide({self.title!r}, {len(self.steps)} steps, {len(self.done)} done)"


def _title(game: str, players: int, modules: list[str], language: str) -> str:
    name = GAME_NAMES.get(game, game)
    key = "guide.title_solo" if game == "honeybuzz" and players == 1 else "guide.title"
    title = say(language, key, game=name, players=players)
    if modules:
        title += " · " + say(language, "guide.modules", list=", ".join(modules))
    return title


def setup_page(steps: Sequence[Step], title: str) -> str:
    """A printable HTML page of the steps."""
    items = "".join(
        f'<li class="step"><span class="box">&#9744;</span>{picture(s)}'
        f"<div><b>{escape(s.title)}</b><p>{escape(s.text)}</p></div></li>"
        for s in steps
    )
    return page_html(title, f"<ol class='steps'>{items}</ol>")
