"""The game record's schema: every field checked (types, ranges, sizes) before a game is built.

A record is ``{"format", "version", "game", "modules", "options", "digest", "seed",
"setup", "actions"}`` as :meth:`~honeybuzz_lab.games.honeybuzz.game.Game.to_record` writes
it (the fields every game's record shares are checked by
:func:`honeybuzz_lab.core.records.check_envelope`; a simulation adds ``"bots"``, the names of
the bots that played; a saved table adds ``"redo"``, the undone moves redo replays, and
``"table"``, its bots by seat). ``game`` is
``"honeybuzz"``, ``modules`` the modules played with the base game and ``options`` their
options by module name; a record without them (written before modules existed) is a base
game. :func:`check_record` refuses
anything else with a :class:`RecordError` naming the field: a wrong type is never
converted (``"false"`` is not false, ``1.0`` and ``true`` are not 1), numbers must be in
range and lists no longer than a game can make them.
"""

from __future__ import annotations

from typing import Any

from ....core.inputs import InputError, quote
from ....core.records import RecordKind, check_envelope
from .setup import MAX_PLAYERS, MIN_PLAYERS, SEED_BITS

FORMAT = "honeybuzz_lab.game"
RECORD_VERSION = 1
#: Longest player name, card name or id a record may hold.
MAX_NAME = 200
#: Largest row or column a starting space may name.
MAX_SPACE = 100

_SETUP_KEYS = (
    "players",
    "first_game",
    "first_player",
    "configuration",
    "contests",
    "starts",
    "choose_starts",
    "choose_arrangement",
    "rules",
)
_RECORD_KEYS = (
    "format",
    "version",
    "game",
    "modules",
    "options",
    "seed",
    "setup",
    "actions",
    "bots",
    "digest",
    "redo",
    "table",
)
#: Honey Buzz's records, as the shared envelope checks them (a record written before
#: there were modules or two games may leave out ``game``, ``modules`` and ``options``).
RECORDS = RecordKind(
    game="honeybuzz",
    title="Honey Buzz",
    version=RECORD_VERSION,
    fields=_RECORD_KEYS,
    required=(),
    seed_bits=SEED_BITS,
    action=dict,
    game_optional=True,
    signed_seed=True,
)


class RecordError(InputError):
    """A record that does not fit the schema; the message names the field."""


def _whole(value: object) -> bool:
    return type(value) is int


def _name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


def check_record(record: object) -> dict[str, Any]:
    """``record`` checked against the schema (RecordError naming the field if it does not fit).

    Returns the setup with every optional field filled in (as :func:`new_state` takes it).
    """
    if not isinstance(record, dict):
        raise RecordError(f"a game record is a JSON object, not {type(record).__name__}")
    if record.get("format") != FORMAT:
        raise RecordError(
            f"not a Honey Buzz game record ('format' is {quote(record.get('format'))})"
        )
    record = check_envelope(record, RECORDS, RecordError)
    bots = record.get("bots", [])  # who played (simulations write it); not replayed
    if not (isinstance(bots, list) and len(bots) <= MAX_PLAYERS and all(map(_name, bots))):
        raise RecordError(f"'bots' must be a list of bot names, not {quote(bots)}")
    check_table(record.get("table", {}))
    return check_setup(record.get("setup"), solo="solo" in record["modules"])


def check_table(table: object) -> dict[int, str]:
    """A saved table's ``table`` field (``{"bots": {"1": "queen", ...}}``: the bots by
    seat, not replayed); returns the bots by seat (RecordError naming what is wrong)."""
    if not isinstance(table, dict) or set(table) - {"bots"}:
        raise RecordError(f"'table' must be an object with 'bots', not {quote(table)}")
    bots = table.get("bots", {})
    if not (
        isinstance(bots, dict)
        and len(bots) <= MAX_PLAYERS
        and all(k in ("0", "1", "2", "3") and _name(v) for k, v in bots.items())
    ):
        raise RecordError(f"'table.bots' must map seats to bot names, not {quote(bots)}")
    return {int(k): v for k, v in bots.items()}


def check_setup(setup: object, solo: bool = False) -> dict[str, Any]:
    """The record's ``setup`` checked field by field; the setup with defaults filled in.

    ``solo``: the record's modules include the solitaire variant (one player, and only one).
    """
    if not isinstance(setup, dict):
        raise RecordError(f"'setup' must be an object, not {quote(setup)}")
    extra = [k for k in setup if k not in _SETUP_KEYS]
    if extra:
        raise RecordError(f"'setup' has no field {quote(extra[0])}")
    if "players" not in setup:
        raise RecordError("'setup.players' is missing: a count or a list of names")
    players = setup["players"]
    if _whole(players):
        count = players
    elif isinstance(players, list) and len(players) <= MAX_PLAYERS:
        for i, name in enumerate(players):
            if not _name(name):
                raise RecordError(
                    f"'setup.players' item {i} must be a name of 1 to {MAX_NAME} characters, "
                    f"not {quote(name)}"
                )
        count = len(players)
    elif isinstance(players, list):
        count = len(players)
    else:
        raise RecordError(
            f"'setup.players' must be a count or a list of names, not {quote(players)}"
        )
    if solo:
        if count != 1:
            raise RecordError(f"'setup.players' must be one player in the solo game, not {count}")
    elif count == 1:
        raise RecordError(
            "'setup.players' names one player: the solitaire variant, which needs the module "
            "'solo' in 'modules'"
        )
    elif not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RecordError(
            f"'setup.players' must be {MIN_PLAYERS} to {MAX_PLAYERS} players, not {quote(count)}"
        )
    out: dict[str, Any] = {"players": players}
    for key in ("first_game", "choose_starts", "choose_arrangement"):
        value = setup.get(key, False)
        if not isinstance(value, bool):
            raise RecordError(f"'setup.{key}' must be true or false, not {quote(value)}")
        out[key] = value
    first = setup.get("first_player", 0)
    if not _whole(first) or not 0 <= first < count:
        raise RecordError(
            f"'setup.first_player' must be a seat from 0 to {count - 1}, not {quote(first)}"
        )
    out["first_player"] = first
    configuration = setup.get("configuration")
    if configuration is not None and not _name(configuration):
        raise RecordError(
            f"'setup.configuration' must be a card name or null, not {quote(configuration)}"
        )
    out["configuration"] = configuration
    contests = setup.get("contests")
    if contests is not None:
        if not isinstance(contests, list) or len(contests) > 10:
            raise RecordError(
                "'setup.contests' must be a list of contest card ids or null, "
                f"not {quote(contests)}"
            )
        for i, card in enumerate(contests):
            if not _name(card):
                raise RecordError(f"'setup.contests' item {i} must be a card id, not {quote(card)}")
    out["contests"] = contests
    starts = setup.get("starts")
    if starts is not None:
        if not isinstance(starts, list) or len(starts) != count:
            raise RecordError(
                f"'setup.starts' must be a list of one [row, column] per player ({count}) or "
                f"null, not {quote(starts)}"
            )
        for i, space in enumerate(starts):
            if not (
                isinstance(space, list)
                and len(space) == 2
                and all(_whole(x) and 0 <= x <= MAX_SPACE for x in space)
            ):
                raise RecordError(
                    f"'setup.starts' item {i} must be [row, column] with two whole numbers, "
                    f"not {quote(space)}"
                )
    out["starts"] = starts
    rules = setup.get("rules", "base")  # records written before modules existed
    if not isinstance(rules, str):
        raise RecordError(f"'setup.rules' must be the name of a rule set, not {quote(rules)}")
    if rules != "base":
        raise RecordError(
            f"unknown rules {quote(rules)} in 'setup.rules': a record names the base game's "
            "modules in 'modules' (and 'setup.rules' may only be \"base\")"
        )
    return out
