"""Reading lessons from their TOML files in ``lessons/content/``.

A lesson file (its name is the lesson id) holds a ``number`` and an array of steps::

    number = 2

    [[step]]
    id = "rosemary"                    # unique in the lesson; names its texts
    kind = "place"                     # read | place | question
    position = "card:star P(1,2)NE"    # hive notation, optionally after card:NAME
    highlight = [[1, 1]]               # hexes outlined on the board
    tray = ["P"]                       # icons of the tiles offered (place steps)
    expect = { creates = "rosemary" }  # what counts as success (see expectations.py)
    preview_nectar = false             # the hover preview does not name nectar types
    solutions = ["P(-1,0)NE"]          # placements that must succeed (tested)

    [[step.wrong]]                     # kinds of wrong try, matched in order
    key = "wildflower"                 # names the feedback text
    when = { creates = "wildflower" }
    tries = ["P(3,-2)SE"]              # examples that must get this feedback (tested)

A hive step that relies on reconstructed data besides its configuration card names it
with ``data = ["contests"]`` (any of :data:`~.model.RECONSTRUCTED` but
``configuration``, which a ``card:NAME`` position already names); the panel then
says the data is reconstructed, as it does for table steps. A question whose fact
reads the contest cards (``contest_count``, ``contest_best``) relies on them anyway.

A place step whose ``expect`` names a nectar type or ``barren`` (``creates = ...``)
tests whether the learner recognises the pattern: it sets ``preview_nectar = false``
(default true), so the board's hover preview shows only that a cell would be closed,
not its type (the feedback after the try names it). A test holds the lessons to this.

Question steps have ``options`` (ids), ``answer`` (one id or a list) and optionally a
``fact`` (see facts.py and game_facts.py) that derives the answer from the engine. A game
question whose answer rests on data that may be re-tuned (a solo contest's tiers) leaves
``answer`` out: the fact works it out when the lesson is read, and its texts name the
numbers as placeholders the engine fills (see lessons/modules/: a module's ``params``).

Steps of lessons 4 and on start from a game position (see positions.py) and highlight
table areas; their ``act`` steps expect a game action (see moves.py)::

    [[step]]
    id = "sell-both"
    kind = "act"
    game = { seed = 3, adjust = [...], actions = [...], pending = "market" }
    highlight = [{ area = "market", resource = "rosemary" }]
    data = ["market"]                        # reconstructed data the step relies on
    expect = { sells = "rosemary", quantity = 2 }
    solutions = ["sell(rosemary,2)"]         # actions that must succeed (tested)

    [[step.wrong]]
    key = "one"
    when = { sells = "rosemary", quantity = 1 }
    tries = ["sell(rosemary,1)"]

    [[step.illegal]]                         # refused by the engine, explained too
    key = "three"
    tries = ["sell(rosemary,3)"]

A lesson's steps are all hive steps or all game steps. Game positions used by several
steps can be named once in a ``[positions.NAME]`` table; a step then writes
``game = "NAME"``, or ``game = { from = "NAME", adjust = [...], actions = [...] }`` for
that position with more adjustments and actions (its adjustments come after the named
position's, its actions after the named position's actions).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from ....core.lessons.steps import LessonError, LessonPlan, StepKind, step_rule
from ..game import Action as GameAction
from ..hive import Action, Hex, HiveTile, parse_tile
from .expectations import ExpectationError, parse_expectation
from .facts import FactError, parse_fact
from .model import RECONSTRUCTED, IllegalTry, Step, WrongTry
from .moves import MoveExpectationError, parse_move_expectation
from .positions import PositionError, parse_action, parse_game_position, parse_space

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

_GAME_KEYS = {"game", "data", "rule"}
_STEP_KEYS = {
    StepKind.ACT: {"id", "kind", "highlight", "expect", "solutions", "wrong", "illegal"},
    StepKind.READ: {"id", "kind", "position", "highlight", "coords", "data"},
    StepKind.PLACE: {
        "id",
        "kind",
        "position",
        "highlight",
        "coords",
        "data",
        "tray",
        "expect",
        "preview_nectar",
        "solutions",
        "wrong",
    },
    StepKind.QUESTION: {
        "id",
        "kind",
        "position",
        "highlight",
        "coords",
        "data",
        "options",
        "answer",
        "fact",
    },
}
for _keys in _STEP_KEYS.values():
    _keys.add("rule")  # the rule the step teaches (an atom of the rules reference)
_ID_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789_-")

#: Table areas a game step may highlight, and the arguments each needs (the GameTable's).
AREAS: dict[str, frozenset[str]] = {
    "box": frozenset({"name"}),
    "space": frozenset({"space"}),
    "market": frozenset({"resource"}),
    "order": frozenset({"stack"}),
    "contest": frozenset({"index"}),
    "hex": frozenset({"player", "hex"}),
    "action": frozenset({"kind"}),
    "player": frozenset({"player"}),
    "solo": frozenset(),
}
#: The reconstructed data each Fall Flavors module brings (data/fall_*.toml; Nectar Caps'
#: table D is printed).
_MODULE_DATA = {
    "fall.sunset": "sunset",
    "fall.fruit": "fruit",
    "fall.leaves": "leaves",
    "fall.festival": "festival",
}
#: The reconstructed data each highlighted area shows.
_AREA_DATA = {"space": "field", "market": "market", "order": "orders", "contest": "contests"}
#: The reconstructed data each fact relies on (game facts, and hive facts on contest cards).
_FACT_DATA = {
    "forage_cost": "field",
    "forage_gets": "field",
    "sale_coins": "market",
    "value_after_sale": "market",
    "stack_action": "orders",
    "order_face_up": "orders",
    "speed_payout": "contests",
    "contest_count": "contests",
    "contest_best": "contests",
}


def _id(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value or not set(value) <= _ID_CHARS:
        raise LessonError(f"{where}: an id is lower-case letters, digits, - and _; got {value!r}")
    return value


def _hexes(value: Any, where: str) -> tuple[Hex, ...]:
    if not isinstance(value, list) or not all(
        isinstance(h, list) and len(h) == 2 and all(isinstance(c, int) for c in h) for h in value
    ):
        raise LessonError(f"{where}: expected a list of hexes [[q, r], ...], got {value!r}")
    return tuple((h[0], h[1]) for h in value)


def _tiles(value: Any, where: str) -> tuple[HiveTile, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise LessonError(f"{where}: expected tiles in notation like ['P(1,2)NE']")
    try:
        return tuple(parse_tile(v) for v in value)
    except (ValueError, AttributeError) as e:
        raise LessonError(f"{where}: {e}") from None


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: expected a list of strings, got {value!r}")
    return tuple(value)


def parse_step(lesson: str, raw: Any, where: str) -> Step:
    """One step from its TOML table (LessonError names the problem)."""
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step must be a table")
    step_id = _id(raw.get("id"), f"{where}.id")
    where = f"{lesson}/{step_id}"
    try:
        kind = StepKind(raw.get("kind"))
    except ValueError:
        raise LessonError(f"{where}: kind must be read, place, act or question") from None
    if "game" in raw or kind is StepKind.ACT:
        return _game_step(lesson, step_id, kind, raw, where)
    unknown = set(raw) - _STEP_KEYS[kind]
    if unknown:
        raise LessonError(
            f"{where}: unknown keys {sorted(unknown)} for a {kind.value} step; "
            f"allowed: {sorted(_STEP_KEYS[kind])}"
        )
    position = raw.get("position", "")
    if not isinstance(position, str):
        raise LessonError(f"{where}: position must be hive notation (a string)")
    common: dict[str, Any] = {
        "lesson": lesson,
        "id": step_id,
        "kind": kind,
        "rule": step_rule(raw, "hb", where),
        "position": position,
        "highlight": _hexes(raw.get("highlight", []), f"{where}.highlight"),
        "coords": bool(raw.get("coords", False)),
    }
    data = _hive_data(raw, where)
    try:
        if kind is StepKind.PLACE:
            step = _place_step(raw, where, common)
        elif kind is StepKind.QUESTION:
            step = _question_step(raw, where, common)
        else:
            step = Step(**common)
            step.start()  # fails early on a bad position
    except (ExpectationError, FactError) as e:
        raise LessonError(f"{where}: {e}") from None
    if step.fact is not None and step.fact.kind in _FACT_DATA:
        data.add(_FACT_DATA[step.fact.kind])
    return replace(step, data=tuple(d for d in RECONSTRUCTED if d in data))


def _hive_data(raw: dict[str, Any], where: str) -> set[str]:
    """The reconstructed data a hive step names (its card is named by its position)."""
    data = set(_strings(raw.get("data", []), f"{where}.data"))
    allowed = [d for d in RECONSTRUCTED if d != "configuration"]
    if not data <= set(allowed):
        raise LessonError(
            f"{where}.data: a hive step may name {', '.join(allowed)} "
            "(its configuration card is named by its position, card:NAME)"
        )
    return data


def _area(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or value.get("area") not in AREAS:
        raise LessonError(
            f"{where}: an area is a table like {{ area = 'box', name = 'produce' }}; "
            f"areas: {', '.join(AREAS)}"
        )
    area = value["area"]
    if set(value) - {"area"} != AREAS[area]:
        raise LessonError(f"{where}: a {area} area has {' and '.join(sorted(AREAS[area]))}")
    out = dict(value)
    if area == "space" and isinstance(out["space"], str):
        try:
            out["space"] = list(parse_space(out["space"]))
        except PositionError as e:
            raise LessonError(f"{where}: {e}") from None
    return out


def _areas(value: Any, where: str) -> tuple[dict[str, Any], ...]:
    if not isinstance(value, list):
        raise LessonError(f"{where}: highlight is a list of table areas")
    return tuple(_area(v, f"{where}[{i}]") for i, v in enumerate(value))


def _actions(value: Any, where: str) -> tuple[GameAction, ...]:
    if isinstance(value, (str, dict)):
        value = [value]
    if not isinstance(value, list):
        raise LessonError(f"{where}: expected actions like ['sell(rosemary,2)']")
    try:
        return tuple(parse_action(v) for v in value)
    except PositionError as e:
        raise LessonError(f"{where}: {e}") from None


def _game_step(lesson: str, step_id: str, kind: StepKind, raw: dict[str, Any], where: str) -> Step:
    """A step on a game table: read, act or question, from a game position."""
    if kind is StepKind.PLACE:
        raise LessonError(f"{where}: a game step asks for an action: kind = 'act'")
    allowed = (_STEP_KEYS[kind] - {"position", "coords"}) | _GAME_KEYS
    unknown = set(raw) - allowed
    if unknown:
        raise LessonError(
            f"{where}: unknown keys {sorted(unknown)} for a {kind.value} step on the table; "
            f"allowed: {sorted(allowed)}"
        )
    if "game" not in raw:
        raise LessonError(f"{where}: a {kind.value} step on the table needs game = {{ ... }}")
    try:
        game = parse_game_position(raw["game"], f"{where}.game")
    except PositionError as e:
        raise LessonError(str(e)) from None
    highlight = _areas(raw.get("highlight", []), f"{where}.highlight")
    data = set(_strings(raw.get("data", []), f"{where}.data"))
    if data - set(RECONSTRUCTED):
        raise LessonError(f"{where}.data: choose from {', '.join(RECONSTRUCTED)}")
    data |= {_AREA_DATA[a["area"]] for a in highlight if a["area"] in _AREA_DATA}
    if "advanced" in game.modules:
        data.add("backs")  # the back groups' fronts (data/advanced.toml)
    if "solo" in game.modules:
        data.add("solo")  # the drone deck and the solo contest cards (data/solo.toml)
    data |= {_MODULE_DATA[m] for m in game.modules if m in _MODULE_DATA}
    if "solo" in game.modules and "leaves" in data:
        data = (data - {"leaves"}) | {"leaves_solo"}  # no foliage card; the card's deduction
    if any(m.startswith("fall.") for m in game.modules):
        data.add("sunset")  # every Fall Flavors module brings the sunset track with it
    common: dict[str, Any] = {
        "lesson": lesson,
        "id": step_id,
        "kind": kind,
        "rule": step_rule(raw, "hb", where),
        "game": game,
        "highlight": highlight,
    }
    try:
        if kind is StepKind.ACT:
            step = _act_step(raw, where, common)
        elif kind is StepKind.QUESTION:
            step = _question_step(raw, where, common)
        else:
            step = Step(**common)
    except (MoveExpectationError, FactError) as e:
        raise LessonError(f"{where}: {e}") from None
    if step.fact is not None and step.fact.kind in _FACT_DATA:
        data.add(_FACT_DATA[step.fact.kind])
    step = replace(step, data=tuple(d for d in RECONSTRUCTED if d in data))
    step.start_game()  # fails early on a position that cannot be built
    return step


def _act_step(raw: dict[str, Any], where: str, common: dict[str, Any]) -> Step:
    if "expect" not in raw:
        raise LessonError(f"{where}: an act step needs expect = {{ ... }}")
    expect = parse_move_expectation(raw["expect"], f"{where}.expect")
    solutions = _actions(raw.get("solutions", []), f"{where}.solutions")
    if not solutions:
        raise LessonError(f"{where}: list at least one solution (it is tested)")
    wrong = _wrong_tries(raw, where, parse_move_expectation, _actions)
    illegal: list[IllegalTry] = []
    raw_illegal = raw.get("illegal", [])
    if not isinstance(raw_illegal, list):
        raise LessonError(f"{where}.illegal: write [[step.illegal]] tables")
    used = {w.key for w in wrong}
    for i, x in enumerate(raw_illegal):
        x_where = f"{where}.illegal[{i}]"
        if not isinstance(x, dict) or set(x) != {"key", "tries"}:
            raise LessonError(f"{x_where}: needs key and tries")
        key = _id(x["key"], f"{x_where}.key")
        if key in ("right", "other") or key in used:
            raise LessonError(f"{x_where}: key {key!r} is reserved or used twice")
        used.add(key)
        tries = _actions(x["tries"], f"{x_where}.tries")
        if not tries:
            raise LessonError(f"{x_where}: list the illegal actions it explains")
        illegal.append(IllegalTry(key, tries))
    return Step(**common, expect=expect, solutions=solutions, wrong=wrong, illegal=tuple(illegal))


def _wrong_tries(
    raw: dict[str, Any], where: str, parse_when: Any, parse_tries: Any
) -> tuple[WrongTry, ...]:
    wrong: list[WrongTry] = []
    raw_wrong = raw.get("wrong", [])
    if not isinstance(raw_wrong, list):
        raise LessonError(f"{where}.wrong: write [[step.wrong]] tables")
    for i, w in enumerate(raw_wrong):
        w_where = f"{where}.wrong[{i}]"
        if not isinstance(w, dict) or set(w) - {"key", "when", "tries"} or "when" not in w:
            raise LessonError(f"{w_where}: needs key, when and optionally tries")
        key = _id(w.get("key"), f"{w_where}.key")
        if key in ("right", "other") or key in (x.key for x in wrong):
            raise LessonError(f"{w_where}: key {key!r} is reserved or used twice")
        wrong.append(
            WrongTry(
                key,
                parse_when(w["when"], f"{w_where}.when"),
                parse_tries(w.get("tries", []), f"{w_where}.tries"),
            )
        )
    return tuple(wrong)


def _place_step(raw: dict[str, Any], where: str, common: dict[str, Any]) -> Step:
    tray = _strings(raw.get("tray", []), f"{where}.tray")
    if not tray:
        raise LessonError(f"{where}: a place step needs a tray, e.g. tray = ['P']")
    try:
        actions = tuple(Action.parse(a) for a in tray)
    except ValueError as e:
        raise LessonError(f"{where}.tray: {e}") from None
    if "expect" not in raw:
        raise LessonError(f"{where}: a place step needs expect = {{ ... }}")
    expect = parse_expectation(raw["expect"], f"{where}.expect")
    solutions = _tiles(raw.get("solutions", []), f"{where}.solutions")
    if not solutions:
        raise LessonError(f"{where}: list at least one solution (it is tested)")
    wrong = _wrong_tries(raw, where, parse_expectation, _tiles)
    for tile in solutions + tuple(t for w in wrong for t in w.tries):
        if tile.action not in actions:
            raise LessonError(f"{where}: {tile.notation} uses an icon that is not in the tray")
    preview = raw.get("preview_nectar", True)
    if not isinstance(preview, bool):
        raise LessonError(f"{where}: preview_nectar is true or false")
    step = Step(
        **common,
        tray=actions,
        expect=expect,
        preview_nectar=preview,
        solutions=solutions,
        wrong=wrong,
    )
    step.start()
    return step


def _question_step(raw: dict[str, Any], where: str, common: dict[str, Any]) -> Step:
    options = tuple(_id(o, f"{where}.options") for o in _strings(raw.get("options"), where))
    if len(options) < 2 or len(set(options)) != len(options):
        raise LessonError(f"{where}: a question needs two or more different options")
    fact = parse_fact(raw["fact"], f"{where}.fact") if "fact" in raw else None
    if "answer" not in raw and fact is not None and common.get("game") is not None:
        # Worked out by the engine from reconstructed data that may be re-tuned (a solo
        # contest's tiers): the texts name no number, the engine fills them in.
        try:
            answer = fact.answer(common["game"].build(), options)
        except PositionError as e:
            raise LessonError(str(e)) from None
    else:
        answer = frozenset(_strings(raw.get("answer", []), f"{where}.answer"))
    if not answer or not answer <= set(options):
        raise LessonError(f"{where}: answer must name one or more of the options {options}")
    step = Step(**common, options=options, answer=answer, fact=fact)
    if step.game is None:
        if fact is not None and fact.about_game:
            raise LessonError(f"{where}: fact {fact.kind} needs a game position")
        step.start()
    return step


def parse_lesson(lesson_id: str, text: str) -> LessonPlan:
    """A lesson from the text of its TOML file."""
    _id(lesson_id, "lesson id")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LessonError(f"lesson {lesson_id} is not valid TOML: {e}") from None
    unknown = set(data) - {"number", "step", "positions"}
    if unknown:
        raise LessonError(f"lesson {lesson_id}: unknown keys {sorted(unknown)}")
    positions = data.get("positions", {})
    if not isinstance(positions, dict):
        raise LessonError(f"lesson {lesson_id}: write named positions as [positions.NAME] tables")
    number = data.get("number")
    if not isinstance(number, int) or number < 0:
        raise LessonError(f"lesson {lesson_id}: number must be a whole number")
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"lesson {lesson_id}: needs [[step]] tables")
    steps = tuple(
        parse_step(
            lesson_id,
            _with_position(raw, positions, f"{lesson_id} step {i + 1}"),
            f"{lesson_id} step {i + 1}",
        )
        for i, raw in enumerate(raw_steps)
    )
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise LessonError(f"lesson {lesson_id}: step ids must be unique")
    if len({s.on_table for s in steps}) != 1:
        raise LessonError(
            f"lesson {lesson_id}: steps are all on a hive board (position) or all on a game "
            "table (game), not a mix"
        )
    return LessonPlan(lesson_id, number, steps)


def _named_position(
    spec: Any, positions: dict[str, Any], where: str, seen: tuple[str, ...] = ()
) -> Any:
    """A game spec with its named base position (``"NAME"`` or ``{ from = "NAME", ... }``)."""
    if isinstance(spec, str):
        spec = {"from": spec}
    if not isinstance(spec, dict) or "from" not in spec:
        return spec
    name = spec["from"]
    if name in seen:
        raise LessonError(f"{where}: position {name!r} is built from itself")
    if name not in positions:
        known = ", ".join(positions) or "none"
        raise LessonError(f"{where}: there is no position {name!r} (named positions: {known})")
    base = _named_position(positions[name], positions, where, (*seen, name))
    if not isinstance(base, dict):
        raise LessonError(f"{where}: position {name!r} must be a table")
    merged = {**base, **{k: v for k, v in spec.items() if k != "from"}}
    for key in ("adjust", "actions"):
        if key in base and key in spec:
            merged[key] = [*base[key], *spec[key]]
    if "actions" in spec and "pending" not in spec:
        merged.pop("pending", None)  # more actions: the base's pending no longer applies
    return merged


def _with_position(raw: Any, positions: dict[str, Any], where: str) -> Any:
    if isinstance(raw, dict) and "game" in raw:
        return {**raw, "game": _named_position(raw["game"], positions, where)}
    return raw


def _content():  # type: ignore[no-untyped-def]
    return resources.files(__package__).joinpath("content")


def lesson_ids() -> tuple[str, ...]:
    """The ids of the shipped lessons, in lesson order."""
    return tuple(lesson.id for lesson in all_lessons())


@cache
def load_lesson(lesson_id: str) -> LessonPlan:
    """The shipped lesson ``lesson_id`` (its file ``lessons/content/<id>.toml``)."""
    _id(lesson_id, "lesson id")
    entry = _content().joinpath(f"{lesson_id}.toml")
    if not entry.is_file():
        names = sorted(p.name[:-5] for p in _content().iterdir() if p.name.endswith(".toml"))
        raise LessonError(f"there is no lesson {lesson_id!r}; the lessons are: {', '.join(names)}")
    return parse_lesson(lesson_id, entry.read_text(encoding="utf-8"))


@cache
def all_lessons() -> tuple[LessonPlan, ...]:
    """Every shipped lesson, ordered by number."""
    found = [load_lesson(p.name[:-5]) for p in _content().iterdir() if p.name.endswith(".toml")]
    found.sort(key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in found]
    if len(set(numbers)) != len(numbers):
        raise LessonError(f"two lessons share a number: {numbers}")
    return tuple(found)


def find_lesson(which: LessonPlan | str | int) -> LessonPlan:
    """A lesson given itself, its id or its number."""
    if isinstance(which, LessonPlan):
        return which
    if isinstance(which, int) and not isinstance(which, bool):
        for lesson in all_lessons():
            if lesson.number == which:
                return lesson
        raise LessonError(f"there is no lesson number {which}")
    if isinstance(which, str):
        return load_lesson(which)
    raise LessonError(f"name a lesson by its id or number, not {which!r}")
