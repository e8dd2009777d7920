"""The game log in plain sentences, and short labels for actions (the page's buttons)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..hive import HiveTile, IllegalPlacement
from ..hive.hexes import direction_name, fmt
from . import actions as A
from .components import kind_label, resource_label
from .state import DECREE_COST, GameState, space_name

if TYPE_CHECKING:
    from ..hive import PlacementEffect


class Log:
    """Sentences written while one action is applied."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, sentence: str) -> None:
        self.lines.append(sentence)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.lines)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``plural(1, "coin")`` -> ``"1 coin"``, ``plural(3, "coin")`` -> ``"3 coins"``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def join(words: list[str]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def an(word: str) -> str:
    """``"an Acacia"``, ``"a Rosemary"``: the word with its indefinite article."""
    return f"{'an' if word[:1].upper() in 'AEIOU' else 'a'} {word}"


def a_kind(kind: str) -> str:
    """``"a Produce tile"``, ``"an Accounting tile"``."""
    label = kind_label(kind)
    return f"{'an' if label[0] in 'AEIOU' else 'a'} {label} tile"


def resources_text(amounts: Mapping[str, int]) -> str:
    """``{"pollen": 2, "acacia": 1}`` -> ``"2 Pollen and 1 Acacia"``."""
    parts = [f"{n} {resource_label(r)}" for r, n in amounts.items() if n]
    return join(parts) or "nothing"


def effect_text(effect: PlacementEffect) -> str:
    """What a placement does: ``"creates a Rosemary cell at (1,1); activates Forage"``."""
    if not effect.new_cells:
        return "creates no cell"
    cells = []
    for h in effect.new_cells:
        n = effect.nectar_types[h]
        cells.append(
            f"a barren cell at {fmt(h)}" if n is None else f"{an(n.label)} cell at {fmt(h)}"
        )
    icons = [t.action.label for t in effect.activated]
    act = f"; activates {join(icons)}" if icons else "; activates nothing"
    return f"creates {join(cells)}{act}"


def forage_cost(state: GameState, seat: int, space: tuple[int, int]) -> int:
    """Coins a forage move from the player's token to ``space`` costs."""
    side = state.woodland.side
    here = state.players[seat].forage
    if here is None:
        return 0
    steps = abs(here[0] - space[0]) + abs(here[1] - space[1])
    return max(0, steps - side.free_moves) * side.extra_move_cost


def label(state: GameState, action: A.Action) -> str:
    """A short label for ``action`` in ``state`` (for a button or a list)."""
    seat = state.turn.seat
    player = state.players[seat]
    if isinstance(action, A.ChooseStart):
        return f"Start on {space_name(action.space)}"
    if isinstance(action, A.TakeTile):
        cost = f" (pay {DECREE_COST} coins)" if action.tile == "decree" else ""
        return f"Take {a_kind(action.tile)} with a beeline of {action.workers}{cost}"
    if isinstance(action, A.Recall):
        back = player.placed_workers + player.nursery
        return f"Recall your workers ({back} come back)"
    if isinstance(action, A.Place):
        text = f"Place at {fmt(action.anchor)} pointing {direction_name(action.direction)}"
        if state.turn.tile is not None:
            from ..hive import Action as Icon

            tile = HiveTile(Icon(state.turn.tile), action.anchor, action.direction)
            with contextlib.suppress(IllegalPlacement):
                text += f": {effect_text(player.hive.preview(tile))}"
        return text
    if isinstance(action, A.Resolve):
        return f"Take the {kind_label(action.action)} action"
    if isinstance(action, A.Decree):
        return f"Decree: {kind_label(action.action)}"
    if isinstance(action, A.Forage):
        cost = forage_cost(state, seat, action.space)
        paid = "free" if not cost else plural(cost, "coin")
        tile = state.woodland.field.get(action.space)
        what = "a pollen"
        if tile is not None:
            if player.hive.empty_cells(tile.nectar):
                what = f"the {tile.nectar.label} nectar"
            else:
                what = f"a pollen (no empty {tile.nectar.label} cell)"
        return f"Forage to {space_name(action.space)} ({paid}): {what}"
    if isinstance(action, A.NectarCell):
        return f"Put the nectar tile in the cell at {fmt(action.cell)}"
    if isinstance(action, A.Fan):
        cells = player.hive.fan_yield(action.hex)
        made = join([c.nectar.label for c in cells]) if cells else "nothing"  # type: ignore[union-attr]
        return f"Fan at {fmt(action.hex)}: {plural(len(cells), 'honey', 'honey')} ({made})"
    if isinstance(action, A.Sell):
        value = state.market.value(action.resource)
        return (
            f"Sell {action.quantity} {resource_label(action.resource)} for "
            f"{plural(value * action.quantity, 'coin')}"
        )
    if isinstance(action, A.FillOrder):
        card = state.order_stacks[action.stack].face_up
        if card is None:
            return f"Complete the order of the {state.order_stack_text(action.stack)} stack"
        stack = state.order_stacks[action.stack]
        return f"Complete {card.describe()} and take {an(kind_label(stack.action))} action"
    if isinstance(action, A.TakeHoney):
        return f"Take the honey from the nectar tile at {fmt(action.cell)}"
    if isinstance(action, A.Drop):
        return f"Drop the value of {resource_label(action.resource)} instead"
    if isinstance(action, A.Scout):
        if action.space == player.forage:
            return f"Stay on {space_name(action.space)}"
        return f"Scout to {space_name(action.space)}"
    if isinstance(action, A.EndTurn):
        return "End your turn"
    return str(action)  # pragma: no cover
