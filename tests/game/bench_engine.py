"""Engine speed in CPU time: ``legal_actions()`` over the positions of random games, and whole
random games.

Run from the repository root: ``python tests/game/bench_engine.py`` (best of ``--repeat`` runs;
not collected by pytest). Compare with another checkout by setting ``PYTHONPATH`` to it.
"""

from __future__ import annotations

import argparse
import time

from honeybuzz_lab.games.honeybuzz.game import Game, RandomBot
from honeybuzz_lab.games.honeybuzz.game import legal_actions as pure_legal_actions
from honeybuzz_lab.games.honeybuzz.game.simulate import play

GAMES = [(2, 1), (3, 2), (4, 3), (2, 4)]  # (players, seed)


def random_games() -> float:
    """Seconds to play the GAMES between random bots."""
    start = time.process_time()
    for n, seed in GAMES:
        play(Game.new(n, seed=seed), [RandomBot(seed + k) for k in range(n)])
    return time.process_time() - start


def legal_over_positions() -> tuple[float, int]:
    """Seconds for ``legal_actions`` at every position of the GAMES, and how many positions."""
    total = 0.0
    positions = 0
    for n, seed in GAMES:
        played = play(Game.new(n, seed=seed), [RandomBot(seed + k) for k in range(n)])
        moves = played.actions
        game = Game.new(n, seed=seed)
        for move in moves:
            state = game.state
            t = time.process_time()
            pure_legal_actions(state, game.rules)
            total += time.process_time() - t
            positions += 1
            game.apply(move)
    return total, positions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    games = min(random_games() for _ in range(args.repeat))
    legal = min(legal_over_positions() for _ in range(args.repeat))
    print(f"random games {GAMES}: {games * 1000:.0f} ms (best of {args.repeat})")
    print(
        f"legal_actions over {legal[1]} positions: {legal[0] * 1000:.0f} ms, "
        f"{legal[0] / legal[1] * 1e6:.0f} us a position (best of {args.repeat})"
    )


if __name__ == "__main__":
    main()
