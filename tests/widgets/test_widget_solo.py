"""The solitaire variant on the table (``_solo``), driven through the message handler as
the page drives it: what is shown, what is never synced, the drone turn's decisions."""

from __future__ import annotations

import json
import re

import pytest

from honeybuzz_lab.core.i18n import catalog
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, TakeTile
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import solo_data
from honeybuzz_lab.games.honeybuzz.game.modules.solo.drones import drone_boxes
from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo
from honeybuzz_lab.games.honeybuzz.lessons.solo_game import DIFFICULTIES, SoloGame, new_solo_game
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.game_view import forget_shared
from honeybuzz_lab.games.honeybuzz.widgets.modules.solo import drone_steps, encode_solo


def act(action: object) -> dict:
    return {"kind": "act", "action": action.to_json() if hasattr(action, "to_json") else action}


def until(game: Game, kind: str, bot: GreedyBot | None = None, limit: int = 400) -> None:
    """Play GreedyBot moves until the pending decision is ``kind``."""
    bot = bot or GreedyBot(1)
    for _ in range(limit):
        if game.pending.kind == kind:
            return
        game.apply(bot.choose(game))
    raise AssertionError(f"no {kind} decision came")


def test_a_game_without_the_variant_syncs_nothing_of_it() -> None:
    table = GameTable(Game.new(2, seed=1), bot_delay=0)
    assert table.module_data("solo") == {}
    assert "solo" in table._parts  # the part is there and hides itself


def test_the_drones_the_card_and_the_difficulty_are_shown() -> None:
    table = SoloGame("pupa", seed=3, bot_delay=0)
    game = table.game
    s = table.module_data("solo")
    assert s["difficulty"] == "pupa" and s["need"] == 35 and s["points"] == 0
    assert "35" in s["header"] and "pupa" in s["header"]
    assert {d["drone"]: d["box"] for d in s["drones"]} == solo(game.state).drones
    # The box's name printed under each drone piece is the one its sentence says.
    assert all(d["box_name"] and d["box_name"] in d["text"] for d in s["drones"])
    assert s["card"] is None and s["turn"] == 0 and s["steps"] == []
    assert s["deck"] == 10 and "hidden" in s["deck_text"]
    until(game, "turn")
    game.apply(GreedyBot(1).choose(game))  # the first action of the first turn
    until(game, "drone")
    s = table.module_data("solo")
    top = solo(game.state).flipped[-1]
    assert s["card"]["id"] == top and top in s["card"]["text"]
    next_card = solo(game.state).deck[-1]
    assert s["next"]["box"] == next(d.hive for d in solo_data().drones if d.id == next_card)
    assert s["next"]["box_name"] in s["next"]["text"]
    assert next_card not in json.dumps(table.page_state())  # its hive side, not the card
    assert s["turn"] == 1 and s["steps"][0] == "The drones take their turn."
    assert s["steps"] == drone_steps(game)


def test_the_drone_decks_order_is_never_synced() -> None:
    """Only the top card and the next card's hive side are public: shuffling the rest of
    the deck changes nothing on the page, and no hidden card's id reaches it."""
    table = SoloGame("larva", seed=5, bot_delay=0)
    game = table.game
    until(game, "drone")
    before = json.dumps(table.page_state(), sort_keys=True)
    s = solo(game.state)
    # Drone cards are D1..D10, as are four spaces of the field: leave out the field's names.
    ids = set(re.findall(r"\bD\d+\b", re.sub(r'\[\d+, \d+, "[A-F]\d"\]', "", before)))
    assert ids <= set(s.flipped)
    assert not ids & set(s.deck)
    below = s.deck[:-1]
    s.deck[:-1] = list(reversed(below))
    assert s.deck[:-1] != below
    forget_shared(game)
    assert encode_solo(game, 0)["deck"] == len(s.deck)
    table.refresh()
    assert json.dumps(table.page_state(), sort_keys=True) == before
    s.deck[:-1] = below


def test_a_drones_box_says_so_and_refuses_a_click() -> None:
    table = SoloGame("larva", seed=3, bot_delay=0)
    game = table.game
    until(game, "turn")
    blocked = sorted(drone_boxes(game.state))
    texts = [d["blocked"] for d in table.module_data("solo")["drones"]]
    assert all("cannot be chosen" in x for x in texts)
    box = game.state.board[blocked[0]]
    kind = next(k for k in box.kinds if box.stacks.get(k))
    before = game.to_record()
    assert not table.handle_message(act(TakeTile(kind, 1)))
    assert "drone" in table.last_error.lower() and game.to_record() == before


def test_every_drone_choice_is_a_decision_on_the_table() -> None:
    table = SoloGame("larva", seed=1, bot_delay=0)
    game = table.game
    bot = GreedyBot(2)
    answered = 0
    while not game.is_over and answered < 4:
        if game.pending.kind == "drone":
            pending = table._pending
            assert pending["mine"] and len(pending["actions"]) >= 2
            assert pending["prompt"].startswith(game.players[0].name + ", drone turn")
            steps = len(table.module_data("solo")["steps"])
            choice = pending["actions"][-1][0]
            assert table.handle_message(act(choice))
            if game.pending.kind != "drone":
                # the rest of the turn is shown
                assert len(table.module_data("solo")["steps"]) > steps
            answered += 1
            continue
        game.apply(bot.choose(game))
    assert answered == 4


def test_the_tiers_and_the_end_screen_with_the_rank() -> None:
    for language in ("en", "hu"):
        table = SoloGame("egg", seed=1, bot_delay=0, language=language)
        game = table.game
        bot = GreedyBot(1)
        while not game.is_over:
            game.apply(bot.choose(game))
        s = table.module_data("solo")
        final = game.final_scores()
        assert s["points"] == final["contest_points"]
        for c in s["contests"]:
            assert str(c["value"]) in c["text"] and "→" in c["text"]
            if c["tier"]:
                assert str(c["points"]) in c["text"]
        out = s["outcome"]
        assert out["won"] is final["won"]
        if final["won"]:
            assert out["score"] == final["score"] and out["rank"] in out["text"]
        if language == "hu":
            assert "pont" in out["text"]


def test_a_contest_line_reads_like_the_issue() -> None:
    table = SoloGame("larva", seed=2, bot_delay=0)
    game = table.game
    bot = GreedyBot(1)
    while not game.is_over and not any(c["tier"] for c in table.module_data("solo")["contests"]):
        game.apply(bot.choose(game))
    c = next(c for c in table.module_data("solo")["contests"] if c["tier"])
    assert f"{c['value']} → tier {c['tier']}, {c['points']} points" in c["text"]
    assert c["next"] is None or f"next tier at {c['next']}" in c["text"]


def test_solo_with_the_advanced_variant_keeps_the_fronts_hidden() -> None:
    table = SoloGame("larva", seed=2, advanced=True, bot_delay=0)
    game = table.game
    bot = GreedyBot(3)
    for _ in range(600):
        frame = game.state.turn.frame or {}
        if game.pending.kind == "drone" and str(frame.get("todo", ("",))[0]).startswith("nectar"):
            break
        game.apply(bot.choose(game))
    else:
        pytest.skip("no drone nectar removal in this game")
    labels = [a[1] for a in table._pending["actions"] if a[0]["kind"] == "drone_remove"]
    assert labels and all("face-down tile of the" in x for x in labels)
    hidden = [t for t in table._field["tiles"] if t[2] == ""]
    assert hidden  # the field's fronts are not synced
    choice = next(a[0] for a in table._pending["actions"] if a[0]["kind"] == "drone_remove")
    assert table.handle_message(act(choice))
    assert any("reveals" in x for x in table.module_data("solo")["steps"])


def test_solo_game_checks_its_difficulty() -> None:
    assert DIFFICULTIES == ("egg", "larva", "pupa", "adult", "queen")
    with pytest.raises(ValueError, match="egg, larva"):
        SoloGame("easy")
    with pytest.raises(ValueError):
        new_solo_game("larva", language="xx")
    table = SoloGame("queen", seed=4, language="hu", bot_delay=0)
    assert table.difficulty == "queen" and table.seat == 0
    assert "királynő" in table.module_data("solo")["header"]


def test_the_hungarian_table_names_every_solo_contest_in_hungarian() -> None:
    english = {c.title for c in solo_data().contests}
    seen: set[str] = set()
    for seed in range(6):
        table = SoloGame("larva", seed=seed, language="hu", bot_delay=0)
        game = table.game
        bot = GreedyBot(1)
        while not game.is_over:
            game.apply(bot.choose(game))
        synced = json.dumps(table.page_state(), ensure_ascii=False)
        assert not [t for t in english if t in synced], seed
        for c in table.module_data("solo")["contests"]:
            card = next(x for x in solo_data().contests if x.id == c["card"])
            title = catalog("hu")[f"game.data.contest.{card.id}.title"]
            assert c["text"].startswith(title) and title != card.title
            seen.add(card.id)
    assert len(seen) >= 6  # the deals show at least half of the cards


@pytest.mark.parametrize(
    ("players", "modules"),
    [(1, ["solo", "fall.caps", "fall.festival"]), (3, ["fall.caps", "fall.festival"])],
)
def test_the_table_draws_a_whole_game_with_the_fall_modules(players, modules) -> None:
    """No fall-module UI yet, but the table follows such a game to its end: the module
    contests, the module drone cards and the sun's moves among the drone turn's steps."""
    game = Game.new(players, seed=6, modules=modules)
    table = GameTable(game, bot_delay=0)
    bots = [GreedyBot(k) for k in range(players)]
    while not game.is_over:
        game.apply(bots[game.pending.player].choose(game))
        if game.turn_number % 7 == 0:
            json.dumps(table.page_state())
    json.dumps(table.page_state())
    if players == 1:
        s = encode_solo(game, 0, "hu")
        assert len(s["contests"]) == 5
        assert any("Nektárfedelek" in c["title"] for c in s["contests"])
