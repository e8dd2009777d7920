"""The game table in Hungarian: the synced state, the errors and the saved picture.

A Hungarian table (``GameTable(game, language="hu")``, or ``table.language = "hu"`` at
any time) must say everything in Hungarian: the page's own texts come from the ``table``
catalogue (sent as ``_texts``), the game's sentences from the engine's Messages. The
tests compare each text with the English table's and look for English words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
import traitlets

from honeybuzz_lab.core.i18n import CatalogError, catalog
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction, RandomBot, TakeTile
from honeybuzz_lab.games.honeybuzz.widgets import (
    GameTable,
    HiveBoxesView,
    MarketView,
    PlayerPanel,
    WoodlandView,
)
from honeybuzz_lab.games.honeybuzz.widgets.game_view import table_texts

from .table_games import advance_to, new_game

#: English words that have no place in a Hungarian text (names and codes aside).
ENGLISH = re.compile(
    r"\b(the|and|tile|tiles|cell|cells|with|your|takes|gains|turn|coin|coins|worker|"
    r"workers|honey|order|orders|stack|box|beeline|recall|forage|produce|market|decree|"
    r"accounting|wildflower|rosemary|cherry|blossom|acacia|points|wins|score|scores|"
    r"nothing|nobody|place|empty|completed|speed|final|player|players|is|are|not|none|"
    r"from|on|at|to|for|of|left|small|large|greedy|random|bot's|It|There|Your)\b",
    re.IGNORECASE,
)
#: Texts that are the same in both languages: numbers, spaces, coordinates, names.
NEUTRAL = re.compile(r"^[\d\s,.:;()+\-/→A-Z]*$")
NAMES = ("Anna", "Ben")


def hungarian_texts(state: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """Every text of a table's synced state that is said in the table's language."""
    static = state["_static"]
    for key in ("resources", "kinds"):
        for name, text in static[key].items():
            yield f"static.{key}.{name}", text
    for box in static["boxes"]:
        yield "static.box", box["label"]
    yield "static.configuration", static["configuration"]
    for name in static["reconstructed_names"]:
        yield "static.reconstructed", name
    for i, p in enumerate(state["_players"]):
        for order in p["orders"]:
            yield f"players.{i}.order", order[1]
    for i, stack in enumerate(state["_orders"]):
        if stack["up"]:
            yield f"orders.{i}.customer", stack["up"]["customer"]
            yield f"orders.{i}.size", stack["up"]["size"]
    for i, c in enumerate(state["_contests"]):
        for key in ("title", "text", "counts"):
            yield f"contests.{i}.{key}", c[key]
    pending = state["_pending"]
    for key in ("prompt", "phrase", "why"):
        if pending.get(key):
            yield f"pending.{key}", pending[key]
    for action in pending.get("actions", []):
        yield f"pending.label.{action[0]['kind']}", action[1]
    for i, line in enumerate(state["_log"]):
        yield f"log.{i}", line
    for role in state["_roles"]:
        if role["bot"]:
            yield "roles.bot", role["bot"]
    scores = state["_scores"]
    for line in scores.get("sentences", []):
        yield "scores.sentence", line
    for c in scores.get("contests", []):
        yield "scores.contest", c["title"]
    if state["_error"]:
        yield "error", state["_error"]


def assert_said_in_hungarian(table: GameTable) -> int:
    """The table's texts in Hungarian, then (switched) in English: each Hungarian text has
    no English word, and differs from the English one unless it is a number or a name."""
    assert table.language == "hu"
    hu = dict(enumerate(hungarian_texts(table.page_state())))
    table.language = "en"
    en = dict(enumerate(hungarian_texts(table.page_state())))
    table.language = "hu"
    assert [where for where, _ in hu.values()] == [where for where, _ in en.values()]
    for i, (where, hu_text) in hu.items():
        en_text = en[i][1]
        assert "[missing" not in hu_text, (where, hu_text)
        words = ENGLISH.findall(re.sub(r"\b(" + "|".join(NAMES) + r")\b", "", hu_text))
        assert not words, f"{where}: English {words} in {hu_text!r} (English: {en_text!r})"
        if hu_text == en_text:
            neutral = NEUTRAL.match(hu_text) or hu_text in NAMES or where.endswith("pollen")
            assert neutral, f"{where} is not translated: {hu_text!r}"
    return len(hu)


class Broken:
    name = "broken"

    def choose(self, game: Game) -> object:
        raise RuntimeError("no idea")


@pytest.fixture
def table() -> GameTable:
    return GameTable(new_game(), bots={1: GreedyBot(1)}, bot_delay=0, seat=0, language="hu")


def test_a_hungarian_table_sends_the_hungarian_catalogue_and_states(table: GameTable) -> None:
    assert table.language == "hu"
    assert table._texts == table_texts("hu")
    assert table._texts["table.boxes.title"] == "Kaptártábla"
    assert "board.moves.undo" in table._texts  # the players' hive boards read it too
    assert table._log == table.game.log_in("hu")
    assert table._pending["prompt"] == table.game.pending.prompt_in("hu")
    assert table._static["kinds"]["new_bee"] == "Új Méh"
    assert table._static["resources"]["acacia"] == "akácméz"
    assert table._roles[1]["bot"] == "mohó"
    assert assert_said_in_hungarian(table) > 10


def test_a_default_table_names_its_players_in_its_language() -> None:
    assert [p.name for p in GameTable(bot_delay=0, language="hu").game.players] == [
        catalog("hu")["table.default.you"],
        catalog("hu")["table.default.bot"],
    ]
    assert [p.name for p in GameTable(bot_delay=0).game.players] == ["Player", "Bee-bot"]


@pytest.mark.parametrize("language", ["de", "", "HU", None, 1])
def test_an_unknown_language_is_refused_with_the_choices(language: object) -> None:
    with pytest.raises(CatalogError, match='choose "en"'):
        GameTable(new_game(), bot_delay=0, language=language)  # type: ignore[arg-type]
    with pytest.raises(CatalogError, match='choose "en"'):
        WoodlandView(new_game(), language=language)  # type: ignore[arg-type]
    view = MarketView(new_game())
    before = view.page_state()
    with pytest.raises(traitlets.TraitError) as refused:
        view.language = language  # type: ignore[assignment]
    if isinstance(language, str):  # (other values are refused by the trait's type first)
        assert 'choose "en" (English), "hu" (Magyar)' in str(refused.value)
    assert view.language == "en" and view.page_state() == before


def test_every_part_view_speaks_hungarian() -> None:
    game = advance_to(new_game(), "market")
    views = [
        HiveBoxesView(game, language="hu"),
        WoodlandView(game, language="hu"),
        MarketView(game, language="hu"),
        PlayerPanel(game, 1, language="hu"),
    ]
    for view in views:
        assert view._texts == table_texts("hu")
        assert view._pending["prompt"] == game.pending.prompt_in("hu")
        assert_said_in_hungarian(view)  # type: ignore[arg-type]
    market = views[2]
    assert (
        market._contests[0]["counts"]
        == catalog("hu")[f"table.measure.{game.state.contests[0].card.measure}"]
    )
    assert "Kaptártábla" in views[0].to_html()
    assert "A Királynő Versenyei" in market.to_html()


def test_switching_the_language_redraws_everything_and_back(table: GameTable) -> None:
    game = table.game
    table.handle_message({"kind": "act", "action": game.legal_actions()[0].to_json()})
    english = GameTable(new_game(), bots={1: GreedyBot(1)}, bot_delay=0, seat=0)
    english.handle_message({"kind": "act", "action": english.game.legal_actions()[0].to_json()})
    hungarian = table.page_state()
    table.language = "en"
    assert table._texts == table_texts("en")
    assert table._log == game.log and table._log != hungarian["_log"]
    assert table._pending["prompt"] == game.pending.prompt
    state = table.page_state()
    for name in ("_static", "_pending", "_log", "_contests", "_orders", "_roles"):
        assert state[name] == english.page_state()[name], name
    table.language = "hu"
    assert table.page_state() == hungarian


def test_refusals_are_said_in_the_tables_language(table: GameTable) -> None:
    game = table.game
    wrong = TakeTile("produce", 9)
    reason = game.explain(wrong, "hu")
    assert reason is not None
    assert not table.handle_message({"kind": "act", "action": wrong.to_json()})
    assert table._error == reason == table.last_error
    with pytest.raises(IllegalAction):
        table.apply(wrong)
    assert table._error == reason
    table.language = "en"  # the error on show is said again in the new language
    assert table._error == game.explain(wrong)
    table.language = "hu"
    assert table._error == reason

    table.handle_message({"kind": "undo"})
    assert table._error == "Még nincs visszavonható lépésed."
    table.handle_message({"kind": "redo"})
    assert table._error == "Nincs mit újra végrehajtani."
    table.handle_message({"kind": "dance"})
    assert table._error.startswith("Az asztal nem tudta használni az oldal üzenetét: ")
    view = WoodlandView(game, language="hu")
    view.handle_message({"kind": "undo"})
    assert view._error == catalog("hu")["table.error.only_table"]


def test_the_page_may_not_answer_for_a_bot_or_another_seat_in_hungarian() -> None:
    hot = GameTable(new_game(), bot_delay=0, seat=1, language="hu")
    why = hot._pending["why"]
    assert why == "Most You dönt, nem Bee-bot: ez az asztal Bee-bot nevében játszik."
    assert not hot.handle_message({"kind": "act", "action": hot.game.legal_actions()[0].to_json()})
    assert hot._error == why
    stuck = GameTable(new_game(), bots={0: Broken()}, bot_delay=0, language="hu")
    assert stuck._pending["why"] == "Most You dönt: You egy bot (broken), és magától lép."
    with pytest.raises(IllegalAction) as e:
        stuck.apply(stuck.game.legal_actions()[0])
    assert e.value.text("hu") == stuck._pending["why"] + " A play_bots() hívással léphet."
    assert e.value.reason.endswith("Use play_bots() to let it move.")  # English as a str
    assert stuck._error == stuck._pending["why"]
    over = GameTable(Game.new(list(NAMES), seed=5), bots={0: GreedyBot(1), 1: GreedyBot(2)})
    over.language = "hu"
    assert over.may_answer(None)[1].text("hu") == "A játék véget ért."


def test_bot_and_callback_failures_are_said_in_hungarian(table: GameTable) -> None:
    table.on_change(lambda view: 1 / 0)
    table.handle_message({"kind": "act", "action": table.game.legal_actions()[0].to_json()})
    assert table._error.startswith("Az on_change eseménykezelőd")
    assert "ZeroDivisionError" in table._error
    broken = GameTable(new_game(), bots={0: Broken()}, bot_delay=0, language="hu")
    assert broken._error.startswith("You botja (broken) nem tudott lépni: RuntimeError")
    broken.language = "en"
    assert broken._error.startswith("The bot of You (broken) could not move")


def test_a_whole_hungarian_game_ends_with_hungarian_scores() -> None:
    game = Game.new(list(NAMES), seed=5, first_game=True)
    table = GameTable(game, bots={0: GreedyBot(1), 1: RandomBot(2)}, bot_delay=0, language="hu")
    assert game.is_over
    scores = table._scores
    assert scores["final"] and scores["sentences"]
    assert [*scores["sentences"]] == [s.text("hu") for s in game.final_scores()["sentences"]]
    assert table._pending["prompt"] == game.pending.prompt_in("hu")
    assert assert_said_in_hungarian(table) > 100
    html = table.to_html()
    assert 'lang="hu"' in html and "Végeredmény" in html and "Összesen" in html


def test_the_saved_picture_is_in_the_tables_language(table: GameTable) -> None:
    html = table._repr_html_()
    for heading in ("Kaptártábla", "Erdő", "Piac", "Rendelések", "A Királynő Versenyei"):
        assert f'font-weight="700" fill="#1f1a12">{heading}</text>' in html, heading
    assert "1. kör</b>" in html and "következik" in html
    for english in ("Hive board", "Woodland", "Queen", "Orders", "Turn ", " coins", "workers"):
        assert english not in html, english
    table.language = "en"
    html = table._repr_html_()
    assert '"#1f1a12">Hive board</text>' in html and "Turn 1</b>" in html


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_saved_pictures_hive_boxes_are_as_wide_as_their_titles(language: str) -> None:
    """'Decree and Accounting' was cut to 'Decree and Accounti' in a 124 px box."""
    html = GameTable(Game.new(2, seed=1), seat=0, language=language).to_html()
    boxes = re.findall(
        r'<g class="hbt-s-box"><title>[^<]+</title><rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"'
        r"[^>]*/>"
        r'<text [^>]*font-weight="700"[^>]*>([^<]+)</text>',
        html,
    )
    assert len(boxes) == 5, boxes
    for width, title in boxes:
        assert float(width) >= 7.5 * len(title) + 12, (title, width)
