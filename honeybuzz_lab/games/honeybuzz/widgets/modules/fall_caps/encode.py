"""What the table shows of Nectar Caps (``_modules["fall.caps"]``), encoded from a seat's view.

Everything comes from the seat's view
(:func:`honeybuzz_lab.games.honeybuzz.game.modules.fall_caps.redact`, all of it public): the caps
left in table D's order (the next one first), the caps on each hive's nectar tiles with their
values, the trophies and who would take them now (most caps, ties to the higher total, then shared
in full; a tie for first leaves no second trophy:
:func:`~..game.modules.fall_caps.trophies`). While the viewer places the fan, each hex it
may choose says which capped tiles next to it make no honey. Texts are said here.

The encoder gives ``{}`` for a game without Nectar Caps (left out of
``_modules``), else::

    {"title", "left": [values], "next": value | None, "left_text", "removed_text",
     "trophies": [points], "trophy_text", "tie_rule",
     "standing": [{"seat", "name", "caps": [values], "total", "trophy", "text"}],
     "hives": [[{"hex": [q, r], "value", "text"}]]  (per seat),
     "fan": {"q,r": sentence}  (the viewer's fan hexes next to a capped tile),
     "choice": sentence | ""  (the viewer's Accounting choice, how to answer it)}
"""

from __future__ import annotations

from typing import Any

from ......core.hexes import fmt, neighbors
from ......core.i18n import text
from ....game import Game
from ....game.log import nectar_term
from ....game.modules.fall_caps import NAME, trophies
from ....game.views import view_of
from ....hive import Nectar
from ...table_state import ALL, Viewer
from ...words import in_page_words


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.caps.{key}", **params)


def is_capped(game: Game) -> bool:
    """Whether ``game`` is played with Nectar Caps."""
    return NAME in game.rules.modules


def _place(language: str, n: int) -> str:
    return text(language, f"table.contests.place.{n}")


def encode_caps(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """Nectar Caps' part of the table for ``viewer`` (``{}`` without the module)."""
    if not is_capped(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    decider = game.pending.player
    legal = game.legal_actions() if seat is not None and seat == decider else None
    view = view_of(state, seat, legal, decider)
    got = view["caps"]
    names = [p["name"] for p in view["players"]]
    left = list(got["available"])
    values = [[c["value"] for c in got["placed"][str(s)]] for s in range(len(names))]
    awards = list(got["trophies"])
    won = trophies(values, awards)
    standing = []
    for s, mine in enumerate(values):
        params = {"name": names[s], "n": len(mine), "values": mine, "total": sum(mine)}
        line = (
            _t(language, "standing", **params) if mine else _t(language, "standing_none", **params)
        )
        if won[s]:
            line += " " + _t(language, "would_win", points=won[s])
        standing.append(
            {
                "seat": s,
                "name": names[s],
                "caps": mine,
                "total": sum(mine),
                "trophy": won[s],
                "text": line,
            }
        )
    if left:
        rest = left[1:]
        left_text = (
            _t(language, "left", next=left[0], rest=rest)
            if rest
            else _t(language, "left_last", next=left[0])
        )
    else:
        left_text = _t(language, "left_none")
    removed = list(got["removed"])
    trophy_text = ""
    if awards:
        places = []
        for i, award in enumerate(awards):
            who = [names[s] for s in range(len(names)) if _holds(values, awards, s, i)]
            places.append(
                _t(language, "trophy_place", place=_place(language, i + 1), points=award, names=who)
                if who
                else _t(language, "trophy_nobody", place=_place(language, i + 1), points=award)
            )
        trophy_text = _t(language, "trophies", places=places)
    hives = []
    for s, player in enumerate(view["players"]):
        cells = {tuple(c["hex"]): c for c in player["hive"]["cells"]}
        marks = []
        for c in got["placed"][str(s)]:
            cell = cells.get(tuple(c["hex"]))
            nectar = cell["nectar"] if cell else None
            words = _t(language, "cell", value=c["value"], hex=fmt(tuple(c["hex"])))
            if nectar:
                words = _t(
                    language,
                    "cell_nectar",
                    value=c["value"],
                    hex=fmt(tuple(c["hex"])),
                    nectar=in_page_words(game.rules, nectar_term(Nectar(nectar))),
                )
            marks.append({"hex": c["hex"], "value": c["value"], "text": words})
        hives.append(marks)
    fan: dict[str, str] = {}
    choice = ""
    if legal is not None and seat is not None:
        cells = {tuple(c["hex"]): c for c in view["players"][seat]["hive"]["cells"]}
        for action in view["legal"]:
            if action["kind"] == "fan":
                h = tuple(action["hex"])
                capped = [
                    cells[n]
                    for n in neighbors(h)
                    if n in cells and cells[n].get("capped") and cells[n].get("nectar")
                ]
                if capped:
                    fan[f"{h[0]},{h[1]}"] = _t(
                        language,
                        "fan_capped",
                        tiles=[
                            _t(
                                language,
                                "fan_tile",
                                nectar=in_page_words(game.rules, nectar_term(Nectar(c["nectar"]))),
                                hex=fmt(tuple(c["hex"])),
                            )
                            for c in capped
                        ],
                        n=len(capped),
                    )
            elif action["kind"] == "cap_nectar" and not choice and left:
                choice = _t(language, "choice", value=left[0])
    return {
        "title": _t(language, "title"),
        "left": left,
        "next": left[0] if left else None,
        "left_text": left_text,
        "removed_text": _t(language, "removed", caps=removed) if removed else "",
        "trophies": awards,
        "trophy_text": trophy_text,
        "tie_rule": _t(language, "tie_rule") if awards else "",
        "standing": standing,
        "hives": hives,
        "fan": fan,
        "choice": choice,
    }


def _holds(values: list[list[int]], awards: list[int], seat: int, place: int) -> bool:
    """Whether ``seat`` would take the trophy of ``place`` (0: first) if the game ended now."""
    first = trophies(values, awards[:1])
    if place == 0:
        return bool(first[seat])
    if sum(1 for x in first if x) > 1:
        return False  # a tie for first leaves no second trophy
    upto = trophies(values, awards[: place + 1])
    return bool(upto[seat]) and not first[seat]


__all__ = ["NAME", "encode_caps", "is_capped"]
