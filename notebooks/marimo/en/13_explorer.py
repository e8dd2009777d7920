"""13_explorer: the marimo edition, written by notebooks/build.py from
notebooks/source/13_explorer.toml (edit that, not this file).

    marimo run notebooks/marimo/en/13_explorer.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="13_explorer")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 13: The explorer

    A sandbox that answers questions about a position: *show every placement of a Market tile that creates an Acacia cell*, *where does the fan make the most honey*, *where can my forage token go and what would it bring*. Every answer is worked out by the rules engine, said in a sentence, and drawn with the answer outlined. At the end, exercises whose answers the engine checks.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of every answer, board and exercise in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Ask about a hive

    `Explorer` takes a hive (or hive notation, as in the lessons: `"card:star"` is the starting hive of the starred configuration card). Each question returns an **answer**: `answer.sentence` says it, `answer.value` is the short answer, `answer.items` holds the data, and the notebook draws the hive with the answer outlined. For placements it also draws the first few of them.
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
    Conditions combine: `creates` (a nectar type, `"barren"` or `"any"`), `activates` (icons that must activate; repeats count), `cells` and `min_cells` (how many new cells), `covers` (a hex the tile must cover). `what_if` tries one placement on a copy of the hive, and `answer.board()` shows the answer on a board you can zoom.
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
    ## Ask about a game

    Give the explorer a game and it also answers about the table, for the player whose decision is pending: where the forage token can go (`forage_options`), what selling would bring (`sales`), which orders can be completed (`orders`), which tiles can be taken (`boxes`), and what every option of the pending decision would do (`options`, the same as the **Why?** button of lesson 10). Here: a game played by two greedy bots; it is Anna's turn.
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
    ## Ask about a Fall Flavors game

    With the Fall Flavors modules the explorer answers their questions too, always from the view of its seat (what that player may know): `sunset()` (where the sun is, how far the end is, and how many spaces the events of this turn will move it), `caps()` (the caps left, everyone's caps and the trophies as they stand), `fan_if_capped(cell)` (where the fan makes the most honey once that tile is capped: a capped tile never makes honey), `toasts()` (which retirement toast pays the most now), `fruit_field()` (which field space gives which fruit or nectar), `fruit_sale()` (what selling your fruit pays now, with the set bonus) and `foliage()` (how you stand on the foliage card). Here: the classroom's Fall demo, at Cili's second Accounting of her last turn.
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
    Autumn Leaves: a game of two greedy bots with leafy tiles, and the foliage card's standing for Ben (`seed=3` fixes the deal, so the standing printed is the same on every run).
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
    ## Exercises

    Answer each question, then press **Check**: the engine judges the answer. **Hint** helps, **Show the answer** shows the explorer's answer outlined on the position. Use the explorer in a cell below to find the answers.
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
    Every exercise has its own explorer, and its check works from Python too:
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
