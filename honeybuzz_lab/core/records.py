"""What every game's record shares: ``{"game", "version", "modules", "options", "seed",
"actions", ...}``, checked before any game is built.

Each game writes its own fields besides (Honey Buzz its ``format`` and ``setup``,
Honeycomb Hustle its ``players``) and checks them itself; :func:`check_envelope` checks
the shared ones the same way for both: a JSON object with only the game's fields, the
game's name, a version it reads, a whole-number seed, a list of actions no longer than a
game can make, and the modules played with their options. A record may carry a ``digest`` of
its game, modules and options (:func:`rules_digest`): one whose modules or options were
changed after it was written is refused, since it would replay as another game. A wrong
type is never converted
(``"false"`` is not false, ``1.0`` and ``true`` are not 1). Errors are the caller's own type
and name the field.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .inputs import quote

G = TypeVar("G")

#: Most actions a record may hold (no game comes near it).
MAX_RECORD_ACTIONS = 100_000
#: Most modules a record may name.
MAX_MODULES = 20
#: Longest module name a record may hold.
MAX_MODULE_NAME = 200


def rules_digest(game: str, modules: Sequence[str], options: Mapping[str, Any]) -> str:
    """A short digest of the rules a record is played under: its game, modules (in any
    order) and their options.

    >>> rules_digest("honeybuzz", [], {})
    '161e3cca075e30a4'
    """
    text = json.dumps(
        {"game": game, "modules": sorted(modules), "options": options},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=True,
    )
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


@dataclass(frozen=True)
class RecordKind:
    """One game's records: its name in ``game``, its title in messages, the version it
    writes, every field a record may have and those it must have, the seed's bits, and the
    type an action is written as (``str`` notation or ``dict`` objects)."""

    game: str
    title: str
    version: int
    fields: tuple[str, ...]
    required: tuple[str, ...]
    seed_bits: int = 64
    action: type = str
    #: A record may omit ``game`` (records written before there were two games).
    game_optional: bool = False
    #: The seed may be negative (its size counted in bits either way).
    signed_seed: bool = False


def check_envelope(
    record: object,
    kind: RecordKind,
    error: type[Exception],
    known_modules: Collection[str] | None = None,
) -> dict[str, Any]:
    """``record``'s shared fields checked for a game of ``kind``; ``error`` (naming the
    field) if one does not fit. ``known_modules``: the modules the game has (None: the game
    checks the names itself when it composes them). Returns the record with ``modules``
    and ``options`` filled in (none: ``[]`` and ``{}``)."""
    if not isinstance(record, dict):
        raise error(f"a game record is a JSON object, not {type(record).__name__}")
    extra = [k for k in record if k not in kind.fields]
    if extra:
        raise error(f"a {kind.title} record has no field {quote(extra[0])}")
    missing = [k for k in kind.required if k not in record]
    if missing:
        raise error(f"a {kind.title} record has no {quote(missing[0])}")
    game = record.get("game", kind.game) if kind.game_optional else record.get("game")
    if game != kind.game:
        raise error(f"not a {kind.title} record ('game' is {quote(game)}, not {quote(kind.game)})")
    version = record.get("version")
    if type(version) is not int or version != kind.version:
        raise error(
            f"unsupported record version {quote(version)} ('version' must be {kind.version})"
        )
    seed = record.get("seed")
    if type(seed) is not int or seed.bit_length() > kind.seed_bits:
        raise error(
            f"'seed' must be a whole number of at most {kind.seed_bits} bits, not {quote(seed)}"
        )
    if seed < 0 and not kind.signed_seed:
        raise error(f"'seed' must not be negative, not {quote(seed)}")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise error(f"'actions' must be a list, not {quote(actions)}")
    if len(actions) > MAX_RECORD_ACTIONS:
        raise error(
            f"'actions' holds {len(actions)} actions; a record holds at most {MAX_RECORD_ACTIONS}"
        )
    for i, action in enumerate(actions):
        if not isinstance(action, kind.action):
            what = "an action object" if kind.action is dict else "an action's notation"
            raise error(f"'actions' item {i} must be {what}, not {quote(action)}")
    redo = record.get("redo", [])  # a saved game's undone moves, in the order redo replays
    if not (isinstance(redo, list) and all(isinstance(a, kind.action) for a in redo)):
        what = "action objects" if kind.action is dict else "action notations"
        raise error(f"'redo' must be a list of {what}, not {quote(redo)}")
    if len(redo) + len(actions) > MAX_RECORD_ACTIONS:
        raise error(f"'actions' and 'redo' hold more than {MAX_RECORD_ACTIONS} actions")
    modules = record.get("modules", [])
    if not (
        isinstance(modules, list)
        and len(modules) <= MAX_MODULES
        and all(isinstance(m, str) and 0 < len(m) <= MAX_MODULE_NAME for m in modules)
    ):
        raise error(f"'modules' must be a list of module names, not {quote(modules)}")
    unknown = [m for m in modules if known_modules is not None and m not in known_modules]
    if unknown:
        known = ", ".join(sorted(known_modules or ())) or "none"
        raise error(
            f"the record names the module {quote(unknown[0])}, which {kind.title} does not "
            f"have (its modules: {known})"
        )
    options = record.get("options", {})
    if not (isinstance(options, dict) and all(isinstance(v, dict) for v in options.values())):
        raise error(f"'options' must be an object of options by module name, not {quote(options)}")
    for name in options:
        if name not in modules:
            raise error(
                f"'options' has options for {quote(name)}, "
                f"which is not in 'modules' {quote(modules)}"
            )
    if "digest" in record:
        digest = record["digest"]
        if not (isinstance(digest, str) and len(digest) == 16):
            raise error(f"'digest' must be 16 hexadecimal digits, not {quote(digest)}")
        try:
            matches = digest == rules_digest(kind.game, modules, options)
        except (TypeError, ValueError):  # options that are not plain JSON
            matches = False
        if not matches:
            raise error(
                "the record's 'modules' and 'options' are not those it was played under (its "
                "'digest' does not match): replayed under these rules it would be another game"
            )
    return {**record, "modules": list(modules), "options": dict(options)}


def replay(
    game: G,
    actions: Sequence[object],
    read: Callable[[object], Any],
    refused: tuple[type[Exception], ...],
    error: type[Exception],
) -> G:
    """Apply a record's ``actions`` to ``game`` in order, each read with ``read``; ``error``
    naming the item (and why) at the first one ``read`` or the game refuses with ``refused``."""
    for i, raw in enumerate(actions):
        try:
            game.apply(read(raw))  # type: ignore[attr-defined]
        except refused as e:
            raise error(f"'actions' item {i} ({quote(raw)}) cannot be replayed: {e}") from None
    return game


def write_record(path: str | Path, record: Mapping[str, Any]) -> None:
    """Write a game's record to a JSON file (one action a line, so it reads well)."""
    Path(path).write_text(json.dumps(record, indent=1), encoding="utf-8")
