"""The explorer: questions about a hive or a game position, answered by the engine.

>>> ex = Explorer("card:star")
>>> answer = ex.placements("market", creates="acacia")
>>> answer.value == len(answer) > 0
True
>>> print(ex.best_fan().sentence)
No nectar tile in this hive can make honey yet.

Every answer is an :class:`Answer`: the data (``items``, ``value``), a sentence in the
learner's language, the hexes to outline on a picture of the hive (``hexes``) or the
things to outline on a game table (``marks``), and in a notebook a picture with the
answer highlighted. Hive questions work on a hive (or hive notation); the game questions
(:meth:`Explorer.forage_options`, :meth:`~Explorer.sales`, :meth:`~Explorer.orders`,
:meth:`~Explorer.boxes`, :meth:`~Explorer.options`) need a game, and so do the questions
the modules add (each registered by the module's LessonPart, ``lessons/modules/<file>.py``,
as a :class:`~.questions.ModuleQuestions`: ``ex.sunset()`` is asked of the module that
registered ``sunset``), answered from the seat's view. A module may also change what a base
question answers (a forage that gains fruit) through that class's hooks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any

from ....core.hexes import fmt
from ....core.lessons.markup import inline
from ....core.lessons.texts import Catalog, check_language
from ..game.components import HONEYS
from ..game.geometry import field_spaces
from ..game.log import forage_cost
from ..game.position import can_fill_order, takeable_kinds
from ..game.state import GameState, space_name
from ..hive import Action, Hex, Hive, HiveTile, Nectar, PlacementEffect, read_tile
from .modules import parts as module_parts
from .modules import questions as module_questions
from .phrases import capitalize, effect_params, illegal_text, join
from .positions import build_position
from .texts import catalog, in_game_words

if TYPE_CHECKING:
    from ..widgets import HiveBoard
    from .advisor import Advice
    from .lookahead import GameLike

#: How many small pictures an answer about placements draws at most.
GALLERY = 6


class ExplorerError(ValueError):
    """A question the explorer cannot answer (a bad argument, or no game to ask about)."""


@dataclass(frozen=True)
class Answer:
    """The engine's answer to one question."""

    question: str  # the question, in words
    sentence: str  # the answer in a sentence
    value: Any  # the short answer: a count, the best yield, True/False ...
    items: tuple[Any, ...] = ()  # the data behind it
    hexes: tuple[Hex, ...] = ()  # hexes to outline on the hive picture
    marks: tuple[dict[str, Any], ...] = ()  # things to outline on a game table
    hive: Hive | None = None  # the hive to draw (None for questions about the table)
    rows: tuple[tuple[str, ...], ...] = ()  # a table to show: the header first
    gallery: tuple[tuple[Hive, tuple[Hex, ...], str], ...] = field(default=(), repr=False)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.items)

    def __getitem__(self, i: int) -> Any:
        return self.items[i]

    def __repr__(self) -> str:
        return f"<Answer {self.value!r}: {self.sentence}>"

    def svg(self, **options: Any) -> str:
        """The hive with the answer outlined (an empty string for table questions)."""
        if self.hive is None:
            return ""
        options.setdefault("coords", True)
        return self.hive.to_svg(highlight=self.hexes, **options)

    def to_html(self) -> str:
        """The sentence, the picture, small pictures of some placements, and the table."""
        parts = [
            f'<div class="hb-answer"><p class="hb-answer-q"><i>{escape(self.question)}</i></p>',
            f'<p class="hb-answer-a"><b>{inline(self.sentence)}</b></p>',
            self.svg(),
        ]
        if self.gallery:
            cells = "".join(
                f'<figure style="display:inline-block;margin:4px">'
                f"{hive.to_svg(size=16, highlight=hexes)}"
                f"<figcaption><small>{escape(caption)}</small></figcaption></figure>"
                for hive, hexes, caption in self.gallery
            )
            parts.append(f'<div class="hb-answer-gallery">{cells}</div>')
        if self.rows:
            head = "".join(f"<th>{escape(h)}</th>" for h in self.rows[0])
            body = "".join(
                "<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>"
                for row in self.rows[1:]
            )
            parts.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        parts.append("</div>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.to_html()

    def board(self) -> HiveBoard:
        """A read-only HiveBoard showing the hive with the answer outlined."""
        from ..widgets import HiveBoard

        if self.hive is None:
            raise ExplorerError("this answer is about the table, not about a hive")
        board = HiveBoard(self.hive.copy(), read_only=True, coords=True)
        board.highlight = list(self.hexes)
        return board


class Explorer:
    """Ask the engine about a hive or a game position.

    ``source`` is a Hive, hive notation (``"card:star P(1,2)NE"``), or a Game. For a game
    the hive questions are about ``seat``'s hive (by default the player whose decision is
    pending). ``language`` is ``"en"`` or ``"hu"``. The explorer never changes what it
    looks at: "what if" questions are tried on copies.
    """

    def __init__(self, source: Hive | str | GameLike, *, seat: int | None = None, language="en"):
        self.language = check_language(language)
        self.texts: Catalog = catalog(language)
        self.game: GameLike | None = None
        if isinstance(source, str):
            source = build_position(source)
        if isinstance(source, Hive):
            self.hive = source
            self.seat = None
        elif hasattr(source, "state") and isinstance(source.state, GameState):
            self.game = source
            state = source.state
            if seat is None:
                seat = state.turn.seat if not state.over else 0
            if not 0 <= seat < len(state.players):
                raise ExplorerError(
                    f"there is no seat {seat}: seats are 0 to {len(state.players) - 1}"
                )
            self.seat = seat
            self.hive = state.players[seat].hive
            self.texts = in_game_words(self.texts, state.ruleset)
        else:
            raise ExplorerError(
                f"ask about a Hive, hive notation or a Game, not {type(source).__name__}"
            )

    def __repr__(self) -> str:
        what = f"seat {self.seat} of a game" if self.game is not None else "a hive"
        return f"<Explorer of {what}: {len(self.hive)} tiles, {len(self.hive.cells)} cells>"

    def __getattr__(self, name: str) -> Any:
        """A module's question (``ex.sunset``), asked of the module that registered it."""
        if not name.startswith("_"):
            found = module_questions().get(name)
            if found is not None:
                return getattr(found[1](self), name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *module_questions()})

    def _plays(self, module: str) -> bool:
        """True when the game is played with ``module``."""
        state = self._state()
        return state.ruleset is not None and module in state.ruleset.modules

    def _hooks(self) -> list[Any]:
        """The questions of every module the game is played with (their hooks)."""
        if self.game is None:
            return []
        return [
            part.questions(self)
            for name, part in module_parts().items()
            if part.questions is not None and self._plays(name)
        ]

    def _hook(self, name: str, *args: Any) -> Any:
        """The first answer a played module's hook ``name`` gives (None: none does)."""
        for questions in self._hooks():
            answer = getattr(questions, name)(*args)
            if answer is not None:
                return answer
        return None

    def _t(self, key: str, **params: object) -> str:
        return self.texts.text(f"explorer.{key}", **params)

    def _tn(self, key: str, n: int, **params: object) -> str:
        """A text that depends on the number ``n`` (``key.one`` or ``key.many``)."""
        return self._t(f"{key}.{'one' if n == 1 else 'many'}", n=n, **params)

    def _nectar(self, nectar: Nectar | None) -> str:
        return self.texts[f"ui.nectar.{'barren' if nectar is None else nectar.value}"]

    def _resource(self, resource: str) -> str:
        """A resource's name (a module's pollen-like resource by pollen's key, which the
        game's words say as its own)."""
        key = resource if resource in {n.value for n in Nectar} else "pollen"
        return self.texts[f"explorer.resource.{key}"]

    def _kinds(self, cells: Iterable[Any]) -> str:
        """``1 Acacia and 2 Wildflower``: the nectar of some cells, counted."""
        counts = Counter(c.nectar for c in cells)
        return join(
            self.texts,
            [
                f"{n} {self._nectar(k)}"
                for k, n in sorted(counts.items(), key=lambda kv: kv[0].value)
            ],
        )

    def _cell(self, h: Hex, nectar: Nectar | None) -> str:
        return self._t("cell", nectar=self._nectar(nectar), q=h[0], r=h[1])

    # ------------------------------------------------------------------ placements

    def placements(
        self,
        action: Action | str,
        *,
        creates: Nectar | str | None = None,
        activates: str | Action | Sequence[str | Action] | None = None,
        cells: int | None = None,
        min_cells: int | None = None,
        covers: Hex | None = None,
    ) -> Answer:
        """Every legal placement of a tile with icon ``action`` that does what is asked.

        ``creates``: a nectar type, ``"barren"`` or ``"any"`` (it creates such a cell);
        ``activates``: icons that must activate (repeats count: ``["P", "P"]``);
        ``cells`` / ``min_cells``: exactly / at least that many new cells; ``covers``: the
        tile covers this hex. Best first: most new cells, then most activated icons.
        """
        icon = _icon(action)
        want_cell = _creates(creates)
        want_icons = Counter(_icon(a) for a in _many(activates))
        found = []
        for effect in self.hive.legal_placements(icon):
            kinds = [effect.nectar_types[h] for h in effect.new_cells]
            if want_cell is not None and not any(want_cell(k) for k in kinds):
                continue
            got = Counter(effect.activated_actions)
            if any(got[a] < n for a, n in want_icons.items()):
                continue
            if cells is not None and len(effect.new_cells) != cells:
                continue
            if min_cells is not None and len(effect.new_cells) < min_cells:
                continue
            if covers is not None and tuple(covers) not in effect.tile.hexes:
                continue
            found.append(effect)
        found.sort(key=lambda e: (-len(e.new_cells), -len(e.activated), e.tile.notation))
        conditions = []
        if creates is not None:
            conditions.append(self._t("cond.creates", what=self._creates_word(creates)))
        if want_icons:
            names = [self.texts[f"ui.action.{a.value}"] for a in want_icons.elements()]
            conditions.append(self._t("cond.activates", icons=join(self.texts, names)))
        if cells is not None:
            conditions.append(self._t("cond.cells", n=cells))
        if min_cells is not None:
            conditions.append(self._t("cond.min_cells", n=min_cells))
        if covers is not None:
            conditions.append(self._t("cond.covers", hex=fmt(tuple(covers))))  # type: ignore[arg-type]
        kind = self.texts[f"explorer.a_kind.{icon.value}"]
        where = join(self.texts, conditions)
        question = (
            self._t("q.placements", a_kind=kind, where=where)
            if where
            else self._t("q.placements_any", a_kind=kind)
        )
        spots = tuple(dict.fromkeys(h for e in found for h in _matching_cells(e, want_cell)))
        if not found:
            sentence = capitalize(self._t("a.placements_none", a_kind=kind))
        else:
            tiles = ", ".join(e.tile.notation_in(self.language) for e in found[:8])
            more = self._t("and_more", n=len(found) - 8) if len(found) > 8 else ""
            sentence = capitalize(
                self._tn("a.placements", len(found), a_kind=kind, tiles=tiles + more)
            )
        rows = [(self._t("col.tile"), self._t("col.cells"), self._t("col.icons"))]
        for e in found:
            made = [self._cell(h, e.nectar_types[h]) for h in e.new_cells]
            icons = [self.texts[f"ui.action.{t.action.value}"] for t in e.activated]
            rows.append(
                (
                    e.tile.notation_in(self.language),
                    join(self.texts, made) or "-",
                    join(self.texts, icons) or "-",
                )
            )
        return Answer(
            question,
            sentence,
            len(found),
            tuple(found),
            spots,
            self._hex_marks(spots),
            self.hive,
            tuple(rows),
            tuple(self._gallery(found[:GALLERY], want_cell)),
        )

    def _creates_word(self, creates: Nectar | str) -> str:
        if isinstance(creates, str) and creates in ("any", "barren"):
            return self._t(f"cond.{creates}_cell")
        nectar = creates if isinstance(creates, Nectar) else Nectar.parse(creates)
        return self._t("cond.nectar_cell", a_nectar=self.texts[f"ui.a_nectar.{nectar.value}"])

    def _gallery(self, effects: Iterable[PlacementEffect], want_cell: Any) -> Iterator[tuple]:
        for effect in effects:
            after = self.hive.copy()
            after.place(effect.tile)
            cells = tuple(_matching_cells(effect, want_cell))
            yield (after, (*effect.tile.hexes, *cells), effect.tile.notation_in(self.language))

    def what_if(self, tile: HiveTile | str) -> Answer:
        """What placing ``tile`` (a HiveTile or notation like ``"M(2,1)NW"``) would do."""
        tile = _tile(tile, self.language)
        question = self._t("q.what_if", tile=tile.notation_in(self.language))
        verdict = self.hive.check(tile)
        if not verdict:
            return Answer(
                question,
                illegal_text(self.texts, tile, verdict),
                False,
                (verdict,),
                tuple(verdict.hexes),
                self._hex_marks(verdict.hexes),
                self.hive,
            )
        after = self.hive.copy()
        effect = after.place(tile)
        sentence = effect_params(self.texts, effect)["effect"]
        hexes = (*tile.hexes, *effect.new_cells)
        return Answer(question, sentence, True, (effect,), hexes, self._hex_marks(hexes), after)

    # ------------------------------------------------------------------ the hive

    def best_fan(self) -> Answer:
        """Where the fan makes the most honey, and how much."""
        best, where = self.hive.best_fan_hexes()
        question = self._t("q.best_fan")
        if not best:
            return Answer(question, self._t("a.best_fan_none"), 0, (), (), (), self.hive)
        items = tuple((h, tuple(self.hive.fan_yield(h))) for h in where)
        kinds = self._kinds(items[0][1])
        sentence = self._tn("a.best_fan", best, hexes=", ".join(fmt(h) for h in where), kinds=kinds)
        rows = [(self._t("col.hex"), self._t("col.honey"))]
        rows += [
            (fmt(h), join(self.texts, [self._nectar(c.nectar) for c in cells]))
            for h, cells in items
        ]
        return Answer(
            question,
            sentence,
            best,
            items,
            tuple(where),
            self._hex_marks(where),
            self.hive,
            tuple(rows),
        )

    def fan(self, hex: Hex) -> Answer:
        """What the fan would make on tile hex ``hex``."""
        h = (int(hex[0]), int(hex[1]))
        question = self._t("q.fan", hex=fmt(h))
        if self.hive.tile_at(h) is None:
            raise ExplorerError(f"the fan goes on a tile hex; {fmt(h)} is not one")
        made = self.hive.fan_yield(h)
        kinds = self._kinds(made)
        sentence = (
            self._tn("a.fan", len(made), hex=fmt(h), kinds=kinds)
            if made
            else self._t("a.fan_none", hex=fmt(h))
        )
        hexes = (h, *(c.hex for c in made))
        return Answer(
            question, sentence, len(made), tuple(made), hexes, self._hex_marks(hexes), self.hive
        )

    def cells(self, nectar: Nectar | str | None = None, *, empty: bool | None = None) -> Answer:
        """The cells of the hive (of one nectar type; only empty / only filled ones)."""
        kind = (
            None
            if nectar is None
            else (nectar if isinstance(nectar, Nectar) else Nectar.parse(nectar))
        )
        found = [
            c
            for _, c in sorted(self.hive.cells.items())
            if (kind is None or c.nectar_type is kind)
            and (empty is None or (c.nectar is None) == empty)
        ]
        what = (
            self._t("cond.nectar_cells", nectar=self._nectar(kind))
            if kind
            else self._t("cond.all_cells")
        )
        if empty is True:
            what = self._t("cond.empty", what=what)
        elif empty is False:
            what = self._t("cond.filled", what=what)
        question = self._t("q.cells", what=what)
        where = ", ".join(fmt(c.hex) for c in found)
        sentence = (
            self._t("a.cells", n=len(found), what=what, where=where)
            if found
            else self._t("a.cells_none", what=what)
        )
        rows = [(self._t("col.hex"), self._t("col.type"), self._t("col.holds"))]
        for c in found:
            holds = (
                self._t("holds.empty")
                if c.nectar is None
                else (self._t("holds.honey") if c.honey else self._t("holds.nectar"))
            )
            rows.append((fmt(c.hex), self._nectar(c.nectar_type), holds))
        hexes = tuple(c.hex for c in found)
        return Answer(
            question,
            sentence,
            len(found),
            tuple(found),
            hexes,
            self._hex_marks(hexes),
            self.hive,
            tuple(rows),
        )

    def clusters(self, kind: str | None = None) -> Answer:
        """Clusters (three cells around one tile hex): all, ``"nectar"`` or ``"empty"`` ones."""
        if kind not in (None, "nectar", "empty"):
            raise ExplorerError(f"kind is None, 'nectar' or 'empty', not {kind!r}")
        found = {
            None: self.hive.clusters,
            "nectar": self.hive.nectar_clusters,
            "empty": self.hive.empty_cell_clusters,
        }[kind]()
        what = self._t(f"cond.clusters_{kind or 'all'}")
        question = self._t("q.clusters", what=what)
        groups = ["[" + " ".join(fmt(h) for h in sorted(c)) + "]" for c in found]
        sentence = (
            self._t("a.clusters", n=len(found), what=what, where=", ".join(groups))
            if found
            else self._t("a.clusters_none", what=what)
        )
        hexes = tuple(dict.fromkeys(h for c in found for h in sorted(c)))
        return Answer(
            question, sentence, len(found), tuple(found), hexes, self._hex_marks(hexes), self.hive
        )

    def lines(self, min_length: int = 2) -> Answer:
        """Straight lines of at least ``min_length`` cells, longest first."""
        found = self.hive.straight_lines(min_length=min_length)
        question = self._t("q.lines", n=min_length)
        if not found:
            sentence = self._t("a.lines_none", n=min_length)
        else:
            sentence = self._tn(
                "a.lines",
                len(found),
                longest=len(found[0]),
                where=" ".join(fmt(h) for h in found[0]),
            )
        hexes = tuple(found[0]) if found else ()
        return Answer(
            question,
            sentence,
            len(found),
            tuple(tuple(x) for x in found),
            hexes,
            self._hex_marks(hexes),
            self.hive,
        )

    def pockets(self) -> Answer:
        """Enclosed empty regions of two or more hexes (they are not cells)."""
        found = self.hive.pockets()
        question = self._t("q.pockets")
        sentence = (
            self._tn("a.pockets", len(found), sizes=join(self.texts, [str(len(p)) for p in found]))
            if found
            else self._t("a.pockets_none")
        )
        hexes = tuple(h for p in found for h in sorted(p))
        return Answer(
            question, sentence, len(found), tuple(found), hexes, self._hex_marks(hexes), self.hive
        )

    # ------------------------------------------------------------------ the game

    def _state(self) -> GameState:
        if self.game is None:
            raise ExplorerError("this question is about a game: make the explorer with a Game")
        return self.game.state

    @property
    def player_name(self) -> str:
        """The name of the player the game questions are about."""
        return self._state().players[self.seat].name  # type: ignore[index]

    def forage_options(self) -> Answer:
        """Every space the forage token can reach: what it costs and what it yields there."""
        state = self._state()
        seat = self.seat
        assert seat is not None
        player = state.players[seat]
        rules = self.game.rules  # type: ignore[union-attr]
        module_items = self._hook("forage_items")
        if module_items is not None:
            return self._forage_answer(player.name, module_items)
        items = []
        for space in field_spaces(state):
            cost = forage_cost(state, seat, space)
            if cost > player.coins or player.forage is None:
                continue
            tile = rules.forage_yield(state, seat, space)
            here = state.woodland.field.get(space)
            items.append(
                {
                    "space": space,
                    "name": space_name(space),
                    "cost": cost,
                    "nectar": None if tile is None else tile.nectar,
                    "field": None if here is None else here.nectar,
                    "pollen": tile is None,
                    "value": 0 if tile is None else state.market.value(tile.nectar.value),
                }
            )
        return self._forage_answer(player.name, items)

    def _forage_answer(self, name: str, items: list[dict[str, Any]]) -> Answer:
        """The forage question's answer from its spaces (a module's items carry
        ``fruits``: what a forage there may gain instead of nectar)."""
        fruity = any("fruits" in i for i in items)
        items.sort(
            key=lambda i: (i["pollen"], i["nectar"] is None, -i["value"], i["cost"], i["space"])
        )
        collect = [i for i in items if i["nectar"] is not None]
        question = self._t("q.forage", player=name)
        if fruity and items and items[0]["view"]:
            sentence = self.texts.text("explorer_fall.a.fruit_field_b", player=name)
        elif collect:
            best = collect[0]
            sentence = self._t(
                "a.forage",
                player=name,
                n=len(items),
                m=len(collect),
                nectar=self._nectar(best["nectar"]),
                space=best["name"],
                cost=self._tn("coins", best["cost"]) if best["cost"] else self._t("free"),
            )
        elif fruity:
            sentence = self._t("a.forage_fruit", player=name, n=len(items))
        else:
            sentence = self._t("a.forage_pollen", player=name, n=len(items))
        rows = [(self._t("col.space"), self._t("col.cost"), self._t("col.yield"))]
        for i in items:
            if fruity:
                why = self._hook("forage_yield", i)
            elif i["pollen"]:
                why = (
                    self._t("yield.pollen_no_cell", nectar=self._nectar(i["field"]))
                    if i["field"] is not None
                    else self._t("yield.pollen")
                )
            else:
                why = self._t("yield.nectar", nectar=self._nectar(i["nectar"]))
            rows.append((i["name"], str(i["cost"]), why))
        marks = tuple({"area": "space", "space": list(i["space"])} for i in collect)
        return Answer(question, sentence, len(collect), tuple(items), (), marks, None, tuple(rows))

    def sales(self) -> Answer:
        """What selling each resource the player holds would pay, and how its value falls."""
        state = self._state()
        player = state.players[self.seat]  # type: ignore[index]
        market = state.market
        items = []
        line = self._hook("sale_line")
        if line is not None:
            items.append(line)  # what a module sells (fruit), as the module sells it
        sells_pollen = all(q.sells_pollen for q in self._hooks())
        for r in (player.pollen_name, *HONEYS):
            if not sells_pollen and r == player.pollen_name:
                continue
            have = player.resource(r)
            if not have:
                continue
            value = market.value(r)
            bottom = market.at_bottom(r)
            after = value if bottom else market.tracks[r][market.positions[r] + 1]
            items.append(
                {
                    "resource": r,
                    "have": have,
                    "value": value,
                    "coins": have * value,
                    "after": after,
                    "bottom": bottom,
                }
            )
        items.sort(key=lambda i: -i["coins"])
        question = self._t("q.sales", player=player.name)
        module_sentence = self._hook("sale_sentence", player.name, items[0]) if items else None
        if module_sentence is not None:
            sentence = module_sentence
        elif items:
            best = items[0]
            sentence = self._t(
                "a.sales",
                player=player.name,
                n=best["have"],
                resource=self._resource(best["resource"]),
                coins=best["coins"],
                after=best["after"],
            )
        else:
            sentence = self._t("a.sales_none", player=player.name)
        rows = [
            (
                self._t("col.resource"),
                self._t("col.have"),
                self._t("col.value"),
                self._t("col.coins"),
                self._t("col.after"),
            )
        ]
        for i in items:
            rows.append(
                (
                    self._resource(i["resource"]),
                    str(i["have"]),
                    self._t("fruit_value", bonus=i["value"]) if "sets" in i else str(i["value"]),
                    str(i["coins"]),
                    self._t("bottom") if i["bottom"] else str(i["after"]),
                )
            )
        marks = tuple({"area": "market", "resource": i["resource"]} for i in items)
        return Answer(
            question,
            sentence,
            items[0]["coins"] if items else 0,
            tuple(items),
            (),
            marks,
            None,
            tuple(rows),
        )

    def orders(self) -> Answer:
        """The face-up orders: needs, points, the action each grants, what is missing."""
        state = self._state()
        seat = self.seat
        assert seat is not None
        player = state.players[seat]
        have = player.resources
        items = []
        for i, stack in enumerate(state.order_stacks):
            card = stack.face_up
            if card is None:
                continue
            missing = {r: n - have[r] for r, n in card.needs if have[r] < n}
            items.append(
                {
                    "stack": i,
                    "card": card,
                    "points": card.points,
                    "action": stack.action,
                    "ready": can_fill_order(state, seat, i),
                    "missing": missing,
                }
            )
        question = self._t("q.orders", player=player.name)
        ready = [i for i in items if i["ready"]]
        if ready:
            best = max(ready, key=lambda i: i["points"])
            sentence = self._t(
                "a.orders",
                player=player.name,
                n=len(ready),
                points=best["points"],
                action=self.texts[f"ui.action.{best['action']}"],
            )
        else:
            sentence = self._t("a.orders_none", player=player.name, n=len(items))
        rows = [
            (
                self._t("col.stack"),
                self._t("col.needs"),
                self._t("col.points"),
                self._t("col.action"),
                self._t("col.missing"),
            )
        ]
        for i in items:
            missing = join(
                self.texts,
                [f"{n} {self._resource(r)}" for r, n in i["missing"].items()],
            )
            rows.append(
                (
                    self._t(f"stack.{i['stack']}"),
                    join(self.texts, [f"{n} {self._resource(r)}" for r, n in i["card"].needs]),
                    str(i["points"]),
                    self.texts[f"ui.action.{i['action']}"],
                    missing or self._t("ready"),
                )
            )
        marks = tuple({"area": "order", "stack": i["stack"]} for i in ready)
        return Answer(question, sentence, len(ready), tuple(items), (), marks, None, tuple(rows))

    def boxes(self) -> Answer:
        """The hive boxes: which tiles the player can take now and how tall a beeline it needs."""
        state = self._state()
        seat = self.seat
        assert seat is not None
        player = state.players[seat]
        can_place = bool(self.hive.placement_spots())
        items = []
        for box in state.board.values():
            need = box.tallest + 1 if box.beelines else 1
            kinds = takeable_kinds(state, seat, box.name)
            open_ = bool(kinds) and can_place and need <= player.available_workers
            items.append(
                {
                    "box": box.name,
                    "kinds": box.kinds,
                    "left": dict(box.stacks),
                    "need": need,
                    "takeable": tuple(kinds) if open_ else (),
                    "beelines": list(box.beelines),
                }
            )
        able = [i for i in items if i["takeable"]]
        question = self._t("q.boxes", player=player.name)
        names = [self.texts[f"ui.action.{k}"] for i in able for k in i["takeable"]]
        sentence = (
            self._tn(
                "a.boxes",
                player.available_workers,
                player=player.name,
                kinds=join(self.texts, names),
            )
            if able
            else self._t("a.boxes_none", player=player.name)
        )
        rows = [(self._t("col.box"), self._t("col.left"), self._t("col.need"), self._t("col.open"))]
        for i in items:
            label = " / ".join(self.texts[f"ui.action.{k}"] for k in i["kinds"])
            left = " / ".join(str(i["left"][k]) for k in i["kinds"])
            rows.append(
                (label, left, str(i["need"]), self._t("yes") if i["takeable"] else self._t("no"))
            )
        marks = tuple({"area": "box", "name": i["box"]} for i in able)
        return Answer(question, sentence, len(able), tuple(items), (), marks, None, tuple(rows))

    def options(self, limit: int = 5) -> Advice:
        """What each option of the pending decision would do (the "Why?" hint)."""
        from .advisor import advise

        if self.game is None:
            raise ExplorerError("this question is about a game: make the explorer with a Game")
        return advise(self.game, language=self.language, limit=limit)

    # ------------------------------------------------------------------ helpers

    def _hex_marks(self, hexes: Iterable[Hex]) -> tuple[dict[str, Any], ...]:
        if self.seat is None:
            return ()
        return tuple({"area": "hex", "player": self.seat, "hex": list(h)} for h in hexes)


def _icon(action: Action | str) -> Action:
    if isinstance(action, Action):
        return action
    try:
        return Action.parse(str(action))
    except ValueError as e:
        raise ExplorerError(str(e)) from None


def _many(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, (str, Action)):
        return [value]
    return list(value)


def _creates(creates: Nectar | str | None) -> Any:
    """A test on a new cell's nectar type (None: no condition)."""
    if creates is None:
        return None
    if creates == "any":
        return lambda kind: True
    if creates == "barren":
        return lambda kind: kind is None
    try:
        nectar = creates if isinstance(creates, Nectar) else Nectar.parse(creates)
    except ValueError as e:
        raise ExplorerError(str(e)) from None
    return lambda kind: kind is nectar


def _matching_cells(effect: PlacementEffect, want_cell: Any) -> list[Hex]:
    return [h for h in effect.new_cells if want_cell is None or want_cell(effect.nectar_types[h])]


def _tile(tile: HiveTile | str, language: str) -> HiveTile:
    if isinstance(tile, HiveTile):
        return tile
    try:
        return read_tile(tile, language)
    except (ValueError, AttributeError) as e:
        raise ExplorerError(str(e)) from None


__all__ = ["Answer", "Explorer", "ExplorerError"]
