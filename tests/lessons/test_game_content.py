"""The shipped table lessons (4 and on), checked against the game engine step by step.

Every position is built by the engine, every intended action succeeds, every listed wrong
try gets its own feedback and is taken back, every listed illegal try is refused by the
engine and explained, every question's answer agrees with the engine where a fact names
it, and every legal action of an act step gets a feedback text that renders in each
language.
"""

from collections import Counter

import pytest

from honeybuzz_lab.core.hexes import neighbors
from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction
from honeybuzz_lab.games.honeybuzz.game.actions import FillOrder
from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, LessonRun, StepKind, all_lessons
from honeybuzz_lab.games.honeybuzz.lessons.loader import AREAS
from honeybuzz_lab.games.honeybuzz.lessons.positions import parse_action, parse_space

LESSONS = [lesson for lesson in all_lessons() if lesson.on_table]
STEPS = [step for lesson in LESSONS for step in lesson]
ACT = [s for s in STEPS if s.kind is StepKind.ACT]
QUESTIONS = [s for s in STEPS if s.kind is StepKind.QUESTION]


def ids(steps):
    return [s.where for s in steps]


def run_at(step, language="en"):
    run = LessonRun(step.lesson, language=language)
    run.go_to(step.id)
    return run


def fingerprint(game: Game) -> dict:
    return game.state.to_json()


@pytest.mark.parametrize("step", STEPS, ids=ids(STEPS))
def test_position_is_built_by_the_engine(step):
    game = step.start_game()
    assert isinstance(game, Game) and not game.can_undo()  # the learner starts here
    assert fingerprint(step.start_game()) == fingerprint(game)  # a fresh copy each time
    for area in step.highlight:
        assert area["area"] in AREAS
        kind = area["area"]
        if kind == "box":
            assert area["name"] in game.state.board, area
        elif kind == "market":
            assert area["resource"] in game.state.market.tracks
        elif kind == "order":
            assert 0 <= area["stack"] < len(game.state.order_stacks)
        elif kind == "contest":
            assert 0 <= area["index"] < len(game.state.contests)
        elif kind == "space":
            assert tuple(area["space"]) in game.state.woodland.side.spaces
        elif kind == "hex":
            hive = game.players[area.get("player", 0)].hive
            assert hive.tile_at(tuple(area["hex"])) or tuple(area["hex"]) in hive.cells


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_solutions_succeed(step):
    for action in step.solutions:
        assert step.try_action(action).right, f"{step.where}: {action} should solve the step"
        run = run_at(step)
        outcome = run.act(action)
        assert outcome.right and run.state.solved and run.state.solution == action
        assert run.game.actions == [action]  # the table shows the solution


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_each_wrong_try_gets_its_feedback_and_is_taken_back(step):
    start = fingerprint(step.start_game())
    for wrong in step.wrong:
        assert wrong.tries, f"{step.where}: give wrong try {wrong.key!r} an example"
        for action in wrong.tries:
            judgement = step.try_action(action)
            assert not judgement.right
            assert judgement.key == wrong.key, f"{step.where}: {action} got {judgement.key}"
            for language in LANGUAGES:
                run = run_at(step, language)
                outcome = run.act(action)
                assert outcome.key == step.key("wrong", wrong.key)
                assert outcome.text and "{" not in outcome.text
                assert fingerprint(run.game) == start  # taken back
                assert not run.state.solved


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_each_illegal_try_is_refused_by_the_engine_and_explained(step):
    for illegal in step.illegal:
        for action in illegal.tries:
            game = step.start_game()
            with pytest.raises(IllegalAction) as e:
                game.apply(action)
            assert e.value.reason
            for language in LANGUAGES:
                run = run_at(step, language)
                before = fingerprint(run.game)
                outcome = run.act(action)
                assert outcome.status == "illegal"
                assert outcome.key == step.key("illegal", illegal.key)
                assert outcome.reason == e.value.reason
                assert "{" not in outcome.text
                assert e.value.text(language) in outcome.text  # the engine's reason too
                assert fingerprint(run.game) == before  # nothing changed


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_every_legal_action_gets_feedback_in_every_language(step):
    """Exhaustive: the learner cannot reach an action without a text for it."""
    judged = Counter()
    for action in step.start_game().legal_actions():
        judgement = step.try_action(action)
        judged[judgement.right] += 1
        for language in LANGUAGES:
            run = run_at(step, language)
            outcome = run.act(action)
            assert outcome.right == judgement.right
            assert outcome.text and "{" not in outcome.text
    assert judged[True] >= 1
    if step.wrong:
        assert judged[False] >= 1


@pytest.mark.parametrize("step", QUESTIONS, ids=ids(QUESTIONS))
def test_question_answers(step):
    assert step.answer <= set(step.options)
    assert len(step.answer) < len(step.options)
    if step.fact is not None:
        assert step.fact.answer(step.start_game(), step.options) == step.answer


def test_most_questions_are_tied_to_the_engine():
    tied = [s for s in QUESTIONS if s.fact is not None]
    assert len(tied) >= len(QUESTIONS) * 2 // 3


@pytest.mark.parametrize("step", STEPS, ids=ids(STEPS))
def test_reconstructed_data_is_named_to_the_learner(step):
    for language in LANGUAGES:
        note = run_at(step, language).note
        if step.reconstructed:
            assert note and ("reconstructed" in note or "rekonstruált" in note)
        else:
            assert note == ""


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_a_solution_is_shown_again_when_the_learner_comes_back(step):
    run = run_at(step)
    run.act(step.solutions[0])
    run.go_to(0)
    run.go_to(step.id)
    assert run.state.solved and run.game.actions == [step.solutions[0]]


# ----------------------------------------------------------- the rules the lessons name


def lesson_step(lesson, step_id):
    return next(s for s in STEPS if s.lesson == lesson and s.id == step_id)


def play(step, action=None):
    """The step's game after its first solution (or ``action``), with the state before."""
    game = step.start_game()
    before = game.state.to_json()
    game.apply(action or step.solutions[0])
    return before, game


def test_lesson_1_beelines_decree_nursery_and_forced_recall():
    taller = lesson_step("workers_and_beelines", "taller")
    box = taller.start_game().state.board["forage"]
    assert [a.workers for a in taller.solutions] == [box.tallest + 1]
    first = lesson_step("workers_and_beelines", "first-beeline")
    assert first.start_game().state.board["produce"].beelines == []  # any height on empty
    decree = lesson_step("workers_and_beelines", "pay-decree")
    assert decree.start_game().state.board_side.boxes[-1] == ("decree", "accounting")
    for action in decree.solutions:
        before, game = play(decree, action)
        assert before["players"][0]["coins"] - game.players[0].coins == 5
    _, game = play(decree, decree.wrong[0].tries[0])  # the Accounting tile is free
    assert game.players[0].coins == 7
    bee = lesson_step("workers_and_beelines", "new-bee")
    _, game = play(bee)
    anna = game.players[0]
    assert anna.nursery == 1 and anna.workers_owned == 5
    assert game.state.contests[2].finishers == [0]  # counted at once, from the nursery
    recall = lesson_step("workers_and_beelines", "recall-now")
    _, game = play(recall)
    assert game.players[0].available_workers == 5 and game.players[0].nursery == 0
    forced = lesson_step("workers_and_beelines", "forced")
    assert [str(a) for a in forced.start_game().legal_actions()] == ["recall()"]


def test_lesson_5_moves_costs_nectar_pollen_and_scouting():
    free = lesson_step("woodland", "collect-free")
    game = free.start_game()
    assert game.players[0].coins == 5
    for action in game.legal_actions():  # one orthogonal space free, then two coins each
        here, there = game.players[0].forage, action.space
        steps = abs(here[0] - there[0]) + abs(here[1] - there[1])
        before, after = play(free, action)
        assert before["players"][0]["coins"] - after.players[0].coins == max(0, steps - 1) * 2
    before, game = play(lesson_step("woodland", "pay"))
    assert before["players"][0]["coins"] - game.players[0].coins == 2
    scout = lesson_step("woodland", "scout")
    before, game = play(scout)
    assert game.state.to_json()["field"] == before["field"]  # collected nothing
    assert game.players[0].pollen == before["players"][0]["pollen"]  # gained nothing
    assert game.players[0].coins == before["players"][0]["coins"]
    spaces = {a.space for a in scout.start_game().legal_actions()}
    assert len(spaces) == 4  # stay, or one orthogonal space (A3 is on the edge)
    c3 = parse_space("C3")
    open_cell = free.start_game()
    assert open_cell.rules.forage_yield(open_cell.state, 0, c3).nectar.value == "wildflower"
    full = lesson_step("woodland", "full-cell").start_game()
    assert full.rules.forage_yield(full.state, 0, c3) is None  # the cell is full: a pollen


def test_lesson_6_the_fan_makes_one_honey_per_tile_three_at_most():
    for step_id, best in (("fan-most", 3), ("one-honey", 2), ("second-fan", 1)):
        step = lesson_step("honey", step_id)
        made = []
        for action in step.start_game().legal_actions():
            _, game = play(step, action)
            made.append(sum(game.players[0].honey.values()))
        start = sum(step.start_game().players[0].honey.values())
        assert max(made) - start == best, step_id


def test_lesson_6_teaches_the_fan_by_doing():
    steps = [s for s in STEPS if s.lesson == "honey"]
    assert all(s.kind is not StepKind.READ for s in steps)
    types = lesson_step("honey", "honey-types")  # each tile makes honey of its own type
    assert types.answer == {"two-wildflower"}
    _, game = play(types, parse_action("fan((2,0))"))
    assert {k: n for k, n in game.players[0].honey.items() if n} == {"wildflower": 2}
    four = lesson_step("honey", "four-honey")  # the tail's other neighbours are icons
    assert four.answer == {"no"}
    hive = four.start_game().players[0].hive
    around = neighbors((1, 0))
    assert sum(1 for h in around if hive.cells.get(h) and hive.cells[h].nectar) == 3
    icons = {hive.tile_at(h).action.value for h in around if h not in hive.cells}
    assert icons == {"forage", "decree", "produce"}
    assert all(hive.tile_at(h).anchor == h for h in around if h not in hive.cells)


def test_lesson_7_sales_drops_orders_and_the_flip():
    sell = lesson_step("market_and_orders", "sell-both")
    game = sell.start_game()
    value = game.state.market.value("wildflower")
    _, after = play(sell)
    assert after.players[0].coins - game.players[0].coins == 2 * value
    assert (
        after.state.market.value("wildflower")
        == game.state.market.tracks["wildflower"][game.state.market.positions["wildflower"] + 1]
    )  # one space per sale, not per unit
    bottom = lesson_step("market_and_orders", "bottom")
    game = bottom.start_game()
    assert game.state.market.at_bottom("pollen")
    _, after = play(bottom)
    assert after.state.market.positions["acacia"] == game.state.market.positions["acacia"] + 1
    complete = lesson_step("market_and_orders", "complete")
    _, after = play(complete)
    assert [t.action for t in after.state.turn.queue].count("produce") == 2  # icon + order
    count = lesson_step("market_and_orders", "produce-count")
    _, after = play(count, complete.solutions[0])  # the question's order, completed
    produce = [t.action for t in after.state.turn.queue].count("produce")
    assert count.answer == {str(produce)}
    orders = complete.start_game().state.order_stacks
    payable = {a.stack for a in complete.start_game().legal_actions() if isinstance(a, FillOrder)}
    best = max(payable, key=lambda s: orders[s].face_up.points)
    assert [a.stack for a in complete.solutions] == [best]  # the most points among payable
    sold = lesson_step("market_and_orders", "next-sale").start_game()
    assert sold.state.market.value("wildflower") == value - 1  # after Anna's sale
    assert sold.players[1].honey["wildflower"] == 2
    assert after.state.order_stacks[1].face_up is None
    assert [s.action for s in after.state.order_stacks] == ["forage", "produce", "market"]
    end = lesson_step("market_and_orders", "end-turn")
    assert end.start_game().state.order_stacks[1].face_up is None
    _, after = play(end)
    assert after.state.order_stacks[1].face_up is not None  # at the very end of the turn


def test_lesson_9_contests_end_and_scores():
    first = lesson_step("contests_end_scoring", "speed-first")
    before, game = play(first)
    assert game.players[0].coins - before["players"][0]["coins"] == 20
    assert game.state.contests[1].coins == []  # at two players only first place is paid
    trigger = lesson_step("contests_end_scoring", "end-turn")
    _, game = play(trigger)
    assert game.state.end_trigger and not game.is_over and game.pending.player == 1
    for step_id in ("tie-resources", "tie-orders", "shared"):
        scores = lesson_step("contests_end_scoring", step_id).start_game().final_scores()
        totals = {p["total"] for p in scores["players"]}
        assert len(totals) == 1, step_id  # a real tie on points
    resources = lesson_step("contests_end_scoring", "tie-resources").start_game()
    left = [p["resources_left"] for p in resources.final_scores()["players"]]
    assert left[0] > left[1]
    orders = lesson_step("contests_end_scoring", "tie-orders").start_game()
    players = orders.final_scores()["players"]
    assert players[0]["resources_left"] == players[1]["resources_left"]
    assert players[0]["orders_completed"] > players[1]["orders_completed"]
