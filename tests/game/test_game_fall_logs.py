"""What each seat's log shows under the Fall Flavors modules (the private/public split of
``Game.log_for``): nothing a seat must not know.

Twin games differ only in what one seat cannot know (tests/twins.py: face-down order and
fruit order cards, the leafy tiles below each top, side B fronts the seat has not viewed,
the solo drone deck). Both play on with the same actions; as long as the seat's view is the
same in both (nothing hidden has been turned up), its log must be the same too, in English
and in Hungarian. A line that named a hidden thing to everybody (a fruit order's face, a
tile below a top, a side-B front another player viewed, the drone deck's order) would tell
the twins apart.
"""

from __future__ import annotations

import random

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game import actions as A
from tests.play import play_plies
from tests.twins import twin

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
FALL = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
CASES = [
    (["fall.sunset"], 2),
    (FALL, 2),
    (FALL, 3),
    (FALL, 4),
    (["advanced", *FALL], 2),
    (["advanced", *FALL], 3),
    (["advanced", *FALL], 4),
    (["advanced", "fall.fruit"], 3),
    (["fall.fruit", "fall.caps", "fall.festival"], 3),
    (["solo", *FALL], 1),
    (["solo", "advanced", *FALL], 1),
]


def _view(game: Game, seat: int) -> dict:
    view = game.view(seat)
    del view["log"]
    return view


def _private_lines(game: Game, seat: int) -> list[tuple[int, str]]:
    """(index, text) of every log line written only for another seat's eyes."""
    return [
        (i, str.__str__(text))
        for i, line in enumerate(game.log)
        for who, text in getattr(line, "private", {}).items()
        if who != seat
    ]


def play_twins(game: Game, other: Game, seat: int, rng: random.Random, plies: int) -> int:
    """Play the same random actions in both games while ``seat``'s view is the same in
    both, checking its log every step; the number of steps compared."""
    steps = 0
    for _ in range(plies):
        if _view(game, seat) != _view(other, seat):
            break  # something hidden is now in sight: the twins part here, as they may
        for language in ("en", "hu"):
            assert game.log_for(seat, language) == other.log_for(seat, language)
        if game.is_over or other.is_over:
            break
        theirs = other.legal_actions()
        both = [a for a in game.legal_actions() if a in theirs]
        if not both:
            break
        action = rng.choice(both)
        game.apply(action)
        other.apply(action)
        steps += 1
    return steps


def _name(case: tuple) -> str:
    modules, players = case
    return "+".join(m.removeprefix("fall.") for m in modules) + f"-{players}p"


@pytest.mark.parametrize("case", CASES, ids=_name)
def test_twin_fall_games_give_each_seat_the_same_log(case) -> None:
    modules, players = case
    steps = differs = 0
    for start in (0, 40) if players > 1 else range(0, 100, 10):
        game = play_plies(Game.new(NAMES[:players], seed=start, modules=modules), start, start)
        for seat in range(players):
            for deal in (1,):
                mine = Game.from_record(game.to_record())
                other = twin(game, seat, deal, keep=4)
                assert other.state.to_json() != mine.state.to_json() or game.is_over
                steps += play_twins(mine, other, seat, random.Random(deal + start), 50)
                # the control: lines kept from this seat would have told the twins apart
                differs += _private_lines(mine, seat) != _private_lines(other, seat)
    assert steps > 15 * max(players, 2)
    if "advanced" in modules and "fall.fruit" in modules and players > 1:
        assert differs  # another seat viewed a side-B tile that differs between the twins


def test_a_side_b_view_is_named_only_in_the_viewers_log() -> None:
    """Ann views a face-down tile she cannot collect: her log names its nectar, the
    others' logs and the spectator's say only that she put it back."""
    game = Game.new(NAMES[:3], seed=4, modules=["fall.fruit", "advanced"])
    rng = random.Random(4)
    while True:
        before = len(game.log)
        action = rng.choice(game.legal_actions())
        seat = game.pending.player
        game.apply(action)
        new = game.log[before:]
        private = [
            line
            for line in new
            if line.key == "game.fruit.log_back" and getattr(line, "private", None)
        ]
        if private:
            break
    line = private[0]
    seen = str.__str__(line.private[seat])
    assert line.private[seat].key == "game.fruit.log_back_seen"
    assert seen in game.log_for(seat)[before:]
    for other in [None, *(s for s in range(3) if s != seat)]:
        theirs = game.log_for(other)[before:]
        assert seen not in theirs and str.__str__(line) in theirs
        assert "views a" not in " ".join(theirs)


def _fork(game: Game) -> Game:
    """The game as it stands, to try an action on (its log starts empty)."""
    return Game(game.state.clone(), game.rules)


def test_twin_side_b_games_log_every_forage_alike_for_the_other_seats() -> None:
    """At forage decisions of side B, every forage is tried in a game and in a twin dealt
    anew for another seat: where that seat's view stays the same, so does its log, and some
    of those forages put a tile back whose front differs between the twins."""
    put_back = differs = 0
    for seed in range(4):
        game = play_plies(
            Game.new(NAMES[:3], seed=seed, modules=["advanced", "fall.fruit"]), 30, seed
        )
        rng = random.Random(seed)
        forages = 0
        while not game.is_over and forages < 3:
            options = [a for a in game.legal_actions() if isinstance(a, A.Forage)]
            if options:
                forages += 1
                seat = (game.pending.player + 1 + forages % 2) % 3
                other = twin(game, seat, seed)
                for action in options:
                    pair = [_fork(game), _fork(other)]
                    for g in pair:
                        g.apply(action)
                    if _view(pair[0], seat) != _view(pair[1], seat):
                        continue
                    for language in ("en", "hu"):
                        assert pair[0].log_for(seat, language) == pair[1].log_for(seat, language)
                    lines = [[ln for ln in g.log if ln.key == "game.fruit.log_back"] for g in pair]
                    if lines[0] and lines[1]:
                        put_back += 1
                        seen = [str.__str__(next(iter(ln[0].private.values()))) for ln in lines]
                        differs += seen[0] != seen[1]
            game.apply(rng.choice(game.legal_actions()))
    assert put_back > 5 and differs > 0
