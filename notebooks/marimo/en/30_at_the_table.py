"""30_at_the_table: the marimo edition, written by notebooks/build.py from
notebooks/source/30_at_the_table.toml (edit that, not this file).

    marimo run notebooks/marimo/en/30_at_the_table.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="30_at_the_table")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # At the real table

    You own the box and friends are coming tonight. This notebook helps at the table: it **sets up** the game for your player count and modules, step by step with the rulebooks' numbers; it **referees** an argument about where a hive tile may go; and it **scores** the game at the end with every rule applied, explained line by line. It works for Honey Buzz (1 to 4 players, with the advanced variant, the solitaire variant and the Fall Flavors modules) and for Honeycomb Hustle (2 to 8 players).

    On a phone: run `marimo run notebooks/marimo/en/30_at_the_table.py --host 0.0.0.0` on a laptop and open the address it prints from the phone on the same network. marimo runs the cells by itself and shows the widgets without the code, one column wide.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 1. Set up the box

    Set `PLAYERS` and `MODULES` (any of `"advanced"`, `"fall.sunset"`, `"fall.fruit"`, `"fall.leaves"`, `"fall.caps"`, `"fall.festival"`; one player is the solitaire variant). Tick each step as you do it. `save_html` writes a page to print.
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
    The same steps as data, for Honeycomb Hustle at five players here (the counts come from the game's own setup):
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
    ## 2. Referee a placement

    Build a player's real hive on the board (pick a tile, turn it, place it), or write it in the hive notation and click the button under the board. Then write a tile in the notation (icon letter, anchor, direction, e.g. `M(-2,3)E`) and ask: the answer says whether it may go there and why, which rule it is, and what it would create.
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
    The same question from Python: a Market tile that would not touch the hive, then one that closes a cell (it activates Produce, New Bee and its own Market icon). The referee above shows the last answer, with the new cell lit on the board.
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
    ## 3. Score the game

    Write the names, then fill in each player's card at the end: coins, honey and pollen (fruit with Fall Fruit), the points of each completed order, and each final contest's count (choose the cards in play above the cards). With Nectar Caps, the values of the caps; with Autumn Leaves, the leaves by colour and the foliage card. The scores, the explanation and the chart follow as you type. Solitaire: one name, the contest cards and the difficulty. For Honeycomb Hustle: `ScoreSheet(NAMES, game="hustle")`.
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
    Filled in from Python: the rulebook's nine caps (Dhanvi's first trophy, Anne and Charlie tied for the second on their caps' value), with some coins and orders.
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
