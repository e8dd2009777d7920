"""21_hustle_leckek: the marimo edition, written by notebooks/build.py from
notebooks/source/21_hustle_lessons.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/21_hustle_leckek.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="21_hustle_leckek")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Honeycomb Hustle: három lecke

    Három rövid lecke tanítja a Honeycomb Hustle-t: hogyan épül a lép, mennyit ér virágpontban, és mi történik az építés után egészen a játék végéig. Minden leckében egy utasításpanel áll egy valódi Honeycomb Hustle-asztal mellett. Ha egy teljes játszmát játszanál, nyisd meg ezt: [../../hu/20_hustle_jatek.ipynb](../../hu/20_hustle_jatek.ipynb).
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzet minden asztalának, paneljének és kiírt válaszának a nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 1. lecke: Építés és összekötők

    Lapkákat húzol a zsákodból, és léppé illeszted őket: egy új lapka csak ott csatlakozhat, ahol valamelyik fekete összekötő jelölése egy már lent lévő lapka jelölésével találkozik. A lecke megtanítja, hogyan forgasd és rakd le a lapkát, mi lesz azzal a lapkával, amelyik sehová sem illik, és mikor éri meg elkölteni egy újrakezdő kockát. Ha egy lépés akciót kér, az asztalon felelj: forgasd a húzott lapkát, kattints a lépedre, vagy a **Kész**, illetve az újrakezdés gombra. A hibás akciót a lecke elmagyarázza és visszaveszi.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.hustle.lessons import HustleLesson

    building = HustleLesson("hustle_building", language=LANGUAGE)
    mo.ui.anywidget(building)
    return (HustleLesson,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 2. lecke: Virágpontok

    A lép virágpontjai döntik el, ki kezd, és mennyit vásárolhatsz. A kék lapka egy másik kék mellett duplán ér, a lila annyit, amennyi rajta áll, a pirosak a számuk négyzetét érik, a kis lapkáknak pedig saját értékük van. Számold meg őket a panelen; az egyik lépésben úgy kell lerakni egy lapkát, hogy a legtöbbet érje.
    """)
    return


@app.cell
def _(HustleLesson, LANGUAGE, mo):
    points = HustleLesson("hustle_points", language=LANGUAGE)
    mo.ui.anywidget(points)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 3. lecke: Választás, vásárlás és a játék vége

    Az építés után a virágpontok szerinti sorrendben következnek a játékosok: a nektár hármasával mézzé válik, mindenki választ egy lapkát a készletből, mézet és nektárt vesz, az utolsó játékos segítő méheket kap, a csere lapkával pedig lopni lehet. A lecke azzal zárul, hogy ki nyer. A választást és a vásárlást az asztalon teszed meg: a készlet lapkáival és a − és + gombokkal.
    """)
    return


@app.cell
def _(HustleLesson, LANGUAGE, mo):
    drafting = HustleLesson("hustle_drafting", language=LANGUAGE)
    mo.ui.anywidget(drafting)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Felfedezőknek

    A leckét Pythonból is vezérelheted: az `act(...)` a motor jelölésével kap egy akciót, és visszaadja, hogyan ítélte meg a lecke. Az alábbi cella az 1. lecke második lépésére egy szabályos, de rossz helyre tett lerakással felel: a lecke elmagyarázza és visszaveszi. Kiírjuk, hogyan ítélte meg (`wrong`), és a magyarázatot.
    """)
    return


@app.cell
def _(HustleLesson, LANGUAGE):
    practice = HustleLesson("hustle_building", language=LANGUAGE, progress=False)
    practice.run.go_to("turn-and-place")
    outcome = practice.act("place 0,-1 5")
    print(outcome.status)
    print(outcome.text)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    **A lapkákról.** A szabálykönyv a legtöbb lapka csatlakozójelöléseit nem közli, azt sem, hogyan oszlik meg a 40 kék lapka 1 és 2 pontosra. A honeybuzz_lab saját választást használ (`honeybuzz_lab/games/hustle/game/tokens.toml`, `reconstructed = true` jelöléssel és a választás módjával), és a leckék asztalai ezt jelzik is. Ha megvan a játékod, a lapkáid eltérhetnek ettől.
    """)
    return


if __name__ == "__main__":
    app.run()
