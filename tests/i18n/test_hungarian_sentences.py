"""Every engine sentence of a few whole games, said in Hungarian, is a whole sentence:
no "A(z)", no article that does not fit the number after it, no English left over, no
fragments glued on with colons."""

import re
from functools import cache

import pytest

from honeybuzz_lab.core.i18n import catalog
from honeybuzz_lab.core.i18n.format import apply_spec, hungarian_suffix, parse
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot, RandomBot
from honeybuzz_lab.games.honeybuzz.game.simulate import play

NAMES = ["Anna", "Bence", "Csilla", "Dóra"]
#: (players, seed) of the games rendered.
GAMES = [(2, 1), (3, 2), (4, 3)]

LEFTOVERS = {
    "A(z)": re.compile(r"\b[Aa]\(z\)"),
    "a before a number read with a vowel": re.compile(r"\ba (?:1|5\d*|1\d{3})(?![\d,])"),
    "az before a number read with a consonant": re.compile(r"\baz (?:[2-46-9]|10|100)(?!\d)"),
    "English word": re.compile(
        r"\b(the|and|with|takes|tile|tiles|coins|of|from|to|recalls|forages|Player)\b"
    ),
    "glued fragment": re.compile(
        r"ide lép:|itt áll:|elveszi:|ebbe a cellába teszi:|ide kerül:|\bhelyett\b|"
        r"új cella:|elad:|van nálad:|erről a nektárlapkáról:"
    ),
}


@cache
def sentences() -> tuple[str, ...]:
    said: list[str] = []
    for players, seed in GAMES:
        game = Game.new(NAMES[:players], seed=seed)
        bots = [GreedyBot(seed + i) if i % 2 == 0 else RandomBot(seed + i) for i in range(players)]
        play(game, bots)
        said += game.log_in("hu")
    return tuple(said)


def test_the_games_say_enough():
    assert len(set(sentences())) > 150


@pytest.mark.parametrize("problem", sorted(LEFTOVERS))
def test_no_hungarian_engine_sentence_has_leftovers(problem):
    pattern = LEFTOVERS[problem]
    found = sorted({s for s in sentences() if pattern.search(s)})
    assert not found, found[:5]


@pytest.mark.parametrize(
    ("word", "forms", "expected"),
    [
        ("Anna", ("nak", "nek"), "Annának"),
        ("Bence", ("nak", "nek"), "Bencének"),
        ("C2", ("ra", "re"), "C2-re"),  # kettő
        ("A3", ("ba", "be"), "A3-ba"),  # három
        ("4", ("ról", "ről"), "4-ről"),
        ("20", ("ról", "ről"), "20-ról"),  # húsz
        ("10", ("hoz", "hez", "höz"), "10-hez"),
        ("5", ("hoz", "hez", "höz"), "5-höz"),  # öt
        ("(1,2)", ("hoz", "hez", "höz"), "(1,2)-höz"),
        ("Piac lapka", ("t", "t"), "Piac lapkát"),
        ("2 méz", ("ot", "et", "öt"), "2 mézet"),
    ],
)
def test_hungarian_suffixes_follow_vowel_harmony_and_numbers(word, forms, expected):
    assert hungarian_suffix(word, *forms) == expected


def test_a_suffix_spec_with_its_article():
    assert parse("{x:az+ba/be}") == ("", ("x", "az+ba/be"), "")
    assert apply_spec("az+ba/be", "E3") == "az E3-ba"
    assert apply_spec("Az+ról/ről", "5") == "Az 5-ről"


def test_the_page_catalogues_use_no_suffix_spec():
    """The page renders the board and table catalogues itself and knows no suffixes."""
    texts = catalog("hu").subset(("terms", "hive", "board", "table"))
    uses = [key for key, entry in texts.items() if re.search(r"\{\w+:(?:az|Az)?\+", str(entry))]
    assert not uses
