"""Twin games: the same game with everything one seat cannot know dealt anew.

Non-interference tests compare a game with its twin: what the seat may know (its view, its
log, a bot's choice) must come out the same.
"""

from __future__ import annotations

import random

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.modules.advanced import sample_unknown
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import redraw_fruit_orders
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import leaves
from honeybuzz_lab.games.honeybuzz.game.worlds import seat_view, seat_world


def twin(game: Game, seat: int, seed: int, keep: int = 0) -> Game:
    """The same game with every front ``seat`` has not seen, the hidden order cards (the
    fruit stack's too), the leafy tiles below each top and the solo drone deck below what
    the seat sees of it dealt anew, and another seed: nothing the seat can see differs.

    ``keep``: the first ``keep`` leafy tiles below each top and drone cards below the next
    stay as they are (hidden still, but the twins part only when those are used up)."""
    other = Game.from_record(game.to_record())
    state = other.state
    if "advanced" in state.modules:
        state.woodland.field = dict(
            sample_unknown(game.state, seat, random.Random(seed)).woodland.field
        )
    deal = seat_world(game.state, seat, random.Random(seed))
    for real, dealt in zip(state.order_stacks, deal.order_stacks, strict=True):
        real.face_down = list(dealt.face_down)
    if "fall.fruit" in state.modules:  # the fruit stack's face-down cards, drawn anew
        redraw_fruit_orders(state, random.Random(seed))
    if "fall.leaves" in state.modules:  # below each top and above what was cycled: shuffled
        mod = leaves(state)
        shown = seat_view(game.state, seat)["leaves"]["bottoms"]
        for kind, pile in mod.stacks.items():
            end = max(len(shown[kind]), len(pile) - 1 - keep)
            below = pile[len(shown[kind]) : end]
            random.Random(seed).shuffle(below)
            pile[len(shown[kind]) : end] = below
    if "solo" in state.modules:  # the drone deck below the next card's visible side
        kept = state.modules["solo"].deck[-keep - 1 :] if keep else []
        dealt = [c for c in deal.modules["solo"].deck if c not in kept]
        state.modules["solo"].deck = dealt + kept if kept else dealt
    state.seed = 1000 + seed
    state.rng_state = random.Random(seed).getstate()
    return other
