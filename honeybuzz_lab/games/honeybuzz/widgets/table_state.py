"""The compact JSON the game widgets sync to the page: one function per part of the table.

Every value is plain JSON. Hexes of a hive are ``[q, r]``, spaces of the field
``[row, column]``, seats are indices into the players. Texts (names of resources, tile
kinds, boxes, customers and contests, prompts, labels, reasons, the log) are said in the
``language`` each function takes (``"en"`` or ``"hu"``).

Everything is encoded for a *viewer* (RULINGS 6): a seat, None (a spectator) or ``ALL``
(a table seated for everyone, an explicit choice). What the viewer may not know is not in
the JSON at all: the fronts of tiles it has not seen, another seat's answers to the pending
decision, another seat's legal placements, the private sentences of the log.

``static`` (changes only with a new game)
    ``players``: name, colour and its style (fill, ink, shape, symbol); the palette; the
    field's size and starting spaces; the market's value tracks; the hive board's boxes
    (name, kinds, label); the order stacks' actions; the labels of resources and tile kinds;
    which component files are reconstructed (and what they hold, in words); per action
    kind, its target (``{"on", "param", "click", "button"}``, :mod:`~..game.kinds`).
``players``
    Per seat: coins, pollen, honey by type, workers ``[available, placed, nursery,
    supply]``, completed orders ``[[id, customer, points], ...]``, the forage token, turns,
    and counts of the hive (tiles, cells, empty cells, nectar tiles).
``hives``
    Per seat: the hive as the HiveBoard syncs it (:func:`~.state.encode_hive`).
``board``
    Per hive box: ``{"name", "stacks": {kind: left}, "beelines": [[seat, height], ...]}``.
``field``
    ``{"tiles": [[row, column, letter], ...], "tokens": [[seat, row, column], ...]}``; with
    the advanced variant a tile is ``[row, column, letter, back]`` (``letter`` is ``""``
    for a front the viewer has not seen) and ``seen``, ``views`` and ``known`` say who
    viewed which tile when (:func:`encode_field`).
``market``
    Each resource's marker position (0 is the top space).
``orders``
    Per stack: ``{"action", "up": card or null, "below": n}``; a card is
    ``{"id", "customer", "points", "size", "needs": [[resource, n], ...]}``.
``contests``
    Per contest: the card (title, type, colour, text, payouts, target, what it counts),
    the coins still on a speed contest, its finishers in order, and each seat's count now.
``pending``
    ``{"kind", "player", "prompt", "phrase", "turn", "mine", "why", "actions", ...}``:
    ``mine`` says whether this page may answer (``why`` says why not), and ``actions``
    lists every legal answer as ``[action JSON, label, target, info]``. Placements are
    not listed: the placing player's hive gets ``legal`` (the HiveBoard's table) and
    ``pending.tile`` names the tile kind. A target is ``["space", row, column]``,
    ``["box", box, kind]``, ``["hex", seat, q, r]``, ``["market", resource]``,
    ``["order", stack]`` or ``["button"]``.
``last``
    The action at the history's cursor: ``{"ply", "seat", "kind", "target", "lines"}``
    (``lines``: how many log sentences it wrote), or ``{}`` at the start.
``effects``
    Per seat: the tile that seat placed in the last round, as the HiveBoard's ``effect``
    (the tile's index, the cells it created, the tiles it activated), or ``{}``.
``scores``
    Per player: points by category and the total; the ranking, the winners, the final
    contests, the scoring sentences, and whether the game is over.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....core.hexes import neighbors
from ....core.i18n import Message, capitalize, catalog, text
from ....core.i18n.format import isolate
from ..game import Game
from ..game import actions as A
from ..game.components import TILE_KINDS
from ..game.contests import MEASURES
from ..game.geometry import geometry_of
from ..game.kinds import KINDS
from ..game.kinds import info as kind_info
from ..game.kinds import marks as kind_marks
from ..game.kinds import target as kind_target
from ..game.log import box_term, contest_rule, contest_title, customer_term, data_name
from ..game.rules import resources
from ..game.state import GameState
from ..game.views import view_of
from ..hive import Hive, Nectar
from .state import encode_hive, encode_legal
from .table_style import player_style, table_palette
from .words import in_page_words

Target = list[Any]
#: Whose view a table shows: a seat, None (a spectator: only what is public) or ALL.
Viewer = int | str | None
#: The viewer of a table seated for everyone (a teacher's reveal): every secret shown.
ALL = "all"


def sees_answers(viewer: Viewer, decider: int | None) -> bool:
    """Whether ``viewer`` may get the pending decision's answers (only the decider may)."""
    return viewer == ALL or (decider is not None and viewer == decider)


def said(sentence: str, language: str) -> str:
    """``sentence`` in ``language`` when it is a Message; other text stays as it is."""
    if isinstance(sentence, Message):
        return sentence.text(language)
    return sentence


# ------------------------------------------------------------------ static


def encode_static(game: Game, language: str = "en") -> dict[str, Any]:
    """What does not change during a game (sent again only for a new game or language)."""
    s = game.state
    comp = s.components
    side = s.woodland.side
    card = comp.configuration(s.setup["configuration"])
    reconstructed = sorted(name for name, flag in comp.reconstructed.items() if flag)
    words = {r: _resource_word(s, r, language) for r in resources(s)}
    pollen = s.players[0].pollen_name
    return {
        "players": [
            {"name": isolate(p.name), "colour": p.colour, **player_style(p.colour, p.seat)}
            for p in s.players
        ],
        "palette": _palette(language, game.rules),
        "field": {
            "rows": side.rows,
            "columns": side.columns,
            # side B (the advanced variant) has no forage tokens, so no starting spaces
            "starts": [] if side.quadrants else [list(x) for x in side.starts],
            "quadrants": [[name, [list(x) for x in spaces]] for name, spaces in side.quadrants],
            "free": side.free_moves,
            "extra": side.extra_move_cost,
        },
        "market": {r: list(s.market.tracks[r]) for r in words},
        "boxes": [
            {"name": b.name, "kinds": list(b.kinds), "label": box_term(b).text(language)}
            for b in s.board.values()
        ],
        "order_actions": [o.action for o in s.order_stacks],
        "resources": words,
        "resource_breaks": _resource_breaks(words, language),
        "pollen": pollen,  # the vocabulary's name of the resource a forage gains
        "geometry": geometry_of(s).to_json(side),
        "kinds": {k: text(language, f"terms.action.{k}") for k in TILE_KINDS},
        "action_kinds": KINDS.page(),
        "configuration": data_name(f"configuration.{card.name}", card.title).text(language),
        "reconstructed": reconstructed,
        "reconstructed_names": [_component(name, language) for name in reconstructed],
        "decree_cost": game.rules.value("decree_cost"),
    }


def _palette(language: str, rules: Any) -> dict[str, Any]:
    """The table's palette in the words of the rules' vocabulary: a resource it names gets
    its colour (a renamed pollen: its own, else pollen's) and its letter (the table's chips
    upper case as the catalogue writes it, the hive's cells lower case)."""
    palette = table_palette(language)
    vocabulary = getattr(rules, "vocabulary", None)
    if vocabulary is None:
        return palette
    colours, letters = dict(palette["resources"]), dict(palette["resource_letters"])
    nectar_letters = dict(palette["nectar_letters"])
    if vocabulary.pollen != "pollen":
        colours.setdefault(vocabulary.pollen, colours["pollen"])
        letters.setdefault(vocabulary.pollen, letters["pollen"])
    colours.update(vocabulary.colours)
    for resource, key in vocabulary.letters.items():
        letter = text(language, key)
        letters[resource] = letter
        if resource in nectar_letters:
            nectar_letters[resource] = letter.lower()
    return {
        **palette,
        "resources": colours,
        "resource_letters": letters,
        "nectar_letters": nectar_letters,
    }


def _resource_breaks(words: dict[str, str], language: str) -> dict[str, str]:
    """Where each long resource name may break in a market column's head ("|"), as the
    catalogue marks it (``terms.resource_breaks``), for the names shown (``words``) as it
    spells them (a module's vocabulary may name a resource otherwise)."""
    out = {}
    for r, word in words.items():
        key = f"terms.resource_breaks.{r}"
        if key in catalog(language):
            hint = text(language, key)
            if hint.replace("|", "") == word:
                out[r] = hint
    return out


def _component(name: str, language: str) -> str:
    """What a component file holds, in words (the file's name if the catalogue has none)."""
    key = f"table.component.{name}"
    return text(language, key) if key in catalog(language) else name


# ------------------------------------------------------------------ the parts


def encode_players(state: GameState, language: str = "en") -> list[dict[str, Any]]:
    """Each player's pieces, coins, resources and orders (customers in ``language``)."""
    out = []
    for p in state.players:
        hive = p.hive
        cells = hive.cells
        out.append(
            {
                "coins": p.coins,
                "pollen": p.pollen,
                "honey": p.honey,
                "workers": [p.available_workers, p.placed_workers, p.nursery, p.supply_workers],
                "orders": [
                    [o.id, customer_term(o.customer).text(language), o.points] for o in p.orders
                ],
                "forage": None if p.forage is None else list(p.forage),
                "turns": p.turns,
                "pollen_sold": p.pollen_sold,
                "hive": [
                    len(hive),
                    len(cells),
                    sum(1 for c in cells.values() if c.nectar is None),
                    sum(1 for c in cells.values() if c.nectar is not None),
                ],
            }
        )
    return out


def encode_hives(state: GameState) -> list[dict[str, Any]]:
    """Each player's hive as the HiveBoard draws it."""
    return [encode_hive(p.hive) for p in state.players]


def encode_board(state: GameState) -> list[dict[str, Any]]:
    """The hive boxes: tiles left in each stack and the beelines on each box."""
    return [
        {"name": b.name, "stacks": dict(b.stacks), "beelines": [list(x) for x in b.beelines]}
        for b in state.board.values()
    ]


def _space_of(name: str) -> tuple[int, int]:
    """``"C2"`` -> ``(1, 2)`` (the inverse of
    :func:`~honeybuzz_lab.games.honeybuzz.game.state.space_name`)."""
    return int(name[1:]) - 1, "ABCDEFGHIJ".index(name[0])


def _letter(nectar: object) -> str:
    """A nectar's letter, or ``""`` for a front the viewer may not see (``{"hidden": ...}``)."""
    return Nectar(nectar).letter if isinstance(nectar, str) else ""


def encode_field(state: GameState, viewer: Viewer = ALL) -> dict[str, Any]:
    """The nectar tiles in the field and the forage tokens, as ``viewer`` may see them.

    The fronts come from the viewer's view
    (:func:`~honeybuzz_lab.games.honeybuzz.game.views.view_of`), so a module's redaction holds: with
    the advanced variant a tile is ``[row, column, letter, back]`` and ``letter`` is ``""`` where
    the viewer has not seen the front; ``seen`` lists
    ``[row, column, turn]`` for the fronts the viewer saw (and on which turn), ``views`` the
    public record ``[turn, seat, row, column, how]`` and ``known`` how many fronts each seat
    has seen. ``ALL`` (a table seated for everyone) shows every front.
    """
    tokens = [[p.seat, *p.forage] for p in state.players if p.forage is not None]
    view = view_of(state, None if viewer == ALL else viewer)  # type: ignore[arg-type]
    entries = view["field"]
    if not any("back" in e for e in entries.values()):  # no module hides a front
        tiles = [[*_space_of(n), _letter(e["nectar"])] for n, e in entries.items()]
        return {"tiles": sorted(tiles), "tokens": tokens}
    tiles = []
    for name, entry in entries.items():
        r, c = _space_of(name)
        nectar = entry["nectar"]
        if viewer == ALL:
            nectar = state.woodland.field[(r, c)].nectar.value
        tiles.append([r, c, _letter(nectar), Nectar(entry["back"]).letter])
    views = [[v["turn"], v["seat"], *_space_of(v["space"]), v["how"]] for v in view["views"]]
    seen: list[list[Any]] = []
    own = view["seen"].get(str(viewer)) if isinstance(viewer, int) else None
    if isinstance(own, dict):
        for name in own:
            r, c = _space_of(name)
            turn = max((v[0] for v in views if v[1] == viewer and v[2:4] == [r, c]), default=0)
            seen.append([r, c, turn])
    known = [
        k["count"] if "hidden" in k else len(k)
        for _, k in sorted(view["seen"].items(), key=lambda kv: int(kv[0]))
    ]
    return {
        "tiles": sorted(tiles),
        "tokens": tokens,
        "seen": sorted(seen),
        "views": views,
        "known": known,
    }


def encode_market(state: GameState) -> dict[str, int]:
    """Where each resource's marker is in its column."""
    return {r: state.market.positions[r] for r in resources(state)}


def encode_orders(state: GameState, language: str = "en") -> list[dict[str, Any]]:
    """The three order stacks: face-up card, cards below, the action under the stack."""
    out = []
    for stack in state.order_stacks:
        card = stack.face_up
        up = None
        if card is not None:
            up = {
                "id": card.id,
                "customer": customer_term(card.customer).text(language),
                "points": card.points,
                "size": text(language, f"table.size.{card.size}")
                if card.size in ("small", "large")
                else card.size,
                "needs": [list(n) for n in card.needs],
            }
        out.append({"action": stack.action, "up": up, "below": len(stack.face_down)})
    return out


def encode_contests(state: GameState, language: str = "en") -> list[dict[str, Any]]:
    """The queen's contests: the cards, the coins left, finishers and each seat's count."""
    rules = state.ruleset
    out = []
    for c in state.contests:
        card = c.card
        measure = MEASURES[card.measure]
        rule = in_page_words(rules, contest_rule(card))
        printed = language == "en" and rule.key == contest_rule(card).key
        out.append(
            {
                "id": card.id,
                "title": in_page_words(rules, contest_title(card)).text(language),
                "type": card.type,
                "colour": card.colour,
                "text": card.text if printed else capitalize(rule.text(language)) + ".",
                "payouts": list(card.payouts),
                "target": card.target,
                "counts": in_page_words(rules, Message(f"table.measure.{card.measure}")).text(
                    language
                ),
                "coins": list(c.coins),
                "finishers": list(c.finishers),
                "values": [measure.count(p) for p in state.players],
            }
        )
    return out


# ------------------------------------------------------------------ the pending decision


def action_target(state: GameState, action: A.Action, seat: int | None) -> Target:
    """Where on the table an action is answered (or shown, once taken): its kind's target."""
    return kind_target(state, action, seat)


def action_info(game: Game, action: A.Action, seat: int) -> dict[str, Any]:
    """Numbers the page draws beside a target: costs, gains, workers (its kind's ``info``,
    :func:`~honeybuzz_lab.games.honeybuzz.game.kinds.info`)."""
    return kind_info(game, action, seat)


def encode_pending(
    game: Game,
    mine: bool,
    why: str = "",
    language: str = "en",
    *,
    guides: bool = True,
    viewer: Viewer = ALL,
    held: str = "",
) -> dict[str, Any]:
    """The decision the game waits for, with every legal answer and where it is taken
    (the prompt, the reason and the labels in ``language``). Without ``guides`` (a lesson's
    question) no answer is listed and the page draws no hint that would answer it. The
    answers (labels, costs, what a space gives as far as the decider knows) go only to a
    ``viewer`` who is the deciding seat (or ALL). ``held``: a lesson holds the table (its
    step is done), the prompt is this sentence and nothing is asked."""
    state = game.state
    p = game.pending
    out: dict[str, Any] = {
        "kind": p.kind,
        "player": p.player,
        "prompt": said(p.prompt, language),
        "phrase": said(p.phrase, language)
        if p.kind != "game_over"
        else text(language, "table.status.game_over"),
        "turn": game.turn_number,
        "mine": mine,
        "why": "" if mine else said(why, language),
        "actions": [],
        "guides": guides,
    }
    if held:
        out.update(prompt=held, phrase=held, mine=False, why="", guides=False, held=True)
        return out
    if p.kind == "game_over" or not guides or not sees_answers(viewer, p.player):
        return out
    seat = p.player
    legal = game.legal_actions()
    if p.kind == "place":
        out["tile"] = state.turn.tile
        out["count"] = len(legal)
        return out
    out["actions"] = [
        [
            a.to_json(),
            # a plain str: a host with its own JSON encoder (marimo) sends a str
            # subclass (the catalogue's Message) as an object, not as its text
            str(a.describe(game, language=language)),
            action_target(state, a, seat),
            action_info(game, a, seat),
        ]
        for a in legal
    ]
    return out


def encode_place_table(game: Game, viewer: Viewer = ALL) -> dict[str, list]:
    """The placing player's legal placements with their effects (else ``{}``), for a
    ``viewer`` who is the placing seat (or ALL)."""
    if game.pending.kind != "place" or not sees_answers(viewer, game.pending.player):
        return {}
    return encode_legal(game.state.current.hive)


# ------------------------------------------------------------------ what just happened


def move_actors(game: Game) -> list[int | None]:
    """The seat that took each applied action, oldest first.

    Turns pass in seat order and only an end-turn action passes them, so walking back from
    the current turn gives every actor. Choosing a starting space (before the first turn)
    belongs to the player whose token stands there.
    """
    state = game.state
    moves = game.actions
    n = len(state.players)
    out: list[int | None] = [None] * len(moves)
    current: int | None = None if state.over else state.turn.seat
    for i in range(len(moves) - 1, -1, -1):
        move = moves[i]
        if isinstance(move, A.ChooseStart):
            out[i] = next((p.seat for p in state.players if p.forage == move.space), None)
            continue
        if isinstance(move, A.EndTurn):
            actor = state.turn.seat if current is None else (current - 1) % n
            out[i] = actor
            current = actor
            continue
        out[i] = current
    return out


def encode_last(
    game: Game,
    actors: list[int | None] | None = None,
    language: str = "en",
    bots: Iterable[int] = (),
) -> dict[str, Any]:
    """The action at the history's cursor: who took it, where, and how many sentences;
    and ``recap``, what each bot did since the last action of a seat not in ``bots``."""
    node = game.history.cursor
    if node.parent is None or node.move is None:
        return {}
    actors = move_actors(game) if actors is None else actors
    seat = actors[-1]
    action = node.move
    return {
        "ply": game.history.ply,
        "seat": seat,
        "kind": action.kind,
        "target": action_target(game.state, action, seat),
        "lines": len(node.result or []),
        "recap": bot_recap(game, actors, language, set(bots)),
    }


#: Sentences a recap leaves out (the status line says whose turn it is).
_RECAP_SKIP = frozenset({"game.log.turn_ends"})


def bot_recap(
    game: Game, actors: list[int | None], language: str, bots: set[int]
) -> list[dict[str, Any]]:
    """What the bots did since the last action of another seat, a line per bot turn, in
    order: ``{"seat", "text", "moves"}``, the text joined from the engine's log of those
    actions; ``moves``, one per action that said something, ``{"text", "marks"}``: its
    sentences and the highlight items of its pieces on the table (the page's caption steps
    through them)."""
    if not bots:
        return []
    node = game.history.cursor
    state = game.state
    turns: list[tuple[int, list[str], list[dict[str, Any]]]] = []
    i = len(actors) - 1
    while node.parent is not None and i >= 0 and actors[i] in bots:
        seat = actors[i]
        assert seat is not None and node.move is not None
        lines = [
            said(line, language)
            for line in node.result or []
            if getattr(line, "key", "") not in _RECAP_SKIP
        ]
        if not turns or turns[-1][0] != seat:
            turns.append((seat, [], []))
        turns[-1][1][:0] = lines
        if lines:
            marks = [*kind_marks(state, seat, node.move), {"area": "player", "player": seat}]
            turns[-1][2].insert(0, {"text": " ".join(lines), "marks": marks})
        node = node.parent
        i -= 1
    return [
        {"seat": seat, "text": " ".join(lines), "moves": moves}
        for seat, lines, moves in reversed(turns)
    ]


def placed_effect(hive: Hive, anchor: tuple[int, int]) -> dict[str, Any]:
    """The HiveBoard ``effect`` of the tile standing on ``anchor``, read off the hive now.

    A cell next to a tile can only have been created by that tile (before it came, one of
    the cell's neighbours was empty), and no later tile can touch such a cell, so the
    cells around the tile and the icons around those cells are exactly its effect.
    """
    tile = hive.tile_at(anchor)
    if tile is None:
        return {}
    tiles = hive.tiles
    cells = hive.cells
    new = sorted({nb for h in tile.hexes for nb in neighbors(h) if nb in cells})
    new_set = set(new)
    activated = [i for i, t in enumerate(tiles) if any(nb in new_set for nb in neighbors(t.anchor))]
    return {
        "tile": tiles.index(tile),
        "cells": [
            [h[0], h[1], "" if cells[h].nectar_type is None else cells[h].nectar_type.letter]  # type: ignore[union-attr]
            for h in new
        ],
        "activated": activated,
        "text": "",
    }


def encode_effects(game: Game, actors: list[int | None] | None = None) -> list[dict[str, Any]]:
    """Per seat, the tile it placed in the last round (one turn of every player)."""
    state = game.state
    n = len(state.players)
    actors = move_actors(game) if actors is None else actors
    out: list[dict[str, Any]] = [{} for _ in range(n)]
    seen: set[int] = set()
    ends = 0
    moves = game.actions
    for i in range(len(moves) - 1, -1, -1):
        move = moves[i]
        if isinstance(move, A.EndTurn):
            ends += 1
            if ends > n:
                break
        seat = actors[i]
        if isinstance(move, A.Place) and seat is not None and seat not in seen:
            seen.add(seat)
            out[seat] = placed_effect(state.players[seat].hive, move.anchor)
    return out


def encode_scores(game: Game, language: str = "en") -> dict[str, Any]:
    """Points by category for each player, ranking, winners, and the sentences."""
    scores = game.final_scores()
    rules = game.rules
    return {
        "final": game.is_over,
        "players": [
            {"seat": e["seat"], "categories": e["categories"], "total": e["total"]}
            for e in scores["players"]
        ],
        "ranking": list(scores["ranking"]),
        "winners": list(scores["winners"]),
        "contests": [
            {
                "title": in_page_words(
                    rules, data_name(f"contest.{c['card']}.title", c["title"])
                ).text(language),
                "values": c["values"],
                "payouts": c["payouts"],
            }
            for c in scores["contests"]
        ],
        "sentences": [said(in_page_words(rules, line), language) for line in scores["sentences"]],
    }


__all__ = [
    "ALL",
    "Viewer",
    "action_info",
    "action_target",
    "encode_board",
    "encode_contests",
    "encode_effects",
    "encode_field",
    "encode_hives",
    "encode_last",
    "encode_market",
    "encode_orders",
    "encode_pending",
    "encode_place_table",
    "encode_players",
    "encode_scores",
    "encode_static",
    "move_actors",
    "placed_effect",
    "said",
    "sees_answers",
]


def _resource_word(state: Any, resource: str, language: str) -> str:
    """A market resource's name in ``language``, in the words of the rules' vocabulary."""
    return in_page_words(state.ruleset, Message(f"terms.resource.{resource}")).text(language)  # type: ignore[no-any-return]
