"""Per seat on the page (RULINGS 6): a table syncs one seat's view, never the whole state.

The property at the heart of it is non-interference: two games that differ only in what a
seat cannot know (the fronts of face-down tiles it has not viewed) give that seat the same
``view(seat)`` and the same synced table state, byte for byte.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv, sample_unknown
from honeybuzz_lab.games.honeybuzz.game.state import space_name
from honeybuzz_lab.games.honeybuzz.widgets import GameTable, WoodlandView
from honeybuzz_lab.games.honeybuzz.widgets.table_state import encode_field
from tests.examples import examples
from tests.play import play_plies

LETTER = {"wildflower": "w", "rosemary": "r", "cherry_blossom": "c", "acacia": "a"}


def advanced(players: int = 2, seed: int = 1) -> Game:
    return Game.new(["Ann", "Ben", "Cleo", "Dan"][:players], seed=seed, modules=["advanced"])


def twin(game: Game, seat: int, seed: int) -> Game:
    """The same game, with every front ``seat`` has not seen dealt anew."""
    other = Game.from_record(game.to_record())
    sampled = sample_unknown(game.state, seat, random.Random(seed))
    other.state.woodland.field = dict(sampled.woodland.field)
    return other


def fronts(game: Game) -> dict[tuple[int, int], str]:
    return {s: t.nectar.value for s, t in game.state.woodland.field.items()}


def synced(table: GameTable) -> str:
    return json.dumps(table.page_state(), sort_keys=True)


#: 12 examples, each drawing 2 to 4 seats' tables of two twin games (scaled up for the full
#: sweep by ``tests/examples.py``).
@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    game_seed=st.integers(0, 10_000),
    plies=st.integers(0, 160),
    deal=st.integers(0, 10_000),
)
def test_non_interference_over_random_advanced_games(players, game_seed, plies, deal):
    game = play_plies(advanced(players, game_seed), plies, game_seed)
    for seat in range(players):
        other = twin(game, seat, deal)
        assert game.view(seat) == other.view(seat)
        mine = GameTable(game, seat=seat, bot_delay=0)
        theirs = GameTable(other, seat=seat, bot_delay=0)
        assert synced(mine) == synced(theirs)
        assert mine.to_html() == theirs.to_html()
    spectators = [GameTable(g, shows="spectator", bot_delay=0) for g in (game, twin(game, 0, deal))]
    assert synced(spectators[0]) == synced(spectators[1])


def test_the_property_can_fail_a_table_seated_for_everyone_shows_the_difference():
    game = play_plies(advanced(2, 5), 40, 5)
    other = twin(game, 0, 3)
    assert fronts(game) != fronts(other)  # the deal changed something seat 0 does not know
    assert synced(GameTable(game, seat=0)) == synced(GameTable(other, seat=0))
    assert synced(GameTable(game, shows="all")) != synced(GameTable(other, shows="all"))


def test_the_synced_field_has_no_front_the_seat_has_not_seen():
    game = play_plies(advanced(3, 8), 400, 8)
    mod = adv(game.state)
    for seat in range(3):
        table = GameTable(game, seat=seat, bot_delay=0)
        known = mod.known(seat)
        assert known, "the random game should have viewed some tiles"
        for r, c, letter, back in table._field["tiles"]:
            if (r, c) in known:
                assert letter == LETTER[known[(r, c)]]
            else:
                assert letter == ""
            assert back == LETTER[mod.backs[space_name((r, c))]]
        assert {(r, c) for r, c, _turn in table._field["seen"]} == set(known)
        assert all(turn >= 1 for _r, _c, turn in table._field["seen"])
        counts = table._field["known"]
        assert counts == [len(mod.known(s)) for s in range(3)]


def test_a_seat_gets_its_own_private_log_lines_and_not_anothers():
    game = advanced(2, 1)
    ann, ben = GameTable(game, seat=0), GameTable(game, seat=1)
    while not (game.pending.kind == "forage" and game.pending.player == 0):
        game.apply(GreedyBot(1).choose(game))
    space = next(a.space for a in game.legal_actions() if isinstance(a, A.Forage))
    game.apply(A.Forage(space))
    front = game.state.woodland.field.get(space)
    if front is not None:  # put back: only Ann's log names the front
        assert ann._log != ben._log
        assert ann._log[-1] in game.log_for(0) and ben._log[-1] in game.log_for(1)
    assert ben._log == game.log_for(1)


def test_answers_and_placements_go_only_to_the_deciding_seat():
    game = advanced(2, 2)
    bot = GreedyBot(2)
    while not (game.pending.kind == "place" and game.pending.player == 1):
        game.apply(bot.choose(game))
    ann, ben = GameTable(game, seat=0), GameTable(game, seat=1)
    assert ben._legal and not ann._legal
    while not (game.pending.kind == "forage" and game.pending.player == 1):
        game.apply(bot.choose(game))
    assert ben._pending["actions"] and ann._pending["actions"] == []
    assert ann._pending["prompt"] == ben._pending["prompt"]


def test_forage_labels_and_badges_name_no_front_the_decider_has_not_seen():
    game = advanced(2, 4)
    bot = GreedyBot(4)
    while not (game.pending.kind == "forage" and game.pending.player == 0):
        game.apply(bot.choose(game))
    table = GameTable(game, seat=0)
    known = adv(game.state).known(0)
    names = {"Wildflower", "Rosemary", "Cherry Blossom", "Acacia"}
    for _action, label, target, info in table._pending["actions"]:
        space = (target[1], target[2])
        if space not in known:
            assert not any(n.lower() in label.lower() for n in names), label
            assert info == {"cost": 0, "view": True, "gets": "?"}


def test_encoders_refuse_nothing_but_a_base_game_field_is_public():
    game = Game.new(["Ann", "Ben"], seed=3, first_game=True)
    assert encode_field(game.state, 0) == encode_field(game.state, None)
    assert all(len(t) == 3 and t[2] for t in encode_field(game.state, 1)["tiles"])


def test_public_encodings_are_shared_between_the_tables_of_one_game():
    game = play_plies(advanced(2, 6), 30, 6)
    ann, ben = GameTable(game, seat=0), GameTable(game, seat=1)
    assert ann._players is ben._players and ann._board is ben._board
    assert ann._field is not ben._field


def test_shows_switches_whose_view_and_checks_its_value():
    game = play_plies(advanced(2, 7), 60, 7)
    table = GameTable(game, seat=0)
    assert table.viewer == 0
    table.shows = "spectator"
    assert table.viewer is None
    assert all(t[2] == "" for t in table._field["tiles"])
    table.shows = "all"
    assert all(t[2] for t in table._field["tiles"])
    table.shows = 1
    assert table._field == encode_field(game.state, 1)
    before = table.page_state()
    with pytest.raises(ValueError, match="shows must be"):
        table.shows = 5
    with pytest.raises(ValueError, match="shows must be"):
        table.shows = "everyone"
    assert table.page_state() == before and table.shows == 1


def test_a_view_of_parts_follows_its_driving_table():
    game = play_plies(advanced(2, 9), 50, 9)
    GameTable(game, seat=1)
    woods = WoodlandView(game)
    assert woods.viewer == 1 and woods._field == encode_field(game.state, 1)


def test_save_html_is_redacted_like_the_page(tmp_path):
    game = play_plies(advanced(2, 10), 80, 10)
    table = GameTable(game, seat=0)
    page = table.save_html(tmp_path / "table.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and "<script" not in page
    assert page.count(">?</text>") == sum(1 for t in table._field["tiles"] if not t[2])
    assert "face-down nectar tile" in page


# ------------------------------------------------------------------ pass-and-play


def test_pass_and_play_hides_the_table_until_the_next_person_takes_it():
    game = advanced(2, 1)
    table = GameTable(game, bot_delay=0)  # two people, one screen
    assert table._handover == {"seat": 0, "name": "Ann", "from": None}
    assert table.viewer is None and table._pending["actions"] == []
    action = game.legal_actions()[0]
    assert not table.handle_message({"kind": "act", "action": action.to_json()})
    assert "I am Ann" in table.last_error and game.history.ply == 0
    assert not table.handle_message({"kind": "take_seat", "seat": 1})
    assert "waits for Ann" in table.last_error
    assert table.handle_message({"kind": "take_seat", "seat": 0})
    assert table._handover == {} and table.viewer == 0 and table._pending["actions"]
    while game.pending.player == 0:
        table.handle_message({"kind": "act", "action": GreedyBot(1).choose(game).to_json()})
    assert table._handover == {"seat": 1, "name": "Ben", "from": "Ann"}
    assert table._field == encode_field(game.state, None)
    assert table._log == game.log_for(None)
    table.take_seat(1)
    assert table.viewer == 1 and table._field == encode_field(game.state, 1)


def test_a_base_game_between_two_people_needs_no_hand_over():
    game = Game.new(["Ann", "Ben"], seed=1, first_game=True)
    table = GameTable(game, bot_delay=0)
    assert table._handover == {} and table._pending["actions"]
    assert GameTable(game, handover=True)._handover["seat"] == 0


def test_one_person_against_a_bot_sees_their_own_view():
    game = advanced(2, 3)
    table = GameTable(game, bots={1: GreedyBot(3)}, bot_delay=0)
    assert table.viewer == 0 and table._handover == {}


def test_undo_never_crosses_another_persons_secret_view():
    game = advanced(2, 1)
    table = GameTable(game, bot_delay=0)
    bot = GreedyBot(1)

    def act(action):
        seat = game.pending.player
        if table.awaited() == seat:
            table.take_seat(seat)
        assert table.handle_message({"kind": "act", "action": action.to_json()}), table.last_error

    # Ann plays until she has secretly viewed a tile and her turn has passed to Ben
    while not any(seat == 0 for _, seat in game.private_reveals()):
        act(bot.choose(game))
    while game.pending.player == 0:
        act(bot.choose(game))
    if table.awaited() == 1:
        table.take_seat(1)
    reveal = max(ply for ply, seat in game.private_reveals() if seat == 0)
    # Ben may take back Ann's later actions (the turn's end), never her secret view
    while table.undo_refusal() is None:
        assert table.handle_message({"kind": "undo"}), table.last_error
    assert game.history.ply >= reveal
    ply = game.history.ply
    assert table._history["why"].startswith("Ben cannot take this back")
    assert not table.handle_message({"kind": "undo"})
    assert "secretly viewed" in table.last_error and game.history.ply == ply
    with pytest.raises(IllegalAction):
        table.undo()
    assert game.history.ply == ply


def test_a_bots_secret_view_does_not_stop_the_persons_undo():
    game = advanced(2, 2)
    table = GameTable(game, bots={1: GreedyBot(2)}, bot_delay=0)
    bot = GreedyBot(5)
    while not any(seat == 1 for _, seat in game.private_reveals()) and not game.is_over:
        table.apply(bot.choose(game))
    assert game.private_reveals() and game.secret_barrier(0, table.humans()) == 0
    # what may stop Ann's undo is chance she saw (a card turned up), never the bot's secret
    refusal = table.undo_refusal()
    assert refusal is None or refusal.key == "game.undo_chance"
    assert "secretly" not in table._history["why"]


def test_new_game_keeps_the_variant():
    table = GameTable(advanced(2, 1), seat=0)
    game = table.new_game(seed=4)
    assert list(game.rules.modules) == ["advanced"] and game.state.woodland.side.name == "B"


def test_bad_take_seat_messages_change_nothing():
    game = advanced(2, 1)
    table = GameTable(game)
    for bad in (
        {"kind": "take_seat"},
        {"kind": "take_seat", "seat": "x"},
        {"kind": "take_seat", "seat": -1},
    ):
        assert not table.handle_message(bad)
        assert table._handover["seat"] == 0
    assert not table.handle_message({"kind": "take_seat", "seat": 5})
    assert table._handover["seat"] == 0


def test_the_classroom_shows_what_everyone_knows_and_the_teacher_may_switch():
    from honeybuzz_lab.games.honeybuzz.classroom.widget import ClassroomTable

    game = play_plies(advanced(2, 11), 90, 11)
    room = ClassroomTable(game)
    assert room.viewer is None and all(t[2] == "" for t in room._field["tiles"])
    assert room._handover == {}
    room.shows = "all"
    assert all(t[2] for t in room._field["tiles"])
    room.shows = 1
    assert room._field == encode_field(game.state, 1)
