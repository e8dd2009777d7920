"""13_felfedezo: the marimo edition, written by notebooks/build.py from
notebooks/source/13_explorer.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/13_felfedezo.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="13_felfedezo")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 13. lecke: A felfedező

    Egy homokozó, amely kérdésekre válaszol egy állásról: *mutasd meg egy Piac lapka összes olyan lerakását, amely Akác cellát hoz létre*, *hol termel a legyező a legtöbb mézet*, *hová mehet a gyűjtőjelzőm, és mit hozna*. Minden választ a szabálymotor számol ki, egy mondatban elmondja, és kiemelve meg is rajzolja. A végén feladatok jönnek, amelyek válaszát a motor ellenőrzi.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzet minden válaszának, táblájának és feladatának a nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Kérdezz egy kaptárról

    Az `Explorer` egy kaptárat kap (vagy kaptárjelölést, mint a leckékben: a `"card:star"` a csillagos konfigurációs kártya kezdőkaptára). Minden kérdés egy **választ** ad vissza: az `answer.sentence` kimondja, az `answer.value` a rövid válasz, az `answer.items` az adatok, a jegyzetfüzet pedig megrajzolja a kaptárat, kiemelve rajta a választ. Lerakásoknál az első néhányat külön is megrajzolja.
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer

    ex = Explorer("card:star", language=LANGUAGE)
    answer = ex.placements("market", creates="acacia")
    answer
    return Explorer, answer


@app.cell
def _(LANGUAGE, answer):
    print(answer.value, [effect.tile.notation_in(LANGUAGE) for effect in answer])
    print(answer.sentence)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A feltételek összekapcsolhatók: `creates` (nektárfajta, `"barren"` vagy `"any"`), `activates` (ikonok, amelyeknek aktiválódniuk kell; az ismétlés is számít), `cells` és `min_cells` (hány új cella), `covers` (egy mező, amelyet a lapkának le kell fednie). A `what_if` egy lerakást a kaptár másolatán próbál ki, az `answer.board()` pedig nagyítható táblán mutatja a választ.
    """)
    return


@app.cell
def _(Explorer, LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.lessons.exercises import SHOWCASE_HIVE

    showcase = Explorer(SHOWCASE_HIVE, language=LANGUAGE)
    print(showcase.placements("P", activates=["F"], min_cells=1).sentence)
    showcase.what_if("M(2,-3)W")
    return (showcase,)


@app.cell
def _(mo, showcase):
    mo.ui.anywidget(showcase.best_fan().board())
    return


@app.cell
def _(showcase):
    for _answer in (
        showcase.cells(empty=True),
        showcase.lines(3),
        showcase.clusters("nectar"),
        showcase.pockets(),
    ):
        print(_answer.sentence)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Kérdezz egy játszmáról

    Ha játszmát kap, a felfedező az asztalról is válaszol, annak a játékosnak a szemszögéből, akinek a döntése függőben van: hová mehet a gyűjtőjelző (`forage_options`), mit hozna egy eladás (`sales`), mely rendelések teljesíthetők (`orders`), mely lapkák vehetők el (`boxes`), és mit hozna a függő döntés egy-egy lehetősége (`options`, ugyanaz, mint a 10. lecke **Miért?** gombja). Itt: két mohó bot játszmája; Anna következik.
    """)
    return


@app.cell
def _(Explorer, LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.lessons.exercises import GAME

    at_table = Explorer(GAME.build(), language=LANGUAGE)
    at_table.forage_options()
    return (at_table,)


@app.cell
def _(at_table):
    for _answer in (at_table.sales(), at_table.orders(), at_table.boxes()):
        print(_answer.sentence)
    return


@app.cell
def _(at_table):
    at_table.options(limit=3)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Kérdezz egy Őszi ízek játszmáról

    Az Őszi ízek moduljaival a felfedező azok kérdéseire is felel, mindig a saját székének nézőpontjából (azt, amit az a játékos tudhat): `sunset()` (hol jár a nap, milyen messze a vége, és hány mezővel léptetik a napot a kör eseményei), `caps()` (a megmaradt fedelek, mindenki fedelei és a trófeák állása), `fan_if_capped(cell)` (hol termel a legyező a legtöbb mézet, ha az a lapka fedelet kap: a lefedett lapka soha nem termel mézet), `toasts()` (melyik pohárköszöntő hozza most a legtöbbet), `fruit_field()` (melyik mező milyen gyümölcsöt vagy nektárt ad), `fruit_sale()` (mennyit hoz most a gyümölcsök eladása a sorbónusszal) és `foliage()` (hogy állsz a lombkártyán). Itt: az osztályterem őszi bemutatójátszmája, Cili utolsó körének második Könyvelésénél.
    """)
    return


@app.cell
def _(Explorer, LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.classroom.demos import load_demo

    fall = load_demo("fall-flavors").game()
    fall.step_to(392)  # Cili: 5 coins, or the last nectar cap?
    _ex = Explorer(fall, language=LANGUAGE)
    for _answer in (_ex.sunset(), _ex.caps(), _ex.toasts()):
        print(_answer.sentence)
    _ex.fan_if_capped((-2, 1))
    return (fall,)


@app.cell
def _(Explorer, LANGUAGE, fall):
    fall.step_to(385)  # Ben's Market action, with two apples, three pears and two pumpkins
    Explorer(fall, language=LANGUAGE).fruit_sale()
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Őszi lombok: két mohó bot játszmája leveles lapkákkal, és Ben állása a lombkártyán (az osztást a `seed=3` rögzíti, így a kiírt állás minden futtatáskor ugyanaz).
    """)
    return


@app.cell
def _(Explorer, LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot

    leafy = Game.new(["Anna", "Ben"], seed=3, modules=["fall.leaves"])
    bots = [GreedyBot(1), GreedyBot(2)]
    while leafy.state.turns_played < 24:
        leafy.apply(bots[leafy.pending.player].choose(leafy))
    Explorer(leafy, seat=1, language=LANGUAGE).foliage()
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Feladatok

    Válaszolj a kérdésekre, aztán nyomd meg az **Ellenőrzés** gombot: a motor dönti el, jó-e a válasz. A **Tipp** segít, a **Mutasd a választ** kiemelve mutatja a felfedező válaszát az álláson. A válaszokat a felfedezővel keresd meg egy lenti cellában.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons.exercise_book import ExerciseBook

    book = ExerciseBook(language=LANGUAGE)
    mo.ui.anywidget(book)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Minden feladatnak saját felfedezője van, és az ellenőrzés Pythonból is működik:
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.lessons.exercises import exercise_by_id

    exercise = exercise_by_id("empty-cells")
    _ex = exercise.explorer(LANGUAGE)
    print(exercise.question(LANGUAGE))
    print(exercise.check(_ex.cells(empty=True).value, LANGUAGE).text)
    return


if __name__ == "__main__":
    app.run()
