"""The Hustle table's saved picture (``to_html``, ``save_html``, the text/html of its
mimebundle): plain HTML and SVG drawn from the synced state only, in the view's language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from ipywidgets import Widget

from honeybuzz_lab.games.hustle.game import PlanningBot, RandomBot
from honeybuzz_lab.games.hustle.game.texts import page_texts
from honeybuzz_lab.games.hustle.widgets.table import HustleTable
from honeybuzz_lab.games.hustle.widgets.table_state import token_data
from honeybuzz_lab.games.hustle.widgets.table_svg import DARK, EDGE, FILLS, INK, MUTED, PAPER

CSS = Path(__file__).parents[2] / "widget_js" / "hustle.css"
SVG = "{http://www.w3.org/2000/svg}"
VOID = {"meta", "br", "img", "hr", "input", "link"}


def table(**options) -> HustleTable:
    options = {"players": 3, "seed": 6, "bot_delay": 0, "autosave": False, **options}
    return HustleTable(**options)


def built(seat: int | None = 0, tokens: int = 3, everyone: bool = False, **options) -> HustleTable:
    """A table whose every seat a bot plays from Python, until the shown honeycomb (or
    ``everyone``'s) holds ``tokens`` tokens."""
    t = table(players=4, seat=seat, bots={}, **options)
    bot = PlanningBot(1)

    def short() -> bool:
        players = t._data["players"]
        shown = players if everyone else [players[t._data["viewer"] or 0]]
        return any(len(p["honeycomb"]) < tokens for p in shown)

    while short():
        t.game.apply(bot.choose(t.game))
    return t


def finished(**options) -> HustleTable:
    t = table(players=2, bots={}, **options)
    bot = RandomBot(3)
    while not t.game.is_over:
        t.game.apply(bot.choose(t.game))
    return t


class Checked(HTMLParser):
    """Every element closed in order; the tags and attributes seen."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.tags: list[str] = []
        self.attrs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.tags.append(tag)
        self.attrs += [name for name, _ in attrs]
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.tags.append(tag)
        self.attrs += [name for name, _ in attrs]

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open.pop() == tag, (tag, self.open)


def parsed(html: str) -> Checked:
    """``html`` checked: well nested, no script, each SVG well-formed XML."""
    checked = Checked()
    checked.feed(html)
    checked.close()
    assert checked.open == []
    assert "script" not in checked.tags and "<script" not in html.lower()
    assert not [a for a in checked.attrs if a.startswith("on")]  # no event handlers
    assert not re.search(r"\b(src|href)=", html)  # nothing fetched: it reads offline
    for svg in re.findall(r"<svg\b.*?</svg>", html, re.S):
        ET.fromstring(svg)
    return checked


def section(html: str, name: str) -> str:
    found = re.search(rf'<section class="hbh-static-{name}".*?</section>', html, re.S)
    assert found, name
    return found[0]


def test_the_picture_parses_and_has_no_script():
    for t in (table(), built(), finished()):
        parsed(t.to_html())
        assert t.to_html().startswith('<figure class="hbh-static" lang="en"')


def test_every_token_of_the_views_honeycomb_is_drawn_with_its_fill_marks_and_face():
    t = built(tokens=5)
    cells = t._data["players"][0]["honeycomb"]
    svg = ET.fromstring(re.search(r"<svg\b.*?</svg>", section(t.to_html(), "mine"), re.S)[0])
    drawn = svg.findall(f"{SVG}g")
    assert [g.get("data-kind") for g in drawn] == [c["token"] for c in cells]
    tokens = token_data()
    for g, cell in zip(drawn, cells, strict=True):
        hexagon = g.find(f"{SVG}polygon")
        assert hexagon is not None
        assert hexagon.get("fill") == FILLS[tokens[cell["token"]]["colour"]]
        assert len(g.findall(f"{SVG}line")) == bin(cell["marks"]).count("1")
        face = g.find(f"{SVG}text")
        assert face is not None and face.text  # the kind in writing, not by colour alone
        assert (g.find(f"{SVG}circle") is not None) == cell["covers_honey"]
    # drawn 1:1, so a face's font size is its size on the screen
    assert svg.get("width") == svg.get("viewBox").split()[2]


def test_the_token_fills_are_the_pages():
    css = CSS.read_text(encoding="utf-8")
    page = {}
    for selectors, fill in re.findall(r"([^{}]+)\{\s*fill:\s*(#[0-9a-f]{6});\s*\}", css):
        for kind in re.findall(r"\.hbh-k-(\w+) \.hbh-token-hex", selectors):
            page[kind] = fill
    tokens = token_data()
    assert set(page) == set(tokens)
    assert {k: FILLS[v["colour"]] for k, v in tokens.items()} == page


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_texts_read_at_4_5_to_1_and_the_tokens_stand_out_at_3_to_1_on_the_paper():
    for ink in (INK, MUTED):
        assert contrast(ink, PAPER) >= 4.5
    assert contrast("#ffffff", INK) >= 4.5  # a count on its badge
    for fill in FILLS.values():
        assert contrast(DARK, fill) >= 4.5  # a face on its token; a mark is the same ink
    assert contrast(EDGE, PAPER) >= 3 and contrast(EDGE, "#fbf6e9") >= 3  # a token's outline


def test_no_text_is_smaller_than_11_px():
    html = built(tokens=2, everyone=True).to_html()
    assert html.count('class="hbh-token ') > 8  # every honeycomb, big and small, has tokens
    sizes = [float(s) for s in re.findall(r'font-size(?:="|:)(\d+(?:\.\d+)?)', html)]
    assert sizes and min(sizes) >= 11


def test_the_bags_pool_and_piles_are_tokens_with_their_counts():
    t = table()
    html = t.to_html()
    board = section(html, "board")
    for kind, n in t._data["drafting_bag"].items():
        assert f'data-kind="{kind}"' in board and f">{n}</text>" in board
    mine = section(html, "mine")
    for kind, n in t._data["players"][0]["bag"].items():
        assert f"<title>{n} × {page_texts('en')[f'token.{kind}']}</title>" in mine


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_picture_speaks_the_views_language(language):
    t = built(language=language)
    html = t.to_html()
    words = page_texts(language)
    assert f'lang="{language}"' in html
    for key in ("your_comb", "log"):
        assert words[key] in html
    other = page_texts("hu" if language == "en" else "en")
    for key in ("your_comb", "log", "no_pool"):
        assert other[key] not in html
    t.language = "hu" if language == "en" else "en"
    assert other["your_comb"] in t.to_html()  # it follows a change of language


def test_a_finished_game_shows_the_final_scores_and_the_winners():
    t = finished()
    html = t.to_html()
    parsed(html)
    final = t._data["final"]
    names = [p["name"] for p in t._data["players"]]
    scores = section(html, "scores")
    assert page_texts("en")["final"] in scores
    for seat in final["ranking"]:
        honey, nectar = final["honey"][seat], final["nectar"][seat]
        assert f"{names[seat]}: {honey} honey, {nectar} nectar" in scores
    assert "Won: " + ", ".join(names[w] for w in final["winners"]) in scores
    assert page_texts("en")["over"] in html


def test_pass_and_play_shows_the_deciding_seat_with_its_bag_covered():
    t = table(seat=None)
    data = t._data
    assert data["shared"] and data["viewer"] == t.game.pending.player
    html = t.to_html()
    name = data["players"][data["viewer"]]["name"]
    assert page_texts("en")["prompt_pass"].format(name=name) in html
    mine = section(html, "mine")
    assert f'data-seat="{data["viewer"]}"' in mine and "hbh-piece" not in mine
    size = data["players"][data["viewer"]]["bag_size"]
    assert page_texts("en")["bag_size"].format(size=size) in mine


def test_a_seats_picture_holds_nothing_of_another_seats_bag():
    mine = table(seat=0, bots={})
    theirs = HustleTable(game=mine.game, seat=1, bots={}, bot_delay=0, autosave=False)
    assert mine._data["players"][1]["bag"] is None  # what the page is sent
    before, their_before = mine.to_html(), theirs.to_html()
    # seat 1's bag holds other tokens, as many: seat 0 cannot know it
    bag = mine.game.state.players[1].bag
    size = sum(bag.values())
    bag.clear()
    bag["red"] = size
    mine._sync()
    theirs._sync()
    assert mine.to_html() == before
    assert theirs.to_html() != their_before  # seat 1 sees its own bag
    for card in re.findall(r'class="hbh-static-player".*?</div>', before, re.S):
        assert "hbh-piece" not in card  # no other seat's bag is drawn by its tokens


def test_the_mimebundle_carries_the_picture_and_a_repr_without_an_address():
    t, twin = table(), table()
    data, _ = t._repr_mimebundle_()
    assert data["text/html"] == t.to_html() == t._repr_html_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == repr(t) and not re.search(r"0x[0-9a-f]+", data["text/plain"])
    assert twin._repr_mimebundle_()[0]["text/plain"] == data["text/plain"]
    assert twin._repr_mimebundle_()[0]["text/html"] == data["text/html"]


def test_save_html_writes_one_offline_page(tmp_path):
    t = built(language="hu")
    page = t.save_html(tmp_path / "hustle.html").read_text(encoding="utf-8")
    assert page.startswith('<!doctype html>\n<html lang="hu">')
    assert t.to_html() in page
    parsed(page.split("\n", 1)[1])


def test_the_widget_opens_with_the_token_kinds_and_the_texts(monkeypatch):
    seen = {}
    opened = Widget.open

    def open_(self):
        if isinstance(self, HustleTable) and self.comm is None:
            seen.update(tokens=dict(self._tokens), texts=dict(self._texts))
        opened(self)

    monkeypatch.setattr(Widget, "open", open_)
    table(language="hu")
    assert seen == {"tokens": token_data(), "texts": page_texts("hu")}


def test_names_are_text_in_the_picture():
    t = HustleTable(["<i>Ann</i>", "Bo & Co"], seat=0, seed=2, bot_delay=0, autosave=False)
    html = t.to_html()
    parsed(html)
    assert "<i>" not in html and "&lt;i&gt;Ann&lt;/i&gt;" in html and "Bo &amp; Co" in html


def test_the_saved_picture_fills_the_texts_specs_as_the_page_does() -> None:
    from honeybuzz_lab.games.hustle.widgets.table_svg import Words

    t = Words({"comb_label": "{name:S} honeycomb", "bag": "Tokens: {size} of {all}"})
    assert t("comb_label", name="You") == "Your honeycomb"
    assert t("comb_label", name="Anna") == "Anna's honeycomb"
    assert t("bag", size=3) == "Tokens: 3 of {all}"
