"""A whole Fall Flavors game on one laptop screen: the four Fall modules (Sweetwater Sunset
with them) on one table in JupyterLab at 1280 x 800 with the file browser open, played as a
learner against a bot by clicking through each Fall decision: a forage on the fall field with
its chooser, a leafy tile taken and placed, an Accounting cap, a fruit sale, a worker retired
with a toast, an end of turn. The kernel plays the moves in between (and brings a notice and
an engine error); at every decision the prompt, the feedback slot and the decision's first
target are wholly visible together with no scrolling of the notebook, texts are at least 11 px
and read at 4.5:1 (marks at 3:1) in the light and the dark theme, and a notice or error moves
nothing. Screenshots: test-artifacts/screenshots/fall-all-*.png."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS, text_report
from .screen import measure, measure_any, not_fully_visible, scroll_to
from .tablepage import (
    click_hive_hex,
    open_notebook,
    table,
    turn_tile_to,
    wait_applied,
    wait_ply,
)

MODULES = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
CELLS = [
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable",
    f"game = Game.new(['Anna', 'Ben'], seed=4, modules={MODULES!r})\n"
    "table = GameTable(game, bots={1: GreedyBot(1)}, seat=0, bot_delay=0)\n"
    "table",
    '''import json as _json
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import GainFruit, SellFruit, fruit
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import top as _top
from honeybuzz_lab.games.honeybuzz.game.log import kind_term
_me = GreedyBot(5)

def _held():
    return sum(fruit(table.game.state).held[0].values())

def _kinds():
    return {a.kind for a in table.game.legal_actions()}

def _chooser_space():
    seen = {}
    for a, _label, target, _info in table._pending["actions"]:
        if target[0] == "space":
            key = f"{target[1]},{target[2]}"
            seen[key] = seen.get(key, 0) + 1
    return next((k for k, n in seen.items() if n > 1), None)

def _leafy():
    g = table.game
    return [a for a in g.legal_actions() if a.kind == "take_tile" and _top(g.state, a.tile)]

def _ready(step):
    g = table.game
    p = g.pending
    if p.player != 0:
        return False
    k = _kinds()
    if step == "forage":
        return p.kind == "fruit_forage" and _chooser_space() is not None
    if step == "leafy":
        return p.kind == "turn" and bool(_leafy())
    if step == "sell":
        return "sell_fruit" in k and _held() >= 2
    if step == "cap":
        return "cap_nectar" in k
    if step == "retire":
        return "retire_toast" in k
    if step == "end_turn":
        return k == {"end_turn"}
    raise ValueError(step)

def _to(step):
    """The learner's moves from the kernel until decision ``step``; the number of actions."""
    g = table.game
    for _ in range(3000):
        if g.is_over or _ready(step):
            break
        p = g.pending
        acts = g.legal_actions()
        pick = None
        if p.kind == "turn" and step == "sell" and _held() >= 2:
            pick = next((a for a in acts if getattr(a, "tile", "") == "market"), None)
        elif p.kind == "turn" and step in ("forage", "sell"):
            pick = next((a for a in acts if getattr(a, "tile", "") == "forage"), None)
        if p.kind == "fruit_forage" and step in ("forage", "sell"):
            pick = next((a for a in acts if isinstance(a, GainFruit)), None)
        if p.kind == "market" and step != "sell":
            pick = next((a for a in acts if not isinstance(a, SellFruit)), None)
        if p.kind == "end_turn":
            pick = next((a for a in acts if a.kind == "end_turn"), None)
        table.apply(pick or _me.choose(g))
    return len(g.actions)

def canonical(value):
    return _json.dumps(value, sort_keys=True, separators=(",", ":"))
''',
]
PROMPT = ".hbt-decision .hbt-prompt"
SLOT = ".hbt-msg"
HIVE = '.hbt-player[data-seat="0"]'
#: The most the status line's bottom may lie above the prompt's top (px): the notice band
#: between them holds two lines of a notice with the decision panel's edge.
BAND_MAX = 46
#: Where the page's texts are checked: the decision and every Fall part.
PARTS = (
    ".hbt-top, .hbt-sunset, .hbt-fruit-field, .hbt-fruit-market, .hbt-festival, "
    ".hbt-leaves, .hbt-caps, .hbt-stacks"
)

SKIP = '[hidden], .hbt-sr, [aria-hidden="true"]'
#: The marks (leaves, caps, fruit) whose fill and edge both have less than 3:1 against the
#: panel behind them.
FAINT_MARKS_JS = (
    "(args) => {"
    + CONTRAST_JS
    + """
    const out = [];
    const shown = (n) => !n.closest(args.skip) && n.getClientRects().length;
    for (const root of document.querySelectorAll(args.sel)) {
        // Marks (leaves, caps: their lids, fruit): fill or edge at 3:1 against the panel
        // behind them.
        const marks = '.hb-leaf, .hbt-cap-token .hb-cap > circle, .hbt-ff-fruit-body';
        for (const m of root.querySelectorAll(marks)) {
            if (!shown(m)) continue;
            const cs = getComputedStyle(m);
            const svgMark = m instanceof SVGElement;
            const paint = svgMark ? cs.fill : cs.backgroundColor;
            const edge = svgMark ? cs.stroke
                : (parseFloat(cs.borderTopWidth) ? cs.borderTopColor : 'none');
            const bg = background(m.closest('svg')?.parentElement || m.parentElement);
            const seen = [paint, edge].filter((c) => c && c.startsWith('rgb'))
                .map((c) => ratio(over(rgba(c), bg), bg));
            const best = Math.max(0, ...seen);
            if (best < 3) out.push([String(m.className.baseVal ?? m.className),
                Math.round(best * 10) / 10]);
        }
    }
    return out;
}"""
)


class Screen:
    """The checks at each decision, and what they found (asserted at the end)."""

    def __init__(self, lab: Any, page: Any, shots: Path) -> None:
        self.lab, self.page, self.shots = lab, page, shots
        self.problems: dict[str, Any] = {}
        self.looked: list[str] = []
        self.bands: dict[str, int] = {}

    def settle(self) -> None:
        self.page.wait_for_timeout(700)  # the body has scrolled to the decision\'s target
        scroll_to(self.page, ".hbt-table", 0)

    def check(
        self, name: str, target: str, more: tuple[str, ...] = (), whole: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        """The prompt, the slot and ``target`` (and ``more``, and one match of each of
        ``whole``) wholly visible; the notice band no taller than it must be; texts and marks
        read in both themes; a screenshot in each."""
        self.settle()
        selectors = [PROMPT, SLOT, target]
        found = measure(self.page, ".hbt-table", 0, [*selectors, *more, ".hbt-status"])
        hidden = not_fully_visible({k: found[k] for k in selectors})
        # What the decision is about (a panel) shows at least half of itself.
        hidden.update(not_fully_visible({k: found[k] for k in more}, at_least=0.5))
        # What the learner weighs at this decision (the caps left, the fruit values) is seen
        # whole somewhere on the table, with the decision.
        hidden.update(not_fully_visible(measure_any(self.page, ".hbt-table", 0, list(whole))))
        if hidden:
            self.problems[f"{name}: not in view"] = hidden
        # The reserved notice band (empty here) between the status line and the decision:
        # two lines of a notice, no more (it was 50 px of the screen).
        band = found[PROMPT]["box"][1] - sum(found[".hbt-status"]["box"][1::2])
        self.bands[name] = band
        if band > BAND_MAX:
            self.problems[f"{name}: notice band"] = band
        for theme, tag in ((LIGHT, "light"), (DARK, "dark")):
            if theme == DARK:
                self.lab.set_theme(DARK)
                self.page.wait_for_timeout(400)
            report = text_report(self.page, PARTS, SKIP, rendered=True)
            report["faint"] = self.page.evaluate(FAINT_MARKS_JS, {"sel": PARTS, "skip": SKIP})
            if any(report.values()):
                self.problems[f"{name} ({tag}): texts"] = report
            path = self.shots / f"fall-all-{name}-{tag}.png"
            self.page.screenshot(path=str(path))
            self.looked.append(path.name)
        self.lab.set_theme(LIGHT)
        self.page.wait_for_timeout(300)
        return found

    def steady(self, name: str, selectors: list[str], code: str, undo: str) -> None:
        """Nothing moves when ``code`` (run in the kernel) brings a notice or an error."""
        before = measure(self.page, ".hbt-table", 0, selectors)
        self.lab.kernel_run(code)
        self.page.wait_for_function(
            "() => [...document.querySelectorAll('.hbt-msg > *')].some("
            "(n) => !n.hidden && n.textContent.trim())"
        )
        self.page.wait_for_timeout(500)
        path = self.shots / f"fall-all-{name}-light.png"
        self.page.screenshot(path=str(path))
        self.looked.append(path.name)
        after = measure(self.page, ".hbt-table", 0, selectors)
        moved = {
            k: (before[k]["box"], after[k]["box"])
            for k in selectors
            if before[k] and after[k] and before[k]["box"] != after[k]["box"]
        }
        if moved:
            self.problems[f"{name}: moved"] = moved
        self.lab.kernel_run(undo)
        self.page.wait_for_timeout(400)


def to(lab: Any, page: Any, step: str) -> int:
    ply = lab.kernel_json(f"_to({step!r})")
    assert lab.kernel_json(f"_ready({step!r})"), f"the game gave no {step} decision"
    wait_ply(page, ply)
    return int(ply)


def test_a_whole_fall_game_fits_one_screen(lab: Any, screenshot_dir: Path) -> None:
    started = time.monotonic()
    page = open_notebook(lab, CELLS)
    lab.kernel_run("assert _me is not None")
    page.set_viewport_size({"width": 1280, "height": 800})
    assert page.locator(".jp-FileBrowser").is_visible()
    t = table(page)
    screen = Screen(lab, page, screenshot_dir)
    for part in ("sunset", "fruit-field", "fruit-market", "festival", "leaves", "caps"):
        assert t.locator(f".hbt-{part}").is_visible(), part

    # 1. A forage on the fall field: a hex with several answers, then the chooser.
    ply = to(lab, page, "forage")
    key = lab.kernel_json("_chooser_space()")
    space = f'.hbt-fruit-field g.hbt-ff-space[data-space="{key}"]'
    screen.check("forage", ".hbt-fruit-field .hbt-target")
    screen.steady(
        "forage-error",
        [PROMPT, ".hbt-fruit-field", space],
        "try:\n    table.apply({'kind': 'end_turn'})\nexcept Exception:\n    pass",
        "table.show_error('')",
    )
    t.locator(space).click()
    t.locator(".hbt-ff-choose").wait_for(state="visible")
    screen.check("forage-chooser", ".hbt-ff-choose button.hbt-ff-option")
    t.locator(".hbt-ff-choose button.hbt-ff-option").first.click()
    wait_applied(lab, page, ply, "the chooser's answer")

    # 2. A leafy tile: its stack, then its place on the hive (the ghost carries its leaves).
    ply = to(lab, page, "leafy")
    take = lab.kernel_json("_leafy()[0].to_json()")
    stack = f'button.hbt-stack[data-tile="{take["tile"]}"]'
    screen.check("leafy-take", stack, (".hbt-leaves",))
    for _ in range(12):  # the beeline\'s size, with the − and + buttons
        now = int(t.locator(".hbt-workers-count").text_content() or 0)
        if now == take["workers"]:
            break
        t.locator(".hbt-workers-more" if now < take["workers"] else ".hbt-workers-less").click()
    t.locator(stack).click()
    wait_applied(lab, page, ply, "the leafy stack")
    ply = lab.kernel_json("len(table.game.actions)")
    wait_ply(page, ply)
    place = lab.kernel_json("_me.choose(table.game).to_json()")
    # What placing needs: the hive to click and the tray with the tile (the hive's panel
    # around them may run a little past the bottom).
    screen.check("leafy-place", ".hbt-hive-active svg.hb-svg", (".hbt-hive-active .hb-tray",))
    # The taken tile's tray button names the tile once (its leaves' words do not again).
    name = lab.kernel_json(f"kind_term({take['tile']!r}).text('en')")
    label = t.locator(f'{HIVE} .hb-tile-btn[data-action="{take["tile"]}"]').get_attribute(
        "aria-label"
    )
    if not label or label.count(name) != 1:
        screen.problems["leafy-place: the tray's label"] = label
    turn_tile_to(page, 0, place["direction"])
    click_hive_hex(page, 0, tuple(place["anchor"]))
    wait_applied(lab, page, ply, "the leafy tile's place")

    # 3. Accounting: a cap on a nectar tile of the hive (or the coins).
    ply = to(lab, page, "cap")
    # The prompt names the cap's value; the caps left (the one placed first marked) and the
    # players' caps are seen with the hive's nectar tiles.
    screen.check("cap", f"{HIVE} .hb-pick", whole=(".hbt-cap-next", ".hbt-caps-left"))
    screen.steady(
        "cap-notice",
        [PROMPT, f"{HIVE} .hb-pick"],
        "table.notice = 'Cap the tile whose honey you will not need under the fan.'",
        "table.notice = ''",
    )
    cell = lab.kernel_json(
        "[a.cell for a in table.game.legal_actions() if a.kind == 'cap_nectar'][0]"
    )
    click_hive_hex(page, 0, tuple(cell))
    wait_applied(lab, page, ply, "a nectar tile at Accounting")

    # 4. A fruit sale: + on each fruit held, then Sell.
    ply = to(lab, page, "sell")
    values = (".hbt-fruit-market .hbt-fm-values", ".hbt-fruit-market .hbt-fm-track-box")
    screen.check("sell", ".hbt-fruit-market button.hbt-fm-plus", (".hbt-fm-sell",), values)
    held = lab.kernel_json("dict(fruit(table.game.state).held[0])")
    market = t.locator(".hbt-fruit-market")
    for kind, n in held.items():
        for _ in range(n):
            market.locator(f'button.hbt-fm-plus[data-fruit="{kind}"]').click()
    screen.check("sell-composed", ".hbt-fruit-market button.hbt-fm-sell", whole=values)
    market.locator("button.hbt-fm-sell").click()
    wait_applied(lab, page, ply, "the sale")

    # 5. The end of a turn with a worker to retire: a toast card\'s button; in Hungarian too.
    ply = to(lab, page, "retire")
    screen.check("retire", ".hbt-festival .hbt-festival-toast")
    lab.kernel_run("table.language = 'hu'")
    page.wait_for_function("() => document.querySelector('.hbt-table').lang === 'hu'")
    screen.check("retire-hu", ".hbt-festival .hbt-festival-toast")
    lab.kernel_run("table.language = 'en'")
    page.wait_for_function("() => document.querySelector('.hbt-table').lang === 'en'")
    wait_ply(page, ply)
    t.locator(".hbt-festival .hbt-festival-toast").first.click()
    wait_applied(lab, page, ply, "a toast")

    # 6. A plain end of turn: the decision panel\'s button.
    ply = to(lab, page, "end_turn")
    end = lab.kernel_json("canonical(table.game.legal_actions()[0].to_json())")
    screen.check("end-turn", f".hbt-decision button[data-act='{end}']")
    t.locator(f".hbt-decision button[data-act='{end}']").click()
    wait_applied(lab, page, ply, "End your turn")

    assert lab.kernel_json("table.game.state.players[0].coins") >= 0
    assert lab.page_errors == []
    print("looked at:", ", ".join(screen.looked))
    print("notice band (px):", screen.bands)
    print(f"a whole fall game: {time.monotonic() - started:.1f} s")
    print(json.dumps(screen.problems, indent=1))
    assert not screen.problems, list(screen.problems)
