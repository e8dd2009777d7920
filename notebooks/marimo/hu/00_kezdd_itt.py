"""00_kezdd_itt: the marimo edition, written by notebooks/build.py from
notebooks/source/00_start_here.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/00_kezdd_itt.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="00_kezdd_itt")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Honey Buzz labor: kezdd itt

    Tanuld meg a **Honey Buzz** társasjátékot játszva. Ez a jegyzetfüzet megmutatja, hogyan működik a kaptártábla és a leckék; maguk a leckék a `01`–`09` jegyzetfüzetekben vannak.

    *A leckék angolul:* [../en/00_start_here.py](../en/00_start_here.py)
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
    ## A kaptártábla

    Lent egy kaptár látható: négy kezdőlapka. Próbáld ki:

    - **Válassz lapkát** a jobb oldali *Lapkák* tálcán, és **forgasd** a ⟲ ⟳ gombokkal (vagy az R és Shift+R billentyűkkel, vagy az egérgörgővel).
    - **Vidd az egeret** a kaptár fölé: egy áttetsző lapka mutatja, hová kerülne, ✓ jellel, ha oda kerülhet, és ✗ jellel és az okkal, ha nem. Szabályos helyen azt is előre látod, milyen cellákat zárna le és mely ikonokat aktiválná.
    - **Kattints** a lerakáshoz. Az *Utolsó lerakás* elmondja, mi történt; a **Visszavonás**, az **Újra** és az **Újrakezdés** gomb oda-vissza lépked, a lépéslistában pedig bármelyik lépésre ugorhatsz.
    - A billentyűzet használatához előbb kattints a táblára: a nyilak egy kurzort mozgatnak, az Enter lerak, a Ctrl+Z visszavon. A *q,r* gomb a koordinátákat mutatja.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.hive import Action, Hive
    from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard

    board = mo.ui.anywidget(
        HiveBoard(Hive.starting("star"), tray=[Action.PRODUCE, Action.FORAGE], language=LANGUAGE)
    )
    board
    return Action, Hive, HiveBoard, board


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Az alábbi cella a `board.value`-t olvassa, a tábla szinkronizált állapotát, ezért a marimo minden táblán tett lépés után újra lefuttatja: félkövérrel kiírja az állás sorszámát (`board.value["ply"]`: hány lapkát raktál le, a visszavonást levonva), utána a kaptárat jelöléssel. Minden asztal ugyanígy működik: az egyik cellában `table = mo.ui.anywidget(...)`, egy másikban `table.value["ply"]`.
    """)
    return


@app.cell
def _(LANGUAGE, board, mo):
    mo.md(f"**{board.value['ply']}** · `{board.widget.hive.notation_in(LANGUAGE)}`")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Pythonból is vezérelheted a táblát

    Amit az egérrel teszel, Pythonból is megteheted, és a lapon lévő tábla követi. Az alábbi cellák egy saját táblát vezérelnek (`practice`), így a fenti tábla úgy marad, ahogy hagytad. A lapkák jelölése: *az ikon betűje, az ikonos mező, a sima mező iránya*. A Python angol betűkkel is megérti: a `P(1,2)NE` (magyar jelöléssel `T(1,2)ÉK`) egy Termelés lapka, ikonja az (1,2) mezőn, sima mezője északkelet felé. A tábla a magyar jelölést írja ki.
    """)
    return


@app.cell
def _(Action, Hive, HiveBoard, LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.hive import parse_tile
    practice = HiveBoard(Hive.starting('star'), tray=[Action.PRODUCE, Action.FORAGE], language=LANGUAGE)
    _effect = practice.place(parse_tile('P(1,2)NE'))
    print(_effect.describe(LANGUAGE))
    return (practice,)


@app.cell
def _(LANGUAGE, practice):
    practice.undo()
    assert len(practice.hive) == 4
    practice.hive.notation_in(LANGUAGE)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Az első játszmád

    Most ismerkedsz a Honey Buzz-zal? Kezdd ezzel: [../../hu/17_elso_jatszma.ipynb](../../hu/17_elso_jatszma.ipynb): **egy teljes játszma egy szelíd bot ellen, edzővel**, aki minden szabályt akkor mond el, amikor először számít. A Honeycomb Hustle-hez: [../../hu/19_hustle_elso_jatszma.ipynb](../../hu/19_hustle_elso_jatszma.ipynb).

    ## A leckék

    Minden leckében egy utasításpanel áll a tábla mellett. A panel mutatja a lépést (*3. lépés (összesen 9)*), a teendőt és a haladásodat. A lépést a táblán teszed meg, vagy választasz egy választ. A **Tipp** gomb egyenként fedi fel a tippeket. A hibás lerakást a lecke elmagyarázza, majd visszaveszi, hogy újra próbálhasd, a mezői pedig körvonalazva maradnak; a szabálytalan lerakást indoklással elutasítja. A **Lépés újrakezdése** elölről indítja a lépést, a **Vissza** és a **Tovább** a lépések között lépked.

    1. [01_a_cel_es_a_kor.py](01_a_cel_es_a_kor.py): a cél és a köröd
    2. [02_kaptar_es_lapkak.py](02_kaptar_es_lapkak.py): a kaptárad és a lapkái
    3. [../../hu/03_cellak_es_nektar.ipynb](../../hu/03_cellak_es_nektar.ipynb): üres cellák és nektár
    4. [../../hu/04_kaptarakciok.ipynb](../../hu/04_kaptarakciok.ipynb): kaptárakciók
    5. [../../hu/05_az_erdo.ipynb](../../hu/05_az_erdo.ipynb): az erdő
    6. [../../hu/06_mez.ipynb](../../hu/06_mez.ipynb): méz
    7. [../../hu/07_piac_es_rendelesek.ipynb](../../hu/07_piac_es_rendelesek.ipynb): a piac és a rendelések
    8. [../../hu/08_pontot_ero_alakzatok.ipynb](../../hu/08_pontot_ero_alakzatok.ipynb): pontot érő alakzatok
    9. [../../hu/09_versenyek_es_a_jatek_vege.ipynb](../../hu/09_versenyek_es_a_jatek_vege.ipynb): versenyek, a játék vége és a pontozás
    10. [10_teljes_jatszma.py](10_teljes_jatszma.py): teljes játszma egy, két vagy három bot ellen, a **Miért?** gombbal
    11. [../../hu/11_halado_valtozat.ipynb](../../hu/11_halado_valtozat.ipynb): a haladó változat: lefordított lapkák, titkos megnézés és következtetés; utána egy teljes játszma
    13. [13_felfedezo.py](13_felfedezo.py): a felfedező: kérdések egy állásról, a motor válaszaival, és feladatok
    14. [14_osztalyterem.py](14_osztalyterem.py): tanároknak: az osztályterem, egy kivetítőn lépésenként végigjárt játszma

    A 2–4. és a 8. leckében a panel egy kaptártábla mellett áll, az 1., 5., 6., 7. és 9. leckében egy teljes játékasztal mellett: Annaként játszol Ben ellen, és az asztalra kattintva felelsz a lépésekre.

    ## Egyedül

    [12_egyszemelyes.py](12_egyszemelyes.py): **az egyszemélyes változat**: egy rövid lecke a herekörökről és az egyszemélyes pontozásról (Annaként játszol, egyedül), aztán te két here ellen, a választott nehézségi szinten; a herekörök lépésenként, az egyszemélyes versenyek szintjei, és a rangod, ha nyersz.

    ## Őszi ízek

    [../../hu/15_oszi_izek.ipynb](../../hu/15_oszi_izek.ipynb): **az Őszi ízek modulok**: a 12-16. lecke, modulonként egy (Édesvízi naplemente, Őszi gyümölcsök, Őszi levelek, Nektárfedelek, Szüreti fesztivál), és a 17. lecke az egyedül játszott modulokról, feladatként a szabálykönyv példáival.

    ## Második játék

    [../../hu/20_hustle_jatek.ipynb](../../hu/20_hustle_jatek.ipynb): **Honeycomb Hustle**, zsáképítő játék: lapkákat húzol, a jelölésük mentén léppé illeszted őket, és a virágpontokból mézet veszel; teljes játszma 1–7 bot ellen.

    [21_hustle_leckek.py](21_hustle_leckek.py): **három Honeycomb Hustle-lecke**, mindegyik egy valódi asztal mellett: építés és összekötők, virágpontok, választás, vásárlás és a játék vége.

    ## Szabály keresése

    [16_szabalykereso.py](16_szabalykereso.py): **a szabálykereső**: kérdezz a saját szavaiddal, és megtalálod a szabályt, a forrásával a szabálykönyvben és egy élő bemutatóval, amelyet a motor ellenőriz; mindkét játékhoz.

    ## A valódi asztalnál

    [30_az_asztalnal.py](30_az_asztalnal.py): **segítő a saját dobozodhoz**: az előkészítés lépésenként a játékosszámotokhoz és a moduljaitokhoz, játékvezető a kaptárlapkák lerakásához, és pontozólap, amely minden szabályt alkalmaz (mindkét játékhoz; a Voilán vagy a marimón át telefonon is megnyílik).
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.results import my_lessons

    my_lessons(LANGUAGE)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Küldd el az eredményeidet a tanárodnak

    A haladásod minden leckében ezen a gépen mentődik (a JupyterLite-oldalon: ebben a böngészőben, a `honeybuzz_lab_data/` mappában), így újraindítás után is megmarad. Hogy a tanárod lássa, hol tartasz, írd a neved az alábbi idézőjelek közé, és futtasd a cellát. A cella egy kis fájlt ír (`honeybuzz-results-<neved>.json`) ennek a jegyzetfüzetnek a mappájába, és kiírja, hová. A fájlban mindkét játék minden olyan leckéjéről, amelyen dolgoztál, benne vannak a kész lépések, a csillagaid, a próbálkozásaid, a tippjeid és a megmutatott válaszok; a lépéseid nem, és más sem. Töltsd le (a bal oldali fájlböngészőben kattints rá jobb gombbal, és válaszd a letöltést, angol felületen: *Download*), és küldd el a tanárodnak, például e-mailben. Később újra futtatva a cellát frissebb fájlt kapsz.
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.results import export_results

    MY_NAME = ""
    if MY_NAME:
        print(export_results(name=MY_NAME, say_in=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Felfedezőknek

    A szabálymotor közvetlenül is válaszol a kérdésekre. Minden lecke végén találsz ilyen cellákat: itt egy Termelés lapka első három olyan lerakása, amely cellát zár le, és a kaptár.
    """)
    return


@app.cell
def _(Hive, LANGUAGE):
    from IPython.display import SVG
    hive = Hive.starting('star')
    closing = [e for e in hive.legal_placements('P') if e.new_cells]
    for _effect in closing[:3]:
        print(_effect.describe(LANGUAGE))
    SVG(hive.to_svg(language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    **A kezdőlapkákról.** Ahol egy lecke konfigurációs kártyáról indul, az elrendezés *rekonstrukció*: a szabálykönyv nem közli a 18 kártyát, ezért a honeybuzz_lab saját, szabályos elrendezéseket használ (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, `reconstructed = true` jelöléssel). A lecke minden ilyen lépésnél jelzi ezt. Ha megvan a játékod, a nyomtatott kártyáid eltérhetnek tőle.
    """)
    return


if __name__ == "__main__":
    app.run()
