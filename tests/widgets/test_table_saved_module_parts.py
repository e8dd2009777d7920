"""Each module's part of the saved picture (``to_html``) is drawn as the live part's pieces:
the pieces are there, each says its sentence as its ``<title>``, names are escaped and
nothing hidden (a face-down front, the drone deck's order) is drawn."""

from __future__ import annotations

import re
from html import escape
from typing import Any

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

FALL = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival", "fall.sunset"]


def _table(names: list[str], modules: list[str], plies: int, seed: int = 3) -> GameTable:
    game = Game.new(names, seed=seed, modules=modules)
    bot = GreedyBot(1)
    for _ in range(plies):
        game.apply(bot.choose(game))
    return GameTable(game, seat=0, bot_delay=0)


@pytest.fixture(scope="module")
def fall() -> GameTable:
    return _table(["Anna", "Ben"], FALL, 60)


@pytest.fixture(scope="module")
def solo() -> GameTable:
    return _table(["Ann"], ["solo"], 30, seed=5)


def _section(html: str, name: str) -> str:
    match = re.search(rf'<section class="hbt-static-{name}">(.*?)</section>', html, re.S)
    assert match, f"no {name} section in the saved picture"
    return match.group(1)


def _titles(html: str, cls: str) -> list[str]:
    """The sentences of the pieces of class ``cls``, as written (escaped)."""
    return re.findall(rf'<g class="{cls}"><title>(.*?)</title>', html)


def said(words: str) -> str:
    return escape(words, quote=False)


def test_the_fruit_market_is_fruit_on_coins_the_track_and_each_players_fruit(
    fall: GameTable,
) -> None:
    fruit = fall.module_data("fall.fruit")
    market = _section(fall.to_html(), "fruit-market")
    assert len(_titles(market, "hbt-s-fruit-values")) == 1
    assert _titles(market, "hbt-s-fruit-set") == [said(fruit["market"]["text"])]
    track = market.split('<g class="hbt-s-fruit-track">')[1].split("</g></g>")[0]
    assert track.count("<rect") == len(fruit["market"]["track"])
    names = [p["name"] for p in fall._static["players"]]
    held = _titles(market, "hbt-s-fruit-held")
    assert len(held) == len(names) and all(n in h for n, h in zip(names, held, strict=True))
    # a fruit piece per fruit on the values' row and on each player's row
    assert market.count('class="hbt-ff-') == len(fruit["fruits"]) * (1 + len(names))


def test_the_leaves_part_draws_the_foliage_card_and_each_players_leaf_tokens(
    fall: GameTable,
) -> None:
    leaves = fall.module_data("fall.leaves")
    part = _section(fall.to_html(), "leaves")
    card = _titles(part, "hbt-s-foliage")
    assert card and card[0].startswith(said(leaves["foliage"]["text"]))
    rows = _titles(part, "hbt-s-leaves-player")
    assert rows == [said(s["text"]) for s in leaves["standing"]]
    for row in part.split('<g class="hbt-s-leaves-player">')[1:]:
        assert row.count('class="hb-leaf"') >= len(leaves["colours"])  # a token per colour
    assert said(leaves["foliage"]["tie_rule"]) in part.split("<details")[1]  # opens in place


def test_the_caps_part_draws_the_lids_the_players_caps_and_the_cups(fall: GameTable) -> None:
    caps = fall.module_data("fall.caps")
    part = _section(fall.to_html(), "caps")
    assert _titles(part, "hbt-s-caps-left") == [said(caps["left_text"])]
    assert _titles(part, "hbt-s-caps-player") == [said(s["text"]) for s in caps["standing"]]
    assert _titles(part, "hbt-s-caps-trophies") == [said(caps["trophy_text"])]
    cups = part.split('<g class="hbt-s-caps-trophies">')[1]
    assert cups.count(f'fill="{"#f2c94c"}"') == len(caps["trophies"])


def test_the_sunset_track_is_discs_with_the_sun_on_its_space(fall: GameTable) -> None:
    sun = fall.module_data("fall.sunset")
    part = _section(fall.to_html(), "sunset")
    spaces = re.findall(
        r'<g class="hbt-s-(sun|sunset-space)" data-space="(\d+)"><title>(.*?)<', part
    )
    assert [int(i) for _, i, _ in spaces] == list(range(sun["last"] + 1))
    assert [int(i) for kind, i, _ in spaces if kind == "sun"] == [sun["position"]]
    assert [t for _, _, t in spaces] == [said(s["label"]) for s in sun["track"]]
    # how far the end is, and the equal-turns rule opening in place
    assert said(sun["end"]) in part
    assert sun["end_rule"] and said(sun["end_rule"]) in part.split("<details")[1]


def test_the_festival_board_draws_its_spaces_cards_and_retired_workers(fall: GameTable) -> None:
    fest = fall.module_data("fall.festival")
    part = _section(fall.to_html(), "festival")
    assert part.count("<g data-space=") == len(fest["spaces"])
    assert _titles(part, "hbt-s-toast") == [said(c["text"]) for c in fest["cards"]]
    assert _titles(part, "hbt-s-festival-now") == [said(c["now_text"]) for c in fest["cards"]]
    assert _titles(part, "hbt-s-festival-retired") == [said(r["text"]) for r in fest["retired"]]


def test_the_solo_part_is_drawn_its_drones_cards_and_contests(solo: GameTable) -> None:
    data = solo.module_data("solo")
    part = _section(solo.to_html(), "solo")
    drones = _titles(part, "hbt-s-drone")
    assert [d.split(" · ")[0] for d in drones] == [said(d["text"]) for d in data["drones"]]
    assert _titles(part, "hbt-s-drone-card") == [said(data["card"]["text"])]
    assert f">{data['card']['id']}</text>" in part
    assert _titles(part, "hbt-s-drone-next") == [said(data["next"]["text"])]
    assert _titles(part, "hbt-s-drone-deck") == [said(data["deck_text"])]
    assert _titles(part, "hbt-s-solo-contest") == [said(c["text"]) for c in data["contests"]]


def test_the_solo_picture_draws_nothing_of_the_drone_decks_order(solo: GameTable) -> None:
    deck = solo.game.state.modules["solo"].deck
    html = solo.to_html()
    assert deck and all(f">{card}<" not in html for card in deck)


def test_every_module_part_escapes_the_players_names() -> None:
    names = ["<b>Anna</b> & co", "Ben<script>"]
    table = _table(names, FALL, 40)
    html = table.to_html()
    for name in ("sunset", "fruit-market", "leaves", "caps", "festival"):
        part = _section(html, name)
        assert "<b>Anna" not in part and "<script" not in part, name
    assert escape("<b>Anna</b> & co", quote=False) in _section(html, "fruit-market")


def _every_text(html: str) -> list[Any]:
    return [float(x) for x in re.findall(r'font-size="([\d.]+)"', html)]


def test_no_module_part_draws_text_under_11_px(fall: GameTable, solo: GameTable) -> None:
    html = fall.to_html()
    for name in ("sunset", "fruit-field", "fruit-market", "leaves", "caps", "festival"):
        assert min(_every_text(_section(html, name))) >= 11, name
    assert min(_every_text(_section(solo.to_html(), "solo"))) >= 11
