"""The first games on the real notebooks: a whole game of each game clicked through, the
coach bubble in view beside what it points at, each rule said once, both languages.

Notebooks 17 (English, Honey Buzz) and 19 (Hungarian, Honeycomb Hustle) are copied as they
ship and run top to bottom in JupyterLab on the laptop screen (1280 x 800, the file browser
open); the bots answer at once (``play.bot_delay = 0``). The learner's decisions are
clicked to the game's end: Honey Buzz by **Why?** and its first **Play this**, Hustle on
the table (Draw, a green spot of the honeycomb, Done, a draft, Buy). At every decision
where the coach speaks, its bubble is wholly in view, within ``NEAR_PX`` of the part it
points at; a rule's line appears at one decision only. Halfway the table's language is
switched (``play.language``), so both languages are seen in the bubble. In the dark theme
the Hustle bubble's **Hint** is pressed twice (each hint wholly in view in the bubble, its
words at 4.5:1 and 11 px or more) and then plays the coach's answer.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT, REPO
from .contrast import text_report
from .screen import SEEN_JS, measure_any, not_fully_visible, scroll_to, wait_still

#: The farthest the bubble's edge may be from its target's box.
NEAR_PX = 40
#: How long the bubble may take to follow its target after a redraw (seconds).
SETTLE_S = 3.0
#: The learner's decisions after which the table's language is switched.
SWITCH_AFTER = 12

#: The bubble once it is placed (two frames after a redraw): its words and lines, its
#: language, its share in view and its gap to the part it points at.
BUBBLE_JS = (
    """async () => {"""
    + SEEN_JS
    + """
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = document.querySelector(".hb-first-game");
    const bubble = root && root.querySelector(".hb-first-bubble");
    const said = root && root.querySelector(".hb-first-coach");
    const lines = said ? [...said.querySelectorAll(".hb-first-line")] : [];
    if (!lines.length) return null;
    const target = root.querySelector("[data-coach-anchor]");
    if (!bubble || bubble.hidden || !target) {
        return {lines: lines.map((l) => l.dataset.rule), shown: false, target: !!target};
    }
    const b = bubble.getBoundingClientRect();
    const t = target.getBoundingClientRect();
    const dx = Math.max(0, t.left - b.right, b.left - t.right);
    const dy = Math.max(0, t.top - b.bottom, b.top - t.bottom);
    return {lines: lines.map((l) => l.dataset.rule), shown: true,
        lang: bubble.getAttribute("lang"), text: bubble.textContent.trim(),
        links: bubble.querySelectorAll(".hbk-rule-link").length,
        visible: seen(bubble).visible, gap: Math.round(Math.hypot(dx, dy)),
        target: String(target.getAttribute("class") || target.tagName)};
}"""
)


#: True once the coach has nothing to say, or its bubble stands at a target and has kept
#: its place for three frames in a row (it is placed a frame after each redraw).
SETTLED_JS = """() => {
    const root = document.querySelector(".hb-first-game");
    const said = root && root.querySelector(".hb-first-coach .hb-first-line");
    if (!said) return true;
    const bubble = root.querySelector(".hb-first-bubble");
    if (!bubble || bubble.hidden || !root.querySelector("[data-coach-anchor]")) {
        window.__hbCoachAt = null;
        return false;
    }
    const at = bubble.style.left + "," + bubble.style.top + "," + bubble.textContent.length;
    const last = window.__hbCoachAt || {};
    window.__hbCoachAt = {at, n: last.at === at ? last.n + 1 : 0};
    return window.__hbCoachAt.n >= 3;
}"""


def run_notebook(lab: Any, name: str, widget: str) -> Any:
    """Copy notebooks/``name`` to the server, open it at 1280 x 800, Run All, wait for the
    first game's table; the bots then answer at once."""
    shutil.copy(REPO / "notebooks" / name, lab.server.root / Path(name).name)
    page = lab.open_notebook(Path(name).name)
    page.set_viewport_size({"width": 1280, "height": 800})
    lab.run_all()
    page.locator(widget).first.wait_for(timeout=120_000)
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
        " === 'idle'",
        timeout=120_000,
    )
    assert page.locator(".jp-FileBrowser").is_visible()
    lab.kernel_run("play.bot_delay = 0")
    scroll_to(page, ".hb-first-game", 0)
    return page


class Coached:
    """What the bubble showed at each decision it spoke at."""

    def __init__(self) -> None:
        self.points: list[dict[str, Any]] = []

    def look(self, page: Any) -> None:
        """Wait for the bubble of this decision (its lines come with the table's state) to
        stand still at its target, then measure it. (A table drawn between the bubble's
        last placing and the measure moves its target a frame before the bubble follows:
        measured again then, for up to ``SETTLE_S``.)"""
        deadline = time.monotonic() + SETTLE_S
        while True:
            page.wait_for_function(SETTLED_JS, polling="raf", timeout=10_000)
            bubble = page.evaluate(BUBBLE_JS)
            if bubble is None:
                return
            near = bubble["shown"] and bubble["gap"] <= NEAR_PX
            if near or time.monotonic() > deadline:
                break
        if self.points and self.points[-1]["lines"] == bubble["lines"]:
            return  # the same decision's lines (a redraw)
        assert bubble["shown"], bubble
        assert bubble["visible"] >= 0.999, bubble  # wholly in view
        assert bubble["gap"] <= NEAR_PX, bubble
        assert bubble["links"] == len(bubble["lines"]), bubble  # each line's "rule" link
        self.points.append(bubble)

    def check(self, end_rule: str) -> None:
        rules = [r for p in self.points for r in p["lines"]]
        again = {r for r in rules[1:] if rules[1:].count(r) > 1}
        assert not again, again  # each rule said once (the goal links the end's rule)
        assert end_rule in self.points[-1]["lines"]
        assert {p["lang"] for p in self.points} == {"en", "hu"}
        assert len(self.points) >= 8, self.points
        print(json.dumps([[p["lang"], p["lines"], p["gap"]] for p in self.points]))


def switch_language(lab: Any, page: Any, language: str) -> None:
    lab.kernel_run(f"play.language = {language!r}")
    page.wait_for_function(
        "(lang) => document.querySelector('.hb-first-coach')?.getAttribute('lang') === lang",
        arg=language,
    )


#: Clicks the learner's decisions on the page, one after another, until the coach speaks
#: at a decision (then Python measures the bubble), ``most`` decisions, or the game's end;
#: returns the decisions clicked. Each click is a DOM click on the page's own control, and
#: the next one waits for the table to show the learner's next decision and the coach to
#: have read it (its ``data-point``). Honey Buzz: **Why?**, then its first **Play this**;
#: Hustle: Draw, a green spot of the honeycomb (turned until one takes the token), Done,
#: a draft, Buy, a steal.
RUN_JS = """async ([game, most]) => {
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const root = document.querySelector(".hb-first-game");
    const $ = (sel) => root.querySelector(sel);
    const until = async (test, what) => {
        const start = performance.now();
        for (;;) {
            const got = test();
            if (got) return got;
            if (performance.now() - start > 30000) throw new Error("timed out: " + what);
            await sleep(8);
        }
    };
    const point = () => $(".hb-first-coach").dataset.point;
    const hb = () => $(".hbt-table");
    const over = () => game === "honeybuzz" ? hb().dataset.pending === "game_over"
        : root.dataset.phase === "over";
    const mine = () => game === "honeybuzz" ? !!$(".hbt-decision.hbt-yours")
        : root.dataset.answer === "yes";
    const ply = () => (game === "honeybuzz" ? hb() : root).dataset.ply;
    const place = async () => {
        for (let i = 0; i < 6; i++) {
            const spot = $(".hbh-spot-ok");
            if (spot) {
                const b = spot.getBoundingClientRect();
                $("svg.hbh-comb").dispatchEvent(new MouseEvent("click", {bubbles: true,
                    clientX: b.left + b.width / 2, clientY: b.top + b.height / 2}));
                return;
            }
            const turned = $(".hbh-turned").textContent;
            $(".hbh-turn-right").click();
            await until(() => $(".hbh-turned").textContent !== turned, "a turn");
        }
        throw new Error("no turn of the token joins the honeycomb");
    };
    const HUSTLE = {draw: ".hbh-draw", done: ".hbh-done", draft: ".hbh-draft",
        buy: ".hbh-buy", steal: ".hbh-steal"};
    let clicked = 0;
    while (clicked < most && !over()) {
        if (clicked && $(".hb-first-coach .hb-first-line")) break; // the coach speaks
        // The learner's own decision (after a language switch the bots may still be playing).
        await until(() => over() || mine(), "the learner's decision");
        if (over()) break;
        const [before, at] = [ply(), point()];
        if (game === "honeybuzz") {
            $(".hb-why-button").click();
            (await until(() => $(".hb-why-play-1"), "Why?'s options")).click();
        } else if (root.dataset.placing === "place") {
            await place();
        } else {
            const kind = root.dataset.pending;
            if (!HUSTLE[kind]) throw new Error("a decision this test does not know: " + kind);
            (await until(() => $(HUSTLE[kind]), "the " + kind + " button")).click();
        }
        await until(() => ply() !== before && (over() || mine()) && point() !== at,
            "the learner's next decision");
        clicked += 1;
    }
    return clicked;
}"""


def play_through(lab: Any, page: Any, game: str, switch_to: str) -> tuple[Coached, int]:
    """Click the whole game through, measuring the bubble wherever the coach speaks and
    switching the table's language after ``SWITCH_AFTER`` decisions."""
    coached = Coached()
    decisions = 0
    for _ in range(200):
        coached.look(page)
        if page.evaluate(OVER_JS, game):
            return coached, decisions
        if decisions == SWITCH_AFTER:
            switch_language(lab, page, switch_to)
            coached.look(page)
        most = SWITCH_AFTER - decisions if decisions < SWITCH_AFTER else 10_000
        decisions += page.evaluate(RUN_JS, [game, most])
    raise AssertionError(f"the game did not end after {decisions} decisions")


OVER_JS = """(game) => {
    const root = document.querySelector(".hb-first-game");
    return game === "honeybuzz"
        ? root.querySelector(".hbt-table").dataset.pending === "game_over"
        : root.dataset.phase === "over";
}"""


HU = ".hbh-table.hb-first-game"


def test_a_whole_first_game_of_honey_buzz_coached_in_english_then_hungarian(lab: Any) -> None:
    page = run_notebook(lab, "en/17_first_game.ipynb", ".hb-first-game .hbt-table")
    coached, decisions = play_through(lab, page, "honeybuzz", "hu")
    print("Honey Buzz: decisions clicked", decisions)
    assert lab.kernel_json("play.game.is_over") is True
    coached.check("hb.end.scoring")
    # the Why? panel and the title line switched with the table
    assert page.locator(".hb-first-game .hb-why-button").text_content() == "Miért?"
    assert lab.page_errors == []


def test_a_whole_first_game_of_honeycomb_hustle_coached_in_hungarian_then_english(
    lab: Any,
) -> None:
    page = run_notebook(lab, "hu/19_hustle_elso_jatszma.ipynb", HU)
    hint_in_the_dark(lab, page)
    coached, decisions = play_through(lab, page, "hustle", "en")
    print("Honeycomb Hustle: decisions clicked", decisions)
    assert lab.kernel_json("play.game.is_over") is True
    coached.check("hu.end.winner")
    assert "Honeycomb Hustle · Round" in (page.locator(f"{HU} .hbh-title").text_content() or "")
    assert lab.page_errors == []


def hint_in_the_dark(lab: Any, page: Any) -> None:
    """The Hustle bubble's Hint at the learner's first decision, in the dark theme: two
    hints, each wholly in view in the bubble, which reads at 4.5:1; then the button plays
    the coach's answer (the game moves on)."""
    lab.set_theme(DARK)
    scroll_to(page, HU, 0)
    bubble = page.locator(f"{HU} .hb-first-bubble")
    for n in (1, 2):
        bubble.locator(".hb-first-hint").click()
        page.wait_for_function(
            "([s, n]) => document.querySelectorAll(s + ' .hb-first-bubble .hb-coach-hints li')"
            ".length === n",
            arg=[HU, n],
            timeout=20_000,
        )
        wait_still(page, HU)
        shown = measure_any(page, HU, 0, [f".hb-first-bubble .hb-coach-hints li:nth-child({n})"])
        assert not_fully_visible(shown) == {}, shown
    report = text_report(page, f"{HU} .hb-first-bubble", "[hidden]", rendered=True)
    assert report == {"small": [], "low": []}, report
    ply = page.locator(HU).get_attribute("data-ply")
    assert bubble.locator(".hb-first-hint").get_attribute("data-send") == "play"
    bubble.locator(".hb-first-hint").click()
    page.wait_for_function(
        "([s, ply]) => document.querySelector(s).dataset.ply !== ply", arg=[HU, ply]
    )
    lab.set_theme(LIGHT)
