"""The hive engine's reasons and sentences, in English exactly as before and in Hungarian."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.i18n import Message
from honeybuzz_lab.games.honeybuzz.hive import (
    Action,
    EdgeKind,
    Hive,
    HiveTile,
    IllegalPlacement,
    parse_tile,
)

# D(0,0)E: anchor (0,0), tail (1,0).
ONE = Hive.from_notation("D(0,0)E")
STAR = Hive.starting("star")


def test_a_refusal_is_a_message_in_english_and_in_hungarian() -> None:
    verdict = ONE.check(HiveTile(Action.FORAGE, (1, 0), 0))
    assert isinstance(verdict.reason, Message) and verdict.code == "occupied"
    assert verdict.reason == (
        "The anchor hex (1,0) is already covered by the Decree tile at (0,0)-(1,0)."
    )
    assert verdict.text() == verdict.reason
    assert verdict.text("hu") == (
        "Az (1,0) mezőt, ahová az ikonos mező kerülne, már a (0,0)-(1,0) mezőkön fekvő "
        "Rendelet lapka fedi."
    )
    assert verdict.reason.to_json()["key"] == "hive.reason.occupied"


def test_an_edge_clash_names_both_edges() -> None:
    verdict = ONE.check(HiveTile(Action.FORAGE, (-2, 1), 1))
    assert verdict.code == "edge"
    assert verdict.reason == (
        "The tail hex (-1,0) would meet the Decree tile at (0,0)-(1,0) at (0,0) along the "
        "new tile's yellow edge and that tile's dark tip edge (not yellow): tiles may only "
        "touch yellow edge to yellow edge."
    )
    assert verdict.text("hu") == (
        "A (-1,0) mezőre kerülő sima mező a szomszédos (0,0) mezőn ehhez a lapkához érne: "
        "a (0,0)-(1,0) mezőkön fekvő Rendelet lapka. Az új lapka oldala ott sárga oldal, a "
        "másik lapkáé sötét végoldal (nem sárga), pedig lapkák csak sárga oldallal érhetnek "
        "sárga oldalhoz."
    )


@pytest.mark.parametrize(
    ("more", "en", "hu"),
    [
        (1, " (1 more edge clash too.)", " (Még 1 oldal ütközik.)"),
        (3, " (3 more edges clash too.)", " (Még 3 oldal ütközik.)"),
    ],
)
def test_more_clashes_take_the_plural_in_english_only(more: int, en: str, hu: str) -> None:
    also = Message("hive.reason.also", n=more)
    assert also == en and also.text("hu") == hu


def test_a_detached_tile_and_a_cell_in_the_way() -> None:
    far = STAR.check(HiveTile(Action.PRODUCE, (6, 6), 0))
    assert far.text("hu") == (
        "A (6,6)-(7,6) mezőkön fekvő Termelés lapka nem érne a kaptáradhoz: az új lapkának "
        "legalább egy kaptárbeli lapkához hozzá kell érnie, sárga oldallal sárga oldalhoz."
    )
    hive = STAR.copy()
    effect = hive.place(parse_tile("M(1,2)NE"))
    cell = effect.new_cells[0]
    covering = HiveTile(Action.FORAGE, cell, 0)
    verdict = hive.check(covering)
    assert verdict.code == "cell"
    assert verdict.reason == (
        "The anchor hex (1,1) is the Wildflower cell at (1,1): cells stay open for nectar, "
        "tiles cannot cover them."
    )
    assert verdict.text("hu") == (
        "Az (1,1) mező, ahová az ikonos mező kerülne, Vadvirág cella: a cellák szabadon "
        "maradnak a nektárnak, lapka nem fedheti le őket."
    )
    with pytest.raises(IllegalPlacement) as e:
        hive.place(covering)
    assert e.value.verdict.text("hu") == verdict.text("hu")


def test_an_effect_in_both_languages() -> None:
    effect = STAR.preview(parse_tile("M(1,2)NE"))
    assert effect.describe() == (
        "The Market tile at (1,2)-(2,1) creates a Wildflower cell at (1,1); it activates "
        "Forage at (2,0), Produce at (0,1), Market at (1,2)."
    )
    assert effect.describe("hu") == (
        "Az (1,2)-(2,1) mezőkön fekvő Piac lapka új cellát hoz létre: Vadvirág cella az (1,1) "
        "mezőn; aktiválódó ikonok: Gyűjtés a (2,0) mezőn, Termelés a (0,1) mezőn és Piac az "
        "(1,2) mezőn."
    )
    acacia = STAR.preview(parse_tile("M(-1,0)NE"))
    assert " creates an Acacia cell at (0,0); " in acacia.describe()
    nothing = Hive().preview(HiveTile(Action.NEW_BEE, (0, 0), 0))
    assert nothing.describe("hu") == (
        "A (0,0)-(1,0) mezőkön fekvő Új Méh lapka nem hoz létre cellát, így egy ikon sem "
        "aktiválódik."
    )


def test_phrases_of_tiles_cells_and_edges() -> None:
    tile = HiveTile(Action.NEW_BEE, (1, 0), 0)
    assert tile.describe() == "the New Bee tile at (1,0)-(2,0)"
    assert tile.describe("hu") == "az (1,0)-(2,0) mezőkön fekvő Új Méh lapka"
    assert EdgeKind.WAIST.description == "plain waist edge (not yellow)"
    assert EdgeKind.WAIST.description.text("hu") == "derékoldal (nem sárga)"
    cell = STAR.copy()
    cell.place(parse_tile("M(-1,0)NE"))
    assert cell.cell((0, 0)).describe() == "the Acacia cell at (0,0)"
    assert cell.cell((0, 0)).describe("hu") == "a (0,0) mezőn lévő Akác cella"
    assert Action.NEW_BEE.term.text("hu") == "Új Méh"


def test_the_static_picture_in_hungarian() -> None:
    hive = STAR.copy()
    hive.place(parse_tile("M(-1,0)NE"))
    english, hungarian = hive.to_svg(legend=True), hive.to_svg(legend=True, language="hu")
    assert "Acacia cell (0,0), empty" in english and "Barren: 6 tiles, no nectar" in english
    assert "Akác cella: (0,0), üres" in hungarian
    assert "Meddő: 6 lapka, nektár nem fér bele" in hungarian
    assert "<title>Kaptár: 5 lapka, 1 cella (0 cellában nektár), 0 üreg</title>" in hungarian
    assert "mezőkön fekvő Piac lapka" in hungarian
    assert english.count("<title>") == hungarian.count("<title>")


def test_a_nectar_type_names_itself_in_each_language() -> None:
    from honeybuzz_lab.games.honeybuzz.hive import Nectar

    assert Nectar.CHERRY_BLOSSOM.term.text("en") == Nectar.CHERRY_BLOSSOM.label
    names = [n.term.text("hu") for n in Nectar]
    assert names == ["Vadvirág", "Rozmaring", "Cseresznyevirág", "Akác"]
