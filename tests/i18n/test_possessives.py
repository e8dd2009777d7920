"""A player named "You" reads "Your turn ends", not "You's turn ends": the catalogues form
a player's possessive with the ``s``/``S`` spec (issue 31), in the log and on the tables.
In Hungarian a player named "Te" reads "A te köröd", not "Te köre" (the ``birt`` spec)."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.i18n import text
from honeybuzz_lab.core.i18n.format import TemplateError, apply_spec, parse
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


def test_the_hungarian_possessive_spec_gives_a_player_named_te_the_second_person() -> None:
    assert apply_spec("birt=köre/köröd", "Anna") == "Anna köre"
    assert apply_spec("birt=köre/köröd", "Te") == "a te köröd"
    assert apply_spec("Birt=köre/köröd", "te") == "A te köröd"
    assert apply_spec("Birt=köre/köröd", "Tea") == "Tea köre"
    assert apply_spec("birt=nyugdíjba küldött munkása/nyugdíjba küldött munkásod", "Te") == (
        "a te nyugdíjba küldött munkásod"
    )
    for bad in ("{name:birt=köre}", "{name:birt=/köröd}", "{name:bírt=köre/köröd}"):
        with pytest.raises(TemplateError):
            parse(bad)


def test_the_hungarian_sentences_say_a_te_korod_to_a_player_named_te() -> None:
    game = Game.new(["Te", "Anna"], seed=1, first_game=True)
    bot = GreedyBot(1)
    while not any("köre véget ért" in line for line in game.log_in("hu")):
        game.apply(bot.choose(game))
    ends = [line for line in game.log_in("hu") if "véget ért; következik" in line]
    assert ends == [
        "A te köröd véget ért; következik: Anna.",
        "Anna köre véget ért; következik: Te.",
    ]
    assert text("hu", "table.fall.festival.later", name="Te").startswith("A te köröd végén ")
    assert text("hu", "table.fall.festival.choice", name="Anna").startswith("Anna köre végén ")
    assert text("hu", "table.error.not_your_seat", name="Anna", you="Te") == (
        "Most Anna dönt, nem Te: ez az asztal a te nevedben játszik."
    )
    assert Said("event.bag_empty", who="Te").text("hu") == "A te zsákod kiürült: az építés véget ér"
    assert Said("event.bag_empty", who="Ben").text("hu") == "Ben zsákja kiürült: az építés véget ér"


def test_the_table_says_your_decision_to_a_seat_named_you() -> None:
    assert text("en", "table.error.not_your_seat", name="Anna", you="You") == (
        "It is Anna's decision, not your decision: this table plays for You."
    )
    assert text("en", "table.error.not_your_seat", name="Anna", you="Ben") == (
        "It is Anna's decision, not Ben's decision: this table plays for Ben."
    )
