"""00_start_here: the marimo edition, written by notebooks/build.py from
notebooks/source/00_start_here.toml (edit that, not this file).

    marimo run notebooks/marimo/en/00_start_here.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="00_start_here")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Honey Buzz lab: start here

    Learn the board game **Honey Buzz** by doing. This notebook shows how the hive board and the lessons work; the lessons themselves are in the notebooks `01` to `09`.

    *The lessons in Hungarian:* [../hu/00_kezdd_itt.py](../hu/00_kezdd_itt.py)
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
    ## The hive board

    Below is a hive: four starting tiles. Try it:

    - **Pick a tile** in the *Tiles* tray on the right, and **turn it** with ⟲ ⟳ (or the keys R and Shift+R, or the mouse wheel).
    - **Hover** over the hive: a ghost tile shows where it would lie, with ✓ if it may go there and ✗ with the reason if not. A legal spot also previews the cells it would close and the icons it would activate.
    - **Click** to place it. *Last placement* tells what happened; **Undo**, **Redo** and **Reset** take it back and forth, and the move list jumps to any move.
    - Click the board first to use the keyboard: arrows move a cursor, Enter places, Ctrl+Z undoes. *q,r* shows coordinates.
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
    The cell below reads `board.value`, the board's synced state, so marimo runs it again after every move on the board: it shows the number of the position in bold (`board.value["ply"]`: how many tiles were placed, undo counted back), then the hive in notation. Every table works the same way: `table = mo.ui.anywidget(...)` in one cell, `table.value["ply"]` in another.
    """)
    return


@app.cell
def _(LANGUAGE, board, mo):
    mo.md(f"**{board.value['ply']}** · `{board.widget.hive.notation_in(LANGUAGE)}`")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Python drives a board too

    Everything you do with the mouse you can do from Python too, and a board on the page follows. The cells below drive a board of their own (`practice`), so the board above stays as you left it. Tiles are written as *icon letter, icon hex, tail direction*: `P(1,2)NE` is a Produce tile with its icon on hex (1,2) and its tail towards the north-east.
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
    ## Your first game

    New to Honey Buzz? Start with [../../en/17_first_game.ipynb](../../en/17_first_game.ipynb): **a whole game against a gentle bot, with a coach** that says each rule when it first matters. New to Honeycomb Hustle: [../../en/19_hustle_first_game.ipynb](../../en/19_hustle_first_game.ipynb).

    ## The lessons

    Each lesson puts an instructions panel beside a board. The panel shows the step (*Step 3 of 9*), what to do, and your progress. You make the move on the board, or choose an answer. **Hint** reveals hints one at a time. A wrong placement is explained, then taken back so you can try again, and its hexes stay outlined; a placement the rules forbid is refused with the reason. **Reset step** starts a step again; **Back** and **Next** move between steps.

    1. [01_goal_and_turn.py](01_goal_and_turn.py): the goal and your turn
    2. [02_hive_and_tiles.py](02_hive_and_tiles.py): your hive and its tiles
    3. [../../en/03_cells_and_nectar.ipynb](../../en/03_cells_and_nectar.ipynb): empty cells and nectar
    4. [../../en/04_hive_actions.ipynb](../../en/04_hive_actions.ipynb): hive actions
    5. [../../en/05_woodland.ipynb](../../en/05_woodland.ipynb): the woodland
    6. [../../en/06_honey.ipynb](../../en/06_honey.ipynb): honey
    7. [../../en/07_market_and_orders.ipynb](../../en/07_market_and_orders.ipynb): the market and orders
    8. [../../en/08_shapes_that_score.ipynb](../../en/08_shapes_that_score.ipynb): shapes that score
    9. [../../en/09_contests_end_scoring.ipynb](../../en/09_contests_end_scoring.ipynb): contests, the end and scoring
    10. [10_full_game.py](10_full_game.py): a full game against one to three bots, with the **Why?** button
    11. [../../en/11_advanced.ipynb](../../en/11_advanced.ipynb): the advanced variant: tiles face down, viewed in secret, and deductions; then a full game
    13. [13_explorer.py](13_explorer.py): the explorer: questions about a position, answered by the engine, and exercises
    14. [14_classroom.py](14_classroom.py): for teachers: the classroom, a game stepped through on the projector

    Lessons 2 to 4 and 8 put the panel beside a hive board; lessons 1, 5, 6, 7 and 9 beside a whole game table: you play Anna against Ben, and answer each step by clicking the table.

    ## Playing alone

    [12_solo.py](12_solo.py): **the solitaire variant**: a short lesson on the drone turns and solo scoring (you play Anna, alone), then you against two drones, at the difficulty you choose; the drone turns shown step by step, the solo contests' tiers, and your rank if you win.

    ## Fall Flavors

    [../../en/15_fall_flavors.ipynb](../../en/15_fall_flavors.ipynb): **the Fall Flavors modules**: lessons 12 to 16, one for each module (Sweetwater Sunset, Fall Fruit, Autumn Leaves, Nectar Caps, Harvest Festival), and lesson 17 on playing them alone, with the rulebook's examples as exercises.

    ## Second game

    [../../en/20_hustle_game.ipynb](../../en/20_hustle_game.ipynb): **Honeycomb Hustle**, a bag-building game: draw tokens, join them into a honeycomb by their marks, and buy honey with the flower points; a whole game against 1 to 7 bots.

    [21_hustle_lessons.py](21_hustle_lessons.py): **three Honeycomb Hustle lessons**, each beside a real table: building and connectors, flower points, drafting, buying and the end.

    ## Looking up a rule

    [16_rules_reference.py](16_rules_reference.py): **the rules reference**: ask a question in your own words and find the rule, with its source in the rulebook and a live demonstration the engine checks; both games.

    ## At the real table

    [30_at_the_table.py](30_at_the_table.py): **a companion for your own box**: the setup for your player count and modules step by step, a referee for hive placements, and a score sheet that applies every rule (both games; opens on a phone through Voila or marimo).
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
    ## Send your results to your teacher

    Your progress in every lesson is saved on this computer (in the JupyterLite site: in this browser, in the folder `honeybuzz_lab_data/`), so it is still there after a restart. To show your teacher how far you got, write your name between the quotes below and run the cell. It writes one small file, `honeybuzz-results-<your name>.json`, into the folder of this notebook, and prints where. The file holds, for each lesson of both games you worked on, the steps done, your stars, tries, hints and answers shown; not your moves, nothing else. Download it (in the file browser on the left, right-click it and choose *Download*) and send it to your teacher, for example by email. Run the cell again later for a newer file.
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
    ## For explorers

    The rules engine answers questions directly. Every lesson ends with a few cells like these: here, the first three placements of a Produce tile that close a cell, and the hive.
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
    **About the starting tiles.** Where a lesson starts from a configuration card, the layout is *reconstructed*: the rulebook does not print the 18 cards, so honeybuzz_lab ships its own legal layouts (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, marked `reconstructed = true`). The lesson says so on every such step. If you own the game, your printed cards may differ.
    """)
    return


if __name__ == "__main__":
    app.run()
