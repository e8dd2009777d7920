"""The game log, labels for actions (the page's buttons) and the words they are made of.

Every sentence the engine writes is a :class:`~honeybuzz_lab.core.i18n.Message`: a
``str`` holding its English text (so ``game.log`` reads as before) that also knows its catalogue key
and values, so ``message.text("hu")`` says it in Hungarian. The texts are in
``honeybuzz_lab/games/honeybuzz/i18n/game/<language>.toml``; the helpers below build the phrases
sentences are made of (coins, tiles, orders, contest names).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from ....core.hexes import fmt
from ....core.i18n import Message
from ..hive import Nectar
from . import actions as A
from .components import resource_label
from .geometry import geometry_of
from .kinds import label as kind_label
from .state import GameState

if TYPE_CHECKING:
    from ..hive import PlacementEffect
    from .components import ContestCard, OrderCard
    from .state import Box


class Log:
    """Sentences written while one action is applied (each a Message), and who saw a
    random result turned up by it (:meth:`reveal`)."""

    def __init__(self) -> None:
        self.lines: list[Message] = []
        self.reveals: set[int | None] = set()

    def reveal(self, seat: int | None = None) -> None:
        """Mark that this action turned up a random result (a card flipped, a tile shown):
        to every seat (None) or to ``seat`` only. A table's undo stops there (RULINGS 10)."""
        self.reveals.add(seat)

    def add(self, sentence: Message) -> None:
        """Write one sentence; it must be a Message, so it can be said in every language."""
        if not isinstance(sentence, Message):
            raise TypeError(f"the log takes Messages (sayable in every language), not {sentence!r}")
        self.lines.append(sentence)

    def __iter__(self) -> Iterator[Message]:
        return iter(self.lines)


class Lines(list[Message]):
    """One action's log sentences; ``reveals`` names who saw a random result turned up by
    it (seats; None: every seat), as :meth:`Log.reveal` marked."""

    reveals: frozenset[int | None] = frozenset()


def lines_of(log: Log, lines: list[Message]) -> Lines:
    """``lines`` (``log``'s sentences, maybe reworded) carrying ``log``'s reveals."""
    out = Lines(lines)
    out.reveals = frozenset(log.reveals)
    return out


def say(key: str, /, **params: object) -> Message:
    """The game text ``key`` (``"log.fan"`` is ``game.log.fan``) filled with ``params``."""
    return Message(f"game.{key}", **params)


# ------------------------------------------------------------------ words


def kind_term(kind: str) -> Message:
    """A hive action or tile kind: ``New Bee`` / ``Új Méh``."""
    return Message(f"terms.action.{kind}")


def resource_term(resource: str) -> Message:
    """A market resource: ``Pollen``, ``Rosemary`` / ``pollen``, ``Rozmaring méz``."""
    return Message(f"terms.resource.{resource}")


def pollen_word(state: GameState) -> Message:
    """The game's pollen-like resource as a word in running text, from the rules'
    vocabulary: ``pollen`` (a module's: ``fruit`` / ``gyümölcs``, its
    ``terms.resource_word.<name>``). Log sentences and labels take it as ``{pollen}``."""
    name = state.players[0].pollen_name if state.players else "pollen"
    return Message(f"terms.resource_word.{name}")


def nectar_term(nectar: Nectar) -> Message:
    """A nectar type: ``Cherry Blossom`` / ``Cseresznyevirág``."""
    return Message(f"terms.nectar.{nectar.value}")


def direction_term(d: int) -> Message:
    """A compass direction as the notation writes it: ``NE`` / ``ÉK``."""
    return Message(f"terms.direction.short.{d}")


def count(what: str, n: int) -> Message:
    """``1 coin``, ``3 coins`` (``what`` is coins, workers, available_workers, points, honey)."""
    return say(f"count.{what}", n=n)


def a_kind(kind: str) -> Message:
    """``a Produce tile``, ``an Accounting tile``."""
    return say("a_tile", kind=kind_term(kind))


def box_term(box: Box) -> Message:
    """The name of a hive box: ``Decree and Accounting``."""
    return say("box", kinds=[kind_term(k) for k in box.kinds])


def stack_term(state: GameState, i: int) -> Message | str:
    """Which order stack: ``left``, ``middle``, ``right`` (or its number)."""
    text = state.order_stack_text(i)
    return say(f"stack.{text}") if text in ("left", "middle", "right", "fruit") else text


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def data_name(key: str, value: str) -> Message:
    """A name from the data files (translated while the data says what was translated)."""
    return Message(f"game.data.{key}", _default=value)


def customer_term(customer: str) -> Message:
    """An order's customer: ``Fox`` / ``Róka``."""
    return data_name(f"customer.{_slug(customer)}", customer)


def contest_title(card: ContestCard) -> Message:
    """A contest card's title."""
    return data_name(f"contest.{card.id}.title", card.title)


def contest_rule(card: ContestCard) -> Message:
    """What a contest card asks, as a clause: ``have 5 empty cells in your hive at once``."""
    return data_name(f"contest.{card.id}.rule", card.text[:1].lower() + card.text[1:].rstrip("."))


def order_phrase(card: OrderCard) -> Message:
    """``the Fox's order (2 Rosemary, 15 points)``."""
    needs = [say("need", n=n, resource=resource_term(r)) for r, n in card.needs]
    return say("order", customer=customer_term(card.customer), needs=needs, points=card.points)


# ------------------------------------------------------------------ English helpers


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


def resources_text(amounts: Mapping[str, int]) -> str:
    """``{"pollen": 2, "acacia": 1}`` -> ``"2 Pollen and 1 Acacia"``."""
    parts = [f"{n} {resource_label(r)}" for r, n in amounts.items() if n]
    return join(parts) or "nothing"


def effect_text(effect: PlacementEffect) -> Message:
    """What a placement does: ``"creates a Rosemary cell at (1,1); activates Forage"``."""
    if not effect.new_cells:
        return say("effect.none")
    cells = []
    for h in effect.new_cells:
        n = effect.nectar_types[h]
        cells.append(
            say("effect.barren_cell", hex=fmt(h))
            if n is None
            else say("effect.nectar_cell", nectar=nectar_term(n), hex=fmt(h))
        )
    icons = [kind_term(t.action.value) for t in effect.activated]
    act = say("effect.activates", icons=icons) if icons else say("effect.nothing")
    return say("effect.made", cells=cells, activates=act)


def forage_cost(state: GameState, seat: int, space: tuple[int, int]) -> int:
    """Coins a forage move from the player's token to ``space`` costs (by the field's
    geometry: :meth:`~.geometry.Geometry.cost`)."""
    here = state.players[seat].forage
    if here is None:
        return 0
    return geometry_of(state).cost(state.woodland.side, here, space)


def field_distance(state: GameState, a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two spaces of the field, by the rules' geometry (base: orthogonal)."""
    return geometry_of(state).distance(a, b)


def tile_list(hive: Any) -> list[Message]:
    """Each tile of ``hive`` as "Forage at (2,0) pointing W", in the order laid."""
    return [
        say(
            "label.arrange_tile",
            kind=kind_term(t.action.value),
            anchor=fmt(t.anchor),
            dir=direction_term(t.direction),
        )
        for t in hive.tiles
    ]


def label(state: GameState, action: A.Action) -> Message:
    """A short label for ``action`` in ``state`` (for a button or a list): its kind's
    label (:mod:`.kinds`)."""
    return kind_label(state, action)
