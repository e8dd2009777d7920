"""Annotated demonstration games: a game record plus notes keyed by ply, in two languages.

A demo is two files in ``classroom/demos/``: ``<id>.json``, the game record (as
:meth:`Game.to_record` writes it), and ``<id>.toml``, the annotations::

    record = "first-game.json"
    [title]                      # en and hu
    [summary]                    # en and hu
    [made_with]                  # how the record was made: the test plays it again
    players = ["Anna", "Ben"]
    seed = 3
    first_game = true
    bots = ["greedy", "greedy"]
    bot_seeds = [1, 2]
    modules = ["fall.caps"]      # optional: the modules played (and options = {...})

    [[note]]
    ply = 28                     # the note is about action number 28 (0: the setup)
    pause = true                 # ask the class first, then reveal
    check = { action = "take_tile", tile = "accounting", workers = 2, beeline_over = true }
    [note.en]
    question = "..."             # pause notes only (default: "What would you do?")
    text = "..."
    [note.hu]
    ...

``check`` lists claims of the note that the engine can confirm: :func:`check_note`
replays the game and says which claims do not hold (see :data:`CHECKS`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ....core.inputs import InputError, quote, shorten
from ....core.lessons.texts import LANGUAGES
from ..game import Game, GameRecordError
from ..game import actions as A
from ..game.kinds import KINDS
from ..game.registry import ply_claims
from ..game.state import GameState
from ..hive import Nectar

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


class DemoError(InputError):
    """A demo file that cannot be read, or a name that is no demo."""


@dataclass(frozen=True)
class Note:
    """One annotation: the ply it is about, its texts, and its checkable claims."""

    ply: int
    texts: dict[str, dict[str, str]]  # language -> {"text": ..., "question": ...}
    pause: bool = False
    check: dict[str, Any] = field(default_factory=dict)

    def text(self, language: str) -> str:
        return self.texts[language]["text"]

    def question(self, language: str) -> str | None:
        """The pause's question (None: the default "What would you do?")."""
        return self.texts[language].get("question")


@dataclass(frozen=True)
class Demo:
    """A demonstration game: its record, titles and notes."""

    id: str
    title: dict[str, str]
    summary: dict[str, str]
    record: dict[str, Any]
    notes: tuple[Note, ...]
    made_with: dict[str, Any]

    def note_at(self, ply: int) -> Note | None:
        for note in self.notes:
            if note.ply == ply:
                return note
        return None

    @property
    def length(self) -> int:
        """How many actions the record holds."""
        return len(self.record["actions"])

    def game(self) -> Game:
        """The game replayed to its end."""
        return Game.from_record(self.record)

    def __repr__(self) -> str:
        pauses = sum(n.pause for n in self.notes)
        return f"<Demo {self.id!r}: {self.length} moves, {len(self.notes)} notes ({pauses} pauses)>"


# ---------------------------------------------------------------------- loading


def _folder():  # type: ignore[no-untyped-def]
    return resources.files(__package__).joinpath("demos")


def demo_names() -> tuple[str, ...]:
    """The ids of the shipped demos."""
    return tuple(sorted(p.name[:-5] for p in _folder().iterdir() if p.name.endswith(".toml")))


@cache
def load_demo(name: str) -> Demo:
    """A shipped demo by id (DemoError lists the demos when there is no such one)."""
    entry = _folder().joinpath(f"{name}.toml")
    if not isinstance(name, str) or not entry.is_file():
        raise DemoError(f"there is no demo {name!r}; the demos are: {', '.join(demo_names())}")
    data = _toml(entry.read_text(encoding="utf-8"), f"demos/{name}.toml")
    record_name = data.get("record")
    if not isinstance(record_name, str):
        raise DemoError(f"demos/{name}.toml: record must name the game record file")
    record_file = _folder().joinpath(record_name)
    if not record_file.is_file():
        raise DemoError(f"demos/{name}.toml: the record file {record_name} is missing")
    try:
        record = json.loads(record_file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise DemoError(f"demos/{record_name} is not valid JSON: {e}") from None
    return parse_demo(name, data, record)


def _toml(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise DemoError(f"{where} is not valid TOML: {e}") from None


def _languages(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or set(value) != set(LANGUAGES):
        raise DemoError(f"{where}: needs a text in each of {', '.join(LANGUAGES)}")
    if not all(isinstance(v, str) and v.strip() for v in value.values()):
        raise DemoError(f"{where}: every text must be a non-empty string")
    return dict(value)


def _claim_value(value: Any, depth: int = 0) -> bool:
    """A claim's value is small plain data: flags, whole numbers, short texts, and short
    lists or tables of them, at most three levels deep."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return abs(value) < 10**6
    if isinstance(value, str):
        return len(value) <= 200
    if depth >= 3 or not isinstance(value, (list, dict)) or len(value) > 20:
        return False
    items = list(value.items()) if isinstance(value, dict) else list(enumerate(value))
    return all(_claim_value(k, depth + 1) and _claim_value(v, depth + 1) for k, v in items)


def parse_demo(name: str, data: dict[str, Any], record: dict[str, Any]) -> Demo:
    """A demo from its parsed annotation file and record (DemoError names the problem)."""
    where = f"demos/{shorten(str(name))}.toml"
    if not isinstance(data, dict):
        raise DemoError(f"{where}: the demo file is not a table")
    try:
        return _parse_demo(name, where, data, record)
    except (TypeError, AttributeError, RecursionError) as e:  # a part of the wrong shape
        raise DemoError(f"{where}: a part has the wrong shape ({type(e).__name__})") from None


def _parse_demo(name: str, where: str, data: dict[str, Any], record: dict[str, Any]) -> Demo:
    unknown = set(data) - {"record", "title", "summary", "made_with", "note"}
    if unknown:
        raise DemoError(f"{where}: unknown keys {quote(sorted(map(str, unknown)))}")
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise DemoError(f"{where}: the record is not a game record")
    length = len(record["actions"])
    notes = []
    raw_notes = data.get("note", [])
    if not isinstance(raw_notes, list):
        raise DemoError(f"{where}: note is a list of tables ([[note]])")
    for i, raw in enumerate(raw_notes):
        at = f"{where}, note {i + 1}"
        if not isinstance(raw, dict):
            raise DemoError(f"{at}: a note is a table")
        extra = set(raw) - {"ply", "pause", "check", *LANGUAGES}
        if extra:
            raise DemoError(f"{at}: unknown keys {quote(sorted(map(str, extra)))}")
        ply = raw.get("ply")
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= length:
            raise DemoError(
                f"{at}: ply must be a whole number from 0 to {length}, not {quote(ply)}"
            )
        pause = raw.get("pause", False)
        if not isinstance(pause, bool) or (pause and ply == 0):
            raise DemoError(f"{at}: pause is true or false (and the setup cannot pause)")
        check = raw.get("check", {})
        if not isinstance(check, dict) or set(check) - set(CHECKS):
            got = quote(sorted(map(str, check))) if isinstance(check, dict) else quote(check)
            raise DemoError(f"{at}: check keys must be among {', '.join(CHECKS)}; got {got}")
        for key, value in check.items():
            if not _claim_value(value):
                raise DemoError(
                    f"{at}: check {key} must be small plain data (flags, numbers, short"
                    f" texts, short lists or tables of them), not {quote(value)}"
                )
        texts: dict[str, dict[str, str]] = {}
        for language in LANGUAGES:
            part = raw.get(language)
            if not isinstance(part, dict) or not isinstance(part.get("text"), str):
                raise DemoError(f"{at}: needs [note.{language}] with a text")
            if set(part) - {"text", "question"}:
                raise DemoError(f"{at}: [note.{language}] has only text and question")
            if "question" in part and not pause:
                raise DemoError(f"{at}: only a pause note asks a question")
            texts[language] = dict(part)
        notes.append(Note(ply, texts, pause, dict(check)))
    plies = [n.ply for n in notes]
    if plies != sorted(set(plies)):
        raise DemoError(f"{where}: notes must be in ply order, one note per ply")
    made_with = data.get("made_with", {})
    if not isinstance(made_with, dict):
        raise DemoError(f"{where}: made_with is a table")
    return Demo(
        id=name,
        title=_languages(data.get("title"), f"{where}, title"),
        summary=_languages(data.get("summary"), f"{where}, summary"),
        record=record,
        notes=tuple(notes),
        made_with=dict(made_with),
    )


def play_record(made_with: dict[str, Any]) -> dict[str, Any]:
    """Play a game the way ``made_with`` says (players, seed, first_game, bots, bot_seeds,
    and the modules played with their options, if any).

    This is how the shipped records were made; the tests play them again to show that
    the records are what the bots play.
    """
    from ..game.roster import make_bot
    from ..game.simulate import play

    try:
        players = list(made_with["players"])
        bots = [
            make_bot(name, seed)
            for name, seed in zip(made_with["bots"], made_with["bot_seeds"], strict=True)
        ]
        game = Game.new(
            players,
            seed=made_with["seed"],
            first_game=bool(made_with.get("first_game")),
            modules=list(made_with.get("modules", [])),
            options=dict(made_with.get("options", {})),
        )
    except (KeyError, TypeError, ValueError) as e:
        raise DemoError(f"made_with cannot be played: {e}") from None
    return play(game, bots).to_record()


# ---------------------------------------------------------------------- checking notes


@dataclass
class PlyFacts:
    """What the engine says about one ply: the action, who took it, before and after."""

    ply: int
    action: A.Action | None
    seat: int | None
    player: str | None
    kind: str  # the decision the action answered ("setup" for ply 0)
    log: list[str]
    game: Game  # at the ply (after the action)
    claims: dict[str, Any] = field(default_factory=dict)  # its kind's claims, valued before
    before: GameState | None = None  # the state before the ply (None for the setup)
    coins_before: int = 0
    trigger_before: str | None = None
    finishers_before: list[list[int]] = field(default_factory=list)
    orders_before: int = 0


def ply_facts(game: Game, ply: int, lines: list[str]) -> PlyFacts:
    """Facts about action number ``ply`` of ``game``'s current line (moves the cursor)."""
    if ply == 0:
        game.step_to(0)
        return PlyFacts(0, None, None, None, "setup", list(game.setup_log), game)
    game.step_to(ply - 1)
    state = game.state
    seat = game.pending.player
    kind = game.pending.kind
    action = game.history.line[ply - 1]
    facts = PlyFacts(ply, action, seat, state.players[seat].name, kind, lines, game)  # type: ignore[index]
    player = state.players[seat]  # type: ignore[index]
    facts.coins_before = player.coins
    facts.orders_before = len(player.orders)
    facts.trigger_before = state.end_trigger
    facts.finishers_before = [list(c.finishers) for c in state.contests]
    facts.claims = {k: value(state, action) for k, (_, value) in KINDS.spec(action).claims.items()}
    facts.before = state.clone()
    game.step_to(ply)
    return facts


def _text(f: PlyFacts) -> str:
    return " ".join(f.log)


def _is(value: Any, want: Any, what: str) -> str | None:
    return None if value == want else f"{what} is {value!r}, not {want!r}"


def _check_action(f: PlyFacts, want: str) -> str | None:
    return _is(f.action.kind if f.action else "setup", want, "the action")


def _check_collects(f: PlyFacts, want: str) -> str | None:
    text = _text(f)
    if want == "pollen":
        return None if "gains a pollen" in text else "the forage does not gain a pollen"
    label = Nectar.parse(want).label
    return (
        None
        if f"collects {'an' if label[0] in 'AEIOU' else 'a'} {label}" in text
        else (f"the forage does not collect {label} nectar")
    )


def _check_order(f: PlyFacts, want: bool) -> str | None:
    got = (
        len(f.game.state.players[f.seat].orders) > f.orders_before if f.seat is not None else False
    )
    return _is(got, want, "an order completed")


def _check_speed(f: PlyFacts, want: int) -> str | None:
    """``want`` is the place (1 first, 2 second ...) the player finishes a speed contest in."""
    for contest, before in zip(f.game.state.contests, f.finishers_before, strict=True):
        if f.seat in contest.finishers and f.seat not in before:
            return _is(contest.finishers.index(f.seat) + 1, want, "the speed contest place")
    return "no speed contest is completed"


def _check_end_trigger(f: PlyFacts, want: bool) -> str | None:
    got = f.trigger_before is None and f.game.state.end_trigger is not None
    return _is(got, want, "the end triggered here")


def _check_game_over(f: PlyFacts, want: bool) -> str | None:
    return _is(f.game.is_over, want, "the game over")


def _check_player(f: PlyFacts, want: str) -> str | None:
    return _is(f.player, want, "the player")


def _check_forced(f: PlyFacts, want: bool) -> str | None:
    return _is("cannot take a tile and recalls" in _text(f), want, "a forced recall")


def _check_log(f: PlyFacts, want: str | list[str]) -> str | None:
    wanted = [want] if isinstance(want, str) else want
    missing = [w for w in wanted if w not in _text(f)]
    return f"the log does not say {missing}" if missing else None


def _check_winners(f: PlyFacts, want: list[str]) -> str | None:
    got = [p.name for p in f.game.winners]
    return _is(got, want, "the winners")


def _check_tie_break(f: PlyFacts, want: bool) -> str | None:
    final = f.game.final_scores()
    totals = sorted((p["total"] for p in final["players"]), reverse=True)
    return _is(len(totals) > 1 and totals[0] == totals[1], want, "a tie on points at the top")


_Check = Callable[[PlyFacts, Any], "str | None"]

#: The claims a note may make about any ply: key -> (what it claims, how it is checked).
_PLY_CHECKS: dict[str, tuple[str, _Check]] = {
    "action": ("the kind of the action (a registered action kind's name)", _check_action),
    "player": ("who took the action", _check_player),
    "collects": ("the forage collects this nectar, or 'pollen'", _check_collects),
    "order": ("true: an order is completed", _check_order),
    "speed": ("the place (1, 2, ...) in which a speed contest is completed", _check_speed),
    "forced": ("true: the recall is forced (no tile can be taken)", _check_forced),
    "end_trigger": ("true: the end of the game is triggered by this ply", _check_end_trigger),
    "game_over": ("true: the game is over after this ply", _check_game_over),
    "winners": ("the names of the winners", _check_winners),
    "tie_break": ("true: the top scores are tied, so the tie-breakers decide", _check_tie_break),
    "log": ("text (or texts) the engine's sentences for the ply contain", _check_log),
}


def _holds(value: Any, want: Any) -> bool:
    """A claimed value holds: equal, or for a list, the same items (a single wanted item:
    one of them)."""
    if isinstance(value, list):
        return sorted(value) == sorted(want) if isinstance(want, list) else want in value
    return bool(value == want)


def _kind_check(key: str, kind: str, what: str) -> _Check:
    def check(f: PlyFacts, want: Any) -> str | None:
        if key not in f.claims:
            done = f.action.kind if f.action else "setup"
            return f"the claim is about a {kind} move, and this ply is {done}"
        value = f.claims[key]
        return None if _holds(value, want) else f"{what} is {value!r}, not {want!r}"

    return check


def _module_check(key: str, module: str, what: str, value: Any) -> _Check:
    def check(f: PlyFacts, want: Any) -> str | None:
        if module not in f.game.rules.modules:
            return f"the claim is about {module}, and this game is not played with it"
        if f.before is None:
            return "the claim is about a move, and this ply is the setup"
        got = value(f.before, f.game.state)
        return None if _holds(got, want) else f"{what} is {got!r}, not {want!r}"

    return check


class _Checks(Mapping[str, tuple[str, _Check]]):
    """Every claim a note may make: the claims about any ply, each registered action
    kind's own (``ActionKind.claims``: a module's kind brings its claims) and each
    registered module's claims about any ply of a game with it (``Module.ply_claims``)."""

    def _all(self) -> dict[str, tuple[str, _Check]]:
        kinds = {
            key: (what, _kind_check(key, kind, what))
            for key, (kind, what) in KINDS.claims().items()
        }
        modules = {
            key: (what, _module_check(key, module, what, value))
            for key, (module, (what, value)) in ply_claims().items()
        }
        return {**_PLY_CHECKS, **kinds, **modules}

    def __getitem__(self, key: str) -> tuple[str, _Check]:
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


#: Every claim a note may make: key -> (what it claims, how it is checked).
CHECKS: Mapping[str, tuple[str, _Check]] = _Checks()


def check_note(demo: Demo, note: Note, game: Game | None = None, lines: list[str] | None = None):
    """The claims of ``note`` that the replayed game does not bear out (empty: all hold)."""
    game = demo.game() if game is None else game
    if lines is None:
        lines = narration(game)[note.ply]
    facts = ply_facts(game, note.ply, lines)
    problems = []
    for key, want in note.check.items():
        try:
            problem = CHECKS[key][1](facts, want)
        except (TypeError, ValueError, LookupError, AttributeError):
            problem = f"the claimed value {quote(want)} cannot be checked"
        if problem:
            problems.append(f"ply {note.ply}, {key}: {problem}")
    return problems


def narration(game: Game) -> list[list[str]]:
    """The engine's sentences for every ply of ``game``'s line (0: the setup)."""
    out = [list(game.setup_log)]
    node = game.history.root
    while node.children:
        node = node.children[node.chosen]
        out.append(list(node.result or []))
    if len(out) - 1 != len(game.history.line):  # pragma: no cover - the tree is the line
        raise GameRecordError("the game's history does not hold its line")
    return out


__all__ = [
    "CHECKS",
    "Demo",
    "DemoError",
    "Note",
    "PlyFacts",
    "check_note",
    "demo_names",
    "load_demo",
    "narration",
    "parse_demo",
    "play_record",
    "ply_facts",
]
