"""12_solo: the marimo edition, written by notebooks/build.py from
notebooks/source/12_solo.toml (edit that, not this file).

    marimo run notebooks/marimo/en/12_solo.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="12_solo")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 12: Playing alone (the solitaire variant)

    You play Honey Buzz alone against two **drones**. After each of your turns the drones take a turn: a drone card is flipped, its woodland side makes a drone act (an order goes back to the box, a value drops, or a nectar tile leaves the game), and the drone that the next card's hive side names moves to that hive box. A box with a drone on it cannot be chosen. At the end, the three **solo contests** pay the points of the highest tier you reached; you win if they reach the difficulty's minimum (table g), and a win is scored and ranked (table i). A short lesson teaches the drone turns and solo scoring step by step; then you play.

    The drone cards and the solo contest cards are **reconstructed**: the rulebook describes them but does not print them.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of the table and of every printed answer in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The lesson: drone turns and solo scoring

    Work through the steps in the panel: you play Anna, alone against the drones. Each step is a position of a solo game; answer it by clicking the table (a hive box, a drone turn's choice) or choosing an answer. The table's solo part above the hive board shows the drones, the face-up drone card, the next card's hive side and the solo contests' tiers.
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
    ## Choose the difficulty and play

    Pick a difficulty in the **Difficulty** list above the table: a new game starts at it. The list says how many contest points each difficulty needs to win (table g). Every game is a new deal (give `seed=3` to play one deal again); `advanced=True` plays with the advanced variant's face-down tiles.

    The table shows the solo part first: the difficulty and your contest points now, the two drones and their boxes, the face-up drone card, the next card's hive side, and each solo contest with its tier ("3 → tier 2, 10 points; next tier at 5"). After each of your turns the drone turn appears step by step; **Skip** (or Esc) shows it at once. When a drone turn gives you a choice (which tied honey drops, which nectar tile leaves, which value drops instead), it is your decision on the table. At the end, the table says whether you won, and your rank.
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
    ## A whole game from Python

    The cells below play a game of their own (`demo`, its deal fixed by `seed=3` so the printed result is the same on every run) at the difficulty chosen above, with the greedy bot making your choices, so the table above waits for you. Printed: the solo contests' tiers at the end, then the win or loss and the rank.
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
