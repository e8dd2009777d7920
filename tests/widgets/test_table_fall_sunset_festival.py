"""The table's Sweetwater Sunset strip (``_sunset``) and Harvest Festival board
(``_festival``): what they say, from a seat's view, and the festival's choice answered from
the page."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import festival, toast_coins
from honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset import sunset
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.modules.fall_sunset import encode_sunset

RETIRE = ("retire_toast", "retire_work")


def _play_until(game: Game, done, limit: int = 4000) -> None:
    """GreedyBot moves for every seat (never retiring a worker) until ``done(game)``."""
    bot = GreedyBot(5)
    for _ in range(limit):
        if done(game) or game.is_over:
            return
        action = bot.choose(game)
        if action.kind in RETIRE:
            action = next(a for a in game.legal_actions() if a.kind not in RETIRE)
        game.apply(action)


def test_a_game_without_the_modules_syncs_nothing_of_them() -> None:
    table = GameTable(Game.new(2, seed=1), bot_delay=0)
    assert table.module_data("fall.sunset") == {} and table.module_data("fall.festival") == {}


def test_the_sunset_strip_says_the_suns_place_its_latest_moves_and_by_whom() -> None:
    game = Game.new(["Ann", "Ben"], seed=4, modules=["fall.sunset"])
    table = GameTable(game, bots={1: GreedyBot(1)}, bot_delay=0, seat=0)
    sun = table.module_data("fall.sunset")
    assert sun["position"] == 0 and sun["moves"] == []
    assert sun["no_moves"] == "The sun has not moved yet."
    last = sunset(game.state).last  # the track's length is reconstructed data
    assert table.module_data("fall.sunset")["end"] == f"{last} spaces to go."
    assert table.module_data("fall.sunset")["end_rule"] == (
        "When the sun reaches the last space, the round is played out to Ben,"
        " so everyone has as many turns."
    )
    _play_until(game, lambda g: len(sunset(g.state).history) >= 2)
    sun = table.module_data("fall.sunset")
    history = sunset(game.state).history
    assert sun["position"] == sunset(game.state).position > 0
    assert [sum(1 for x in sun["track"] if x["sun"])] == [1]
    assert sun["track"][sun["position"]]["sun"]
    assert len(sun["moves"]) == min(3, len(history))
    first = game.state.first_player
    for move in sun["moves"]:
        # turns pass in seat order from the first player: turn t is that seat's
        seat = (first + move["turn"] - 1) % 2
        assert move["seat"] == seat and move["who"] == ["Ann", "Ben"][seat]
        assert move["text"].startswith(f"Turn {move['turn']}, {move['who']}: ")
    hu = encode_sunset(game, 0, "hu")
    assert hu["moves"][-1]["text"].startswith(f"{hu['moves'][-1]['turn']}. kör, ")


def test_once_the_sun_has_set_the_strip_names_who_still_plays() -> None:
    game = Game.new(["Ann", "Ben", "Cleo"], seed=3, modules=["fall.sunset"])
    table = GameTable(game, bot_delay=0)  # three people at one screen: every turn is seen

    def set_not_over(g: Game) -> bool:
        return sunset(g.state).set and g.state.turn.seat != g.state.last_seat

    _play_until(game, set_not_over)
    assert set_not_over(game) and not game.is_over
    sun = table.module_data("fall.sunset")
    state = game.state
    seats, s = [state.turn.seat], state.turn.seat
    while s != state.last_seat:
        s = (s + 1) % 3
        seats.append(s)
    assert sun["set"] and sun["left"] == 0 and sun["still"] == seats
    names = [game.players[i].name for i in seats]
    assert sun["end"].startswith("The sun has set") and all(n in sun["end"] for n in names)
    assert sun["end_rule"] == ""  # said by "end" now


def test_the_festival_board_and_the_choice_to_retire_answered_from_the_page() -> None:
    game = Game.new(["Ann", "Ben"], seed=6, modules=["fall.festival"])
    table = GameTable(game, bots={1: GreedyBot(1)}, bot_delay=0, seat=0)
    fest = table.module_data("fall.festival")
    assert fest["header"] == "8 of 8 worker spaces free" and fest["spaces"] == ["free"] * 8
    assert len(fest["cards"]) == 4 and fest["can"] is False

    def can_retire(g: Game) -> bool:
        kinds = {a.kind for a in g.legal_actions()}
        return g.pending.kind == "end_turn" and g.pending.player == 0 and "retire_toast" in kinds

    _play_until(game, can_retire)
    fest = table.module_data("fall.festival")
    assert fest["can"] and fest["choice"].startswith("End of Ann's turn")
    card = fest["cards"][0]
    assert card["now"] == toast_coins(game.state, 0, card["card"], retiring=1)
    assert card["now_text"].startswith("Ann would get ")
    coins = game.state.players[0].coins
    # the page sends the answer its "Toast" button carries (the pending decision's JSON)
    json = next(
        a[0]
        for a in table._pending["actions"]
        if a[0]["kind"] == "retire_toast" and a[0]["card"] == card["card"]
    )
    assert table.handle_message({"kind": "act", "action": json})
    assert not table._error
    assert game.state.players[0].coins == coins + card["now"]
    fest = table.module_data("fall.festival")
    assert festival(game.state).retired[0] == 1
    assert fest["retired"][0]["n"] == 1 and fest["retired"][0]["text"] == "Ann: 1 retired worker"
    assert "toasted: " in fest["retired"][0]["toasts"]
    assert fest["spaces"].count(0) == 1 and fest["spaces"].count("free") == 7
    assert card["card"] not in [c["card"] for c in fest["cards"]]
    # once a turn: the choice now says why not, and a second retire is refused
    assert fest["can"] is False and "already retired" in fest["choice"]
    assert not table.handle_message({"kind": "act", "action": {"kind": "retire_work"}})
    assert table._error and festival(game.state).retired[0] == 1


def test_the_festival_is_said_in_hungarian() -> None:
    game = Game.new(["Ann", "Ben"], seed=6, modules=["fall.festival"])
    table = GameTable(game, bots={1: GreedyBot(1)}, bot_delay=0, seat=0, language="hu")
    fest = table.module_data("fall.festival")
    assert fest["header"] == "8 munkáshelyből 8 szabad"
    assert fest["retired"][1]["text"] == "Ben: 0 nyugdíjba küldött munkás"
    assert fest["space_labels"]["free"] == "szabad hely"
