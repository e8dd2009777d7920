"""What the table shows of Sweetwater Sunset (``_modules["fall.sunset"]``),
encoded from a seat's view.

The track is public (:func:`honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset.redact` puts all
of it in every view): the sun's space, the events noted this turn and every move so far. Who caused
a move comes from the log's sentences (public too) and the actors of the moves: the player whose
turn counted it, or the drones of the solitaire variant. Texts are said in the table's language
here, so the page only draws them.

The encoder gives ``{}`` in a game without the module (left out of
``_modules``), else::

    {"position", "last", "left", "set", "header", "track": [{"space", "sun", "last",
     "label"}], "moves": [{"turn", "event", "spaces", "who", "seat", "round", "text"}],
     "moves_title", "no_moves", "pending": [texts], "end", "end_rule", "still": [seats]}

``moves`` are the sun's latest moves (up to :data:`RECENT`, newest last; ``round``: in
the last round of turns); ``pending`` the events noted in the turn being played (they move
the sun when it ends); ``end`` says how far the end is, or, once the sun is on the last space,
who still plays (the equal-turns rule) and ``still`` lists their seats; ``end_rule`` is that
rule before the sun sets (opened in place on the page), else empty.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..table_pieces import INK, esc, label, num
from .saved_kit import TOP, caption, more, part_svg, section

if TYPE_CHECKING:
    from ..game_view import GameView

from typing import Any

from .....core.i18n import Message, text
from ...game import Game
from ...game.modules.fall_sunset import NAME, event_term
from ...game.views import view_of
from ..table_state import ALL, Viewer, move_actors
from . import PagePart, TablePart, register

#: The log sentence of one move of the sun, and the one that opens a drone turn.
ADVANCE = "game.sunset.advance"
DRONES = "game.solo.drones_turn"
#: How many of the sun's latest moves the part lists.
RECENT = 3
#: The sun, its rays and a space the sun has passed (part.css).
SUN = "#f5a623"
RAY = "#c4590f"
PAST = "#d9cfbd"


def is_sunset(game: Game) -> bool:
    """Whether ``game`` is played with Sweetwater Sunset."""
    return NAME in game.rules.modules


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.sunset.{key}", **params)


def move_causes(game: Game) -> list[int | None]:
    """For every move of the sun so far (in order), the seat whose turn counted it, or
    None for a drone turn of the solitaire variant."""
    nodes = []
    node = game.history.cursor
    while node.parent is not None:
        nodes.append(node)
        node = node.parent
    nodes.reverse()
    actors = move_actors(game)
    out: list[int | None] = []
    for ply, node in enumerate(nodes):
        drones = False
        for line in node.result or []:
            if not isinstance(line, Message):
                continue
            if line.key == DRONES:
                drones = True
            elif line.key == ADVANCE:
                out.append(None if drones else actors[ply])
    return out


def _who(game: Game, seat: int | None, language: str) -> str:
    if seat is None:
        return _t(language, "drones")
    return game.players[seat].name


def still_to_play(game: Game) -> list[int]:
    """The seats that still take a turn once the end is triggered (the equal-turns rule:
    the round is finished up to the last seat); empty before the trigger or at the end."""
    state = game.state
    if game.is_over or state.end_trigger is None:
        return []
    seat, last, n = state.turn.seat, state.last_seat, state.player_count
    out = [seat]
    while seat != last:
        seat = (seat + 1) % n
        out.append(seat)
    return out


def encode_sunset(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """Sweetwater Sunset's part of the table for ``viewer`` (``{}`` without it)."""
    if not is_sunset(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    view = view_of(state, seat)["sunset"]
    position, last = view["position"], view["last"]
    left = last - position
    causes = move_causes(game)
    history = view["history"]
    # The latest moves (the round's marked: every turn counted after turns_played - players).
    since = state.turns_played - state.player_count
    moves = []
    for entry, cause in list(zip(history, causes, strict=False))[-RECENT:]:
        event = event_term(entry["event"]).text(language)
        who = _who(game, cause, language)
        words = _t(language, "move", turn=entry["turn"], who=who, event=event, n=entry["spaces"])
        moves.append(
            {**entry, "seat": cause, "who": who, "round": entry["turn"] > since, "text": words}
        )
    still = still_to_play(game)
    if game.is_over and position >= last:
        end = _t(language, "over")
    elif position >= last:
        names = [game.players[s].name for s in still]
        end = _t(language, "set", names=names) if names else _t(language, "over")
    else:
        end = _t(language, "left", n=left)
    # Before the sun sets, the equal-turns rule opens in place ("i"); then ``end`` says it.
    end_rule = (
        _t(language, "end_rule", last=game.players[state.last_seat].name) if position < last else ""
    )
    track = [
        {
            "space": i,
            "sun": i == position,
            "last": i == last,
            "label": _t(language, "space_sun" if i == position else "space", n=i),
        }
        for i in range(last + 1)
    ]
    return {
        "position": position,
        "last": last,
        "left": left,
        "set": position >= last,
        "header": _t(language, "header", position=position, last=last),
        "track": track,
        "moves": moves,
        "moves_title": _t(language, "moves_title"),
        "no_moves": _t(language, "no_moves"),
        "pending": [
            _t(language, "pending", event=event_term(e).text(language)) for e in view["pending"]
        ],
        "end": end,
        "end_rule": end_rule,
        "still": still,
    }


# ------------------------------------------------------------------ the saved picture


def space_piece(x: float, space: dict[str, Any], past: bool) -> str:
    """A space of the sunset track at ``x`` (26 x 26; part.js ``spacePiece``): its number
    on a disc (a past space greyed, the last one ringed twice), or the sun on its space (a
    sun with rays, the number on it)."""
    cx, cy, i = x + 13, TOP + 13, space["space"]
    out = []
    if space["sun"]:
        for k in range(8):
            a = k * math.pi / 4
            out.append(
                f'<line x1="{num(cx + 9 * math.cos(a))}" y1="{num(cy + 9 * math.sin(a))}" '
                f'x2="{num(cx + 12.5 * math.cos(a))}" y2="{num(cy + 12.5 * math.sin(a))}" '
                f'fill="none" stroke="{RAY}" stroke-width="2" stroke-linecap="round"/>'
            )
        out.append(f'<circle cx="{num(cx)}" cy="{cy}" r="8" fill="{SUN}" stroke="{INK}"/>')
    else:
        fill = PAST if past else "#ffffff"
        out.append(f'<circle cx="{num(cx)}" cy="{cy}" r="11.5" fill="{fill}" stroke="{INK}"/>')
        if space["last"]:
            out.append(f'<circle cx="{num(cx)}" cy="{cy}" r="8.5" fill="none" stroke="{INK}"/>')
    weight, size = (800, 12) if space["sun"] else (700, 11)
    out.append(label(cx, cy + 4, i, size, weight=weight))
    cls = "hbt-s-sun" if space["sun"] else "hbt-s-sunset-space"
    return (
        f'<g class="{cls}" data-space="{i}"><title>{esc(space["label"])}</title>{"".join(out)}</g>'
    )


def sunset_html(view: GameView) -> str:
    """The sunset strip: the track as discs with the sun on its space, how far the end is,
    then the events noted this turn and the sun's latest moves in words."""
    sun = view.module_data("fall.sunset")
    if not sun.get("track"):
        return ""
    body = [space_piece(2 + 28 * s["space"], s, s["space"] < sun["position"]) for s in sun["track"]]
    name = text(view.language, "table.fall.sunset.title")
    width = max(4 + 28 * len(sun["track"]), len(name) * 8.2 + 8)
    track = part_svg(width, TOP + 28, name, sun["header"], body)
    moves = [m["text"] for m in sun["moves"]]
    words = [*sun["pending"], sun["moves_title"] if moves else sun["no_moves"], *moves]
    return section(
        "sunset",
        track,
        '<div style="display:inline-block;vertical-align:top;max-width:560px">',
        caption(sun["end"]),
        more(text(view.language, "table.fall.sunset.more"), [sun.get("end_rule", "")]),
        "".join(caption(line, muted=True) for line in words),
        "</div>",
    )


#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        "fall.sunset",
        encode_sunset,
        {"sunset": PagePart(picture=sunset_html, top=True)},
        offered=1,
    )
)


__all__ = ["PART", "encode_sunset", "is_sunset", "move_causes", "still_to_play"]
