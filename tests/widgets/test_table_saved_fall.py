"""The saved picture of a Fall Flavors table (``to_html`` / ``save_html``): every module's
part drawn from the seat's view, in the table's language, with no scripts."""

from __future__ import annotations

import re

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

FALL = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]  # sunset comes with them


def _played(modules: list[str], plies: int, seed: int = 3) -> Game:
    game = Game.new(["Anna", "Ben"], seed=seed, modules=modules)
    bot = GreedyBot(2)
    for _ in range(plies):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


def _section(html: str, name: str) -> str:
    match = re.search(rf'<section class="hbt-static-{name}">(.*?)</section>', html, re.S)
    assert match, f"no {name} section in the saved picture"
    return match.group(1)


def test_the_saved_picture_draws_every_fall_part_without_scripts(tmp_path) -> None:
    table = GameTable(_played(FALL, 80), seat=0, bot_delay=0)
    page = table.save_html(tmp_path / "fall.html").read_text(encoding="utf-8")
    assert "<script" not in page
    sunset = _section(page, "sunset")
    spaces = re.findall(r'<g class="hbt-s-(sun|sunset-space)" data-space', sunset)
    assert len(spaces) == table.module_data("fall.sunset")["last"] + 1 and spaces.count("sun") == 1
    assert table.module_data("fall.sunset")["end"] in sunset
    field = _section(page, "fruit-field")
    spaces = table._static["geometry"]["spaces"]
    assert field.count("data-space=") == len(spaces)
    assert "Woodland" not in page  # the fall field is drawn instead of the woodland
    market = _section(page, "fruit-market")
    assert table.module_data("fall.fruit")["market"]["text"] in market
    leaves = _section(page, "leaves")
    assert table.module_data("fall.leaves")["foliage"]["text"] in leaves
    assert all(s["text"] in leaves for s in table.module_data("fall.leaves")["standing"])
    caps = _section(page, "caps")
    left = caps.split('<g class="hbt-s-caps-left">')[1].split('<g class="hbt-s-caps-player">')[0]
    assert left.count('class="hb-cap"') == len(table.module_data("fall.caps")["left"])
    festival = _section(page, "festival")
    assert all(c["text"] in festival for c in table.module_data("fall.festival")["cards"])
    assert festival.count("<g data-space=") == len(table.module_data("fall.festival")["spaces"])


def test_the_hives_in_the_saved_picture_carry_their_leaves_and_caps() -> None:
    game = _played(["fall.leaves", "fall.caps"], 400, seed=5)
    table = GameTable(game, seat=0, bot_delay=0)
    html = table.to_html()
    leaves = sum(len(h) for h in table.module_data("fall.leaves")["hives"])
    caps = sum(len(h) for h in table.module_data("fall.caps")["hives"])
    assert leaves and caps, "the game should have leaves and caps in its hives"
    assert html.count('class="hb-mark hb-mark-leaf"') == leaves
    assert html.count('class="hb-mark hb-mark-cap"') == caps
    for hive in table.module_data("fall.caps")["hives"]:
        for cap in hive:
            assert cap["text"] in html


def test_the_saved_fall_picture_is_in_the_tables_language() -> None:
    table = GameTable(_played(FALL, 40), seat=0, bot_delay=0, language="hu")
    html = table.to_html()
    for module in ("fall.sunset", "fall.festival"):
        assert table.module_data(module)["header"] in html
    assert table.module_data("fall.fruit")["legend"] in html
    assert table.module_data("fall.caps")["left_text"] in html
    assert "Sweetwater Sunset" not in html and "Harvest Festival" not in html


def test_the_fall_parts_draw_no_text_under_11_px() -> None:
    html = GameTable(_played(FALL, 80), seat=0, bot_delay=0).to_html()
    for name in ("sunset", "fruit-field", "fruit-market", "leaves", "caps", "festival"):
        sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', _section(html, name))]
        assert all(size >= 11 for size in sizes), (name, sizes)


def test_a_face_down_front_is_not_in_another_seats_saved_picture() -> None:
    game = Game.new(["Anna", "Ben"], seed=4, modules=["fall.fruit", "advanced"])
    anna = GameTable(game, seat=0, bot_delay=0)
    ben = GameTable(game, seat=1, bot_delay=0)
    bot = GreedyBot(3)
    seen = None
    for _ in range(400):
        seen = next((t for t in anna._field["tiles"] if len(t) > 3 and t[2]), None)
        if seen:
            break
        acts = game.legal_actions()
        pick = None
        if game.pending.player == 0 and game.pending.kind == "turn":
            pick = next((a for a in acts if getattr(a, "tile", "") == "forage"), None)
        if game.pending.player == 0 and game.pending.kind == "fruit_forage":
            pick = next((a for a in acts if a.to_json()["kind"] == "forage"), None)
        game.apply(pick or bot.choose(game))
    assert seen, "Anna should have viewed a face-down tile"
    r, c, letter = seen[0], seen[1], seen[2]
    short = anna.module_data("fall.fruit")["honeys"][letter]["short"]

    def space(html: str) -> str:
        match = re.search(rf'<g data-space="{r},{c}".*?</g>', html, re.S)
        assert match
        return match.group(0)

    mine, theirs = space(anna.to_html()), space(ben.to_html())
    assert f">{short}</text>" in mine
    assert ">?</text>" in theirs and f">{short}</text>" not in theirs
    assert theirs.count("<text") == 1  # the back's colour and the "?", nothing of the front


def test_the_saved_market_leaves_out_the_fruit_column_as_the_page_does() -> None:
    """Under Fall Fruit the pollen column of the market is the set-bonus track, which the
    fruit market draws; the saved market showed it again as a 'Fruit' column of values."""
    for modules, shown in ((["fall.fruit"], False), (["fall.caps"], True)):
        table = GameTable(_played(modules, 10), seat=0, bot_delay=0)
        html = table.to_html()
        market = html[html.index("<title>The market</title>") :].split("</svg>")[0]
        # each column is a piece whose sentence starts with its resource's name
        columns = re.findall(r'<g class="hbt-s-column"><title>([^<:]+):', market)
        pollen = table._static["resources"][table._static["pollen"]]
        assert (pollen in columns) is shown, columns
        assert len(columns) == 4 + shown


def test_the_saved_hive_board_draws_the_leaves_on_the_stacks_tops() -> None:
    """As on the page: each stack's top tile shows its leaves, its tooltip says them."""
    table = GameTable(_played(FALL, 80), seat=0, bot_delay=0)
    html = table.to_html()
    tops = {k: t for k, t in table.module_data("fall.leaves")["tops"].items() if t and t["leaves"]}
    assert tops, "the game should have leafy tops"
    leafy = {}  # a stack's sentence -> the leaves drawn on it (up to the next piece)
    for chunk in html.split('<g class="hbt-s-stack"><title>')[1:]:
        words, _, rest = chunk.partition("</title>")
        body = re.split(r'<g class="hbt-s-|</svg>', rest)[0]
        if "hb-leaf" in body:
            leafy[words] = body.count('class="hb-leaf"')
    assert sorted(leafy.values()) == sorted(len(t["leaves"]) for t in tops.values()), leafy
    for top in tops.values():
        assert any(words.endswith(" " + top["text"]) for words in leafy), top["text"]
