"""02_kaptar_es_lapkak: the marimo edition, written by notebooks/build.py from
notebooks/source/02_hive_and_tiles.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/02_kaptar_es_lapkak.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="02_kaptar_es_lapkak")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 2. lecke: A kaptárad és a lapkái

    A kaptárlapka egy dominó egyetlen ikonnal. Ez a lecke a hatféle állását, a sárga oldalait, a derék- és végoldalait, és a lerakás szabályait tanítja.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzet minden táblájának, paneljének és kiírt válaszának a nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Haladj végig a panel lépésein; ha egy lépés kéri, rakj le lapkát a táblára.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons import Lesson

    lesson = Lesson("hive_and_tiles", language=LANGUAGE)
    mo.ui.anywidget(lesson)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Felfedezőknek

    Egy lapka tíz oldala mezőnként: az ikonos és a sima mező oldala mind a hat irányban (először kelet, onnan az óramutató járásával ellentétesen; az illesztés a lapka belsejében van):
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.core.i18n import text
    from honeybuzz_lab.games.honeybuzz.hive import Hive, parse_tile

    tile = parse_tile("P(0,0)E")
    for h in tile.hexes:
        edges = [text(LANGUAGE, f"hive.edge.{tile.edge(h, d).value}") for d in range(6)]
        print(text(LANGUAGE, f"hive.part.{tile.part(h)}"), edges)
    return Hive, parse_tile


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Hová kerülhet egy Gyűjtés lapka egy magányos Termelés lapka mellé, és máshová miért nem? A szabályos lerakások száma, maguk a lerakások, és az ok, amiért egy hely nem jó:
    """)
    return


@app.cell
def _(Hive, LANGUAGE, parse_tile):
    hive = Hive.from_notation("P(0,0)E")
    spots = hive.legal_placements("F")
    print(len(spots), " ".join(e.tile.notation_in(LANGUAGE) for e in spots))
    print(hive.check(parse_tile("F(-1,0)W")).text(LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A kezdő kaptár koordinátákkal, ahogy a tábla a *q,r* gombbal mutatja:
    """)
    return


@app.cell
def _(Hive, LANGUAGE):
    from IPython.display import SVG

    SVG(Hive.starting("star").to_svg(coords=True, language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    **A kezdőlapkákról.** Ahol egy lecke konfigurációs kártyáról indul, az elrendezés *rekonstrukció*: a szabálykönyv nem közli a 18 kártyát, ezért a honeybuzz_lab saját, szabályos elrendezéseket használ (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, `reconstructed = true` jelöléssel). A lecke minden ilyen lépésnél jelzi ezt. Ha megvan a játékod, a nyomtatott kártyáid eltérhetnek tőle.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Hogyan tovább

    A lapkák között rések maradnak. Következik: [../../hu/03_cellak_es_nektar.ipynb](../../hu/03_cellak_es_nektar.ipynb), üres cellák és nektár.
    """)
    return


if __name__ == "__main__":
    app.run()
