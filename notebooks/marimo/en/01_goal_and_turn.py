"""01_goal_and_turn: the marimo edition, written by notebooks/build.py from
notebooks/source/01_goal_and_turn.toml (edit that, not this file).

    marimo run notebooks/marimo/en/01_goal_and_turn.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="01_goal_and_turn")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 1: The goal and your turn

    Honey Buzz is won by the player with the most points at the end of the game. On your turn you do one of two things: take a hive tile, or recall your workers. To take a tile you send a *beeline* of workers to a hive box. This lesson teaches the goal, the two choices of a turn, beelines, and recalling your workers.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of every board, panel and printed answer in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Work through the steps in the panel. You play Anna against Ben; when a step asks for an action, answer it by clicking the table: a hive box, a space of the woodland, a market button, an order card, a hex of Anna's hive or a decision button. A wrong action is explained and taken back; an action the rules forbid is refused with the reason.
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
    ## For explorers

    The rules engine answers the same questions as the lesson. These cells use a new game and speak the language of this notebook; its deal is fixed by `seed=3` so the answers below are the same on every run.

    At the start of a game every player has one worker. What may Anna do on her first turn? The engine lists the legal actions:
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
    Anna sends her worker to the Forage box, places the tile and ends her turn. Now Ben may not go to the Forage box with his one worker: his beeline there would have to be one taller than hers.
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
    **About the data.** The rulebook does not print the configuration cards: honeybuzz_lab ships its own *reconstructed* data (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, marked `reconstructed = true`). Every step that relies on them says so in the panel. If you own the game, your printed components may differ.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## What next

    Your workers now bring tiles home. Next: [02_hive_and_tiles.py](02_hive_and_tiles.py), your hive and its tiles: where a tile may go.
    """)
    return


if __name__ == "__main__":
    app.run()
