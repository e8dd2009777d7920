"""The score sheet: enter what each player has at the end, get the final scores with every
rule applied (by the engines' scoring, see :mod:`.scoring`), explained line by line, and a
chart of where each player's points came from. One card of fields per player, so the
sheet wraps to one column on a phone."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..games.honeybuzz.game.components import load_components
from ..games.honeybuzz.game.modules import fall_leaves
from ..games.honeybuzz.game.modules import solo as hb_solo
from .chart import points_chart
from .page import page_html
from .scoring import HustleTally, Scored, Tally, _title, score_honeybuzz, score_hustle
from .setup_steps import module_set
from .texts import CompanionError, check_language, say

NUMBER_FIELDS = ("coins", "honey", "pollen")
HUSTLE_FIELDS = ("honey", "nectar", "flower_points", "buy_honey", "buy_nectar")
FIELD_STYLE = {"description_width": "150px"}


def _numbers(text: str, what: str, language: str = "en") -> list[int]:
    parts = [p for p in re.split(r"[\s,;+]+", text.strip()) if p]
    if not all(p.isdigit() for p in parts):
        raise CompanionError(say(language, "sheet.bad_numbers", what=what, text=text))
    return [int(p) for p in parts]


def _int(description: str) -> widgets.IntText:
    return widgets.IntText(
        value=0, description=description, style=FIELD_STYLE, layout=widgets.Layout(width="100%")
    )


def _text(description: str, placeholder: str = "") -> widgets.Text:
    return widgets.Text(
        value="",
        description=description,
        placeholder=placeholder,
        style=FIELD_STYLE,
        layout=widgets.Layout(width="100%"),
    )


class ScoreSheet(widgets.VBox):
    """A score sheet for a finished game of Honey Buzz (``game="honeybuzz"``, with
    ``modules``) or Honeycomb Hustle (``game="hustle"``), one card per player."""

    def __init__(
        self,
        players: Sequence[str] = ("Player 1", "Player 2"),
        modules: Sequence[str] = (),
        game: str = "honeybuzz",
        language: str = "en",
        difficulty: str = "larva",
    ):
        self.language = check_language(language)
        self.game = game
        self.names = [str(p) for p in players]
        if game not in ("honeybuzz", "hustle"):
            raise CompanionError(f"no game {game!r}: choose honeybuzz or hustle")
        self.modules = list(module_set(len(self.names), modules)) if game == "honeybuzz" else []
        self.solo = "solo" in self.modules
        self.slots = self._slots() if game == "honeybuzz" else []
        self.choices = {
            key: widgets.Dropdown(
                options=options,
                value=default,
                description=label,
                style=FIELD_STYLE,
                layout=widgets.Layout(width="100%"),
            )
            for key, label, options, default in self.slots
        }
        self.difficulty = widgets.Dropdown(
            options=list(hb_solo.TABLE_G_MINIMUM),
            value=difficulty,
            description=say(self.language, "sheet.difficulty"),
            style=FIELD_STYLE,
            layout=widgets.Layout(width="100%"),
        )
        foliage = list(fall_leaves.FOLIAGE)
        self.foliage = widgets.Dropdown(
            options=[(fall_leaves.foliage_title(f).text(self.language), f) for f in foliage],
            value=foliage[0],
            description=say(self.language, "category.foliage"),
            style=FIELD_STYLE,
            layout=widgets.Layout(width="100%"),
        )
        #: The title above each contest's field, by the field's id.
        self._labels: dict[int, widgets.HTML] = {}
        self.fields: list[dict[str, widgets.Widget]] = [self._fields() for _ in self.names]
        self.explanation = widgets.HTML()
        self.chart = widgets.HTML()
        self.result: Scored | None = None
        self.problem: str | None = None
        for w in self._inputs():
            w.observe(self._changed, names="value")
        cards = [self._card(name, f) for name, f in zip(self.names, self.fields, strict=True)]
        settings = [*self.choices.values()]
        if self.solo:
            settings.append(self.difficulty)
        if "fall.leaves" in self.modules and not self.solo:
            settings.append(self.foliage)
        wrap = widgets.Layout(display="flex", flex_flow="row wrap", width="100%")
        super().__init__(
            [
                widgets.HTML(
                    f"<h3 style='margin:4px 0'>{escape(say(self.language, 'sheet.title'))}</h3>"
                ),
                widgets.VBox(settings, layout=widgets.Layout(max_width="480px", width="100%")),
                widgets.Box(cards, layout=wrap),
                self.explanation,
                self.chart,
            ],
            layout=widgets.Layout(width="100%", max_width="960px"),
        )
        self._changed()

    # ------------------------------------------------------------------ building

    def _slots(self) -> list[tuple[str, str, list[tuple[str, str]], str]]:
        """The contest choices: (key, label, options, default)."""
        lang = self.language
        out = []
        if self.solo:
            cards = hb_solo.solo_data().contests
            for colour in sorted({c.colour for c in cards}):
                mine = [c for c in cards if c.colour == colour]
                options = [(_title(c.id, c.title, lang), c.id) for c in mine]
                out.append((colour, _title(mine[0].id, mine[0].title, lang), options, mine[0].id))
            for module, mcards in sorted(hb_solo.MODULE_CONTESTS.items()):
                if module in self.modules:
                    options = [(_title(c.id, c.title, lang), c.id) for c in mcards]
                    out.append((module, options[0][0], options, mcards[0].id))
            return [(k, say(lang, "category.contests"), o, d) for k, _l, o, d in out]
        comp = load_components()
        for colour in sorted({c.colour for c in comp.contests}):
            finals = [c for c in comp.contests if c.colour == colour and not c.is_speed]
            options = [(_title(c.id, c.title, lang), c.id) for c in finals]
            star = next((c.id for c in finals if c.star), finals[0].id)
            out.append((colour, say(lang, "category.contests"), [("-", ""), *options], star))
        return out

    def _fields(self) -> dict[str, widgets.Widget]:
        lang = self.language
        if self.game == "hustle":
            return {k: _int(say(lang, f"sheet.{k}")) for k in HUSTLE_FIELDS}
        f: dict[str, widgets.Widget] = {k: _int(say(lang, f"sheet.{k}")) for k in NUMBER_FIELDS}
        f["orders"] = _text(say(lang, "sheet.orders"), "12 15")
        for key, *_ in self.slots:
            # the card's title stands whole above its field (a description would be cut off)
            f[f"contest:{key}"] = widgets.IntText(
                value=0, style={"description_width": "0px"}, layout=widgets.Layout(width="100%")
            )
        if "fall.caps" in self.modules:
            f["caps"] = _text(say(lang, "sheet.caps"), "10 8")
        if "fall.leaves" in self.modules and not self.solo:
            f["leaves"] = _text(say(lang, "sheet.leaves"), "5 3 0")
            f["doubles"] = _int(say(lang, "sheet.doubles"))
        return f

    def _card(self, name: str, fields: dict[str, widgets.Widget]) -> widgets.VBox:
        rows: list[widgets.Widget] = [widgets.HTML(f"<b>{escape(name)}</b>")]
        for key, w in fields.items():
            if key.startswith("contest:"):
                label = widgets.HTML(escape(self._contest_label(key.split(":", 1)[1])))
                self._labels[id(w)] = label
                rows.append(label)
            rows.append(w)
        return widgets.VBox(
            rows,
            layout=widgets.Layout(
                flex="1 1 260px",
                min_width="220px",
                max_width="420px",
                padding="4px",
                border="1px solid #ddd",
                margin="2px",
            ),
        )

    def _contest_label(self, slot: str) -> str:
        card = self.choices[slot].value
        return self.choices[slot].label if card else "-"

    def _inputs(self) -> list[widgets.Widget]:
        out = [*self.choices.values(), self.difficulty, self.foliage]
        for f in self.fields:
            out += list(f.values())
        return out

    # ------------------------------------------------------------------ using

    def set(self, player: int | str, **values: Any) -> None:
        """Fill in a player's fields by name: ``coins=40, orders="12 15"``, and each
        contest's count as ``contest_<slot>`` (the slot: a colour, or a module's name)."""
        seat = self.names.index(player) if isinstance(player, str) else player
        fields = self.fields[seat]
        for key, value in values.items():
            name = "contest:" + key[len("contest_") :] if key.startswith("contest_") else key
            if name not in fields:
                raise CompanionError(f"no field {key!r}; the fields: {', '.join(fields)}")
            fields[name].value = value

    def _tallies(self) -> list[Tally]:
        out = []
        for name, f in zip(self.names, self.fields, strict=True):
            t = Tally(name, **{k: f[k].value for k in NUMBER_FIELDS})
            t.orders = _numbers(
                f["orders"].value, f"{name}: {say(self.language, 'sheet.orders')}", self.language
            )
            t.contests = {
                self.choices[key].value: f[f"contest:{key}"].value
                for key, *_ in self.slots
                if self.choices[key].value
            }
            if "caps" in f:
                t.caps = _numbers(
                    f["caps"].value, f"{name}: {say(self.language, 'sheet.caps')}", self.language
                )
            if "leaves" in f:
                got = _numbers(
                    f["leaves"].value or "0 0 0",
                    f"{name}: {say(self.language, 'sheet.leaves')}",
                    self.language,
                )
                if len(got) != len(fall_leaves.COLOURS):
                    raise CompanionError(say(self.language, "sheet.three_leaves", name=name))
                t.leaves = dict(zip(fall_leaves.COLOURS, got, strict=True))
                t.double_leaf_tiles = f["doubles"].value
            out.append(t)
        return out

    def score(self) -> Scored:
        """The final scores of what is entered now (CompanionError if something is wrong)."""
        if self.game == "hustle":
            tallies = [
                HustleTally(name, **{k: f[k].value for k in HUSTLE_FIELDS})
                for name, f in zip(self.names, self.fields, strict=True)
            ]
            return score_hustle(tallies, self.language)
        return score_honeybuzz(
            self._tallies(),
            modules=[m for m in self.modules if m != "solo"],
            contests=[c.value for c in self.choices.values() if c.value],
            foliage=self.foliage.value,
            difficulty=self.difficulty.value,
            language=self.language,
        )

    def _changed(self, _change: Any = None) -> None:
        for f in self.fields:
            for key, w in f.items():
                if key.startswith("contest:") and id(w) in self._labels:
                    label = escape(self._contest_label(key.split(":", 1)[1]))
                    self._labels[id(w)].value = label
        try:
            self.result, self.problem = self.score(), None
        except (CompanionError, ValueError) as e:
            self.result, self.problem = None, str(e)
            self.explanation.value = escape(say(self.language, "sheet.problem", reason=str(e)))
            return
        self.explanation.value = self._lines_html()
        self.chart.value = self.chart_svg()

    def _lines_html(self) -> str:
        assert self.result is not None
        return (
            "<ol style='padding-left:2.4em'>"
            + "".join(f"<li>{escape(line)}</li>" for line in self.result.lines)
            + "</ol>"
        )

    def chart_svg(self) -> str:
        """Where each player's points came from, as SVG."""
        if self.result is None:
            return ""
        cats = [p["categories"] for p in self.result.players]
        keys = list(cats[0])
        if self.game == "hustle":
            labels = {
                "honey": say(self.language, "sheet.honey"),
                "bought": say(self.language, "sheet.buy_honey"),
            }
        else:
            labels = {k: say(self.language, f"category.{k}") for k in keys}
        return points_chart(self.names, cats, labels, say(self.language, "sheet.chart"))

    def to_html(self) -> str:
        """The scores as a page to keep (explanation and chart)."""
        body = self.explanation.value + self.chart.value
        return page_html(say(self.language, "sheet.title"), body)

    def __repr__(self) -> str:
        totals = [p["total"] for p in self.result.players] if self.result else self.problem
        return f"ScoreSheet({self.game!r}, {self.names}, {totals})"
