"""The English and the Hungarian notebooks: generated from one source, the same structure,
and each in its own language only."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.core.i18n import catalog as package_catalog
from honeybuzz_lab.games.honeybuzz.lessons import all_lessons, find_lesson
from honeybuzz_lab.games.honeybuzz.lessons import catalog as lesson_catalog

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)")


def load_build():
    spec = importlib.util.spec_from_file_location("notebook_build", NOTEBOOKS / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


build = load_build()


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def pairs() -> list[tuple[Path, Path]]:
    return [
        (NOTEBOOKS / "en" / f"{s.names['en']}.ipynb", NOTEBOOKS / "hu" / f"{s.names['hu']}.ipynb")
        for s in build.load_sources()
    ]


def markdown(path: Path) -> str:
    """The markdown of a notebook without code spans and link targets."""
    text = "\n".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "markdown")
    text = re.sub(r"`[^`]*`", " ", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def test_the_notebooks_are_generated_from_their_source():
    assert build.outdated() == [], "run: python notebooks/build.py"


def test_a_stale_or_missing_notebook_is_found(tmp_path):
    (tmp_path / "source").mkdir()
    for source in (NOTEBOOKS / "source").glob("*.toml"):
        (tmp_path / "source" / source.name).write_bytes(source.read_bytes())
    build.write(tmp_path)
    assert build.outdated(tmp_path) == []
    start = tmp_path / "hu" / "00_kezdd_itt.ipynb"
    start.write_text(start.read_text(encoding="utf-8").replace("kezdd", "x"), encoding="utf-8")
    (tmp_path / "en" / "01_goal_and_turn.ipynb").unlink()
    (tmp_path / "en" / "99_old.ipynb").write_text("{}", encoding="utf-8")
    assert build.outdated(tmp_path) == [
        "en/01_goal_and_turn.ipynb",
        "hu/00_kezdd_itt.ipynb",
        "en/99_old.ipynb (no source)",
    ]
    build.write(tmp_path)
    assert build.outdated(tmp_path) == []


def test_a_bad_source_is_a_clear_error(tmp_path):
    bad = tmp_path / "03_x.toml"
    bad.write_text('[name]\nen = "03_x"\nhu = "03_y"\n[[cells]]\nen = "only English"\n')
    with pytest.raises(build.SourceError, match="cell 0 must have either en and hu"):
        build.load_source(bad)
    bad.write_text('[name]\nen = "03_x"\nhu = "03_y"\n[[cells]]\ncode = "1"\n')
    with pytest.raises(build.SourceError, match="exactly one preset"):
        build.load_source(bad)
    with pytest.raises(build.SourceError, match="notebook 42, which has no source"):
        build.resolve_links("[a]({{nb:42}})", "en", {"00": {"en": "00_a", "hu": "00_b"}})


#: The notebooks' numbers: Honey Buzz's 00 to 11 (10 a full game, 11 the advanced variant),
#: 12 the solo game (its own branch adds it), 13 the explorer, 14 the classroom, then the
#: second game from 20 (20 a whole game, 21 its lessons); 15 the Fall Flavors lessons, 16 the
#: rules reference of both games (17 to 19 are kept for lessons to come); 30 the companion at
#: the real table.
NUMBERS = [f"{i:02d}" for i in range(12)] + ["13", "14", "15", "16", "17", "19", "20", "21", "30"]
SOLO = "12"


def test_the_two_sets_hold_the_notebooks_in_the_curriculum_order():
    english = sorted(p.name for p in (NOTEBOOKS / "en").glob("*.ipynb"))
    hungarian = sorted(p.name for p in (NOTEBOOKS / "hu").glob("*.ipynb"))
    numbers = sorted([*NUMBERS, SOLO]) if any(n[:2] == SOLO for n in english) else NUMBERS
    assert [n[:2] for n in english] == [n[:2] for n in hungarian] == numbers
    assert english[0] == "00_start_here.ipynb" and hungarian[0] == "00_kezdd_itt.ipynb"
    assert not list(NOTEBOOKS.glob("*.ipynb")), "the bilingual notebooks are gone"


LESSON_CALLS = {
    1: 'GameLesson("workers_and_beelines", language=LANGUAGE)',
    2: 'Lesson("hive_and_tiles", language=LANGUAGE)',
    3: 'Lesson("cells_and_nectar", language=LANGUAGE)',
    4: 'Lesson("hive_actions", language=LANGUAGE)',
    5: 'GameLesson("woodland", language=LANGUAGE)',
    6: 'GameLesson("honey", language=LANGUAGE)',
    7: 'GameLesson("market_and_orders", language=LANGUAGE)',
    8: 'Lesson("shapes_that_score", language=LANGUAGE)',
    9: 'GameLesson("contests_end_scoring", language=LANGUAGE)',
}


@pytest.mark.parametrize("number", sorted(LESSON_CALLS))
def test_each_lesson_notebook_shows_its_lesson(number):
    english, hungarian = pairs()[number]
    for path in (english, hungarian):
        code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
        assert LESSON_CALLS[number] in code
    assert all_lessons()[number - 1].number == number


def test_notebook_11_shows_the_advanced_lesson_and_games_with_the_variant():
    english, hungarian = next(p for p in pairs() if p[0].name == "11_advanced.ipynb")
    assert hungarian.name == "11_halado_valtozat.ipynb"
    for path in (english, hungarian):
        code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
        assert 'GameLesson("advanced", language=LANGUAGE)' in code
        assert code.count('modules=["advanced"]') == 2
    assert find_lesson("advanced").number == 10


def test_notebook_12_shows_the_solo_lesson_before_the_solo_game():
    english, hungarian = next(p for p in pairs() if p[0].name == "12_solo.ipynb")
    assert hungarian.name == "12_egyszemelyes.ipynb"
    for path in (english, hungarian):
        code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
        lesson = code.index('GameLesson("solo", language=LANGUAGE)')
        assert lesson < code.index("SoloChooser(")
    assert find_lesson("solo").number == 11


FALL_LESSONS = (
    "fall_sunset",
    "fall_fruit",
    "fall_leaves",
    "fall_caps",
    "fall_festival",
    "fall_solo",
)


def test_notebook_15_shows_the_fall_flavors_lessons_in_order():
    english, hungarian = next(p for p in pairs() if p[0].name == "15_fall_flavors.ipynb")
    assert hungarian.name == "15_oszi_izek.ipynb"
    for path in (english, hungarian):
        code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
        at = [code.index(f'GameLesson("{lesson}", language=LANGUAGE)') for lesson in FALL_LESSONS]
        assert at == sorted(at)
    assert [find_lesson(lesson).number for lesson in FALL_LESSONS] == [12, 13, 14, 15, 16, 17]


@pytest.mark.parametrize("pair", pairs(), ids=lambda p: p[0].stem)
def test_the_two_sets_have_the_same_structure(pair):
    english, hungarian = (cells(p) for p in pair)
    assert [(c["cell_type"], c["id"]) for c in english] == [
        (c["cell_type"], c["id"]) for c in hungarian
    ]
    code_en = ["".join(c["source"]) for c in english if c["cell_type"] == "code"]
    code_hu = ["".join(c["source"]) for c in hungarian if c["cell_type"] == "code"]
    assert code_en[0] == 'LANGUAGE = "en"' and code_hu[0] == 'LANGUAGE = "hu"'
    assert code_en[1:] == code_hu[1:]
    assert all(c["outputs"] == [] for c in english + hungarian if c["cell_type"] == "code")


@pytest.mark.parametrize("pair", pairs(), ids=lambda p: p[0].stem)
def test_links_are_the_same_resolved_in_each_language(pair):
    names = {p.name: q.name for p, q in pairs()}  # English name -> Hungarian name
    english, hungarian = (cells(p) for p in pair)
    for en_cell, hu_cell in zip(english, hungarian, strict=True):
        en_links = LINK.findall("".join(en_cell["source"]))
        hu_links = LINK.findall("".join(hu_cell["source"]))
        assert len(en_links) == len(hu_links)
        for en_link, hu_link in zip(en_links, hu_links, strict=True):
            if en_link.startswith("../hu/"):  # each start page links the other's
                assert hu_link == "../en/" + next(k for k, v in names.items() if v in en_link)
            else:
                assert hu_link == names[en_link]
            assert (pair[0].parent / en_link).is_file() and (pair[1].parent / hu_link).is_file()


def test_each_start_page_links_the_other_languages_start_page():
    assert "](../hu/00_kezdd_itt.ipynb)" in "".join(cells(pairs()[0][0])[0]["source"])
    assert "](../en/00_start_here.ipynb)" in "".join(cells(pairs()[0][1])[0]["source"])


def english_interface_words() -> set[str]:
    """The English labels a learner sees on the widgets, and the lessons' titles."""
    package = package_catalog("en")
    lessons = lesson_catalog("en")
    keys = [
        "board.tray.heading",
        "board.result.heading",
        "board.moves.reset",
        "table.toolbar.scores",
    ]
    words = {str(package[k]) for k in keys if k in package}
    words |= {"Undo", "Redo", "Scores", "Tiles", "Last placement"}
    for key in ("hint", "reset", "back", "next", "reveal"):
        words.add(str(lessons[f"ui.buttons.{key}"]))
    for key in ("why", "play", "show", "queen"):
        words.add(str(lessons[f"advisor.buttons.{key}"]))
    words |= {str(lessons["explorer.book.check"]), str(lessons["classroom.labels.reveal"])}
    words |= {str(lessons[lesson.key("title")]) for lesson in all_lessons()}
    words |= {"The goal and your turn", "Shapes that score", "Step", "You", "and", "the"}
    return words


def test_the_interface_word_list_is_the_catalogues():
    words = english_interface_words()
    assert {"Hint", "Reset step", "Show the answer", "Play this", "Ask the Queen"} <= words
    assert {"Empty cells and nectar", "Honey", "Why?", "Check", "Reveal"} <= words


@pytest.mark.parametrize("path", [q for _, q in pairs()], ids=lambda p: p.stem)
def test_the_hungarian_set_shows_no_english_interface_text(path):
    text = markdown(path).replace("Honey Buzz", "")
    text = text.replace("Create New View for Cell Output", "")  # JupyterLab's own menu
    found = [
        word
        for word in sorted(english_interface_words())
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)
    ]
    assert found == []
    assert "Magyarul" not in text


@pytest.mark.parametrize("path", [p for p, _ in pairs()], ids=lambda p: p.stem)
def test_the_english_set_shows_no_hungarian(path):
    text = markdown(path)
    hungarian = package_catalog("hu")
    labels = ["Tipp", "Lépés újrakezdése", "Visszavonás", "Miért?", "Felfedés", "Lapkák"]
    labels += [str(hungarian["terms.action.produce"]), "Magyarul", "lecke", " és "]
    assert [w for w in labels if w in text] == []
    assert not re.search(r"[őűŐŰ]", text)
