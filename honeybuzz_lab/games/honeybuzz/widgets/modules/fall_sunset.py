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

from typing import TYPE_CHECKING

from ..table_svg import INK, LINE, _p, _svg, _title, escape
from ..table_svg import _t as _vt

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


def sunset_html(view: GameView) -> str:
    """The sunset strip: the track (the sun, the last space), how far the end is, the
    events noted this turn and the sun's latest moves."""
    sun = view.module_data("fall.sunset")
    if not sun.get("track"):
        return ""
    body = []
    for space in sun["track"]:
        x, y, i = 16 + space["space"] * 28, 16, space["space"]
        past = i < sun["position"]
        ring = f'stroke="{INK}" stroke-width="3"' if space["sun"] else f'stroke="{LINE}"'
        fill = "#ffd76a" if space["sun"] else ("#efe7d6" if past else "#ffffff")
        body.append(
            f'<g data-space="{i}"><title>{escape(space["label"])}</title>'
            f'<circle cx="{x}" cy="{y}" r="12" fill="{fill}" {ring}/>'
        )
        if space["last"]:
            body.append(f'<circle cx="{x}" cy="{y}" r="9" fill="none" stroke="{INK}"/>')
        word = "☀" if space["sun"] else str(i)
        size = 15 if space["sun"] else 11
        body.append(
            f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-size="{size}" '
            f'font-weight="{700 if space["sun"] else 400}" fill="{INK}">{word}</text></g>'
        )
    track = _svg(32 + 28 * sun["last"], 32, sun["header"], body)
    moves = "".join(f"<li>{escape(m['text'])}</li>" for m in sun["moves"])
    return (
        f'<section class="hbt-static-sunset">'
        f"{_title(_vt(view, 'fall.sunset.title'))}<div>{track}</div>"
        f"{_p(sun['end'])}{''.join(_p(line) for line in sun['pending'])}"
        f"{_p(sun['moves_title'] if sun['moves'] else sun['no_moves'])}"
        f"{f'<ul>{moves}</ul>' if moves else ''}</section>"
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
