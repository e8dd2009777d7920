"""The start pages show the learner's progress (issue 31), on the real notebooks.

Progress is saved in the store as the lessons save it: two steps of Honey Buzz lesson 3
done in English, one step of the first Honeycomb Hustle lesson done in Hungarian with two
hints. The English and Hungarian start pages (notebooks 00, beside their lessons) are run
top to bottom in JupyterLab: each lists every lesson of both games; a lesson started in
the page's language shows its steps done, its stars and a Continue button naming the step
it goes on at; a lesson done further in the other language offers to carry that over.
The table reads from the left (JupyterLab aligns an output's tables to the right); the
English page is measured in the dark theme too (text 11 px or more at 4.5:1), and a
button opens its lesson's notebook. Run All leaves each page's board at its start: its
demonstration cells act on objects of their own, so the board the learner plays on has no
undone move and no Redo.
"""

from __future__ import annotations

import shutil
from typing import Any

from honeybuzz_lab.core.lessons.progress import StepRecord
from honeybuzz_lab.core.store import DB_NAME
from honeybuzz_lab.games.honeybuzz.lessons.loader import find_lesson
from honeybuzz_lab.games.honeybuzz.lessons.progress import ProgressStore
from honeybuzz_lab.games.honeybuzz.lessons.texts import catalog as hb_texts
from honeybuzz_lab.games.hustle.lessons.model import find_lesson as hustle_lesson
from honeybuzz_lab.games.hustle.lessons.texts import catalog as hu_texts

from .conftest import DARK, PROGRESS, REPO
from .contrast import text_report

#: The start page and the lessons it links, by language.
PAGES = {
    "en": ("00_start_here.ipynb", "03_cells_and_nectar.ipynb", "21_hustle_lessons.ipynb"),
    "hu": ("00_kezdd_itt.ipynb", "03_cellak_es_nektar.ipynb", "21_hustle_leckek.ipynb"),
}

#: Each lesson row of the overview: its data, and the words, class and linked file (JupyterLab
#: makes the link a URL of the file) of Go on.
ROWS_JS = """(lang) => Object.fromEntries([...document.querySelectorAll(
        `.hbm-lessons[lang=${lang}] tr[data-lesson]`)].map((tr) => {
    const go = tr.querySelector("td:last-child");
    const a = go.querySelector("a");
    return [tr.dataset.lesson, {done: +tr.dataset.done, stars: +tr.dataset.stars,
        shown: tr.querySelector(".hbm-stars")?.textContent || "",
        go: go.textContent.trim(), button: a ? a.className : "",
        href: a ? new URL(a.href).pathname.split("/").pop() : ""}];
}))"""


#: The current notebook is ``path``, its kernel idle.
IDLE_JS = """(path) => {
    const w = window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session?.kernel;
    return !!k && k.status === 'idle' && w.context.path === path;
}"""


def save_progress() -> None:
    """Progress as the lessons save it, in the store the server's kernels read."""
    store = ProgressStore(PROGRESS / DB_NAME)
    cells = find_lesson("cells_and_nectar").steps
    done = StepRecord(solved=True, tries=1)
    store.save("cells_and_nectar", {s.id: done for s in cells[:2]}, "en")
    building = hustle_lesson("hustle_building").steps
    store.save("hustle_building", {building[0].id: StepRecord(solved=True, tries=1, hints=2)}, "hu")


#: Whether JupyterLab shows a notebook already.
OPEN_JS = """() => !!window.jupyterapp
    && [...window.jupyterapp.shell.widgets('main')].some((w) => !!w.context)"""


def open_start_page(lab: Any, language: str) -> dict[str, Any]:
    """Copy the start page of ``language`` and its lessons, open it, Run All; its rows."""
    folder = lab.server.root / language
    folder.mkdir(exist_ok=True)
    for name in PAGES[language]:
        shutil.copy(REPO / "notebooks" / language / name, folder / name)
    path = f"{language}/{PAGES[language][0]}"
    if lab.page.evaluate(OPEN_JS):  # a start page open already: the other in a new tab
        lab.page.evaluate(
            "async (path) => { await window.jupyterapp.commands.execute("
            "'docmanager:open', {path}); return true; }",
            path,
        )
        lab.page.wait_for_function(IDLE_JS, arg=path, timeout=60_000)
    else:
        lab.open_notebook(path)
    lab.run_all()
    lab.page.locator(f".hbm-lessons[lang={language}]").wait_for(timeout=120_000)
    return dict(lab.page.evaluate(ROWS_JS, language))


#: The current notebook's board: its moves listed, its notes, whether Redo is off.
BOARD_JS = """(redo) => {
    const board = window.jupyterapp.shell.currentWidget.node.querySelector('.hb-board');
    const buttons = [...board.querySelectorAll('button')].filter(
        (b) => b.textContent.trim().endsWith(redo));
    return {moves: board.querySelectorAll('.hb-move').length,
        notes: board.querySelectorAll('.hb-move-note').length,
        redo_off: buttons.length === 1 && buttons[0].disabled};
}"""


def board_at_its_start(lab: Any, redo: str) -> None:
    """The start page's board after Run All: only the start listed, Redo off, 4 hexes."""
    seen = lab.page.evaluate(BOARD_JS, redo)
    assert seen == {"moves": 1, "notes": 0, "redo_off": True}, seen
    assert lab.kernel_json("len(board.hive)") == 4


def title(texts: Any, step: Any) -> str:
    return str(texts[step.key("title")])


def test_the_start_pages_show_progress_per_language_and_offer_to_carry_it_over(lab: Any) -> None:
    save_progress()
    cells = find_lesson("cells_and_nectar").steps
    building = hustle_lesson("hustle_building").steps

    rows = open_start_page(lab, "en")
    board_at_its_start(lab, "Redo")
    assert len(rows) == 20  # every lesson of both games
    assert rows["cells_and_nectar"] == {
        "done": 2,
        "stars": 3,
        "shown": "★★★",
        "go": f"Continue at: {title(hb_texts('en'), cells[2])}",
        "button": "hbm-go hbm-continue",
        "href": PAGES["en"][1],
    }
    assert rows["hustle_building"]["done"] == 0
    assert rows["hustle_building"]["go"].startswith(
        "Carry over what you did in Hungarian and continue at: "
        f"{title(hu_texts('en'), building[1])}"
    )
    assert rows["hustle_building"]["href"] == PAGES["en"][2]
    assert rows["hive_actions"]["go"] == "not started"
    align = "(s) => [...document.querySelectorAll(s)].map((c) => getComputedStyle(c).textAlign)"
    assert set(lab.page.evaluate(align, ".hbm-lessons[lang=en] tr > *")) == {"left"}
    lab.set_theme(DARK)
    lab.page.locator(".hbm-lessons[lang=en]").scroll_into_view_if_needed()
    report = text_report(lab.page, ".hbm-lessons[lang=en]", rendered=True)
    assert report == {"small": [], "low": []}, report

    rows = open_start_page(lab, "hu")
    board_at_its_start(lab, "Újra")
    assert rows["hustle_building"]["done"] == 1
    assert rows["hustle_building"]["stars"] < 3 and rows["hustle_building"]["shown"] != ""
    assert rows["hustle_building"]["go"] == f"Folytatás itt: {title(hu_texts('hu'), building[1])}"
    assert rows["cells_and_nectar"]["done"] == 0
    assert rows["cells_and_nectar"]["button"] == "hbm-go hbm-carry"
    assert rows["cells_and_nectar"]["go"].startswith(
        "Vedd át, amit angol nyelven elvégeztél, és folytasd itt: "
        f"{title(hb_texts('hu'), cells[2])}"
    )
    # the button opens the lesson's notebook in JupyterLab
    lab.page.locator(".hbm-lessons[lang=hu] a.hbm-carry").first.click()
    lab.page.wait_for_function(
        "(path) => window.jupyterapp.shell.currentWidget?.context?.path === path",
        arg=f"hu/{PAGES['hu'][1]}",
    )
    assert lab.page_errors == []
