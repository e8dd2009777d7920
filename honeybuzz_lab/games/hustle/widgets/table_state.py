"""What the Honeycomb Hustle table syncs to its page: built from one seat's view only.

:func:`encode_table` turns :meth:`Game.view` of the seat sitting at the page (hidden
information stays hidden: the seat's own bag per kind, the others' bags only by size,
never the order of a bag) into the page's data, with the texts in the page's language.
:func:`round_summary` reads the flower points, the start token, the turn order and the
helper bees of the latest scored round from the game's log (so it follows undo).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from ....core.i18n.format import isolate
from ..game import rules
from ..game.catalogue import Said
from ..game.data import KINDS, RECONSTRUCTED
from ..game.engine import Game
from ..game.kinds import KINDS as ACTION_KINDS

#: How many of the latest log lines the page shows.
LOG_LINES = 14


def token_data() -> dict[str, dict[str, Any]]:
    """Every token kind's colour, face value and marks (six-bit mask), for the page."""
    return {
        k.kind: {"colour": k.colour, "points": k.points, "marks": k.marks} for k in KINDS.values()
    }


def _mask(marks: list[int]) -> int:
    return sum(1 << d for d in marks)


def _holdings(raw: dict[str, Any]) -> dict[str, int]:
    """The honey and nectar a seat holds (bag, honeycomb, drawn token, honey kept track of),
    from its own view."""
    tokens = dict(raw["bag"] or {})
    for c in raw["honeycomb"]:
        tokens[c["token"]] = tokens.get(c["token"], 0) + 1
        if c["covers_honey"]:
            tokens["honey"] = tokens.get("honey", 0) + 1
    if raw["drawn"]:
        tokens[raw["drawn"]] = tokens.get(raw["drawn"], 0) + 1
    honey = tokens.get("honey", 0) + raw["honey_kept_track_of"]
    return {"honey": honey, "nectar": tokens.get("nectar", 0)}


def round_summary(game: Game) -> dict[str, Any] | None:
    """The latest scored round: points per seat, who starts, the turn order, helper bees.

    Helper bees: taken (``"taken": true``) once the turns are over, else the bees the last
    player will take (the same rule the engine applies when the turns end). None before
    the first round is scored.
    """
    seats = {name: i for i, name in enumerate(game.names)}
    n = len(seats)
    found: dict[str, Any] | None = None
    round_no = 1
    for line in game.log:
        if not isinstance(line, Said):
            continue
        key, f = line.key, line.fields
        if key == "event.round":
            round_no = int(f["round"])  # type: ignore[call-overload]
        elif key == "event.points":
            if found is None or found["round"] != round_no:
                found = {"round": round_no, "points": [0] * n, "start": None, "helpers": None}
                found["final"] = False
            found["points"][seats[str(f["who"])]] = f["points"]
        elif found is None:
            continue
        elif key == "event.start":
            found["start"] = seats[str(f["who"])]
        elif key in ("event.no_pool", "event.last_round"):
            found["final"] = True
        elif key == "event.helpers_taken":
            found["helpers"] = {
                "seat": seats[str(f["who"])],
                "behind": f["behind"],
                "count": f["count"],
                "taken": True,
            }
    if found is None or found["start"] is None:
        return None
    pts, start = found["points"], found["start"]
    found["order"] = sorted(range(n), key=lambda s: (-pts[s], (s - start) % n))
    last = found["order"][-1]
    behind = max(pts) - pts[last]
    state = game.state
    if found["helpers"] is None and not found["final"]:
        if state.phase == "turns" and state.round == found["round"]:
            waiting = state.queue if state.step == "start" else state.queue[1:]
            back = sum(
                1 for s in waiting for c in state.players[s].comb.values() if c[0] == "helper"
            )
            bees = min(rules.HELPER_MAX, behind // rules.HELPER_STEP, state.helper_pile + back)
            found["helpers"] = {"seat": last, "behind": behind, "count": bees, "taken": False}
        else:
            found["helpers"] = {"seat": last, "behind": behind, "count": 0, "taken": True}
    return found


def encode_answer(action: Any, game: Game, language: str) -> dict[str, Any]:
    """One legal answer for the page: its ``kind``, its notation (``act``, what the page
    sends back), its fields (``args``, which the kind's page answer reads) and, for a
    button with no label of its own, its sentence in ``language`` (``said``)."""
    args = {f.name: getattr(action, f.name) for f in fields(action)} if is_dataclass(action) else {}
    out = {"kind": action.kind, "act": str(action), "args": args}
    page = ACTION_KINDS.spec(action).page
    if page.on in ("button", "seat") and not page.label:
        out["said"] = game.describe(action, language)
    return out


def draw_id(state: Any, seat: int) -> str:
    """The name of the draw in ``seat``'s hand now: the same token keeps it through undo and
    redo, and the page reveals each draw once."""
    p = state.players[seat]
    return f"{state.round}.{p.builds}.{p.draws}"


def encode_table(
    game: Game,
    viewer: int | None,
    *,
    bots: set[int] | frozenset[int],
    answer: bool,
    undo: bool,
    undo_why: str = "",
    new_games: bool = True,
    shared: bool = False,
    redo: bool,
    language: str,
) -> dict[str, Any]:
    """The page's data: :meth:`Game.view` of ``viewer`` (None: an onlooker) and what the
    page needs besides (whether it answers the pending decision, undo and redo, the round
    summary, the final scores, the latest log lines in ``language``; ``answers``, the legal
    answers by kind and fields, and ``kinds``, how the page answers each kind, from the
    registry: :meth:`~.kinds.HustleKinds.page`). ``shared``: players
    pass one screen (the page covers a new player's view until they say they sit there).
    ``new_games``: the page offers New game at the end. ``undo_why``: why undo is refused
    (chance is not taken back), said on the Undo button. Nothing a seat has not seen is in
    it: a token is drawn when its player draws, and the seed is never sent."""
    view = game.view(viewer)
    state = game.state
    players = []
    for raw in view["players"]:
        seat = raw["seat"]
        comb = {
            (c["q"], c["r"]): (c["token"], _mask(c["marks"]), c["covers_honey"])
            for c in raw["honeycomb"]
        }
        players.append(
            {
                "seat": seat,
                "name": isolate(raw["name"]),
                "bot": seat in bots,
                "honeycomb": [
                    {
                        "q": c["q"],
                        "r": c["r"],
                        "token": c["token"],
                        "marks": _mask(c["marks"]),
                        "covers_honey": c["covers_honey"],
                    }
                    for c in raw["honeycomb"]
                ],
                "drawn": raw["drawn"],
                "draw_id": draw_id(state, seat) if raw["drawn"] else "",
                "aside": raw["set_aside_covers"],
                "cubes": raw["restart_cubes"],
                "points": rules.flower_points(comb),
                "round_points": raw["round_points"],
                "bag_size": raw["bag_size"],
                "bag": raw["bag"],
                "stopped": raw["building_stopped"],
                "trades": raw["trade_tokens_set_aside"],
                "honey_kept": raw["honey_kept_track_of"],
            }
        )
    pending = game.pending
    over = game.is_over
    you = None if viewer is None else _holdings(view["players"][viewer])
    final = None
    if over:
        scores = game.final_scores()
        final = {k: scores[k] for k in ("honey", "nectar", "ranking", "winners")}
    return {
        "ply": len(game.actions),
        "round": view["round"],
        "phase": view["phase"],
        "last_round": view["last_round"],
        "pending": {
            "kind": pending.kind,
            "player": pending.player,
            "prompt": pending.prompt_in(language),
        },
        "viewer": viewer,
        "shared": shared,
        "answer": answer and not over,
        "legal": view["legal"] if answer else [],
        "answers": (
            [encode_answer(a, game, language) for a in game.legal_actions()]
            if answer and view["legal"]
            else []
        ),
        "kinds": ACTION_KINDS.page(),
        "start_seat": view["start_seat"],
        "turn_order": view["turn_order"],
        "piles": {
            "honey": view["honey_pile"],
            "extra": view["extra_honey_set_aside"],
            "nectar": view["nectar_pile"],
            "helper": view["helper_pile"],
        },
        "drafting_bag": view["drafting_bag"],
        "pool": view["drafting_pool"],
        "players": players,
        "you": you,
        "summary": round_summary(game),
        "final": final,
        "undo": undo,
        "undo_why": undo_why,
        "new_games": new_games,
        "redo": redo,
        "log": game.log_in(language)[-LOG_LINES:],
        "log_rules": _log_rules(game, language),
        "reconstructed": sorted(RECONSTRUCTED),
    }


def _log_rules(game: Game, language: str) -> dict[str, list[Any]]:
    """The rule each shown log line comes from (the page links each line to it)."""
    from ....rulebook.texts import rule_refs  # the reference runs the engine: no cycle

    return rule_refs(game.log_rules[-LOG_LINES:], "hustle", language)
