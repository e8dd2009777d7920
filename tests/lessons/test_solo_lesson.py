"""Lesson 11, playing alone: the rules each step names, played by the engine.

The generic checks (every position built, every solution, wrong and illegal try, every
question's fact) are in test_game_content.py; here each step's rule is played out: the
refused box, the order the drone takes, the closest tile, the value that drops instead, where
the drone moves, the reshuffle, the extra turn, and the tiers, win check and rank worked out
from the solo cards (reconstructed, and re-tuned elsewhere: nothing here writes their numbers).
"""

from importlib import resources

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import TABLE_I_RANKS, tier_points
from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import DroneDrop, DroneRemove
from honeybuzz_lab.games.honeybuzz.game.modules.solo.outcome import solo_contest_cards
from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo
from honeybuzz_lab.games.honeybuzz.lessons import (
    LANGUAGES,
    GameLesson,
    LessonRun,
    StepKind,
    catalog,
    load_lesson,
)
from honeybuzz_lab.games.honeybuzz.lessons.loader import parse_lesson
from honeybuzz_lab.games.honeybuzz.lessons.modules.solo import solo_params
from honeybuzz_lab.games.honeybuzz.lessons.positions import (
    PositionError,
    parse_action,
    parse_game_position,
)

LESSON = load_lesson("solo")


def step(step_id: str):
    return next(s for s in LESSON if s.id == step_id)


def after(step_id: str, action: str) -> Game:
    game = step(step_id).start_game()
    game.apply(parse_action(action))
    return game


def test_the_lesson_is_number_11_on_solo_tables_and_teaches_by_doing():
    assert LESSON.number == 11 and LESSON.on_table and 8 <= len(LESSON) <= 10
    for s in LESSON:
        game = s.start_game()
        assert list(game.rules.modules) == ["solo"] and len(game.players) == 1
        assert "solo" in s.reconstructed  # the panel says the solo cards are reconstructed
    kinds = [s.kind for s in LESSON]
    assert kinds.count(StepKind.ACT) == 4 and StepKind.READ not in kinds


def test_a_drones_box_is_refused_with_the_reason_and_the_free_boxes_are_not():
    blocked = step("blocked")
    game = blocked.start_game()
    drones = solo(game.state).drones
    assert sorted(drones.values()) == ["decree_accounting", "market"]
    for action in blocked.illegal[0].tries:
        with pytest.raises(IllegalAction) as e:
            blocked.start_game().apply(action)
        assert "drone" in e.value.reason.lower()
        assert game.state.box_of(action.tile).name in drones.values()
    takes = {str(a) for a in game.legal_actions() if a.kind == "take_tile"}
    assert takes == {str(a) for a in blocked.solutions}


def test_the_order_card_takes_the_order_the_player_chooses_and_keeps_the_one_she_can_fill():
    order = step("order-card")
    game = order.start_game()
    assert game.pending.kind == "drone" and solo(game.state).flipped == ["D1"]
    anna = game.players[0]

    def can_fill(stack: int) -> bool:
        card = game.state.order_stacks[stack].face_up
        return all(anna.resource(r) >= n for r, n in card.needs)

    assert [can_fill(i) for i in range(3)] == [True, False, False]
    assert {a.stack for a in order.solutions} == {1, 2}
    gone = game.state.order_stacks[1].face_up
    played = after("order-card", "drone_order(1)")
    assert played.state.order_stacks[1].face_up not in (None, gone)  # the next one turned up
    assert all(gone is not s.face_up and gone not in s.face_down for s in played.state.order_stacks)
    assert played.state.order_stacks[0].face_up == game.state.order_stacks[0].face_up


def test_the_nectar_card_removes_the_closest_tile_or_drops_the_value():
    nectar = step("nectar")
    game = nectar.start_game()
    forage = game.players[0].forage
    distance = game.rules.geometry.distance
    wildflower = [
        sp for sp, t in game.state.woodland.field.items() if t.nectar.value == "wildflower"
    ]
    closest = min(distance(forage, sp) for sp in wildflower)
    removable = {a.space for a in game.legal_actions() if isinstance(a, DroneRemove)}
    assert removable == {sp for sp in wildflower if distance(forage, sp) == closest}
    assert {a.space for a in nectar.solutions} == removable
    far = nectar.illegal[0].tries[0]
    assert far.space in wildflower and distance(forage, far.space) > closest
    assert [a for a in game.legal_actions() if isinstance(a, DroneDrop)] == [
        DroneDrop("wildflower")
    ]
    removed = after("nectar", str(nectar.solutions[0]))
    assert nectar.solutions[0].space not in removed.state.woodland.field
    assert removed.state.market.value("wildflower") == game.state.market.value("wildflower")
    dropped = after("nectar", "drone_drop(wildflower)")
    assert dropped.state.market.value("wildflower") < game.state.market.value("wildflower")


def test_a_value_that_cannot_drop_makes_another_drop_the_players_choice():
    bottom = step("cannot-drop")
    game = bottom.start_game()
    assert game.state.market.at_bottom("pollen")
    choices = {a.resource for a in game.legal_actions()}
    assert choices == {"wildflower", "rosemary", "cherry_blossom", "acacia"}
    anna = game.players[0]
    held = {r for r in choices if anna.resource(r) > 0}
    assert held == {"wildflower", "acacia"}
    assert {a.resource for a in bottom.solutions} == choices - held


def test_the_drone_moves_to_the_box_on_the_hive_side_of_the_next_card():
    moves = step("drone-moves")
    game = moves.start_game()
    view = game.view(0)["solo"]
    assert view["face_up"]["hive"] != view["next_hive"]  # the flipped card's side is a lure
    for action in game.legal_actions():
        played = moves.start_game()
        played.apply(action)
        assert solo(played.state).drones["B"] == next(iter(moves.answer))
        assert played.pending.kind == "turn"


def test_one_card_left_brings_all_ten_reshuffled():
    game = step("reshuffle").start_game()
    s = solo(game.state)
    assert len(s.deck) == 1 and len(s.flipped) == 9
    game.apply(parse_action("end_turn()"))
    s = solo(game.state)
    assert s.reshuffles == 1 and len(s.deck) == 9 and len(s.flipped) == 1
    assert step("reshuffle").answer == {"reshuffled"}


def test_an_end_in_a_drone_turn_gives_one_more_turn():
    game = after("extra-turn", "drone_drop(acacia)")
    assert game.state.end_trigger is not None and not game.is_over
    assert game.pending.kind == "turn" and solo(game.state).extra_turn
    for action in ("recall()", "scout(A3)", "end_turn()"):
        game.apply(parse_action(action))
    assert game.is_over
    other = after(
        "extra-turn",
        str(
            next(
                a
                for a in step("extra-turn").start_game().legal_actions()
                if isinstance(a, DroneRemove)
            )
        ),
    )
    assert other.state.end_trigger is None  # removing the tile instead triggers nothing


def test_the_tier_question_follows_the_cards_data():
    tier = step("tier")
    game = tier.start_game()
    card = next(c for c in solo_contest_cards(game.state) if c.colour == "red")
    value = len(game.players[0].orders)
    reached, _ = tier_points(card, value + 1)
    assert tier.answer == {f"t{reached}"}
    for language in LANGUAGES:
        run = LessonRun("solo", language=language, progress=False)
        run.go_to("tier")
        texts = dict(run.options())
        for k, (_, points) in enumerate(card.tiers, start=1):
            assert texts[f"t{k}"].startswith(f"{points} ")
        assert str(value) in run.prompt and "{" not in run.prompt
        raw = catalog(language)
        for option in tier.options:  # the catalogue names the points, it does not write them
            assert "{red_points" in raw[tier.key("options", option, "text")]


def test_a_question_without_answer_takes_its_fact_from_the_position():
    text = (
        resources.files("honeybuzz_lab.games.honeybuzz.lessons")
        .joinpath("content/solo.toml")
        .read_text()
    )
    more = text.replace(
        "adjust = [{ complete = 1, stack = 0 }, { complete = 1, stack = 1 }]",
        "adjust = [{ complete = 1, stack = 0 }, { complete = 1, stack = 1 }, "
        "{ complete = 1, stack = 2 }]",
    )
    assert more != text
    changed = next(s for s in parse_lesson("solo", more) if s.id == "tier")
    card = next(c for c in solo_contest_cards(changed.start_game().state) if c.colour == "red")
    assert changed.answer == {f"t{tier_points(card, 4)[0]}"}  # three orders, one more


def test_the_win_check_and_the_rank_come_from_the_final_scores():
    result = step("result")
    game = result.start_game()
    final = game.final_scores()
    points = sum(c["points"] for c in final["solo_contests"])
    assert final["won"] == (points >= final["minimum"])
    if final["won"]:
        low = max(low for low, title in TABLE_I_RANKS if final["score"] >= low)
        title = dict((t, lo) for lo, t in TABLE_I_RANKS)
        assert title[final["rank"]] == low
        assert result.answer == {final["rank"].lower().replace(" ", "_")}
    else:
        assert result.answer == {"lost"}
    for language in LANGUAGES:
        params = solo_params(game, language)
        assert params["total"] == final["players"][0]["total"]
        assert params["need"] == final["minimum"] and params["points"] == points


def test_the_lesson_runs_on_a_table_with_its_solo_part_and_explains_a_drones_box():
    lesson = GameLesson("solo", language="hu", progress=False)
    assert lesson.table.module_data("solo")["drones"] and lesson.table.game.pending.kind == "turn"
    outcome = lesson.run.act("take_tile(market,1)")
    assert outcome.status == "illegal"
    assert outcome.text.startswith("Nem szabályos: here áll azon a rekeszen")
    assert lesson.table.game.actions == []
    assert lesson.run.act("take_tile(produce,1)").right
    kinds = lesson.table._static["action_kinds"]  # a drone turn's choices are buttons in sight
    assert all(kinds[k]["button"] for k in ("drone_order", "drone_drop", "drone_remove"))


@pytest.mark.parametrize(
    ("adjust", "message"),
    [
        ({"solo": {"drones": {"A": "market"}}}, "drone A stays on its side"),
        ({"solo": {"deck": ["D1", "D2"]}}, "hold the 10 drone cards"),
        ({"solo": {"contests": ["solo-red-1", "solo-red-2", "solo-blue-1"]}}, "one solo contest"),
        ({"solo": {"configuration": "nowhere"}}, "no configuration card"),
        ({"solo": {"colour": "red"}}, "solo is a table of"),
    ],
)
def test_a_bad_solo_adjustment_is_named_and_builds_nothing(adjust, message):
    spec = {"players": 1, "modules": ["solo"], "adjust": [adjust]}
    with pytest.raises(PositionError, match=message):
        parse_game_position(spec, "here").build()


def test_the_solo_adjustment_needs_the_solitaire_variant_and_chooses_the_card_once():
    with pytest.raises(PositionError, match="only a game with the solitaire variant"):
        parse_game_position({"adjust": [{"solo": {"drones": {"A": "new_bee"}}}]}, "x").build()
    twice = [{"solo": {"configuration": "star"}}, {"solo": {"configuration": "star"}}]
    with pytest.raises(PositionError, match="chosen once"):
        parse_game_position({"players": 1, "modules": ["solo"], "adjust": twice}, "x").build()
    game = parse_game_position(
        {
            "players": ["Anna"],
            "modules": ["solo"],
            "module_options": {"solo": {"difficulty": "queen"}},
            "adjust": [{"solo": {"configuration": "star"}}, {"hive": "card:star P(-1,0)NE"}],
        },
        "x",
    ).build()
    assert solo(game.state).difficulty == "queen" and game.pending.kind == "turn"
    assert solo(game.state).configuration == "star" and len(game.players[0].hive.tiles) == 5


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_click_on_a_drones_box_is_explained_without_naming_a_free_box(language):
    """The page sends a click anywhere on a drone's box as a try at its first stack
    (widget_js/boxes.js): the lesson explains it in the panel and on the table, counts it as
    a try and changes nothing; it does not say which boxes are free (the step's answer)."""
    lesson = GameLesson("solo", language=language, progress=False)
    lesson.run.go_to("blocked")
    kinds = lesson._static["kinds"]
    for box, tile in (("market", "market"), ("decree_accounting", "decree")):
        assert box in {d["box"] for d in lesson.module_data("solo")["drones"]}
        lesson.handle_message(
            {"kind": "act", "action": {"kind": "take_tile", "tile": tile, "workers": 1}}
        )
        said = lesson.panel["feedback"]
        assert said["tone"] == "illegal" and lesson.last_error, box
        assert lesson.table.game.actions == [] and not lesson.run.state.solved
        for free in ("forage", "produce", "new_bee"):
            assert kinds[free] not in said["html"] and kinds[free] not in lesson.last_error
    assert (
        lesson.run.state.misses == 2
        and lesson.panel["todo"] != lesson.run.texts["ui.labels.solved"]
    )
