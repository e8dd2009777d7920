"""The first games resumed on the real notebooks: a learner plays part of a first game,
leaves, comes back, runs the notebook again and is offered to continue where they were.

Honey Buzz (notebook 17, English): the notebook is closed and opened again, its kernel
still running. Honeycomb Hustle (notebook 19, Hungarian): the kernel restarts while the
learner places a token just drawn. After Run All the table offers to continue (the coach
silent meanwhile, the saved position behind the offer); **Continue** shows the same
position, score and log, the coach's same lines in its bubble, and in the kernel the same
game to its hidden part (decks, bags, the seed: nothing drawn again); the game then goes
on. Both tests share one JupyterLab page (the second notebook opens in a tab of its own).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from .conftest import REPO
from .test_first_game_browser import HU, RUN_JS, run_notebook

HB = ".hb-first-game .hbt-table"

#: The kernel's first game: its record, a digest of its whole state (the hidden part too),
#: the rules taught and those said now, the saved game's id.
GAME_JSON = (
    "[play.game.to_record(), __import__('hashlib').sha256(repr(play.game.state).encode())"
    ".hexdigest(), play.coach.taught, play.coach.shown, play.saved_id]"
)

#: The first game a learner sees (null when only an old output's is there): the
#: coach's decision and lines, the bubble's and the offer's words, and the table's data
#: and words without the coach's and the offer's.
SEEN_JS = """() => {
    const root = [...document.querySelectorAll(".hb-first-game")].find(
        (r) => !r.dataset.hbOld);
    if (!root) return null;
    const said = root.querySelector(".hb-first-coach");
    const bubble = root.querySelector(".hb-first-bubble");
    const offer = root.querySelector(".hbk-offer");
    const table = root.querySelector(".hbt-table") || root;
    const copy = table.cloneNode(true);
    copy.querySelectorAll(".hb-first-coach, .hb-first-bubble, .hbk-offer, .hb-live")
        .forEach((n) => n.remove());
    return {
        point: said.dataset.point,
        lines: [...said.querySelectorAll(".hb-first-line")].map((l) => l.dataset.rule),
        bubble: bubble.hidden ? "" : bubble.textContent.trim(),
        offer: offer && !offer.hidden ? offer.querySelector(".hbk-offer-text").textContent
            : "",
        ply: table.dataset.ply,
        pending: table.dataset.pending,
        placing: root.dataset.placing || "",
        text: copy.textContent.replace(/\\s+/g, " ").trim(),
    };
}"""


def seen(lab: Any) -> dict[str, Any]:
    return dict(lab.page.evaluate(SEEN_JS))


def wait_seen(lab: Any, test: str) -> dict[str, Any]:
    """Wait until ``test`` (a JS expression of ``s``, what :data:`SEEN_JS` gives) holds."""
    lab.page.wait_for_function(f"() => {{ const s = ({SEEN_JS})(); return !!s && ({test}); }}")
    return seen(lab)


def open_first_game(shared_lab: Any, name: str, widget: str) -> Any:
    """The file's page showing notebooks/``name`` after Run All, the bots answering at
    once: JupyterLab loaded on it, or (loaded for the test before) opened in a tab of its
    own instead of the notebook there."""
    loaded: list[bool] = []
    lab = shared_lab.notebook(
        "first games", lambda lab: loaded.append(bool(run_notebook(lab, name, widget)))
    )
    if not loaded:
        shutil.copy(REPO / "notebooks" / name, lab.server.root / Path(name).name)
        lab.page.evaluate(
            "async (path) => { const app = window.jupyterapp;"
            " app.shell.currentWidget.dispose();"
            " await app.commands.execute('docmanager:open', {path}); }",
            Path(name).name,
        )
        lab.page.wait_for_function(IDLE_JS, arg=Path(name).name, timeout=60_000)
        lab.run_all()
        lab.page.locator(widget).first.wait_for(timeout=120_000)
        lab.page.wait_for_function(IDLE_JS, arg=Path(name).name, timeout=120_000)
        lab.kernel_run("play.bot_delay = 0")
    return lab


#: The current notebook is ``path``, its kernel idle.
IDLE_JS = """(path) => {
    const w = window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session?.kernel;
    return !!k && k.status === 'idle' && w.context.path === path;
}"""


def play_part(lab: Any, game: str) -> tuple[dict[str, Any], list[Any]]:
    """Click the learner's first decisions, on to where the coach speaks again; returns what
    the page and the kernel show then."""
    assert lab.page.evaluate(RUN_JS, [game, 4]) >= 1
    return seen(lab), lab.kernel_json(GAME_JSON)


def offered_again(lab: Any, before: dict[str, Any]) -> None:
    """Run All: the new table offers to continue, the saved position behind the offer and
    the coach silent until the learner answers."""
    lab.page.evaluate(
        "() => document.querySelectorAll('.hb-first-game')"
        ".forEach((r) => { r.dataset.hbOld = '1'; })"
    )
    lab.run_all()
    behind = wait_seen(lab, "s.offer && s.ply === " + repr(before["ply"]))
    print("offered:", behind["offer"])
    assert behind["lines"] == [] and behind["bubble"] == ""


def continued(lab: Any, game: str, before: dict[str, Any], kernel: list[Any]) -> None:
    """Continue: the same position, score, log and coaching, the same game in the kernel,
    and the game goes on from there."""
    lab.kernel_run("play.bot_delay = 0")
    lab.page.evaluate(
        "() => [...document.querySelectorAll('.hb-first-game')].find((r) => !r.dataset.hbOld)"
        ".querySelector('.hbk-offer-continue').click()"
    )
    after = wait_seen(lab, "!s.offer && s.lines.length > 0")
    assert after == before, {k: (before[k], after[k]) for k in before if before[k] != after[k]}
    assert lab.kernel_json(GAME_JSON) == kernel
    assert lab.page.evaluate(RUN_JS, [game, 1]) == 1
    assert int(seen(lab)["point"]) > int(before["point"])
    assert lab.page_errors == []


def test_the_honey_buzz_first_game_goes_on_after_the_notebook_is_closed_and_opened(
    shared_lab: Any,
) -> None:
    lab = open_first_game(shared_lab, "en/17_first_game.ipynb", HB)
    before, kernel = play_part(lab, "honeybuzz")
    # closed (saved, the table's view with it) and opened again: the kernel still runs
    lab.page.evaluate(
        "async () => { const w = window.jupyterapp.shell.currentWidget;"
        " await w.context.save(); w.dispose();"
        " await window.jupyterapp.commands.execute('docmanager:open',"
        " {path: '17_first_game.ipynb'}); }"
    )
    lab.page.wait_for_function(IDLE_JS, arg="17_first_game.ipynb")
    offered_again(lab, before)
    continued(lab, "honeybuzz", before, kernel)


def test_the_hustle_first_game_goes_on_after_a_kernel_restart(shared_lab: Any) -> None:
    lab = open_first_game(shared_lab, "hu/19_hustle_elso_jatszma.ipynb", HU)
    before, kernel = play_part(lab, "hustle")
    assert before["placing"] == "place"  # a token just drawn: the same one after
    lab.page.evaluate(
        "async () => { await window.jupyterapp.shell.currentWidget.sessionContext"
        ".session.kernel.restart(); }"
    )
    lab.page.wait_for_function(IDLE_JS, arg="19_hustle_elso_jatszma.ipynb", timeout=60_000)
    offered_again(lab, before)
    continued(lab, "hustle", before, kernel)
