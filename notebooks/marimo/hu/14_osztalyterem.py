"""14_osztalyterem: the marimo edition, written by notebooks/build.py from
notebooks/source/14_classroom.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/14_osztalyterem.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="14_osztalyterem")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 14. lecke: Az osztályterem

    Tanároknak. Vetíts ki egy előkészített játszmát, és járd végig lépésről lépésre az osztállyal: a szabálymotor elmondja, mit tesz az egyes lépések, a jegyzetek megmagyarázzák a megbeszélésre érdemes lépéseket, egy *szünetnél* pedig a lépés felfedése előtt megkérdezi az osztálytól: **„Te mit tennél?”** A honeybuzz_lab két jegyzetekkel ellátott bemutató játszmát hoz magával; bármilyen játszma-jegyzőkönyv is használható, például egy a 10. leckében mentett.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzetben a tanári panel, a jegyzetek, az asztal és minden kiírt válasz nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## A bemutató játszmák

    Minden bemutató játszma egy játszma-jegyzőkönyv angol és magyar jegyzetekkel. Amit egy jegyzet állít, és a motor ellenőrizni tud (melyik lapkát vették el, milyen cella jött létre, ki nyert), azt a tesztek a visszajátszott játszmán ellenőrzik. Minden játszmáról kiírjuk: a nevét és a címét, a lépései, jegyzetei és szünetei számát, és az összefoglalóját.
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.classroom import demo_names, load_demo

    for name in demo_names():
        demo = load_demo(name)
        pauses = sum(note.pause for note in demo.notes)
        print(f"{name}: {demo.title[LANGUAGE]}", demo.length, len(demo.notes), pauses)
        print("   ", demo.summary[LANGUAGE])
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Bemutató megnyitása kivetítő módban

    A `Classroom("first-game")` a tanári panelt a játékasztal mellé teszi, mindkettőt nagy méretben és erős kontraszttal, kivetítőhöz (a `projector=False` a szokásos méretben rajzolja őket). A panel mutatja, hol tartotok (*3. forduló · Anna · 23. lépés (összesen 393)*), a megtett lépést, a motor mondatait róla (*Mi történt*) és a jegyzetét. A gombokkal lépkedhetsz, vagy a panelre kattintva a billentyűkkel: → vagy Szóköz tovább, ← vissza, Enter felfedés, N következő jegyzet, P előző jegyzet, T következő kör, Home és End. A csúszkával bárhová ugorhatsz; a jelei a jegyzetek, a szünetek kiemelve látszanak.

    Az asztal csak mutatja a játszmát: a lépések a jegyzőkönyvből jönnek, ezért a rá kattintást indoklással elutasítja. Az éppen mutatott lépést az asztal kiemeli. Ha a kivetítőn saját lapot szeretnél az osztályteremnek, kattints rá jobb gombbal, és válaszd a JupyterLab menüjéből az új kimeneti nézetet (angol felületen: *Create New View for Cell Output*).
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom

    room = Classroom("first-game", language=LANGUAGE)
    mo.ui.anywidget(room)
    return (Classroom,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Lépkedés, szünet, felfedés

    Ugyanezek a vezérlők Pythonból is működnek. Az alábbi cellák egy saját termet vezérelnek (`practice`, ugyanaz a bemutató), így a fenti osztályterem az elején marad az osztályodnak. A játszma első lépésénél szünet van: a **Tovább** először a lépés *előtti* állást mutatja, a kérdést és a játékos lehetőségeit (ezeket a tanácsadó számolja ki, köztük a megtett lépéssel), de nem árulja el, melyiket lépte.
    """)
    return


@app.cell
def _(Classroom, LANGUAGE):
    practice = Classroom("first-game", language=LANGUAGE)
    practice.next()
    print(practice.run.heading, "·", practice.run.stage)
    print(practice.run.question())
    for _option in practice.run.options():
        print(_option.letter, _option.label)
    return (practice,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Hagyd gondolkodni és beszélgetni az osztályt, aztán jöhet a **Felfedés** (vagy újra a **Tovább**): a lépés megtörténik az asztalon, kiemelve; a panel mutatja, mit lépett a játékos, mi történt, a jegyzetet, és megjelöli a megtett lehetőséget, azzal együtt, mit hozott volna az egyes lehetőségek.
    """)
    return


@app.cell
def _(LANGUAGE, practice):
    practice.reveal()
    print(practice.run.move_label)
    print(*practice.run.narration, sep="\n")
    print(practice.run.note.text(LANGUAGE))
    for _option in practice.run.options():
        print(_option.letter, "✔" if _option.played else " ", _option.label)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Jegyzetenként, körönként vagy bármelyik lépésre ugorva haladhatsz: `next_note()`, `run.next_turn()`, `jump(ply)`. Visszafelé lépve nincs újra kérdés; egy még fel nem fedett szünetre ugorva előbb a kérdés jön. Lent: a következő jegyzet, a következő kör, aztán a játék vége.
    """)
    return


@app.cell
def _(practice):
    practice.next_note()
    print(practice.run.heading, "·", practice.run.stage)
    practice.run.next_turn()
    print(practice.run.heading, "·", practice.run.move_label)
    practice.jump(practice.run.total)
    print(*practice.run.narration[-2:], sep="\n")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Saját játszma-jegyzőkönyv

    Az osztályterem bármilyen játszma-jegyzőkönyvet megnyit: egy mentett játszma elérési útját (`FullGame.save` a 10. leckében, `Game.save`), egy szótárként megadott jegyzőkönyvet vagy egy `Game` objektumot (az aktuális ágát). Jegyzetek nélkül minden lépést elmond, és sosem tart szünetet. Lent Dóra és Emil játszmája, amelyet itt két bot játszik 60 lépésig, az osztályod egy játszmáját helyettesíti (az osztását a `seed=21` rögzíti, így az osztály minden futtatáskor ugyanazt a játszmát látja); a jegyzőkönyv egy ideiglenes mappába kerül (ha meg akarod tartani, adj meg saját mappát).
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, mo):
    import tempfile
    from pathlib import Path

    from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, RandomBot

    game = Game.new(["Dóra", "Emil"], seed=21, first_game=True)
    bots = [GreedyBot(1), RandomBot(2)]
    for _ in range(60):
        game.apply(bots[game.pending.player].choose(game))
    path = Path(tempfile.mkdtemp()) / "our-game.json"
    game.save(path)

    ours = Classroom(path, language=LANGUAGE)
    print(ours.run.title, "·", ours.run.heading)
    mo.ui.anywidget(ours)
    return (game,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Saját jegyzetek és szünetek

    A jegyzeteket TOML-ban írod, mint a bemutató játszmáknál (`honeybuzz_lab/games/honeybuzz/classroom/demos/*.toml`): cím és összefoglaló mindkét nyelven, és minden megbeszélésre érdemes lépéshez egy `[[note]]`, a lépés számával (`ply`; a 0 az előkészítés), `pause = true`, ha előbb az osztályt kérdezed, a szövegekkel angolul és magyarul, és ha akarod, `check`: állítások, amelyeket a motor ellenőriz. A `parse_demo` a jegyzőkönyvhöz kapcsolja a jegyzeteket; a `check_note` felsorolja azokat az állításokat, amelyeket a játszma nem igazol (itt egyet sem).
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, game, mo):
    import tomllib

    from honeybuzz_lab.games.honeybuzz.classroom.demos import check_note, parse_demo

    NOTES = """
    [title]
    en = "Dóra and Emil"
    hu = "Dóra és Emil"
    [summary]
    en = "The first moves of our game."
    hu = "A játszmánk első lépései."

    [[note]]
    ply = 1
    pause = true
    check = { player = "Dóra", action = "take_tile", workers = 1 }
    [note.en]
    question = "Dóra begins with one worker. Which tile would you take?"
    text = "Dóra takes a tile with her only worker."
    [note.hu]
    question = "Dóra egy munkással kezd. Melyik lapkát vennéd el?"
    text = "Dóra az egyetlen munkásával vesz el egy lapkát."
    """

    annotated = parse_demo("our-game", tomllib.loads(NOTES), game.to_record())
    print([check_note(annotated, note) for note in annotated.notes])
    mo.ui.anywidget(Classroom(annotated, language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Három játékos

    A panel, a jegyzetek és a motor mondatai a háromszemélyes bemutató játszmához.
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, mo):
    mo.ui.anywidget(Classroom("three-way-race", language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Az osztályod eredményei

    Ahhoz, hogy lásd, hol tart az osztályod, nem kell szerver. Minden tanuló a kezdő jegyzetfüzetben ([00_kezdd_itt.py](00_kezdd_itt.py)) készít egy eredményfájlt, és elküldi neked. Tedd a fájlokat egy mappába e mellé a jegyzetfüzet mellé, például `class_results/` néven (a JupyterLite-oldalon: hozd létre a mappát a fájlböngészőben, nyisd meg, és töltsd fel a fájlokat a feltöltés gombjával, angol felületen: *Upload Files*), és mutasd meg őket: `ClassOverview("class_results/", language=LANGUAGE)`. Ezt látod:

    - játékonként egy táblázat a tanulókkal és a leckékkel: a kész lépések száma az összesből és a csillagok (a zöld cella befejezett lecke);
    - egy diagram arról, ki melyik leckét fejezte be, és ki kezdte el;
    - azok a lépések, amelyekhez a legtöbb hibás próbálkozás, tipp és megmutatott válasz kellett: ezeket érdemes az osztállyal átbeszélni.

    Az a fájl, amely nem olvasható be (sérült, nem eredményfájl, vagy egy újabb honeybuzz_lab írta), a végén szerepel az okával, a többi látszik; ha egy tanuló újabb fájlt küld, a régebbit kihagyjuk. Lent a jegyzetfüzetekkel érkező példamappa (`example_class_results/`): négy kitalált tanuló és egy sérült fájl.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.results import ClassOverview

    overview = ClassOverview(mo.notebook_dir() / "../../example_class_results/", language=LANGUAGE)
    overview
    return (overview,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Ugyanezek a számok Pythonból: minden tanuló befejezett leckéi, és a legtöbbet igénylő három lépés.
    """)
    return


@app.cell
def _(overview):
    for _learner in overview.results.learners:
        print(_learner.shown_name, [_lesson for _game, _lesson in _learner.finished()])
    for _lesson, _step, _misses, _hints, _shown in overview.step_effort()[:3]:
        print(_lesson.id, _step, _misses, _hints, _shown)
    return


if __name__ == "__main__":
    app.run()
