"""Live demonstrations: each atom's position, run through the engine it is about.

A demonstration is a table in the atom's file (``demo = {...}``), of one of four kinds:

``hive``
    ``position`` (hive notation, optionally after ``card:NAME``), ``tile`` (tile notation)
    and ``expect`` (``"allowed"`` or ``"refused"``); optionally ``code`` (the refusal's
    code) and ``after`` (what the placed tile did: ``nectar``, ``activates``, ``pockets``,
    ``nectar_clusters``, ``empty_cell_clusters``, ``longest_line``, ``fan``).
``game``
    A Honey Buzz game: ``setup`` (``Game.new`` arguments), ``play`` (actions written as
    the engine prints them, each legal in turn; ``"any"`` takes the first legal one,
    ``"until:KIND"`` first legal ones until the game waits for that decision), ``try``
    (an action as JSON) and ``expect``; optionally ``pending`` (the decision after an
    allowed try), ``after`` (what it changed for the mover: ``coins``, ``pollen``,
    ``available_workers``, ``nursery``; or what the mover has then: ``score``, the final
    score's categories and total as they would count now, ``leaves`` with Autumn Leaves;
    ``sun``, the spaces the sun moved with Sunset) and ``writes`` (a rule the move's log
    sentences follow from). ``"any*N"`` plays the first legal action N times. ``undo =
    {seat, humans}`` instead of ``try`` asks whether that seat may take the last action
    back at a table of those humans.
``hustle``
    The same for Honeycomb Hustle, actions in its text notation; ``undo = {decisions}``
    instead of ``try`` asks whether a table may take that many decisions back.
``call``
    ``function`` (a dotted name in an engine), ``args`` and ``expect`` (the value returned).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from ..games.honeybuzz import game as hb_game
from ..games.honeybuzz.game.modules.fall_leaves import leaf_counts
from ..games.honeybuzz.game.modules.fall_sunset import sunset
from ..games.honeybuzz.game.rule_ids import log_rule
from ..games.honeybuzz.hive import Hive, IllegalPlacement, parse_hive, parse_tile
from ..games.honeybuzz.hive.starting import configuration_cards
from ..games.hustle.game import Game as HustleGame
from ..games.hustle.game import parse_action as hustle_action
from ..games.hustle.game.catalogue import Said


class DemoError(ValueError):
    """A demonstration that cannot be set up (a bad position or an illegal earlier move)."""


@dataclass
class Outcome:
    """What the engine said about a demonstration's move."""

    allowed: bool
    reason: str | None = None  # the engine's words for a refusal (a Message where it has one)
    facts: dict[str, Any] = field(default_factory=dict)  # what an allowed move did
    position: Any = None  # the Hive, Game or Hustle game the move was tried on
    after: Any = None  # the same after an allowed move
    move: Any = None  # the move as the engine reads it

    def matches(self, demo: dict[str, Any]) -> list[str]:
        """What differs from what ``demo`` expects (empty: the rule still holds)."""
        problems = []
        if "expect" in demo:
            want = demo["expect"]
            if demo["kind"] == "call":
                if self.facts.get("value") != _plain(want):
                    problems.append(f"returned {self.facts.get('value')!r}, not {want!r}")
            elif want not in ("allowed", "refused"):
                problems.append(f"expect is 'allowed' or 'refused', not {want!r}")
            elif (want == "allowed") != self.allowed:
                said = f": {self.reason}" if self.reason else ""
                problems.append(f"the move was {'allowed' if self.allowed else 'refused'}{said}")
        for key, want in demo.get("after", {}).items():
            got = self.facts.get(key)
            if got != _plain(want):
                problems.append(f"{key} is {got!r}, not {want!r}")
        if "code" in demo and self.facts.get("code") != demo["code"]:
            problems.append(f"refusal code {self.facts.get('code')!r}, not {demo['code']!r}")
        if "writes" in demo and demo["writes"] not in self.facts.get("log", []):
            problems.append(f"its log follows {self.facts.get('log')!r}, not {demo['writes']!r}")
        if "pending" in demo and self.facts.get("pending") != demo["pending"]:
            problems.append(
                f"then waits for {self.facts.get('pending')!r}, not {demo['pending']!r}"
            )
        return problems


def _plain(value: Any) -> Any:
    """TOML arrays as lists all the way down, for comparing with what a function returns."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def run(demo: dict[str, Any]) -> Outcome:
    """Set up ``demo`` with the engine and try its move."""
    runner = {"hive": _hive, "game": _game, "hustle": _hustle, "call": _call}.get(demo.get("kind"))
    if runner is None:
        raise DemoError(f"unknown demonstration kind {demo.get('kind')!r}")
    return runner(demo)


def build_hive(position: str) -> Hive:
    """A hive from notation, optionally starting with ``card:NAME`` (its starting tiles)."""
    text = position.strip()
    if text.startswith("card:"):
        name, _, rest = text[5:].partition(" ")
        cards = {c.name: c for c in configuration_cards()}
        if name not in cards:
            raise DemoError(f"no configuration card {name!r}")
        text = cards[name].tiles + " " + rest
    return parse_hive(text)


def _hive(demo: dict[str, Any]) -> Outcome:
    hive = build_hive(demo.get("position", ""))
    tile = parse_tile(demo["tile"])
    verdict = hive.check(tile)
    if not verdict:
        return Outcome(False, verdict.reason, {"code": verdict.code}, hive, None, tile)
    after = hive.copy()
    try:
        effect = after.place(tile)
    except IllegalPlacement as e:  # pragma: no cover - check said yes
        return Outcome(False, e.reason, {}, hive, None, tile)
    facts: dict[str, Any] = {
        "nectar": [
            "barren" if effect.nectar_types[h] is None else effect.nectar_types[h].value  # type: ignore[union-attr]
            for h in effect.new_cells
        ],
        "activates": "".join(sorted(a.letter for a in effect.activated_actions)),
        "pockets": len(after.pockets()),
        "nectar_clusters": len(after.nectar_clusters()),
        "empty_cell_clusters": len(after.empty_cell_clusters()),
        "longest_line": after.longest_line(),
    }
    fan = demo.get("after", {}).get("fan")
    if fan is not None:
        facts["fan"] = {"hex": fan["hex"], "yield": len(after.fan_yield(tuple(fan["hex"])))}
    return Outcome(True, None, facts, hive, after, tile)


#: How many first-legal moves ``until:KIND`` plays at most.
_MOST_PLIES = 3000


def _replay(game: Any, play: list[str], spell: Any) -> None:
    for i, written in enumerate(play):
        legal = game.legal_actions()
        if written.startswith("until:"):
            for _ in range(_MOST_PLIES):
                if game.pending.kind == written[6:] or not game.legal_actions():
                    break
                game.apply(game.legal_actions()[0])
            if game.pending.kind != written[6:]:
                raise DemoError(f"move {i + 1}: the game never waits for {written[6:]!r}")
            continue
        if written == "any" or written.startswith("any*"):
            for _ in range(int(written[4:] or 1)):
                if not game.legal_actions():
                    raise DemoError(f"move {i + 1}: nothing is legal")
                game.apply(game.legal_actions()[0])
            continue
        found = [a for a in legal if spell(a) == written.replace(" ", "")]
        if not found:
            shown = ", ".join(spell(a) for a in legal[:12])
            raise DemoError(f"move {i + 1} ({written}) is not legal now; legal: {shown}")
        game.apply(found[0])


def _game(demo: dict[str, Any]) -> Outcome:
    setup = dict(demo.get("setup", {}))
    players = setup.pop("players", 2)
    game = hb_game.Game.new(players, **setup)
    _replay(game, demo.get("play", []), lambda a: str(a).replace(" ", ""))
    if "undo" in demo:  # may this seat take the last action back at a table of these humans?
        seat, humans = demo["undo"]["seat"], demo["undo"]["humans"]
        if game.can_undo(seat, humans):
            return Outcome(True, None, {}, game, None, "undo")
        return Outcome(False, game.undo_reason(seat, humans), {}, game, None, "undo")
    move = hb_game.action_from_json(dict(demo["try"]))
    before = game.state
    if move not in game.legal_actions():
        return Outcome(False, game.explain(move), {}, game, None, move)
    seat = game.pending.player
    after = hb_game.Game.from_record(game.to_record())
    after.apply(move)
    facts: dict[str, Any] = {"pending": after.pending.kind, "over": after.is_over}
    facts["log"] = [log_rule(line) for line in after.log[len(game.log) :]]
    if seat is not None:
        old, new = before.players[seat], after.state.players[seat]
        for name in ("coins", "pollen", "available_workers", "nursery"):
            facts[name] = getattr(new, name) - getattr(old, name)
        scored = after.final_scores()["players"][seat]
        facts["score"] = {**scored["categories"], "total": scored["total"]}
        if "fall.leaves" in game.rules.modules:
            facts["leaves"] = leaf_counts(after.state, seat)
    if "fall.sunset" in game.rules.modules:
        facts["sun"] = sunset(after.state).position - sunset(before).position
    return Outcome(True, None, facts, game, after, move)


def _hustle(demo: dict[str, Any]) -> Outcome:
    setup = dict(demo.get("setup", {}))
    players = setup.pop("players", 2)
    game = HustleGame.new(players, **setup)
    _replay(game, demo.get("play", []), lambda a: str(a).replace(" ", ""))
    if "undo" in demo:  # may a table take back the last decisions (no chance revealed since)?
        if not game.chance_since(demo["undo"]["decisions"]):
            return Outcome(True, None, {}, game, None, "undo")
        return Outcome(False, Said("page.undo_chance"), {}, game, None, "undo")
    move = hustle_action(demo["try"])
    if move not in game.legal_actions():
        return Outcome(False, game.explain(move), {}, game, None, move)
    after = HustleGame.from_record(game.to_record())
    after.apply(move)
    return Outcome(True, None, {"pending": after.pending.kind}, game, after, move)


def resolve(dotted: str) -> Any:
    """The object a dotted name names (a module, then attributes)."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for name in parts[i:]:
            obj = getattr(obj, name)
        return obj
    raise DemoError(f"nothing is named {dotted!r}")


def _call(demo: dict[str, Any]) -> Outcome:
    fn = resolve(demo["function"])
    args = [call_args(a) for a in demo.get("args", [])]
    value = fn(*args)
    if isinstance(value, dict):
        value = {k: v for k, v in value.items() if k in demo.get("keys", value.keys())}
    return Outcome(True, None, {"value": _plain(value)}, None, None, None)


def call_args(value: Any) -> Any:
    """``{comb = [[q, r, kind, marks], ...]}`` becomes a Hustle honeycomb, arrays tuples."""
    if isinstance(value, dict) and "comb" in value:
        return {(q, r): (kind, marks, False) for q, r, kind, marks in value["comb"]}
    if isinstance(value, list):
        return tuple(call_args(v) for v in value)
    return value
