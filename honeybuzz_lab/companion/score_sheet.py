"""The score sheet: enter what each player has at the end, get the final scores with every
rule applied (by the engines' scoring, see :mod:`.scoring`), explained line by line, and a
chart of where each player's points came from. One card of fields per player, so the
sheet wraps to one column on a phone."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape
from typing import Any

import traitlets as t

from ..core.inputs import quote
from ..core.messages import MessageError, is_int, panel_request
from ..core.widgets import PageWidget
from ..games.honeybuzz.game.components import load_components
from ..games.honeybuzz.game.modules import fall_leaves
from ..games.honeybuzz.game.modules.solo.cards import MODULE_CONTESTS
from ..games.honeybuzz.game.modules.solo.data import TABLE_G_MINIMUM, solo_data
from .chart import svg_chart
from .page import page_html
from .scoring import HustleTally, Scored, Tally, _title, score_honeybuzz, score_hustle
from .setup_steps import module_set
from .texts import CompanionError, check_language, say
from .widget import CSS, ESM, LARGEST_NUMBER, LONGEST_TEXT, bad_message, error_texts

NUMBER_FIELDS = ("coins", "honey", "pollen")
HUSTLE_FIELDS = ("honey", "nectar", "flower_points", "buy_honey", "buy_nectar")


def _numbers(text: str, what: str, language: str = "en") -> list[int]:
    parts = [p for p in re.split(r"[\s,;+]+", text.strip()) if p]
    if not all(p.isdigit() for p in parts):
        raise CompanionError(say(language, "sheet.bad_numbers", what=what, text=text))
    return [int(p) for p in parts]


#: What the sheet's page may ask, and the fields each request takes besides ``sheet``.
SHEET_MESSAGES = {
    "field": frozenset({"player", "field", "value"}),
    "choose": frozenset({"slot", "value"}),
}


class ScoreSheet(PageWidget):
    """A score sheet for a finished game of Honey Buzz (``game="honeybuzz"``, with
    ``modules``) or Honeycomb Hustle (``game="hustle"``), one card per player.

    One anywidget (drawn by ``widget_js/companion_sheet.js``): the settings, the cards,
    the explanation and the chart are plain data in the synced ``_sheet``. The page sends
    ``{"sheet": "field", "player": <seat>, "field": <key>, "value": <number or text>}`` and
    ``{"sheet": "choose", "slot": <setting>, "value": <choice>}``; a malformed message is
    refused (MessageError, shown on the sheet) and changes nothing.
    """

    _esm = ESM
    _css = CSS
    _sheet = t.Dict().tag(sync=True)

    check_language = staticmethod(check_language)

    def __init__(
        self,
        players: Sequence[str] = ("Player 1", "Player 2"),
        modules: Sequence[str] = (),
        game: str = "honeybuzz",
        language: str = "en",
        difficulty: str = "larva",
        **kwargs: Any,
    ):
        language = check_language(language)
        self.game = game
        self.names = [str(p) for p in players]
        if game not in ("honeybuzz", "hustle"):
            raise CompanionError(f"no game {game!r}: choose honeybuzz or hustle")
        self.modules = list(module_set(len(self.names), modules)) if game == "honeybuzz" else []
        self.solo = "solo" in self.modules
        if difficulty not in TABLE_G_MINIMUM:
            raise CompanionError(
                f"no difficulty {difficulty!r}: one of {', '.join(TABLE_G_MINIMUM)}"
            )
        self._built = False
        super().__init__(language=language, **kwargs)
        self.slots = self._slots() if game == "honeybuzz" else []
        #: The choice of each setting: the contest card of each slot, and
        #: ``difficulty`` and ``foliage``.
        self._choices: dict[str, str] = {key: default for key, _l, _o, default in self.slots}
        self._choices["difficulty"] = difficulty
        self._choices["foliage"] = next(iter(fall_leaves.FOLIAGE))
        self._values: list[dict[str, int | str]] = [self._blank() for _ in self.names]
        self.result: Scored | None = None
        self.problem: str | None = None
        self._built = True
        self._changed()

    # ------------------------------------------------------------------ building

    def _slots(self) -> list[tuple[str, str, list[tuple[str, str]], str]]:
        """The contest choices: (key, label, options, default)."""
        lang = self.language
        out = []
        if self.solo:
            cards = solo_data().contests
            for colour in sorted({c.colour for c in cards}):
                mine = [c for c in cards if c.colour == colour]
                options = [(_title(c.id, c.title, lang), c.id) for c in mine]
                out.append((colour, _title(mine[0].id, mine[0].title, lang), options, mine[0].id))
            for module, mcards in sorted(MODULE_CONTESTS.items()):
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

    def _field_specs(self) -> list[tuple[str, str, str, str]]:
        """Each player's fields: (key, label, kind ``"int"`` or ``"text"``, placeholder);
        a contest's field is labelled by the card chosen for its slot."""
        lang = self.language
        if self.game == "hustle":
            return [(k, say(lang, f"sheet.{k}"), "int", "") for k in HUSTLE_FIELDS]
        out = [(k, say(lang, f"sheet.{k}"), "int", "") for k in NUMBER_FIELDS]
        out.append(("orders", say(lang, "sheet.orders"), "text", "12 15"))
        for key, *_ in self.slots:
            out.append((f"contest:{key}", self.contest_label(key), "int", ""))
        if "fall.caps" in self.modules:
            out.append(("caps", say(lang, "sheet.caps"), "text", "10 8"))
        if "fall.leaves" in self.modules and not self.solo:
            out.append(("leaves", say(lang, "sheet.leaves"), "text", "5 3 0"))
            out.append(("doubles", say(lang, "sheet.doubles"), "int", ""))
        return out

    def _blank(self) -> dict[str, int | str]:
        return {key: (0 if kind == "int" else "") for key, _l, kind, _p in self._field_specs()}

    def _settings(self) -> list[tuple[str, str, list[tuple[str, str]]]]:
        """The settings shown above the cards: (key, label, options as (text, value))."""
        lang = self.language
        out = [(key, self._slot_label(key), options) for key, _l, options, _d in self.slots]
        if self.solo:
            levels = [(level, level) for level in TABLE_G_MINIMUM]
            out.append(("difficulty", say(lang, "sheet.difficulty"), levels))
        if "fall.leaves" in self.modules and not self.solo:
            foliage = [(fall_leaves.foliage_title(f).text(lang), f) for f in fall_leaves.FOLIAGE]
            out.append(("foliage", say(lang, "category.foliage"), foliage))
        return out

    def _slot_label(self, slot: str) -> str:
        """The label of a contest slot's choice: its colour's card, or its module's."""
        if slot in ("blue", "green", "red"):
            return say(self.language, f"sheet.slot.{slot}")
        return say(self.language, "sheet.slot_module", module=slot)

    def contest_label(self, slot: str) -> str:
        """The title above a contest's field: the card chosen for ``slot`` ("-": none)."""
        card = self._choices[slot]
        options = next(o for key, _l, o, _d in self.slots if key == slot)
        return next((text for text, value in options if value == card), "-") if card else "-"

    # ------------------------------------------------------------------ using

    @property
    def fields(self) -> list[dict[str, int | str]]:
        """What is entered on each player's card, by field (a copy)."""
        return [dict(values) for values in self._values]

    @property
    def choices(self) -> dict[str, str]:
        """The choice of each setting: each contest slot's card (``""``: none), the
        ``difficulty`` and the ``foliage`` card (a copy)."""
        return dict(self._choices)

    @property
    def difficulty(self) -> str:
        """The solitaire difficulty (table g)."""
        return self._choices["difficulty"]

    @property
    def foliage(self) -> str:
        """The foliage card in play (Autumn Leaves)."""
        return self._choices["foliage"]

    def choose(self, slot: str, value: str) -> None:
        """Choose a setting: a contest slot's card (``""``: no card there), the
        ``difficulty`` or the ``foliage`` card (CompanionError if it is not a choice)."""
        options = {key: [v for _t, v in o] for key, _l, o in self._settings()}
        options.setdefault("difficulty", list(TABLE_G_MINIMUM))
        options.setdefault("foliage", list(fall_leaves.FOLIAGE))
        if slot not in options:
            raise CompanionError(f"no setting {slot!r}; the settings: {', '.join(options)}")
        if value not in options[slot]:
            raise CompanionError(
                f"{value!r} is not a choice of {slot!r}: {', '.join(map(repr, options[slot]))}"
            )
        self._choices[slot] = value
        self._changed()

    def set(self, player: int | str, **values: Any) -> None:
        """Fill in a player's fields by name: ``coins=40, orders="12 15"``, and each
        contest's count as ``contest_<slot>`` (the slot: a colour, or a module's name);
        nothing changes if one of them is not a field or of the wrong kind."""
        if isinstance(player, str) and player not in self.names:
            raise CompanionError(f"no player {player!r}; the players: {', '.join(self.names)}")
        seat = self.names.index(player) if isinstance(player, str) else player
        if not 0 <= seat < len(self.names):
            raise CompanionError(f"no player {player!r}; the players: {', '.join(self.names)}")
        kinds = {key: kind for key, _l, kind, _p in self._field_specs()}
        fields = {}
        for key, value in values.items():
            name = "contest:" + key[len("contest_") :] if key.startswith("contest_") else key
            if name not in kinds:
                raise CompanionError(f"no field {key!r}; the fields: {', '.join(kinds)}")
            if kinds[name] == "int" and not is_int(value):
                raise CompanionError(f"{key!r} is a whole number, not {value!r}")
            if kinds[name] == "text" and not isinstance(value, str):
                raise CompanionError(f"{key!r} is a text, not {value!r}")
            fields[name] = value
        self._values[seat].update(fields)
        self._changed()

    def _tallies(self) -> list[Tally]:
        out = []
        for name, f in zip(self.names, self._values, strict=True):
            t = Tally(name, **{k: f[k] for k in NUMBER_FIELDS})
            t.orders = _numbers(
                str(f["orders"]), f"{name}: {say(self.language, 'sheet.orders')}", self.language
            )
            t.contests = {
                self._choices[key]: f[f"contest:{key}"]
                for key, *_ in self.slots
                if self._choices[key]
            }
            if "caps" in f:
                t.caps = _numbers(
                    str(f["caps"]), f"{name}: {say(self.language, 'sheet.caps')}", self.language
                )
            if "leaves" in f:
                got = _numbers(
                    str(f["leaves"]) or "0 0 0",
                    f"{name}: {say(self.language, 'sheet.leaves')}",
                    self.language,
                )
                if len(got) != len(fall_leaves.COLOURS):
                    raise CompanionError(say(self.language, "sheet.three_leaves", name=name))
                t.leaves = dict(zip(fall_leaves.COLOURS, got, strict=True))
                t.double_leaf_tiles = f["doubles"]
            out.append(t)
        return out

    def score(self) -> Scored:
        """The final scores of what is entered now (CompanionError if something is wrong)."""
        if self.game == "hustle":
            tallies = [
                HustleTally(name, **{k: f[k] for k in HUSTLE_FIELDS})
                for name, f in zip(self.names, self._values, strict=True)
            ]
            return score_hustle(tallies, self.language)
        return score_honeybuzz(
            self._tallies(),
            modules=[m for m in self.modules if m != "solo"],
            contests=[self._choices[key] for key, *_ in self.slots if self._choices[key]],
            foliage=self.foliage,
            difficulty=self.difficulty,
            language=self.language,
        )

    def _changed(self) -> None:
        try:
            self.result, self.problem = self.score(), None
        except (CompanionError, ValueError) as e:
            self.result, self.problem = None, str(e)
        self._draw()

    # ------------------------------------------------------------------ the page

    def _draw(self) -> None:
        lang = self.language
        specs = self._field_specs()
        self._sheet = {
            "kind": "sheet",
            "language": lang,
            "title": say(lang, "sheet.title"),
            "errors": error_texts(lang),
            "settings": [
                {
                    "key": key,
                    "label": label,
                    "options": [[text, value] for text, value in options],
                    "value": self._choices[key],
                }
                for key, label, options in self._settings()
            ],
            "cards": [
                {
                    "name": name,
                    "fields": [
                        {
                            "key": key,
                            "label": label,
                            "kind": kind,
                            "value": values[key],
                            "placeholder": placeholder,
                        }
                        for key, label, kind, placeholder in specs
                    ],
                }
                for name, values in zip(self.names, self._values, strict=True)
            ],
            "problem": self._problem_text(),
            "lines": list(self.result.lines) if self.result else [],
            "winner": self.result.lines[-1] if self.result and self.result.lines else "",
            "chart": self.chart,
        }

    def _problem_text(self) -> str:
        if self.problem is None:
            return ""
        return say(self.language, "sheet.problem", reason=self.problem)

    @property
    def explanation(self) -> str:
        """The explanation shown under the cards, as HTML: a line for each rule applied,
        or why nothing is scored."""
        if self.result is None:
            return escape(self._problem_text())
        return (
            "<ol style='padding-left:2.4em'>"
            + "".join(f"<li>{escape(line)}</li>" for line in self.result.lines)
            + "</ol>"
        )

    @property
    def chart(self) -> str:
        """The chart shown under the explanation (SVG; "" while nothing is scored)."""
        return self.chart_svg()

    @t.observe("language")
    def _said_again(self, change: dict) -> None:
        if not self._built:
            return  # still being built: __init__ scores and draws
        self.slots = self._slots() if self.game == "honeybuzz" else []
        self._changed()

    def parse_message(self, content: object) -> object:
        what = panel_request(content, SHEET_MESSAGES, "sheet", "score sheet")
        value = content["value"]  # type: ignore[index]
        if what == "choose":
            slot = content["slot"]  # type: ignore[index]
            settings = {key: [v for _t, v in o] for key, _l, o in self._settings()}
            if not isinstance(slot, str) or slot not in settings:
                said = ", ".join(settings) or "none"
                raise MessageError(f"'slot' must be a setting ({said}), not {quote(slot)}")
            if not isinstance(value, str) or value not in settings[slot]:
                raise MessageError(f"{quote(value)} is not a choice of {slot!r}")
            return ("choose", slot, value)
        player, field = content["player"], content["field"]  # type: ignore[index]
        if not is_int(player) or not 0 <= player < len(self.names):
            raise MessageError(
                f"'player' must be a seat from 0 to {len(self.names) - 1}, not {quote(player)}"
            )
        kinds = {key: kind for key, _l, kind, _p in self._field_specs()}
        if not isinstance(field, str) or field not in kinds:
            raise MessageError(f"'field' must be one of {', '.join(kinds)}, not {quote(field)}")
        if kinds[field] == "int" and not (is_int(value) and abs(value) <= LARGEST_NUMBER):
            raise MessageError(
                f"{field!r} takes a whole number up to {LARGEST_NUMBER}, not {quote(value)}"
            )
        if kinds[field] == "text" and not (isinstance(value, str) and len(value) <= LONGEST_TEXT):
            raise MessageError(
                f"{field!r} takes a text of at most {LONGEST_TEXT} characters, not {quote(value)}"
            )
        return ("field", player, field, value)

    def run_command(self, command: Any) -> bool:
        if command[0] == "choose":
            self.choose(command[1], command[2])
        else:
            _kind, player, field, value = command
            self._values[player][field] = value
            self._changed()
        return True

    def message_error(self, reason: str) -> Any:
        return bad_message(reason)

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
        return svg_chart(self.names, cats, labels, say(self.language, "sheet.chart"))

    def to_html(self) -> str:
        """The scores as a page to keep (explanation and chart)."""
        body = self.explanation + self.chart
        return page_html(say(self.language, "sheet.title"), body)

    def __repr__(self) -> str:
        totals = [p["total"] for p in self.result.players] if self.result else self.problem
        return f"ScoreSheet({self.game!r}, {self.names}, {totals})"
