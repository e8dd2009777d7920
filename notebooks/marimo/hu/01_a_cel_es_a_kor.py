"""01_a_cel_es_a_kor: the marimo edition, written by notebooks/build.py from
notebooks/source/01_goal_and_turn.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/01_a_cel_es_a_kor.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="01_a_cel_es_a_kor")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 1. lecke: A cél és a köröd

    A Honey Buzz játékot az nyeri, akinek a játék végén a legtöbb pontja van. A körödben két dolog közül az egyiket teszed: elveszel egy kaptárlapkát, vagy visszahívod a munkásaidat. Lapkát úgy veszel el, hogy munkásokból álló *méhsort* küldesz egy rekeszhez. Ez a lecke a célt, a kör két választását, a méhsorokat és a munkások visszahívását tanítja.
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
    Haladj végig a panel lépésein. Annaként játszol Ben ellen; ha egy lépés akciót kér, az asztalra kattintva felelj: egy rekeszre, az erdő egy mezőjére, egy piaci gombra, egy rendeléskártyára, Anna kaptárának egy mezőjére vagy egy döntésgombra. A hibás akciót a lecke elmagyarázza és visszaveszi; a szabályok által tiltott akciót indoklással elutasítja.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons import GameLesson

    lesson = GameLesson("workers_and_beelines", language=LANGUAGE)
    mo.ui.anywidget(lesson)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Felfedezőknek

    A szabálymotor ugyanazokra a kérdésekre felel, mint a lecke. Ezek a cellák egy új játszmát használnak, és a jegyzetfüzet nyelvén szólnak; az osztását a `seed=3` rögzíti, hogy a lenti válaszok minden futtatáskor ugyanazok legyenek.

    A játék elején minden játékosnak egy munkása van. Mit tehet Anna az első körében? A motor felsorolja a szabályos akciókat:
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.game import Game, TakeTile

    game = Game.new(["Anna", "Ben"], seed=3, first_game=True)
    for action in game.legal_actions():
        print(game.describe(action, LANGUAGE))
    return TakeTile, game


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Anna a munkását a Gyűjtés rekeszhez küldi, lerakja a lapkát, és befejezi a körét. Ben most nem mehet egyetlen munkásával a Gyűjtés rekeszhez: ott a méhsorának eggyel magasabbnak kellene lennie Annáénál.
    """)
    return


@app.cell
def _(LANGUAGE, TakeTile, game):
    game.apply(TakeTile("forage", 1))
    while game.pending.player == 0:
        game.apply(game.legal_actions()[0])
    print("\n".join(game.log_in(LANGUAGE)[-3:]))
    print(game.explain(TakeTile("forage", 1), LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    **Az adatokról.** A szabálykönyv nem közli a konfigurációs kártyákat: a honeybuzz_lab saját, *rekonstruált* adatokat használ (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, `reconstructed = true` jelöléssel). Minden erre épülő lépés jelzi ezt a panelen. Ha megvan a játékod, a nyomtatott játékelemeid eltérhetnek tőle.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Hogyan tovább

    A munkásaid már lapkákat hoznak haza. Következik: [02_kaptar_es_lapkak.py](02_kaptar_es_lapkak.py), a kaptárad és a lapkái: hová kerülhet egy lapka.
    """)
    return


if __name__ == "__main__":
    app.run()
