"""The game in Hungarian: every log sentence, prompt, label and reason, from full bot games.

Each sentence the engine writes is a Message: its English text as a string (``game.log``
is unchanged) and its catalogue key and values, so it can be said in Hungarian.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from game_helpers import NAMES, act, finish_turn, game, give_hive, state

from honeybuzz_lab.core.i18n import CatalogError, Message, catalog, entry_fields
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction, RandomBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.components import load_components
from honeybuzz_lab.games.honeybuzz.game.log import Log, customer_term, order_phrase
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import solo_data

GAME_DIR = Path(__file__).resolve().parents[2] / "honeybuzz_lab" / "games" / "honeybuzz" / "game"
EN, HU = catalog("en"), catalog("hu")
#: English words that have no place in a Hungarian sentence (names and codes aside).
ENGLISH = re.compile(
    r"\b(the|and|tile|tiles|cell|cells|with|your|takes|gains|turn|turns|coin|coins|worker|"
    r"workers|honey|order|orders|stack|box|beeline|recall|recalls|forage|forages|produce|"
    r"market|decree|accounting|wildflower|rosemary|cherry|blossom|acacia|pollen traders|"
    r"points|wins|score|scores|nothing|nobody|place|places|pointing|creates|activates|"
    r"contest|final|speed|first|player|players|is|are|not|none|from|on|at|of|to|for)\b",
    re.IGNORECASE,
)

#: Full games: players, bots, options.
GAMES = [
    (["Anna", "Ben"], "rg", {"first_game": True}),
    (["Anna", "Ben", "Cy"], "grr", {"choose_starts": True}),
    (["Anna", "Ben", "Cy", "Dora"], "rrrr", {}),
    (["Anna", "Ben", "Cy", "Dora"], "gggg", {"choose_starts": True}),
    (["Dora", "Cy"], "rr", {}),
]


def probes(g: Game) -> list[A.Action]:
    """Actions to ask the engine about (most of them illegal at any moment)."""
    out: list[A.Action] = [A.Recall(), A.EndTurn(), A.TakeTile("decree", 3)]
    out += [A.TakeTile("produce", 9), A.Place((40, 40), 0), A.Resolve("market")]
    out += [A.Decree("market"), A.Forage((0, 0)), A.Forage((3, 5)), A.NectarCell((0, 0))]
    out += [A.Fan((50, 50)), A.Sell("pollen", 3), A.Sell("acacia", 0), A.FillOrder(0)]
    out += [A.FillOrder(7), A.TakeHoney((0, 0)), A.Drop("acacia"), A.Scout((3, 3))]
    out += [A.Scout((20, 0)), A.ChooseStart((0, 0)), A.ChooseStart((1, 1)), A.Place((0, 0), 9)]
    return out


def play_and_say(seed: int, names: list[str], bots: str, options: dict) -> Iterator[tuple]:
    """Play a full game; yield (what, english, message) for everything it says."""
    g = Game.new(names, seed=seed, **options)
    players = [(GreedyBot if b == "g" else RandomBot)(seed + i) for i, b in enumerate(bots)]
    while not g.is_over:
        p = g.pending
        yield "prompt", p.prompt, p.prompt_in("hu")
        yield "phrase", p.phrase, p.phrase_in("hu")
        for action in g.legal_actions()[:30]:
            yield "label", action.describe(g), action.describe(g, language="hu")
        for action in probes(g):
            reason = g.explain(action)  # asked once: probing costs most of these games' time
            if reason is not None:
                yield "explain", reason, g.explain(action, "hu")
        g.apply(players[p.player].choose(g))
    yield "prompt", g.pending.prompt, g.pending.prompt_in("hu")
    for english, hungarian in zip(g.log, g.log_in("hu"), strict=True):
        yield "log", english, hungarian


@pytest.fixture(scope="module")
def said() -> list[tuple]:
    out = []
    for seed, (names, bots, options) in enumerate(GAMES):
        out.extend(play_and_say(seed, names, bots, options))
    return out


def test_every_sentence_of_full_games_is_a_message_said_in_hungarian(said: list[tuple]) -> None:
    assert len(said) > 5000
    for what, english, hungarian in said:
        assert isinstance(english, Message), (what, english)
        assert isinstance(hungarian, str) and hungarian
        assert "[missing" not in hungarian
        words = ENGLISH.findall(hungarian)
        assert not words, f"{what}: English {words} in {hungarian!r} (from {english!r})"
        if english != hungarian:
            continue
        assert re.fullmatch(r"[A-F]\d|[\w ]+: \w+", english), f"{what} not translated: {english!r}"


def test_the_games_say_almost_everything_the_catalogue_has(said: list[tuple]) -> None:
    """The games above are long and varied enough to reach most log sentences."""
    keys = set()

    def collect(m: object) -> None:
        if isinstance(m, Message):
            keys.add(m.key)
            for v in m.params.values():
                for item in v if isinstance(v, (list, tuple)) else [v]:
                    collect(item)

    for _, english, _ in said:
        collect(english)
    log_keys = {k for k in EN if k.startswith("game.log.")}
    assert len(keys & log_keys) >= 0.8 * len(log_keys), sorted(log_keys - keys)
    for key in ("game.log.place", "game.log.sell", "game.log.order", "game.log.fan"):
        assert key in keys, key


def test_every_text_the_engine_names_is_in_both_catalogues() -> None:
    """say("log.fan") in the sources names game.log.fan; f-strings name a family of keys."""
    named, families = set(), set()
    for path in GAME_DIR.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        named |= {f"game.{k}" for k in re.findall(r'say\(\s*"([a-z_.]+)"', source)}
        families |= {f"game.{k}" for k in re.findall(r'say\(\s*f"([a-z_.]+)\{', source)}
    assert len(named) > 100
    for key in named:
        assert key in EN and key in HU, key
        assert entry_fields(EN[key]) == entry_fields(HU[key]), key
    for prefix in families:
        assert any(k.startswith(prefix) for k in EN), prefix


def test_the_english_catalogue_copies_the_data_names() -> None:
    comp = load_components()
    for card in comp.contests:
        assert EN[f"game.data.contest.{card.id}.title"] == card.title
        rule = EN[f"game.data.contest.{card.id}.rule"]
        assert rule == card.text[:1].lower() + card.text[1:].rstrip(".")
    for card in comp.configuration_cards:
        assert EN[f"game.data.configuration.{card.name}"] == card.title
    solo = solo_data().contests  # the table says only their titles
    for card in solo:
        assert EN[f"game.data.contest.{card.id}.title"] == card.title
    for order in comp.orders:
        assert customer_term(order.customer).key in EN
    from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import festival_data
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.cards import MODULE_CONTESTS

    toasts = festival_data().toasts  # Harvest Festival's toast cards: their conditions
    for toast in toasts:
        assert EN[f"game.data.toast.{toast.id}"] == toast.text
    module_contests = [c for cards in MODULE_CONTESTS.values() for c in cards]
    for card in module_contests:
        assert EN[f"game.data.contest.{card.id}.title"] == card.title
    data_keys = {k for k in EN if k.startswith("game.data.")}
    expected = 2 * len(comp.contests) + len(comp.configuration_cards)
    expected += len({o.customer for o in comp.orders}) + len(solo)
    # Fall Fruit: the fruit orders' customers
    from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FRUIT_ORDERS

    for order in FRUIT_ORDERS:
        assert customer_term(order.customer).key in EN
    expected += len({o.customer for o in FRUIT_ORDERS})
    expected += len(toasts) + len(module_contests)
    assert len(data_keys) == expected


def test_a_name_changed_in_the_data_is_said_as_the_data_says() -> None:
    card = load_components().orders[0]
    assert customer_term(card.customer).text("hu") != card.customer  # translated
    renamed = customer_term("Hedgehog family")  # a customer the catalogue does not know
    assert renamed == "Hedgehog family" and renamed.text("hu") == "Hedgehog family"
    fox = Message("game.data.customer.fox", _default="Red Fox")  # the data changed the name
    assert fox.text("hu") == "Red Fox"
    assert order_phrase(card).text("hu").startswith("a Sün rendelése (")


def test_spot_checks_in_both_languages() -> None:
    st = state(2, seed=3)
    st.players[0].coins = 2
    give_hive(st, 0, "")
    g = game(st)
    assert g.setup_log[0] == "A game for 2 players: Anna and Ben. Anna is the first player."
    assert g.log_in("hu")[0] == "Játék 2 játékossal: Anna és Ben. Kezdőjátékos: Anna."
    assert g.pending.prompt_in("hu") == (
        "Anna, vegyél el egy lapkát (válassz rekeszt és méhsort), vagy hívd vissza a munkásaidat."
    )
    act(g, "take_tile", tile="market", workers=1)
    assert g.log[-1] == "Anna takes a Market tile with a beeline of 1 worker on the Market box."
    assert g.log_in("hu")[-1] == (
        "Anna méhsort rak (1 munkás) a Piac rekeszre, és elvesz egy Piac lapkát."
    )
    place = A.Place((1, 2), 1)
    assert place.describe(g) == (
        "Place at (1,2) pointing NE: creates a Wildflower cell at (1,1); activates Forage, "
        "Produce and Market"
    )
    assert place.describe(g, language="hu") == (
        "Lerakás: (1,2), a sima mező iránya ÉK: létrejön Vadvirág cella az (1,1) mezőn; "
        "aktiválódik: Gyűjtés, Termelés és Piac"
    )
    g.apply(place)
    assert g.log_in("hu")[-1] == (
        "Anna lerakja a Piac lapkát az (1,2) mezőre, a sima mezőt ÉK irányba fordítva; "
        "létrejön Vadvirág cella az (1,1) mezőn; aktiválódik: Gyűjtés, Termelés és Piac."
    )
    assert g.pending.phrase == "choose the next action"
    assert g.pending.phrase_in("hu") == "a következő akció kiválasztása"


def test_a_refused_action_says_why_in_both_languages() -> None:
    g = game(state(2, seed=1))
    with pytest.raises(IllegalAction) as e:
        g.apply(A.EndTurn())
    assert e.value.reason == (
        "You cannot end your turn now. Anna, take a tile (choose a box and a beeline) or "
        "recall your workers."
    )
    assert e.value.text("hu") == (
        "Most nem ez a lépés jön (a kör befejezése). Anna, vegyél el egy lapkát (válassz "
        "rekeszt és méhsort), vagy hívd vissza a munkásaidat."
    )
    assert g.explain(A.EndTurn(), "hu") == e.value.text("hu")
    assert g.explain(A.TakeTile("decree", 1), "hu") is None
    finish_turn(g)
    assert g.log_in("hu")[-1] == "Anna köre véget ért; következik: Ben."


def test_the_final_scores_are_said_in_hungarian_too() -> None:
    g = Game.new(NAMES[:3], seed=5, first_game=True)
    bots = [GreedyBot(1), GreedyBot(2), RandomBot(3)]
    while not g.is_over:
        g.apply(bots[g.pending.player].choose(g))
    sentences = g.final_scores()["sentences"]
    hungarian = [s.text("hu") for s in sentences]
    assert hungarian[-1].endswith("ponttal.")
    assert any(s.startswith("Döntő verseny („") for s in hungarian)
    assert g.log_in("hu")[-len(sentences) :] == hungarian


def test_the_log_stays_plain_english_for_existing_callers() -> None:
    g = Game.new(["Anna", "Ben"], seed=2)
    g.apply(g.legal_actions()[0])
    assert all(isinstance(line, str) for line in g.log)
    assert json.loads(json.dumps(g.log)) == [str(line) for line in g.log]
    assert Game.from_record(json.dumps(g.to_record())).log == g.log
    assert g.state.to_json() == json.loads(json.dumps(g.state.to_json()))


def test_an_unknown_language_is_refused() -> None:
    g = Game.new(["Anna", "Ben"], seed=2)
    with pytest.raises(CatalogError, match="choose"):
        g.log_in("de")
    with pytest.raises(CatalogError):
        g.legal_actions()[0].describe(g, language="fr")


def test_the_log_takes_messages_only() -> None:
    log = Log()
    with pytest.raises(TypeError, match="Messages"):
        log.add("Anna does something.")  # type: ignore[arg-type]
