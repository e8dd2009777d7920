"""12_egyszemelyes: the marimo edition, written by notebooks/build.py from
notebooks/source/12_solo.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/12_egyszemelyes.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="12_egyszemelyes")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 12. lecke: Egyedül játszol (az egyszemélyes változat)

    Egyedül játszod a Honey Buzzt két **here** ellen. Mindegyik köröd után a herék is lépnek: felfordul egy herekártya, az erdőoldala cselekvésre készteti az egyik herét (egy rendelés visszakerül a dobozba, csökken egy érték, vagy egy nektárlapka kikerül a játékból), majd az a here, amelyiket a következő kártya kaptároldala megnevez, arra a rekeszre lép. Arról a rekeszről, amelyen here áll, nem választhatsz. A játék végén a három **egyszemélyes verseny** a legmagasabb elért szint pontjait fizeti; akkor nyersz, ha ezek elérik a nehézségi szint minimumát (g táblázat), és a győzelmet pontozzuk és rangot kapsz érte (i táblázat). Egy rövid lecke lépésről lépésre megtanítja a hereköröket és az egyszemélyes pontozást; utána játszol.

    A herekártyák és az egyszemélyes versenykártyák **rekonstruáltak**: a szabálykönyv leírja, de nem közli őket.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzetben az asztal és minden kiírt válasz nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## A lecke: herekörök és egyszemélyes pontozás

    Haladj végig a panel lépésein: Annaként játszol, egyedül a herék ellen. Minden lépés egy egyszemélyes játszma egy állása; az asztalra kattintva (egy kaptárrekesz, egy herekör döntése) vagy egy választ kiválasztva felelj. Az asztal egyszemélyes része a kaptártábla fölött mutatja a heréket, a felfordított herekártyát, a következő kártya kaptároldalát és az egyszemélyes versenyek szintjeit.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons import GameLesson

    lesson = GameLesson("solo", language=LANGUAGE)
    mo.ui.anywidget(lesson)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Válassz nehézséget, és játssz

    Az asztal fölötti **Nehézség** listában válassz nehézségi szintet: ezen a szinten új játszma indul. A lista azt is megmondja, hány versenypont kell a győzelemhez az egyes szinteken (g táblázat). Minden játszma új osztás (a `seed=3` megadásával egy osztást újra lejátszhatsz); `advanced=True`: a haladó változat lefordított lapkáival játszol.

    Az asztal tetején az egyszemélyes rész áll: a nehézség és az eddigi versenypontjaid, a két here és a rekeszük, a felfordított herekártya, a következő kártya kaptároldala, és minden egyszemélyes verseny a szintjével („3 → 2. szint, 10 pont; a következő szint: 5”). Mindegyik köröd után lépésenként megjelenik a herekör; a **Kihagyás** (vagy az Esc) egyszerre mutatja az egészet. Ha a herekör választást ad neked (melyik egyforma értékű méz csökkenjen, melyik nektárlapka kerüljön ki, melyik érték csökkenjen helyette), az a te döntésed az asztalon. A végén az asztal megmondja, nyertél-e, és mi a rangod.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons.solo_chooser import SoloChooser

    solo = SoloChooser("larva", language=LANGUAGE)
    mo.ui.anywidget(solo)
    return (solo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Egy teljes játszma Pythonból

    Az alábbi cellák egy saját játszmát játszanak (`demo`, az osztását a `seed=3` rögzíti, hogy a kiírt eredmény minden futtatáskor ugyanaz legyen), a fent választott nehézségen, a döntéseidet a mohó bot hozza meg, így a fenti asztal rád vár. Kiírjuk: az egyszemélyes versenyek szintjét a végén, aztán a győzelmet vagy a vereséget és a rangot.
    """)
    return


@app.cell
def _(LANGUAGE, solo):
    from honeybuzz_lab.games.honeybuzz.game import GreedyBot
    from honeybuzz_lab.games.honeybuzz.lessons.solo_game import SoloGame

    demo = SoloGame(solo.difficulty, seed=3, bot_delay=0, language=LANGUAGE)
    bot = GreedyBot(3)
    while not demo.game.is_over:
        demo.apply(bot.choose(demo.game))
    for contest in demo.module_data("solo")["contests"]:
        print(contest["text"])
    outcome = demo.module_data("solo")["outcome"]
    print(outcome["title"])
    print(outcome["text"])
    return


if __name__ == "__main__":
    app.run()
