"""The i18n layer: templates, articles, plurals, lists, messages and clear errors."""

from __future__ import annotations

import copy
import json
import pickle
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import honeybuzz_lab.games.honeybuzz  # noqa: F401  (registers its areas)
from honeybuzz_lab.core.i18n import (
    Catalog,
    CatalogError,
    Message,
    MissingText,
    catalog,
    register_texts,
    render,
    text,
    unregister_texts,
)
from honeybuzz_lab.core.i18n.format import (
    TemplateError,
    english_article,
    hungarian_article,
    hungarian_suffix,
    parse,
)

NODE = shutil.which("node")
REPO = Path(__file__).resolve().parents[2]

#: A small catalogue of every template feature, shared by the Python and the page checks.
SAMPLE = {
    "x.coins": {"one": "{n} coin", "other": "{n} coins"},
    "x.say": "{who:cap} has {what:and}; {where:list}.",
    "x.an": "{word:an} and {word:An}",
    "x.az": "{word:az} / {word:Az}",
    "x.turn": "{name:S} turn ends; it is {next:s} turn.",
    "x.braces": "{{literal}} {v}",
    "x.nested": "{inner} ({count})",
    "core.list.comma": ", ",
    "core.list.and": " and ",
}
CASES = [
    ("x.coins", {"n": 1}),
    ("x.coins", {"n": 4}),
    (
        "x.say",
        {
            "who": "anna",
            "what": [{"key": "x.coins", "params": {"n": 2}}, "a fan"],
            "where": ["here", "there", "everywhere"],
        },
    ),
    ("x.say", {"who": "ben", "what": ["x"], "where": []}),
    ("x.an", {"word": "Acacia"}),
    ("x.an", {"word": "Rosemary"}),
    ("x.az", {"word": "Akác"}),
    ("x.az", {"word": "(1,2)"}),
    ("x.az", {"word": "(-1,2)"}),
    ("x.az", {"word": "50"}),
    ("x.az", {"word": "1000"}),
    ("x.az", {"word": "100"}),
    ("x.az", {"word": "Új Méh"}),
    ("x.az", {"word": "F2"}),
    ("x.az", {"word": "C4"}),
    ("x.az", {"word": "Rozmaring"}),
    ("x.turn", {"name": "You", "next": "Anna"}),
    ("x.turn", {"name": "Ben", "next": " you"}),
    ("x.braces", {"v": 7}),
    ("x.nested", {"inner": {"key": "x.an", "params": {"word": "egg"}}, "count": 0}),
]


def _python(texts: Catalog, key: str, params: dict) -> str:
    def convert(v: object) -> object:
        if isinstance(v, dict):
            return _Local(texts, v["key"], {k: convert(x) for k, x in v["params"].items()})
        if isinstance(v, list):
            return [convert(x) for x in v]
        return v

    return render(texts, key, {k: convert(v) for k, v in params.items()})


class _Local(Message):
    """A message of the sample catalogue (not in the package's catalogues)."""

    def __new__(cls, texts: Catalog, key: str, params: dict) -> _Local:
        self = str.__new__(cls, render(texts, key, params))
        self.key, self.params, self.default = key, params, None
        return self


def test_templates_parse_into_text_and_fields() -> None:
    assert parse("a {b} c {d:az}{{e}}") == ("a ", ("b", ""), " c ", ("d", "az"), "{e}")
    for bad in ("{", "a }", "{b:shout}", "{0}", "{a.b}", "{x!r}"):
        with pytest.raises(TemplateError):
            parse(bad)


def test_english_articles_go_by_the_first_letter() -> None:
    assert english_article("Acacia") == "an" and english_article("acacia") == "an"
    assert english_article("Rosemary") == "a" and english_article("") == "a"


@pytest.mark.parametrize(
    ("word", "article"),
    [
        ("Akác", "az"),
        ("Rozmaring", "a"),
        ("Új Méh", "az"),
        ("„Őszi rendelés”", "az"),
        ("(1,2)", "az"),  # egy
        ("(5,0)", "az"),  # öt
        ("(-1,2)", "a"),  # mínusz
        ("(0,1)", "a"),  # nulla
        ("10", "a"),  # tíz
        ("100", "a"),  # száz
        ("1000", "az"),  # ezer
        ("1500", "az"),  # ezerötszáz
        ("10000", "a"),  # tízezer
        ("1000000", "az"),  # egymillió
        ("56", "az"),  # ötvenhat
        ("A1", "az"),  # á
        ("C2", "a"),  # cé
        ("F3", "az"),  # ef
        ("B", "a"),  # bé
        ("P(0,0)E", "a"),  # pé
        ("Rozmaring", "a"),
        ("ÉK", "az"),
        ("", "a"),
    ],
)
def test_hungarian_articles_go_by_the_sound(word: str, article: str) -> None:
    assert hungarian_article(word) == article


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Anna", "Annának"),
        ("Béla", "Bélának"),
        ("Péter", "Péternek"),
        ("Ottó", "Ottónak"),
        ("Zsófi", "Zsófinak"),
        ("Ödön", "Ödönnek"),
        ("Ben", "Bennek"),
        ("Eszter", "Eszternek"),
    ],
)
def test_hungarian_suffixes_follow_vowel_harmony(word: str, expected: str) -> None:
    assert hungarian_suffix(word, "nak", "nek") == expected


def test_a_player_named_you_takes_your_as_a_possessive() -> None:
    texts = Catalog("en", SAMPLE)
    said = [_python(texts, key, params) for key, params in CASES if key == "x.turn"]
    assert said == ["Your turn ends; it is Anna's turn.", "Ben's turn ends; it is your turn."]


def test_plural_forms_lists_and_nested_messages() -> None:
    texts = Catalog("en", SAMPLE)
    results = [_python(texts, key, params) for key, params in CASES]
    assert results[:4] == [
        "1 coin",
        "4 coins",
        "Anna has 2 coins and a fan; here, there, everywhere.",
        "Ben has x; .",
    ]
    assert results[4:9] == [
        "an Acacia and An Acacia",
        "a Rosemary and A Rosemary",
        "az Akác / Az Akác",
        "az (1,2) / Az (1,2)",
        "a (-1,2) / A (-1,2)",
    ]
    assert results[-2:] == ["{literal} 7", "an egg and An egg (0)"]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_page_fills_templates_exactly_as_python_does() -> None:
    texts = Catalog("en", SAMPLE)
    script = (
        'import { makeTexts } from "./widget_js/i18n.js";\n'
        'import { readFileSync } from "node:fs";\n'
        "const input = JSON.parse(readFileSync(0, 'utf-8'));\n"
        "const t = makeTexts(input.texts, 'en');\n"
        "process.stdout.write(JSON.stringify(input.cases.map(([k, p]) => t.t(k, p))));\n"
    )
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", script],
        input=json.dumps({"texts": SAMPLE, "cases": CASES}),
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
        timeout=60,
    )
    assert json.loads(done.stdout) == [_python(texts, k, p) for k, p in CASES]


def test_a_message_is_its_english_text_and_says_itself_in_hungarian() -> None:
    tile = Message(
        "hive.tile", action=Message("terms.action.new_bee"), anchor="(1,0)", tail="(2,0)"
    )
    assert tile == "the New Bee tile at (1,0)-(2,0)" and isinstance(tile, str)
    assert f"{tile}!" == "the New Bee tile at (1,0)-(2,0)!"
    assert tile.text("hu") == "az (1,0)-(2,0) mezőkön fekvő Új Méh lapka"
    assert tile.key == "hive.tile" and tile.params["anchor"] == "(1,0)"
    assert tile.to_json() == {
        "key": "hive.tile",
        "params": {
            "action": {"key": "terms.action.new_bee", "params": {}},
            "anchor": "(1,0)",
            "tail": "(2,0)",
        },
    }
    for copied in (pickle.loads(pickle.dumps(tile)), copy.deepcopy(tile)):
        assert copied == tile and copied.text("hu") == tile.text("hu")
    assert json.dumps(tile) == json.dumps(str(tile))


def test_a_message_may_fall_back_to_a_name_from_data() -> None:
    m = Message("game.no.such.title", _default="Fox")
    assert m == "Fox" and m.text("hu") == "Fox"


def test_a_missing_text_names_the_key_the_language_and_the_file() -> None:
    with pytest.raises(MissingText) as e:
        text("hu", "hive.reason.nowhere")
    message = str(e.value)
    assert "'hive.reason.nowhere'" in message and "Magyar" in message
    assert "honeybuzz_lab/games/honeybuzz/i18n/hive/hu.toml" in message
    with pytest.raises(MissingText):
        Message("board.no_such_text")


def test_a_missing_value_or_a_wrong_value_is_named() -> None:
    with pytest.raises(CatalogError, match=r"needs a value for \{tail\}"):
        Message("hive.tile", action="x", anchor="(0,0)")
    with pytest.raises(CatalogError, match="plural forms: it needs"):
        text("en", "hive.reason.also")
    with pytest.raises(CatalogError, match="takes a list"):
        text("en", "hive.effect.activates", icons="Forage")
    with pytest.raises(CatalogError, match="must be text, a whole number or a message"):
        text("en", "hive.effect.icon", action=1.5, hex="(0,0)")


def test_an_unknown_language_is_refused_clearly() -> None:
    with pytest.raises(CatalogError, match=r'"en" \(English\), "hu" \(Magyar\)'):
        catalog("de")


def test_a_malformed_catalogue_entry_is_refused_with_its_place() -> None:
    from honeybuzz_lab.core.i18n.catalog import _flatten

    with pytest.raises(CatalogError, match=r"somewhere.toml: x\.y: unknown spec"):
        _flatten("x", {"y": "{a:shout}"}, {}, "somewhere.toml")
    with pytest.raises(CatalogError, match="must be text or a table"):
        _flatten("x", {"y": 3}, {}, "somewhere.toml")


def _texts_package(tmp_path: Path, files: dict[str, str]) -> str:
    """A package ``texts_pkg`` in ``tmp_path`` with the given files under ``texts/``."""
    folder = tmp_path / "texts_pkg" / "texts"
    folder.mkdir(parents=True)
    (tmp_path / "texts_pkg" / "__init__.py").write_text("", "utf-8")
    for name, body in files.items():
        (folder / name).write_text(body, "utf-8")
    return "texts_pkg"


@pytest.fixture
def importable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    unregister_texts("test.rain")
    for name in [n for n in sys.modules if n.split(".")[0] == "texts_pkg"]:
        del sys.modules[name]


def test_a_modules_own_texts_join_the_areas_and_leave_again(importable: Path) -> None:
    package = _texts_package(
        importable,
        {
            "en.toml": '[table.rain]\nsays = "It rains {n} drops."\n',
            "hu.toml": '[table.rain]\nsays = "{n} csepp esik."\n',
        },
    )
    before = len(catalog("en"))
    register_texts("test.rain", package, "texts")
    register_texts("test.rain", package, "texts")  # again from the same place: nothing
    assert text("hu", "table.rain.says", n=3) == "3 csepp esik."
    assert "table.rain.says" in catalog("en").subset(["table"])  # the page gets it too
    with pytest.raises(CatalogError, match="has its texts in texts_pkg/texts already"):
        register_texts("test.rain", package, "elsewhere")
    unregister_texts("test.rain")
    assert len(catalog("en")) == before and "table.rain.says" not in catalog("hu")


@pytest.mark.parametrize(
    ("files", "error"),
    [
        ({"en.toml": '[table.rain]\nsays = "x"\n'}, r"texts_pkg/texts/hu\.toml is missing"),
        (
            {"en.toml": '[weather]\nsays = "x"\n', "hu.toml": '[weather]\nsays = "y"\n'},
            r"texts_pkg/texts/en\.toml: 'weather' is not an area of texts",
        ),
        (
            {"en.toml": '[table]\nlabel = "x"\n', "hu.toml": '[table]\nlabel = "y"\n'},
            r"texts_pkg/texts/en\.toml: 'table\.label' is a text already",
        ),
        (
            {"en.toml": '[table.rain]\nsays = "{n:shout}"\n', "hu.toml": "[table.rain]\n"},
            r"texts_pkg/texts/en\.toml: table\.rain\.says: unknown spec",
        ),
    ],
)
def test_a_modules_bad_texts_are_refused_and_nothing_is_added(
    importable: Path, files: dict[str, str], error: str
) -> None:
    package = _texts_package(importable, files)
    en, hu = dict(catalog("en")), dict(catalog("hu"))
    with pytest.raises(CatalogError, match=error):
        register_texts("test.rain", package, "texts")
    assert dict(catalog("en")) == en and dict(catalog("hu")) == hu


@pytest.mark.parametrize(
    "module", ["honeybuzz_lab.games.honeybuzz.i18n", "honeybuzz_lab.core.i18n.message"]
)
def test_docstring_examples(module: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
