"""The Queen offered to the learner: as a bot of the full game and behind Why?."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.planner import QueenBot
from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame, make_bots
from honeybuzz_lab.games.honeybuzz.lessons.why import WhyPanel


def test_a_full_game_against_the_queen() -> None:
    play = FullGame(bots=1, strength="queen", seed=5, bot_delay=0)
    assert isinstance(play.table.bots[1], QueenBot)
    assert "Queen (planning bot)" in play.header
    me = GreedyBot(0)
    while True:
        action = me.choose(play.game)
        assert play.table.handle_message({"kind": "act", "action": action.to_json()})
        if action.kind == "end_turn":
            break
    # the learner's turn is over and the Queen has answered with its whole turn
    assert play.game.pending.player == 0 and play.game.state.turns_played == 2
    seats = {play.game.players[1].name}
    assert any(name in line for line in play.game.log for name in seats)


def test_the_queen_beside_other_bots_and_in_hungarian() -> None:
    bots = make_bots(2, ["queen", "greedy"], seed=1)
    assert isinstance(bots[1], QueenBot) and isinstance(bots[2], GreedyBot)
    play = FullGame(bots=2, strength=["greedy", "queen"], seed=2, language="hu", bot_delay=0)
    assert "Királynő (tervező bot)" in play.header
    assert isinstance(play.table.bots[2], QueenBot)


def test_why_marks_the_queens_pick_only_when_asked() -> None:
    game = Game.new(["You", "Bot"], seed=3, first_game=True)
    panel = WhyPanel(game)
    plain = panel.why()
    assert plain is not None and not any(s.queen_choice for s in plain) and not plain.queen_text
    panel.page_message({"why": "queen"})  # the Ask the Queen button
    advice = panel.advice
    assert advice is not None and advice.queen is not None
    picked = [s for s in advice if s.queen_choice]
    assert len(picked) == 1 and picked[0].queen_lead is not None
    assert advice.queen_text.startswith(f"The Queen would choose: {picked[0].label}.")
    shown = panel.state["advice"]["options"][advice.suggestions.index(picked[0])]
    assert "Queen's pick" in shown["button"] and shown["queen"] and shown["estimate"]
    assert 'class="hb-why-queen-lead"' in advice.to_html() and game.history.ply == 0
    # the same answer every time (a fixed number of tries), and playable
    again = panel.why(queen=True)
    assert again is not None and again.queen == advice.queen
    panel.play(picked[0].rank)
    assert game.actions == [picked[0].action]


def test_the_queen_follows_the_greedy_bot_where_it_does_not_plan() -> None:
    game = Game.new(["You", "Bot"], seed=3, first_game=True)
    queen = QueenBot(seed=0, iterations=3)
    while queen.planned(game) or len(game.legal_actions()) < 2:
        game.apply(GreedyBot(0).choose(game))
    advice = advise(game, queen=queen, language="hu")
    assert advice.queen is not None and advice.queen.bot_choice
    assert advice.queen_text.startswith("Az ilyen döntést a Királynő úgy hozza meg")
