"""Lesson 10's exercises: questions about a position whose answers the engine checks.

Each exercise names a position (a hive, or a game played so far by greedy bots), asks a
question the :class:`~honeybuzz_lab.games.honeybuzz.lessons.explorer.Explorer` can answer, and
checks the learner's answer against the engine's: nothing is stored as "the answer" by hand. The
texts live in the catalogues under ``explorer.exercises.<id>``.

>>> exercise = exercise_by_id("empty-cells")
>>> exercise.check(4).right, exercise.check("5").right
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ....core.hexes import fmt
from ....core.lessons.steps import LessonError
from ....core.lessons.texts import check_language
from ..game import Game, GreedyBot
from ..hive import HiveTile, IllegalPlacement, Nectar, read_tile
from .explorer import Answer, Explorer
from .phrases import illegal_text
from .texts import catalog

#: The hive pictured in the README: 27 tiles, cells of every kind, nectar and honey.
SHOWCASE_HIVE = (
    "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE P(-1,3)W M(3,-1)NW A(-1,0)NE N(1,2)NE P(3,2)NW "
    "D(4,-4)SE N(-2,-1)SE P(3,-5)SE N(4,0)NW F(5,-2)NW F(-3,1)SE M(2,3)W N(6,-1)NW N(5,1)NW "
    "P(-3,-1)SW F(-1,4)E M(6,1)NE A(6,-5)SE D(4,-6)NW D(5,-5)NW r*(-2,1) w(-1,2) a(0,3) "
    "w*(1,1) w*(2,2) a(3,0) c(4,-2) c*(5,-4)"
)
#: A hive whose six Forage tiles enclose a pocket.
POCKET_HIVE = "F(0,0)NW F(1,0)NE F(2,-2)NE F(2,-4)E F(-1,-1)NW F(1,-3)W"

KINDS = ("number", "hex", "tile", "space", "stack")


@dataclass(frozen=True)
class GamePosition:
    """A game played from ``seed`` by greedy bots (``GreedyBot(seat + 1)``) for ``plies``."""

    players: tuple[str, ...]
    seed: int
    plies: int
    first_game: bool = True

    def build(self) -> Game:
        """The game at that position (a new one each time)."""
        return _game(self)


@cache
def _record(position: GamePosition) -> dict[str, Any]:
    game = Game.new(list(position.players), seed=position.seed, first_game=position.first_game)
    bots = [GreedyBot(seat + 1) for seat in range(len(position.players))]
    for _ in range(position.plies):
        game.apply(bots[game.pending.player].choose(game))  # type: ignore[index]
    return game.to_record()


def _game(position: GamePosition) -> Game:
    return Game.from_record(_record(position))


@dataclass(frozen=True)
class Verdict:
    """The check of one answer: right or not, the feedback, and the answer as understood."""

    right: bool
    text: str
    given: Any = None

    def __bool__(self) -> bool:
        return self.right


@dataclass(frozen=True)
class Exercise:
    """A question about a position and how the engine judges an answer to it."""

    id: str
    kind: str  # number, hex, tile, space or stack: what an answer is
    position: str | GamePosition
    reveal: Callable[[Explorer], Answer]  # the explorer's answer, shown after solving
    accepts: Callable[[Explorer, Any], bool]  # is this (parsed) answer right?
    query: str  # the explorer call that answers it, for the notebook

    def explorer(self, language: str = "en") -> Explorer:
        """An explorer of the exercise's position."""
        source = self.position.build() if isinstance(self.position, GamePosition) else self.position
        return Explorer(source, language=language)

    def key(self, part: str) -> str:
        return f"explorer.exercises.{self.id}.{part}"

    def question(self, language: str = "en") -> str:
        return catalog(language)[self.key("question")]

    def title(self, language: str = "en") -> str:
        return catalog(language)[self.key("title")]

    def hint(self, language: str = "en") -> str:
        return catalog(language)[self.key("hint")]

    def answer(self, language: str = "en") -> Answer:
        """The engine's answer (what "Show the answer" reveals)."""
        return self.reveal(self.explorer(language))

    def check(self, given: Any, language: str = "en") -> Verdict:
        """Judge ``given`` (a number, a hex, a tile, a space or a stack, or text for one)."""
        check_language(language)
        texts = catalog(language)
        try:
            parsed = parse_answer(self.kind, given, language)
        except ValueError:
            return Verdict(False, texts[f"explorer.check.parse.{self.kind}"])
        explorer = self.explorer(language)
        if self.kind == "tile":
            verdict = explorer.hive.check(parsed)
            if not verdict:
                return Verdict(False, illegal_text(texts, parsed, verdict), parsed)
        if self.accepts(explorer, parsed):
            done = self.reveal(explorer).sentence
            return Verdict(True, texts.text("explorer.check.right", answer=done), parsed)
        wrong = texts.text("explorer.check.wrong", hint=self.hint(language), query=self.query)
        return Verdict(False, wrong, parsed)


# ---------------------------------------------------------------------- answers


_HEX = re.compile(r"^\(?\s*(-?[0-9]+)\s*,\s*(-?[0-9]+)\s*\)?$")
_SPACE = re.compile(r"^([A-Za-z])\s*([0-9]+)$")
_STACKS = {
    "left": 0,
    "middle": 1,
    "right": 2,
    "bal": 0,
    "középső": 1,
    "kozepso": 1,
    "jobb": 2,
    "none": None,
    "egyik sem": None,
    "egyik": None,
    "nincs": None,
}


def parse_answer(kind: str, given: Any, language: str = "en") -> Any:
    """An answer as the engine uses it; ValueError when it cannot be read as ``kind``."""
    if kind not in KINDS:
        raise LessonError(f"unknown answer kind {kind!r}; use one of {', '.join(KINDS)}")
    if kind == "number":
        if isinstance(given, bool):
            raise ValueError(given)
        if isinstance(given, int):
            return given
        return int(str(given).strip())
    if kind == "hex":
        if isinstance(given, (tuple, list)) and len(given) == 2:
            return (int(given[0]), int(given[1]))
        m = _HEX.match(str(given).strip())
        if not m:
            raise ValueError(given)
        return (int(m.group(1)), int(m.group(2)))
    if kind == "tile":
        if isinstance(given, HiveTile):
            return given
        return read_tile(str(given), language)
    if kind == "space":
        if isinstance(given, (tuple, list)) and len(given) == 2:
            return (int(given[0]), int(given[1]))
        m = _SPACE.match(str(given).strip())
        if not m:
            raise ValueError(given)
        return (int(m.group(2)) - 1, "ABCDEFGHIJ".index(m.group(1).upper()))
    # stack
    if given is None:
        return None
    if isinstance(given, int) and not isinstance(given, bool) and 0 <= given <= 2:
        return given
    word = str(given).strip().lower()
    if word not in _STACKS:
        raise ValueError(given)
    return _STACKS[word]


def _best_fan_hexes(ex: Explorer) -> set:
    return set(ex.best_fan().hexes)


def _best_forage(ex: Explorer) -> set:
    collect = [i for i in ex.forage_options().items if not i["pollen"]]
    best = max((i["value"] for i in collect), default=None)
    return {i["space"] for i in collect if i["value"] == best}


def _ready_orders(ex: Explorer) -> set:
    ready = {i["stack"] for i in ex.orders().items if i["ready"]}
    return ready or {None}


def _makes(nectar: Nectar, icon: str) -> Callable[[Explorer, Any], bool]:
    def accepts(ex: Explorer, tile: HiveTile) -> bool:
        if tile.action.value != icon:
            return False
        try:
            effect = ex.hive.preview(tile)
        except IllegalPlacement:
            return False
        return any(effect.nectar_types[h] is nectar for h in effect.new_cells)

    return accepts


GAME = GamePosition(("Anna", "Ben"), seed=5, plies=129)

EXERCISES: tuple[Exercise, ...] = (
    Exercise(
        "empty-cells",
        "number",
        SHOWCASE_HIVE,
        lambda ex: ex.cells(empty=True),
        lambda ex, n: n == ex.cells(empty=True).value,
        "ex.cells(empty=True)",
    ),
    Exercise(
        "acacia-market",
        "tile",
        SHOWCASE_HIVE,
        lambda ex: ex.placements("market", creates="acacia"),
        _makes(Nectar.ACACIA, "market"),
        'ex.placements("market", creates="acacia")',
    ),
    Exercise(
        "best-fan",
        "hex",
        SHOWCASE_HIVE,
        lambda ex: ex.best_fan(),
        lambda ex, h: h in _best_fan_hexes(ex),
        "ex.best_fan()",
    ),
    Exercise(
        "longest-line",
        "number",
        SHOWCASE_HIVE,
        lambda ex: ex.lines(),
        lambda ex, n: n == ex.hive.longest_line(),
        "ex.lines()",
    ),
    Exercise(
        "nectar-clusters",
        "number",
        SHOWCASE_HIVE,
        lambda ex: ex.clusters("nectar"),
        lambda ex, n: n == ex.clusters("nectar").value,
        'ex.clusters("nectar")',
    ),
    Exercise(
        "pocket",
        "number",
        POCKET_HIVE,
        lambda ex: ex.pockets(),
        lambda ex, n: n == sum(len(p) for p in ex.hive.pockets()),
        "ex.pockets()",
    ),
    Exercise(
        "forage",
        "space",
        GAME,
        lambda ex: ex.forage_options(),
        lambda ex, space: space in _best_forage(ex),
        "ex.forage_options()",
    ),
    Exercise(
        "sale",
        "number",
        GAME,
        lambda ex: ex.sales(),
        lambda ex, n: n == ex.sales().value,
        "ex.sales()",
    ),
    Exercise(
        "order",
        "stack",
        GAME,
        lambda ex: ex.orders(),
        lambda ex, stack: stack in _ready_orders(ex),
        "ex.orders()",
    ),
)


def exercise_by_id(exercise_id: str) -> Exercise:
    """One of :data:`EXERCISES` by its id."""
    for exercise in EXERCISES:
        if exercise.id == exercise_id:
            return exercise
    ids = ", ".join(e.id for e in EXERCISES)
    raise LessonError(f"there is no exercise {exercise_id!r}; the exercises are: {ids}")


def describe_answer(kind: str, value: Any, language: str = "en") -> str:
    """An answer written the way a learner would type it (a tile in ``language``'s
    notation)."""
    if kind == "hex":
        return fmt(value)
    if kind == "tile":
        return value.notation_in(language)
    if kind == "space":
        from ..game.state import space_name

        return space_name(value)
    if kind == "stack":
        return "none" if value is None else ("left", "middle", "right")[value]
    return str(value)


__all__ = [
    "EXERCISES",
    "GAME",
    "POCKET_HIVE",
    "SHOWCASE_HIVE",
    "Exercise",
    "GamePosition",
    "Verdict",
    "describe_answer",
    "exercise_by_id",
    "parse_answer",
]
