"""30_az_asztalnal: the marimo edition, written by notebooks/build.py from
notebooks/source/30_at_the_table.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/30_az_asztalnal.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="30_az_asztalnal")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # A valódi asztalnál

    Megvan a doboz, este jönnek a barátok. Ez a jegyzetfüzet az asztalnál segít: **előkészíti** a játékot a játékosszámotokhoz és a moduljaitokhoz, lépésenként, a szabálykönyvek számaival; **játékvezetőként** eldönti, hová kerülhet egy kaptárlapka; a végén pedig **pontoz**, minden szabállyal, soronként elmagyarázva. A Honey Buzzhoz (1–4 játékos, a haladó és az egyszemélyes változattal és az Őszi ízek moduljaival) és a Honeycomb Hustle-höz (2–8 játékos) is jó.

    Telefonon: a laptopon futtasd a `marimo run notebooks/marimo/hu/30_az_asztalnal.py --host 0.0.0.0` parancsot, és nyisd meg a kiírt címet a telefonon, ugyanazon a hálózaton. A marimo magától futtatja a cellákat, és kód nélkül, egy oszlopban mutatja a vezérlőket.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 1. Az előkészítés

    Állítsd be a `PLAYERS` és a `MODULES` értékét (a modulok: `"advanced"`, `"fall.sunset"`, `"fall.fruit"`, `"fall.leaves"`, `"fall.caps"`, `"fall.festival"`; egy játékos az egyszemélyes változat). Pipáld ki a lépéseket, ahogy elkészülnek. A `save_html` nyomtatható oldalt ír.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.companion import SetupGuide

    PLAYERS = 3
    MODULES = ["fall.sunset", "fall.fruit"]
    guide = SetupGuide(players=PLAYERS, modules=MODULES, language=LANGUAGE)
    mo.ui.anywidget(guide)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Ugyanezek a lépések adatként, itt a Honeycomb Hustle öt játékossal (a számok a játék saját előkészítéséből jönnek):
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.companion import setup_steps

    for step in setup_steps(players=5, game="hustle", language=LANGUAGE):
        print(f"{step.title}: {step.counts}")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 2. Játékvezetés

    Rakd ki egy játékos valódi kaptárát a táblán (válassz lapkát, forgasd, rakd le), vagy írd le a kaptár jelölésével, és kattints a tábla alatti gombra. Aztán írj le egy lapkát a jelöléssel (ikon betűje, horgony, irány, pl. `P(-2,3)K`), és kérdezz: a válasz megmondja, odakerülhet-e és miért, melyik szabály szerint, és mit hozna létre.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.companion import Referee

    referee = Referee(language=LANGUAGE)
    mo.ui.anywidget(referee)
    return (referee,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Ugyanez a kérdés Pythonból: egy Piac lapka, amely nem érne a kaptárhoz, aztán egy, amely bezár egy cellát (aktiválja a Termelés, az Új Méh és a saját Piac ikonját). A fenti játékvezető az utolsó választ mutatja, a táblán kiemelve az új cellát.
    """)
    return


@app.cell
def _(LANGUAGE, referee):
    market = {"en": "M", "hu": "P"}[LANGUAGE]
    east = {"en": "E", "hu": "K"}[LANGUAGE]
    for tile in (f"{market}(9,9){east}", f"{market}(-2,3){east}"):
        print(referee.ask(tile).text)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 3. Pontozás

    Írd be a neveket, aztán a végén töltsd ki minden játékos kártyáját: érmék, méz és pollen (Őszi gyümölcsökkel gyümölcs), minden teljesített rendelés pontja, és minden döntő verseny száma (a játékban lévő kártyákat a kártyák fölött választod). Nektárfedelekkel a fedelek értéke, Őszi levelekkel a levelek színenként és a lombkártya. A pontok, a magyarázat és a grafikon gépelés közben frissülnek. Egyszemélyes játékban: egy név, a versenykártyák és a nehézség. A Honeycomb Hustle-höz: `ScoreSheet(NAMES, game="hustle")`.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.companion import ScoreSheet

    NAMES = ["Anne", "Brendan", "Charlie", "Dhanvi"]
    sheet = ScoreSheet(NAMES, modules=["fall.caps"], language=LANGUAGE)
    mo.ui.anywidget(sheet)
    return (sheet,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Pythonból kitöltve: a szabálykönyv kilenc nektárfedele (Dhanvié az első trófea, Anne és Charlie a fedeleik értékével holtversenyben a másodikért), néhány éremmel és rendeléssel.
    """)
    return


@app.cell
def _(sheet):
    sheet.set("Anne", coins=52, honey=3, orders="14 22", caps="10 8", contest_blue=6, contest_red=2)
    sheet.set("Brendan", coins=47, pollen=2, orders="31", caps="11 5", contest_blue=4, contest_red=1)
    sheet.set("Charlie", coins=61, orders="18", caps="12 6", contest_blue=4, contest_green=1)
    sheet.set("Dhanvi", coins=38, honey=2, orders="25 12", caps="9 7 5", contest_blue=2, contest_red=2)
    print("\n".join(sheet.result.lines))
    return


if __name__ == "__main__":
    app.run()
