"""HiveBoard in English and Hungarian: the texts it syncs, its status and refusals.

The page renders everything from the ``_texts`` catalogue Python sends; the agreement
test (test_widget_js_agreement.py) checks that its reasons and sentences are the
engine's, word for word, in both languages.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from traitlets import TraitError

from honeybuzz_lab.core.i18n import LANGUAGES, catalog
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveTile
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.board import PAGE_AREAS, page_texts

WIDGET_JS = Path(__file__).resolve().parents[2] / "widget_js"
#: The page's scripts: the top-level ones, the board view's (widget_js/board/) and each
#: module's (widget_js/modules/<name>/).
SCRIPTS = [
    *WIDGET_JS.glob("*.js"),
    *WIDGET_JS.glob("board/**/*.js"),
    *WIDGET_JS.glob("modules/*/*.js"),
]


def place_msg(tile: HiveTile) -> dict:
    return {
        "kind": "place",
        "anchor": list(tile.anchor),
        "direction": tile.direction,
        "action": tile.action.value,
    }


def test_a_board_speaks_english_unless_told_otherwise() -> None:
    board = HiveBoard(Hive.starting("star"))
    assert board.language == "en"
    assert board._texts == page_texts("en")
    assert board._status["text"] == "The board is ready."


def test_the_page_gets_the_texts_of_its_areas_only() -> None:
    texts = page_texts("hu")
    assert texts["terms.action.new_bee"] == "Új Méh"
    assert texts["hive.reason.occupied"].endswith("fedi.")
    assert {k.split(".", 1)[0] for k in texts} == set(PAGE_AREAS)
    assert not any(k.startswith("game.") for k in texts)


def test_a_hungarian_board_says_everything_in_hungarian() -> None:
    board = HiveBoard(Hive.starting("star"), language="hu")
    assert board._status["text"] == "A tábla kész."
    tile = next(e.tile for e in board.hive.legal_placements(Action.PRODUCE) if e.new_cells)
    assert board.handle_message(place_msg(tile))
    effect = board.history.last_result
    assert board._effect["text"] == effect.describe("hu")
    assert (
        board._effect["text"].startswith("A ")
        and "mezőkön fekvő Termelés lapka" in (board._effect["text"])
    )
    hu = tile.notation_in("hu")  # T(-2,3)K: Hungarian letters
    assert board._status["text"] == f"Lerakva: {hu}. {effect.describe('hu')}"
    assert board._moves[-1] == hu and board._palette["icons"]["produce"]["letter"] == "T"
    board.handle_message({"kind": "undo"})
    assert board._status["text"] == f"Visszavéve: {hu}."
    assert not board.handle_message({"kind": "undo"})
    assert board._error == "Nincs mit visszavonni: a tábla a kezdőállásban van."


def test_a_refused_placement_is_explained_in_the_boards_language() -> None:
    board = HiveBoard(Hive.starting("star"), language="hu")
    covered = HiveTile(Action.PRODUCE, board.hive.tiles[0].anchor, 0)
    assert not board.handle_message(place_msg(covered))
    assert board._error == board.hive.check(covered).text("hu")
    assert "mezőt, ahová az ikonos mező kerülne, már" in board._error
    board.tray = [Action.FORAGE]
    assert not board.handle_message({"kind": "select", "action": "produce"})
    assert board._error == "Termelés lapka nincs a kínálatban (a tálcán: Gyűjtés)."
    board.read_only = True
    assert not board.handle_message({"kind": "undo"})
    assert board._error == "Ez a tábla csak mutatja a kaptárt: lépést nem fogad."


def test_switching_the_language_redraws_the_texts_without_a_new_announcement() -> None:
    board = HiveBoard(Hive.starting("star"))
    tile = next(e.tile for e in board.hive.legal_placements(Action.FORAGE) if e.new_cells)
    board.place(tile)
    seq = board._status["seq"]
    board.language = "hu"
    assert board._texts == page_texts("hu")
    assert board._effect["text"] == board.history.last_result.describe("hu")
    assert board._status == {"seq": seq, "text": board._status["text"]}
    assert board._status["text"].startswith(f"Lerakva: {tile.notation}. ")
    board.language = "en"
    assert board._status["text"].startswith(f"Placed {tile.notation}. ")


def test_an_unknown_language_is_refused_and_changes_nothing() -> None:
    board = HiveBoard(language="hu")
    with pytest.raises(TraitError, match=r'"en" \(English\), "hu" \(Magyar\)'):
        board.language = "de"
    assert board.language == "hu" and board._texts == page_texts("hu")
    with pytest.raises(TraitError):
        HiveBoard(language="fr")


def test_a_saved_page_keeps_the_language(tmp_path: Path) -> None:
    board = HiveBoard(Hive.starting("star"), language="hu")
    page = board.save_html(tmp_path / "board.html").read_text(encoding="utf-8")
    assert '<html lang="hu">' in page and "<title>Kaptártábla</title>" in page
    assert board.page_state()["language"] == "hu"
    assert board.page_state()["_texts"]["board.moves.heading"] == "Lépések"


def test_the_static_picture_names_the_moves_in_the_language() -> None:
    board = HiveBoard(Hive.starting("star"), language="hu")
    board.place(next(e.tile for e in board.hive.legal_placements(Action.FORAGE)))
    assert "Lépések: " in board._repr_html_()


def _page_keys() -> set[str]:
    """Every catalogue key (or key prefix ending in '.') written in the page's sources."""
    found = set()
    for path in SCRIPTS:
        found |= set(re.findall(r"\"((?:terms|hive|board)\.[a-z_.]+)\"", path.read_text("utf-8")))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_the_page_names_is_in_the_catalogue(language: str) -> None:
    texts = catalog(language)
    keys = _page_keys()
    assert len(keys) > 60
    for key in sorted(keys):
        if key.endswith("."):
            assert any(k.startswith(key) for k in texts), key
        else:
            assert key in texts, key


def test_every_board_text_is_used_by_the_page_or_the_board() -> None:
    """A board text nobody uses is a sign of a renamed key."""
    sources = " ".join(p.read_text("utf-8") for p in SCRIPTS)
    sources += (
        Path(__file__).resolve().parents[2] / "honeybuzz_lab/games/honeybuzz/widgets/board.py"
    ).read_text("utf-8")
    sources += (
        Path(__file__).resolve().parents[2] / "honeybuzz_lab/games/honeybuzz/widgets/static_page.py"
    ).read_text("utf-8")
    prefixes = {k for k in _page_keys() if k.endswith(".")}
    for key in catalog("en"):
        if not key.startswith("board."):
            continue
        last = key.rsplit(".", 1)[1]
        named = (
            f'"{key}"' in sources
            or any(key.startswith(p) for p in prefixes)
            or (key.startswith("board.python.") and f'"{last}"' in sources)
        )
        assert named, key


def test_the_static_picture_follows_the_board_language() -> None:
    board = HiveBoard(Hive.starting("star"), language="hu")
    assert "Vadvirág: 3 lapka" in board.to_svg()
    board.language = "en"
    assert "Wildflower: 3 tiles" in board.to_svg()
