"""Games for the table's widget tests: positions reached by bots, with who took each action."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, RandomBot


def new_game(players: int = 2, seed: int = 11) -> Game:
    names = ["You", "Bee-bot", "Cleo", "Dan"][:players]
    return Game.new(names, seed=seed, first_game=True)


def advance_to(game: Game, kind: str, seat: int = 0, bot_seed: int = 7) -> Game:
    """Play GreedyBot moves for every seat until ``seat`` has a ``kind`` decision."""
    bot = GreedyBot(bot_seed)
    for _ in range(3000):
        p = game.pending
        if p.kind == kind and p.player == seat:
            return game
        if game.is_over:
            break
        game.apply(bot.choose(game))
    raise AssertionError(f"no {kind} decision for seat {seat} came up")


def played(players: int = 2, seed: int = 3, moves: int | None = None, random_bot: bool = False):
    """A game played by bots (to the end, or ``moves`` actions), with the actor of each action."""
    game = new_game(players, seed)
    bot = RandomBot(seed) if random_bot else GreedyBot(seed)
    actors: list[int | None] = []
    while not game.is_over and (moves is None or len(actors) < moves):
        actors.append(game.pending.player)
        game.apply(bot.choose(game))
    return game, actors
