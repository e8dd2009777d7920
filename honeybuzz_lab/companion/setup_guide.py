"""The setup guide: the steps of :func:`.setup_steps` with a check box and a picture each,
as a notebook widget and as a printable page."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from .page import page_html
from .pictures import picture
from .setup_steps import Step, setup_steps
from .texts import say

GAME_NAMES = {"honeybuzz": "Honey Buzz", "hustle": "Honeycomb Hustle"}


class SetupGuide(widgets.VBox):
    """Walk the setup of a real box step by step: a check box, a picture and the words of
    each step, with the rulebooks' numbers for this player count and module set."""

    def __init__(
        self,
        players: int = 2,
        modules: Sequence[str] = (),
        game: str = "honeybuzz",
        language: str = "en",
    ):
        self.steps: list[Step] = setup_steps(players, modules, game, language)
        self.language, self.game, self.players = language, game, players
        self.modules = list(modules)
        self.title = _title(game, players, self.modules, language)
        self.boxes = [
            widgets.Checkbox(value=False, indent=False, description="") for _ in self.steps
        ]
        self.progress = widgets.HTML()
        rows = [_row(step, box) for step, box in zip(self.steps, self.boxes, strict=True)]
        for box in self.boxes:
            box.observe(self._ticked, names="value")
        self._ticked()
        header = widgets.HTML(f"<h3 style='margin:4px 0'>{escape(self.title)}</h3>")
        super().__init__(
            [header, self.progress, *rows],
            layout=widgets.Layout(max_width="720px", width="100%"),
        )

    @property
    def done(self) -> list[str]:
        """The ids of the steps ticked so far."""
        return [s.id for s, b in zip(self.steps, self.boxes, strict=True) if b.value]

    def _ticked(self, _change: Any = None) -> None:
        n = sum(b.value for b in self.boxes)
        self.progress.value = escape(say(self.language, "guide.done", n=n, total=len(self.steps)))

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


def _row(step: Step, box: widgets.Checkbox) -> widgets.Box:
    words = widgets.HTML(
        f"<b>{escape(step.title)}</b><br><span>{escape(step.text)}</span>",
        layout=widgets.Layout(flex="1 1 240px", min_width="200px"),
    )
    art = widgets.HTML(picture(step), layout=widgets.Layout(flex="0 0 160px"))
    box.layout = widgets.Layout(width="32px", flex="0 0 32px")
    return widgets.Box(
        [box, art, words],
        layout=widgets.Layout(
            display="flex",
            flex_flow="row wrap",
            align_items="flex-start",
            border_bottom="1px solid #ddd",
            padding="4px 0",
        ),
    )


def setup_page(steps: Sequence[Step], title: str) -> str:
    """A printable HTML page of the steps."""
    items = "".join(
        f'<li class="step"><span class="box">&#9744;</span>{picture(s)}'
        f"<div><b>{escape(s.title)}</b><p>{escape(s.text)}</p></div></li>"
        for s in steps
    )
    return page_html(title, f"<ol class='steps'>{items}</ol>")
