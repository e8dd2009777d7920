"""The game table in Hungarian in a real JupyterLab: headings, buttons, a click, the log,
and switching to English from the kernel."""

from __future__ import annotations

from typing import Any

from .tablepage import open_notebook, table, wait_ply

CREATE = (
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "table = GameTable(Game.new(['Anna', 'Ben'], seed=11, first_game=True), "
    "bots={1: GreedyBot(1)}, bot_delay=0, seat=0, language='hu')\n"
    "table"
)

#: What the page shows, in both languages (the status line, a heading, the log's title,
#: the undo button, the hive board's role in the player's panel).
SHOWN = {
    "turn": (".hbt-turn", "1. kör", "Turn 1"),
    "boxes": (".hbt-boxes .hbt-part-title", "Kaptártábla", "Hive board"),
    "woodland": (".hbt-woodland .hbt-part-title", "Erdő", "Woodland"),
    "contests": (".hbt-contests .hbt-part-title", "A Királynő Versenyei", "Queen's contests"),
    "log": (".hbt-log .hbt-part-title", "Játéknapló", "Game log"),
    "undo": ("button.hbt-undo", "↶ Visszavonás", "↶ Undo"),
    "scores": ("button.hbt-scores-btn", "Pontok", "Scores"),
}


def texts_of(page: Any) -> dict[str, str]:
    t = table(page)
    return {name: t.locator(sel).first.text_content() or "" for name, (sel, _, _) in SHOWN.items()}


def missing_texts(page: Any) -> list[str]:
    """Texts and labels on the table that the catalogue did not have."""
    return page.evaluate(
        """() => {
            const root = document.querySelector('.hbt-table');
            const out = [];
            if (root.textContent.includes('[missing text')) out.push(root.textContent);
            for (const node of root.querySelectorAll('[aria-label], [title]')) {
                for (const name of ['aria-label', 'title']) {
                    const v = node.getAttribute(name) || '';
                    if (v.includes('[missing text')) out.push(v);
                }
            }
            return out;
        }"""
    )


#: Each market column head's name lines that reach past their head (left, right; px).
HEADS_JS = """() => [...document.querySelectorAll('.hbt-table .hbt-col-head')].flatMap((h) => {
    const b = h.getBoundingClientRect();
    return [...h.querySelectorAll('.hbt-col-head-name')].map((n) => {
        const r = n.getBoundingClientRect();
        return [n.textContent, Math.round(b.left - r.left), Math.round(r.right - b.right)];
    }).filter(([, l, r]) => l > 0 || r > 0);
})"""


def test_a_hungarian_table_plays_and_switches_to_english(lab: Any) -> None:
    page = open_notebook(lab, [CREATE])
    page.set_viewport_size({"width": 1280, "height": 800})
    t = table(page)
    # The honeys' long one-word names break with a hyphen where the catalogue marks it.
    page.wait_for_function("() => document.querySelectorAll('.hbt-col-head').length >= 5")
    heads = t.locator(".hbt-col-head-name").all_text_contents()
    assert "cseresznye-" in heads and "virágméz" in heads, heads
    assert page.evaluate(HEADS_JS) == []
    assert texts_of(page) == {name: hu for name, (_, hu, _) in SHOWN.items()}
    assert "te döntesz" in (t.locator(".hbt-whose").text_content() or "")
    assert t.get_attribute("lang") == "hu" and t.get_attribute("aria-label") == (
        "Honey Buzz játékasztal"
    )
    prompt = lab.kernel_json("table.game.pending.prompt_in('hu')")
    assert t.locator(".hbt-prompt").text_content() == prompt
    assert t.locator(".hbt-decision button[data-kind='recall']").text_content() == (
        "A munkások visszahívása (0 jön vissza)"
    )
    assert missing_texts(page) == []

    # A click on a stack takes a tile: the log says so in Hungarian.
    t.locator('button.hbt-stack[data-tile="produce"]').click()
    wait_ply(page, 1)
    hungarian, english = lab.kernel_json(
        "[table.game.log_in('hu')[-1], table.game.log[-1], table.game.pending.kind]"
    )[:2]
    assert hungarian != english and "Termelés" in hungarian
    assert t.locator(".hbt-log-list li").last.text_content() == hungarian
    assert t.locator(".hbt-recent li").last.text_content() == hungarian
    panel = t.locator('.hbt-player[data-seat="0"]')
    assert panel.locator(".hb-svg").get_attribute("aria-roledescription") == "kaptártábla"
    assert missing_texts(page) == []

    # Python switches the table to English: the page follows, the game stays.
    lab.kernel_run("table.language = 'en'")
    page.wait_for_function(
        "() => document.querySelector('.hbt-table .hbt-boxes .hbt-part-title')"
        "?.textContent === 'Hive board'"
    )
    assert texts_of(page) == {name: en for name, (_, _, en) in SHOWN.items()}
    assert t.get_attribute("lang") == "en"
    assert t.locator(".hbt-log-list li").last.text_content() == english
    assert t.locator(".hbt-prompt").text_content() == lab.kernel_json("table.game.pending.prompt")
    assert panel.locator(".hb-svg").get_attribute("aria-roledescription") == "hive board"
    assert t.get_attribute("data-ply") == "1"
    assert missing_texts(page) == []
    assert page.evaluate(HEADS_JS) == []
    assert lab.page_errors == []
