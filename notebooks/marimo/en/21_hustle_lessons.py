"""21_hustle_lessons: the marimo edition, written by notebooks/build.py from
notebooks/source/21_hustle_lessons.toml (edit that, not this file).

    marimo run notebooks/marimo/en/21_hustle_lessons.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="21_hustle_lessons")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Honeycomb Hustle: three lessons

    Three short lessons teach Honeycomb Hustle: how a honeycomb is built, what it is worth in flower points, and what happens after building, up to the end of the game. Each lesson puts an instructions panel beside a real Honeycomb Hustle table. To play a whole game, go to [../../en/20_hustle_game.ipynb](../../en/20_hustle_game.ipynb).
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of every table, panel and printed answer in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Lesson 1: Building and connectors

    You draw tokens from your bag and join them into a honeycomb: a new token joins only where one of its black connector marks meets a mark of a token already there. The lesson teaches turning and placing a token, what happens to a token that cannot join, and when a restart cube is worth spending. When a step asks for an action, answer it at the table: turn the drawn token, click a spot of your honeycomb, or click **Done** or the restart button. A wrong action is explained and taken back.
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
    ## Lesson 2: Flower points

    A honeycomb's flower points decide who goes first and how much you can buy. Blue tokens double beside another blue, purple tokens score their face, red tokens score their count squared, and the small tokens have values of their own. Count them in the panel; one step asks you to place a token where it scores the most.
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
    ## Lesson 3: Drafting, buying and the end

    After building, the players take turns by their flower points: nectar turns into honey in threes, each player drafts a token from the pool and buys honey and nectar, the last player gets helper bees, and trades steal a token. The lesson ends with who wins. Draft and buy at the table, with the pool's tokens and the − and + buttons.
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
    ## For explorers

    A lesson can be driven from Python too: `act(...)` takes an action in the engine's notation and returns how the lesson judged it. The cell below answers the second step of lesson 1 with a legal placement at the wrong spot: the lesson explains it and takes it back. Printed: how it was judged (`wrong`), and the explanation.
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
    **About the tokens.** The rulebook does not print the connector marks of most tokens, nor how the 40 blue tokens split into 1-point and 2-point ones. honeybuzz_lab ships its own choice (`honeybuzz_lab/games/hustle/game/tokens.toml`, marked `reconstructed = true` with how each was chosen), and the lessons' tables say so. If you own the game, your tokens may differ.
    """)
    return


if __name__ == "__main__":
    app.run()
