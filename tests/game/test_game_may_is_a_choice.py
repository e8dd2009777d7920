"""RULINGS 10, "May" stays a choice: "Where the rulebook says a player may do something
(move the forage token on a recall, view a tile to scout in the advanced variant, end a Fall
Fruit move on any space it can afford even one that yields nothing), the engine offers doing
it and not doing it."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.modules.advanced import NoScout
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FruitMove


def _until(g: Game, kind: str, limit: int = 3000) -> Game:
    bot = GreedyBot(seed=1)
    for _ in range(limit):
        if g.pending.kind == kind or g.is_over:
            return g
        g.apply(bot.choose(g))
    raise AssertionError(f"no {kind} decision came")


def _recall(g: Game) -> Game:
    bot = GreedyBot(seed=1)
    for _ in range(3000):
        if g.pending.kind == "turn" and A.Recall() in g.legal_actions():
            g.apply(A.Recall())
            return g
        g.apply(bot.choose(g))
    raise AssertionError("no recall came")


def test_scouting_in_the_advanced_variant_may_view_no_tile():
    # Honey Buzz rulebook, advanced variant: "When you scout for nectar, choose one nectar
    # tile in the field ... secretly view the front side"; the recall's step 2 is a "may".
    g = _recall(Game.new(2, seed=3, modules=["advanced"]))
    assert g.pending.kind == "scout"
    options = g.legal_actions()
    assert NoScout() in options and any(isinstance(a, A.Scout) for a in options)
    assert g.describe(NoScout()) == "View no tile"
    assert g.describe(NoScout(), "hu") == "Nem nézek meg lapkát"
    seen = list(g.state.modules["advanced"].seen)
    g.apply(NoScout())
    assert g.state.modules["advanced"].seen == seen  # nothing viewed
    assert g.log[-1].endswith("views no tile.")
    assert g.pending.kind == "end_turn"
    assert Game.from_record(g.to_record()).state.modules["advanced"].seen == seen
    assert not isinstance(
        GreedyBot(seed=0).choose(_recall(Game.new(2, seed=3, modules=["advanced"]))), NoScout
    )


def test_the_base_recall_may_leave_the_forage_token_where_it_is():
    g = _recall(Game.new(2, seed=3))
    here = g.state.current.forage
    assert A.Scout(here) in g.legal_actions()  # staying is offered
    assert any(isinstance(a, A.Scout) and a.space != here for a in g.legal_actions())


def test_a_fall_fruit_move_may_end_on_every_space_it_can_afford():
    # Fall Flavors rulebook, Fall Fruit: "follow all of the normal movement rules and costs
    # as you move your forage token"; RULINGS 10: any space it can afford, even one that
    # yields nothing.
    for seed in range(6):
        g = _until(Game.new(2, seed=seed, modules=["fall.fruit"]), "fruit_forage")
        if g.is_over:
            continue
        seat = g.state.turn.seat
        reach = set(g.rules.forage_reach(g.state, seat))
        options = g.legal_actions()
        ends = {a.space for a in options if hasattr(a, "space")}
        assert ends == reach
        nothing = [a for a in options if isinstance(a, FruitMove)]
        if not nothing:
            continue
        move = nothing[0]
        coins = g.state.current.coins
        label = g.describe(move)
        assert "nothing to take there" in label
        g.apply(move)
        assert g.state.players[seat].forage == move.space
        assert g.state.players[seat].coins <= coins
        assert "takes nothing there" in g.log[-1] or "nothing" in g.log[-1]
        return
    raise AssertionError("no forage offered a space that yields nothing")
