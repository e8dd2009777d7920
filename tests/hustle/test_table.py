"""The Honeycomb Hustle table widget: its messages, what it syncs, undo, bots, languages."""

from __future__ import annotations

import json
import re

import pytest
import traitlets

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.hustle.game import Game, HustleError, IllegalAction, PlanningBot
from honeybuzz_lab.games.hustle.game.actions import Place, Restart
from honeybuzz_lab.games.hustle.game.catalogue import TEXTS
from honeybuzz_lab.games.hustle.game.data import KINDS, rotate
from honeybuzz_lab.games.hustle.game.texts import page_texts
from honeybuzz_lab.games.hustle.lessons.model import find_lesson
from honeybuzz_lab.games.hustle.widgets.table import HustleTable
from honeybuzz_lab.games.hustle.widgets.table_messages import (
    NewGame,
    RedoDecision,
    TableMessageError,
    UndoDecision,
    parse_table_message,
)
from honeybuzz_lab.games.hustle.widgets.table_state import round_summary


def table(**options) -> HustleTable:
    options.setdefault("players", 3)
    options.setdefault("seed", 6)
    options.setdefault("bot_delay", 0)
    return HustleTable(**options)


def my_turn(t: HustleTable) -> None:
    """The learner's decision is pending; a draw is made, so a token waits to be placed."""
    assert t.game.pending.player == t.seat
    if t.game.pending.kind == "draw":
        t.apply("draw")


# ------------------------------------------------------------------ messages


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ([], "a message must be an object, not list"),
        ({"kind": "jump"}, "unknown message kind 'jump'"),
        ({"kind": "act"}, "a 'act' message needs action"),
        ({"kind": "undo", "x": 1}, "a 'undo' message does not take x"),
        ({"kind": "act", "action": {"q": 1}}, "'action' must be an action written as text"),
        ({"kind": "act", "action": "fly 1"}, "is not an action"),
        ({"kind": "act", "action": "place 1,1 7"}, "a turn is 0 to 5 sixths, not 7"),
        ({"kind": "act", "action": "place 99999,0 1"}, "too far out"),
        ({"kind": "act", "action": "draft gold"}, "no token kind 'gold'"),
        ({"kind": "act", "action": "x" * 200}, "at most 60 characters"),
    ],
)
def test_a_malformed_message_is_a_specific_error_and_changes_nothing(content, reason):
    with pytest.raises(TableMessageError, match=re.escape(reason)) as caught:
        parse_table_message(content)
    assert isinstance(caught.value, HustleError) and isinstance(caught.value, MessageError)
    t = table()
    before = (t.game.to_record(), json.dumps(t._data, sort_keys=True))
    assert t.handle_message(content) is False
    assert reason in t._error and t.last_error == t._error
    assert (t.game.to_record(), json.dumps(t._data, sort_keys=True)) == before


def test_the_messages_of_the_page_are_read():
    assert parse_table_message({"kind": "act", "action": "place 1,-1 2"}).action == Place(1, -1, 2)
    assert parse_table_message({"kind": "undo"}) == UndoDecision()
    assert parse_table_message({"kind": "redo"}) == RedoDecision()
    assert parse_table_message({"kind": "new_game"}) == NewGame()


def test_an_illegal_action_is_refused_with_the_engines_reason_and_changes_nothing():
    t = table()
    my_turn(t)
    ply = len(t.game.actions)
    assert t.handle_message({"kind": "act", "action": "place 5,5 0"}) is False
    assert "no mark of the" in t._error and len(t.game.actions) == ply
    assert t.handle_message({"kind": "act", "action": "draft red"}) is False
    assert "no drafting now" in t._error
    with pytest.raises(IllegalAction):
        t.apply("buy 1 0")
    t.language = "hu"
    assert t.handle_message({"kind": "act", "action": "place 5,5 0"}) is False
    assert "jelölése sem találkozik" in t._error
    with pytest.raises(IllegalAction):
        t.apply("place nowhere")
    assert t._error.startswith("'place nowhere' nem lépés")


class Broken:
    name = "broken"

    def choose(self, game):
        raise RuntimeError("no idea")


def test_a_failing_bot_is_shown_and_its_decision_cannot_be_answered_from_the_page():
    g = Game.new(["Ann", "Ben"], seed=3)
    assert g.pending.player == 1
    t = HustleTable(game=g, seat=0, bots={1: Broken()}, bot_delay=0)
    assert t._error == "The bot of Ben failed: RuntimeError: no idea"
    ply = len(g.actions)
    assert t.handle_message({"kind": "act", "action": str(g.legal_actions()[0])}) is False
    assert t._error == "Ben is played by a bot." and len(g.actions) == ply


def test_another_seats_decision_is_refused():
    g = Game.new(["Ann", "Ben", "Cy"], seed=3)
    t = HustleTable(game=g, seat=0, bots={2: PlanningBot(2)}, bot_delay=0)
    assert g.pending.player == 1  # Ben is no bot and not the learner: his decision waits
    ply = len(g.actions)
    assert t.handle_message({"kind": "act", "action": str(g.legal_actions()[0])}) is False
    assert t._error == "It is Ben's decision, not yours." and len(g.actions) == ply
    assert t._data["answer"] is False and t._data["legal"] == []


# ------------------------------------------------------------------ what is synced


def test_the_page_gets_the_seats_own_bag_and_the_others_bag_sizes_only():
    t = table(players=4)
    data = t._data
    assert data["viewer"] == 0
    mine, others = data["players"][0], data["players"][1:]
    assert sum(mine["bag"].values()) == mine["bag_size"]
    assert all(p["bag"] is None for p in others)
    # nothing else on the page names what is in another bag
    for seat in range(1, 4):
        bag = t.game.state.players[seat].bag
        view = t.game.view(0)["players"][seat]
        assert view["bag"] is None and view["bag_size"] == sum(bag.values())
    text = json.dumps(data)
    assert "order" not in json.dumps(mine) and '"bag": {' in text
    assert text.count('"bag": {') == 1


def test_the_legal_actions_are_synced_only_for_the_seat_that_answers():
    t = table()
    assert t._data["answer"] and t._data["legal"] == t.game.view(0)["legal"]
    onlooker = HustleTable(game=Game.new(3, seed=6), seat=None, bots="random", bot_delay=0)
    assert onlooker.viewer() is None or onlooker.game.is_over
    assert onlooker._data["legal"] == []


def test_pass_and_play_shows_the_view_of_the_seat_deciding():
    t = HustleTable(players=3, seat=None, seed=4, bot_delay=0)
    assert t.bots == {}
    for _ in range(30):
        seat = t.game.pending.player
        assert t.viewer() == seat and t._data["viewer"] == seat
        bags = [p["bag"] is not None for p in t._data["players"]]
        assert bags == [s == seat for s in range(3)]
        t.apply(PlanningBot(5).choose(t.game))


def test_tokens_and_page_texts_are_synced():
    t = table()
    assert t._tokens["honey"] == {"colour": "honey", "points": 0, "marks": KINDS["honey"].marks}
    assert t._texts["title"] == "Honeycomb Hustle" and t._texts["token.red"] == "red"
    t.language = "hu"
    assert t._texts["token.red"] == "piros" and t._data["pending"]["prompt"].startswith("most ")
    with pytest.raises(traitlets.TraitError, match="no language 'de'"):
        t.language = "de"
    assert t.language == "hu"


def test_the_page_texts_are_in_both_languages_with_the_same_fields():
    en, hu = page_texts("en"), page_texts("hu")
    assert set(en) == set(hu)
    fields = re.compile(r"\{(\w+)(?::[^}]*)?\}")
    for key in en:
        assert sorted(fields.findall(en[key])) == sorted(fields.findall(hu[key])), key
    assert set(TEXTS["en"]["page"]) == set(TEXTS["hu"]["page"])


# ------------------------------------------------------------------ placing, undo, redo


def test_a_placement_may_name_any_turn_with_the_same_marks():
    t = table()
    my_turn(t)
    game = t.game
    kind = game.state.players[0].hand
    place = next(a for a in game.legal_actions() if isinstance(a, Place))
    same = [
        turn
        for turn in range(6)
        if rotate(KINDS[kind].marks, turn) == rotate(KINDS[kind].marks, place.turn)
    ]
    other = max(same)
    assert t.handle_message({"kind": "act", "action": f"place {place.q},{place.r} {other}"})
    assert game.actions[-1] == place


def _state_of(t: HustleTable) -> tuple:
    return (t.game.to_record(), len(t.game.actions), t.game.can_redo(), t.game.state.clone())


def test_undo_takes_back_a_placement_before_the_draw_but_never_a_draw():
    t = table()
    game = t.game
    assert t._data["undo"] is False and t._data["undo_why"] == ""
    assert t.handle_message({"kind": "undo"}) is False and t._error == "Nothing of yours to undo."
    t.apply("draw")  # the first draw: chance seen, so it stays
    assert t._data["undo"] is False and "chance is not taken back" in t._data["undo_why"]
    held = game.state.players[0].hand
    places = [a for a in game.legal_actions() if isinstance(a, Place)]
    t.apply(places[0])
    assert game.pending.kind == "draw" and game.state.players[0].hand is None
    assert t._data["undo"] is True and t._data["undo_why"] == ""  # nothing drawn yet
    ply = len(game.actions)
    assert t.handle_message({"kind": "undo"})
    assert game.state.players[0].hand == held and len(game.actions) == ply - 1
    assert t._data["redo"] is True
    t.apply(places[-1])  # another spot, then the draw
    t.apply("draw")
    drawn = game.state.players[0].hand, game.state.players[0].stopped
    before = _state_of(t)
    assert t._data["undo"] is False
    assert t.handle_message({"kind": "undo"}) is False
    assert t._error == (
        "A token has been drawn (or a steal or the pool seen) since: chance is not taken back."
    )
    assert t.undo() is None
    after = _state_of(t)
    assert after[:3] == before[:3] and after[3] == before[3]  # nothing changed
    t.language = "hu"
    assert "véletlent nem lehet visszavonni" in t._data["undo_why"]
    assert t.handle_message({"kind": "undo"}) is False and "véletlent" in t._error
    # the engine's own undo stays free, and the other branch draws the same token
    game.step_to(ply - 1)
    t.apply(places[0])
    t.apply("draw")
    assert (game.state.players[0].hand, game.state.players[0].stopped) == drawn


def test_a_restart_and_its_draw_a_steal_and_the_pool_are_not_undone():
    bot = PlanningBot(1)
    seen = set()
    for seed in (0, 4):  # 0: a restart and the pool; 4: the first steal of seeds 0 to 11
        t = table(players=3, seed=seed)
        game = t.game
        for _ in range(400):
            if game.is_over or len(seen) == 3:
                break
            if game.pending.player != 0:
                break
            kind = game.pending.kind
            action = bot.choose(game)
            if kind == "draw" and Restart() in game.legal_actions() and "restart" not in seen:
                t.apply(Restart())
                assert t._data["undo"] is True  # the restart alone draws nothing
                action, what = "draw", "restart"
            elif kind == "steal":
                what = "steal"
            elif kind == "done" and game.state.queue == [0]:
                what = "pool"  # the last to finish: the drafting pool is formed
            else:
                what = None
            chance = game.chance
            t.apply(action)
            if what and game.chance > chance:
                seen.add(what)
                before = _state_of(t)
                assert t._data["undo"] is False and t._data["undo_why"]
                assert t.handle_message({"kind": "undo"}) is False
                assert "chance is not taken back" in t._error
                after = _state_of(t)
                assert after[:3] == before[:3] and after[3] == before[3]
    assert seen == {"restart", "steal", "pool"}


def test_undo_takes_back_the_bots_answers_after_the_learners_decision():
    t = table(players=3)
    game = t.game
    me = PlanningBot(9)
    while game.pending.player == 0:
        t.apply(me.choose(game))
    assert game.pending.player == 0 or game.is_over
    before = len(game.actions)
    last = t.undo()
    assert last is not None and game.pending.player == 0 and len(game.actions) < before
    assert t.redo() == last and len(game.actions) == before


# ------------------------------------------------------------------ rounds and the game


def test_the_round_summary_names_the_start_token_the_order_and_the_helper_bees():
    t = table(players=4, seed=11)
    game = t.game
    me = PlanningBot(3)
    while game.state.round == 1:
        assert t._data["summary"] is None or game.state.phase != "build"
        if game.state.phase == "turns":
            s = t._data["summary"]
            assert s["round"] == 1 and s["start"] == game.state.start
            assert s["order"] == game.state.order
            predicted = s["helpers"]
        t.apply(me.choose(game))
    s = round_summary(game)
    assert s is not None and s["round"] == 1 and s["helpers"]["taken"]
    assert s["helpers"]["count"] == predicted["count"]
    taken = [line for line in game.log if line.key == "event.helpers_taken"]
    assert (len(taken) == 1) == (predicted["count"] > 0)


@pytest.mark.parametrize("bots", [1, 7])
def test_a_whole_game_against_bots_through_the_pages_messages(bots):
    t = HustleTable(players=bots + 1, seat=0, seed=bots, bot_delay=0)
    me = PlanningBot(0)
    for _ in range(5000):
        if t.game.is_over:
            break
        action = me.choose(t.game)
        assert t.handle_message({"kind": "act", "action": str(action)}), t._error
    assert t.game.is_over and t._data["final"]["winners"]
    assert t._data["phase"] == "over" and t._data["answer"] is False
    assert t.handle_message({"kind": "new_game"}) and not t.game.is_over


def test_bad_settings_are_clear_errors():
    with pytest.raises(HustleError, match="2 to 8 players, not 9"):
        HustleTable(players=9)
    with pytest.raises(HustleError, match="seat must be None or 0 to 2"):
        HustleTable(players=3, seat=3)
    with pytest.raises(HustleError, match="bots are planning or random"):
        HustleTable(players=3, bots="clever")
    with pytest.raises(HustleError, match="no choose"):
        HustleTable(players=3, bots={1: object()})
    with pytest.raises(HustleError, match="seat 0 is the learner's"):
        HustleTable(players=3, bots={0: PlanningBot()})
    with pytest.raises(HustleError, match="bot_delay"):
        HustleTable(players=3, bot_delay=-1)
    with pytest.raises(HustleError, match="no language"):
        HustleTable(players=3, language="fr")


def test_only_a_shared_screen_covers_a_new_players_view():
    assert HustleTable(players=3, seat=None, seed=4, bot_delay=0)._data["shared"] is True
    assert table()._data["shared"] is False
    one = HustleTable(players=2, seat=None, bots={1: PlanningBot()}, seed=4, bot_delay=0)
    assert one._data["shared"] is False  # one player and a bot: nobody to hide from


def test_nothing_is_drawn_before_the_player_draws():
    t = table(players=3, seed=2, bots={})
    me = t._data["players"][0]
    assert t.game.pending.kind == "draw" and me["drawn"] is None
    assert [a["act"] for a in t._data["answers"]] == ["draw"]
    assert not any("draws" in line for line in t._data["log"])
    step = find_lesson("hustle_building")[1]
    game = step.start_game()  # a lesson's position puts a token in the hand
    assert game.state.players[0].hand is not None
    t.show(game)
    assert t._data["players"][0]["drawn"] == game.state.players[0].hand
    t.apply(next(a for a in game.legal_actions() if isinstance(a, Place)))
    assert t._data["players"][0]["drawn"] is None  # the next token waits in the bag
