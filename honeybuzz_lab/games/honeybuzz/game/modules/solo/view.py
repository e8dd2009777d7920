"""What a seat may know of a solo game (``view["solo"]``) and a world built back from it."""

from __future__ import annotations

from typing import Any

from ...state import GameState
from ...views import hidden
from ...worlds import WorldError, complete
from .cards import drone_card, drone_cards, module_drone
from .data import NAME, TABLE_G_MINIMUM
from .outcome import contest_results
from .state import solo


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """Add what everyone may know of the solitaire variant to ``view`` (``view["solo"]``).

    The drone deck's order is hidden: only how many cards it holds, the face-up card and
    the hive side of the next card (the side the deck shows) are public.
    """
    s = solo(state)
    up = [c for c in s.flipped if module_drone(c) is None]  # module cards lie below
    top = drone_card(up[-1]) if up else None
    view["solo"] = {
        "difficulty": s.difficulty,
        "minimum": TABLE_G_MINIMUM[s.difficulty],
        "drones": dict(s.drones),
        "face_up": None
        if top is None
        else {"id": top.id, "woodland": top.woodland, "hive": top.hive},
        "next_hive": drone_card(s.deck[-1]).hive if s.deck else None,
        "deck": hidden(len(s.deck)),
        "flipped": list(s.flipped),
        "contests": contest_results(state),
        "configurations": list(s.configurations),
        "configuration": s.configuration,
        "removed": list(s.removed),
        "drone_turns": s.drone_turns,
        "reshuffles": s.reshuffles,
        "extra_turn": s.extra_turn,
        # The modules' cards in play: their contest cards lie face up, and every drone card
        # of a module's set does the same, so which one went into the deck (the others lie
        # in the discard pile) tells nothing.
        "module_contests": list(s.module_contests),
        "module_drones": list(s.module_drones),
    }


def rebuild(view: dict[str, Any], state: GameState, rng: Any) -> None:
    """Fill the solo state of a world built from ``view`` (see :mod:`..worlds`).

    The deck holds the drone cards not face up since the last reshuffle; a seat's view
    shows only the next card's hive side, so the top card is drawn from the cards with
    that side and the rest shuffled below it.
    """
    s = solo(state)
    if complete(view):
        got = view["modules"][NAME]
        for name in ("contests", "configurations", "deck", "flipped", "removed"):
            setattr(s, name, list(got[name]))
        s.drones = dict(got["drones"])
        s.configuration = got["configuration"]
        s.drone_turns, s.reshuffles = got["drone_turns"], got["reshuffles"]
        s.extra_turn = got["extra_turn"]
        s.module_contests = list(got["module_contests"])
        s.module_drones = list(got["module_drones"])
        return
    got = view["solo"]
    modules = set(got["module_contests"])  # the view lists them with the solo contests
    s.contests = [c["card"] for c in got["contests"] if c["card"] not in modules]
    s.configurations = list(got["configurations"])
    s.configuration = got["configuration"]
    s.flipped = list(got["flipped"])
    s.drones = dict(got["drones"])
    s.removed = list(got["removed"])
    s.drone_turns, s.reshuffles = got["drone_turns"], got["reshuffles"]
    s.extra_turn = got["extra_turn"]
    s.module_contests = list(got["module_contests"])
    s.module_drones = list(got["module_drones"])
    cards = [d.id for d in drone_cards(state)] + s.module_drones  # the deck in play
    rest = [i for i in cards if i not in set(s.flipped)]
    rng.shuffle(rest)
    if rest:  # the top card is a drone card (a module's card on top is resolved at once)
        top = next(
            i for i in rest if module_drone(i) is None and drone_card(i).hive == got["next_hive"]
        )
        rest.remove(top)
        rest.append(top)
    if len(rest) != got["deck"]["count"]:
        raise WorldError(f"the drone deck holds {got['deck']['count']} cards, not {len(rest)}")
    s.deck = rest
