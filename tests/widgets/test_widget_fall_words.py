"""Fall Fruit's words everywhere: a Fall Fruit game's table (every synced part, the page's
texts and palette), log, Why? advice, explorer, "you did" sentences and contest and toast
cards name the fall honeys and fruit, never a spring honey or pollen, in both languages;
the base game's stay as they were. The words come from the rules' vocabulary
(``Vocabulary.words``, ``letters``, ``colours``), not from each caller."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.log import contest_rule, contest_title
from honeybuzz_lab.games.honeybuzz.game.rules import in_words, worded
from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise
from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer
from honeybuzz_lab.games.honeybuzz.lessons.moves import Move
from honeybuzz_lab.games.honeybuzz.lessons.phrases import move_params
from honeybuzz_lab.games.honeybuzz.lessons.positions import copy_state
from honeybuzz_lab.games.honeybuzz.lessons.texts import catalog, in_game_words
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.modules.fall_festival import encode_festival
from honeybuzz_lab.games.honeybuzz.widgets.table_state import encode_contests, encode_static

SPRING = {
    "en": ("Wildflower", "Rosemary", "Cherry Blossom", "Acacia"),
    "hu": ("Vadvirág", "Rozmaring", "Cseresznyevirág", "Akác"),
}
FALL = {
    "en": ("Sunflower", "Buckwheat", "Aster", "Goldenrod"),
    "hu": ("Napraforgó", "Hajdina", "Őszirózsa", "Aranyvessző"),
}
#: The page's texts that name a honey or count pollen (the rest of the catalogue is the
#: base game's sentences the Fall Fruit page never shows, such as the spring woodland's).
PAGE_KEYS = re.compile(
    r"^(terms\.nectar\.|terms\.resource\.|terms\.resource_word\.|hive\.svg\.legend\.|"
    r"table\.measure\.pollen_sold$|table\.category\.resources$|table\.hint\.market$)"
)
#: Synced parts that are not the game's (the bundle, the new-game dialog's module lines,
#: the rules reference's words: the rules as the rulebook words them, linked from the page).
NOT_THE_GAME = (
    "_esm",
    "_css",
    "_chooser",
    "_rules",
    "_rule",
    "_rule_found",
    "_log_rules",
    "_error_rule",
)


def _spring(text: str, language: str) -> list[str]:
    """The spring honeys' names and "pollen" in ``text`` (any case)."""
    low = text.lower()
    return [w for w in (*SPRING[language], "pollen") if w.lower() in low]


#: The engine's names of the resources, sent as identifiers (an answer's resource, an
#: order's needs), never shown.
IDS = frozenset({"pollen", "wildflower", "rosemary", "cherry_blossom", "acacia"})


def _values(value: Any) -> list[str]:
    """Every text in a JSON value (its dicts' values, not their keys, nor identifiers)."""
    if isinstance(value, str):
        return [] if value in IDS else [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _values(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _values(v)]
    return []


def _synced(table: GameTable) -> dict[str, Any]:
    """What the table syncs to its page, the page's texts cut to those naming a resource."""
    out = {}
    for name in table.keys:
        if name.startswith("_") and name not in NOT_THE_GAME:
            value = getattr(table, name)
            if name == "_texts":
                value = {k: v for k, v in value.items() if PAGE_KEYS.match(k)}
            if isinstance(value, (dict, list)):
                out[name] = json.loads(json.dumps(value))
    return out


def _play(modules: list[str], language: str, plies: int = 150, seed: int = 4):
    game = Game.new(["Anna", "Ben", "Cy"], seed=seed, modules=modules)
    table = GameTable(game, seat=0, language=language)
    bot = GreedyBot(seed=2)
    seen: list[str] = []
    for i in range(plies):
        if game.is_over:
            break
        if i % 25 == 0:
            seen += _values(_synced(table))
        game.apply(bot.choose(game))
    seen += _values(_synced(table))
    return game, table, seen


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_fall_fruit_tables_synced_state_and_log_name_no_spring_honey_nor_pollen(language):
    game, table, seen = _play(["fall.fruit"], language)
    said = " ".join(seen)
    assert _spring(said, language) == []
    assert any(w in said for w in FALL[language])
    log = " ".join(game.log_in(language))
    assert _spring(log, language) == [] and any(w in log for w in FALL[language])
    texts = table._texts
    assert texts["terms.nectar.rosemary"] == FALL[language][1]
    assert texts["table.hint.market"] == texts["table.fall.fruit.hint_market"]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_base_tables_texts_keep_the_spring_honeys_and_pollen(language):
    _game, table, seen = _play([], language)
    said = " ".join(seen)
    assert any(w in said for w in SPRING[language])
    assert not any(w in said for w in FALL[language])
    texts = table._texts
    assert texts["terms.nectar.rosemary"] == SPRING[language][1]
    assert "pollen" in texts["table.measure.pollen_sold"]


def test_the_palette_gives_the_fall_honeys_letters_and_fruit_its_own_colour_and_letter():
    base = encode_static(Game.new(2, seed=1))["palette"]
    fall = Game.new(2, seed=1, modules=["fall.fruit"])
    en, hu = encode_static(fall)["palette"], encode_static(fall, "hu")["palette"]
    assert base["resource_letters"]["pollen"] == "P" and "fruit" not in base["resources"]
    assert base["nectar_letters"] == {
        "wildflower": "w",
        "rosemary": "r",
        "cherry_blossom": "c",
        "acacia": "a",
    }
    assert en["resource_letters"]["fruit"] == "F" and hu["resource_letters"]["fruit"] == "Gy"
    assert en["resources"]["fruit"] != base["resources"]["pollen"]
    assert en["nectar_letters"] == {
        "wildflower": "s",
        "rosemary": "b",
        "cherry_blossom": "a",
        "acacia": "g",
    }
    assert list(hu["nectar_letters"].values()) == ["n", "h", "ő", "a"]
    assert [en["resource_letters"][n] for n in en["nectar_letters"]] == ["S", "B", "A", "G"]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_why_advice_names_the_fall_honeys_and_fruit(language):
    game = Game.new(["Anna", "Ben"], seed=3, modules=["fall.fruit"])
    bot = GreedyBot(seed=1)
    said = []
    for _ in range(60):
        if game.pending.player == 0 and game.pending.kind == "turn":
            advice = advise(game, language=language, limit=3)
            said.append(advice.text() + advice.to_html())
            if len(said) == 3:
                break
        game.apply(bot.choose(game))
    assert said and _spring(" ".join(said), language) == []
    base = advise(Game.new(["Anna", "Ben"], seed=3, first_game=True), language=language)
    assert "pollen" in (base.text() + base.to_html()).lower()


def _card_with(modules: list[str], find) -> Game:  # type: ignore[no-untyped-def]
    for seed in range(1, 400):
        game = Game.new(3, seed=seed, modules=modules)
        if find(game):
            return game
    raise AssertionError("no seed deals the card")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_contest_that_counts_pollen_counts_fruit_in_its_words(language):
    def has(game: Game) -> bool:
        return any(c.card.id == "red-3" for c in game.state.contests)

    fall = _card_with(["fall.fruit"], has)
    card = next(c for c in encode_contests(fall.state, language) if c["id"] == "red-3")
    words = " ".join(_values(card))
    assert _spring(words, language) == [] and "5" in card["text"]
    assert ("fruit" if language == "en" else "gyümölcs") in words.lower()
    base = _card_with([], has)
    card = next(c for c in encode_contests(base.state, language) if c["id"] == "red-3")
    assert "pollen" in " ".join(_values(card)).lower()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_toast_that_counts_pollen_counts_fruit_in_its_words(language):
    def has(game: Game) -> bool:
        return any(c["card"] == "T12" for c in encode_festival(game, 0, "en")["cards"])

    fall = _card_with(["fall.fruit", "fall.festival"], has)
    toast = next(c for c in encode_festival(fall, 0, language)["cards"] if c["card"] == "T12")
    assert _spring(toast["text"], language) == []
    assert ("fruit" if language == "en" else "gyümölcs") in toast["text"]
    base = _card_with(["fall.festival"], has)
    toast = next(c for c in encode_festival(base, 0, language)["cards"] if c["card"] == "T12")
    assert "pollen" in toast["text"]


def test_the_vocabulary_rewords_engine_messages_and_whole_catalogues_alike() -> None:
    fall = Game.new(2, seed=1, modules=["fall.fruit"]).rules
    base = Game.new(2, seed=1).rules
    card = next(c for c in Game.new(2, seed=1).state.components.contests if c.id == "red-3")
    assert in_words(fall, contest_title(card)).text("en") == "Fruit Traders"
    assert in_words(base, contest_title(card)).text("en") == "Pollen Traders"
    assert "fruit" in in_words(fall, contest_rule(card)).text("en")
    texts = {"terms.nectar.rosemary": "Rosemary", "terms.fall_honey.buckwheat": "Buckwheat"}
    assert worded(texts, fall)["terms.nectar.rosemary"] == "Buckwheat"
    assert worded(texts, base) == texts
    assert in_game_words(catalog("en"), base) is catalog("en")
    assert in_game_words(catalog("hu"), fall)["ui.units.honey.acacia"] == "{n} aranyvesszőmézet"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_you_did_sentence_of_a_nectar_forage_names_the_fall_honey(language):
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    bot = GreedyBot(seed=3)
    for _ in range(400):
        nectar = [a for a in game.legal_actions() if a.kind == "forage"]
        if game.pending.kind == "fruit_forage" and nectar:
            before = copy_state(game.state)
            sentences = game.apply(nectar[0])
            move = Move(before, nectar[0], copy_state(game.state), tuple(sentences))
            if move.collected is None:
                continue
            did = str(move_params(catalog(language), move)["did"])
            assert _spring(did, language) == []
            assert any(w in did for w in FALL[language]), did
            return
        game.apply(bot.choose(game))
    raise AssertionError("no nectar was collected")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_explorer_says_the_fall_honeys(language):
    game = Game.new(["Anna", "Ben"], seed=1, modules=["fall.fruit"])
    explorer = Explorer(game, language=language)
    names = [explorer._resource(r) for r in game.rules.vocabulary.resources]
    assert _spring(" ".join(names), language) == []
    assert names[1].lower().startswith(FALL[language][0].lower())
