"""A player named "You" reads "Your turn ends", not "You's turn ends": the catalogues form
a player's possessive with the ``s``/``S`` spec (issue 31), in the log and on the tables."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.hustle.game.catalogue import Said


def first_turn_end(names: list[str]) -> object:
    game = Game.new(names, seed=1, first_game=True)
    bot = GreedyBot(1)
    while not any(line.startswith(("Your turn", f"{names[0]}'s turn")) for line in game.log):
        game.apply(bot.choose(game))
    return next(line for line in game.log if "turn ends" in line)


def test_the_honey_buzz_log_says_your_turn_ends_to_a_player_named_you() -> None:
    assert first_turn_end(["You", "Bee-bot"]) == "Your turn ends; it is Bee-bot's turn."
    assert first_turn_end(["Anna", "You"]) == "Anna's turn ends; it is your turn."


def test_the_hustle_texts_say_your_to_a_player_named_you() -> None:
    assert Said("event.bag_empty", who="You") == "Your bag is empty: the building stops"
    assert Said("event.bag_empty", who="Ben") == "Ben's bag is empty: the building stops"
    assert Said("page.comb_label", name="You") == "Your honeycomb"
    assert Said("event.steal", who="Ben", victim="You") == "Ben steals a token from your bag"
