"""16_rules_reference: the marimo edition, written by notebooks/build.py from
notebooks/source/16_rules_reference.toml (edit that, not this file).

    marimo run notebooks/marimo/en/16_rules_reference.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="16_rules_reference")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # The rules reference

    Every rule of Honey Buzz (the base game, the advanced and solitaire variants, the Fall Flavors modules) and of Honeycomb Hustle, cut into small rules of one idea each, in our own words. Ask a question in your own words: typos, plurals and the game's nicknames ("tall stack of workers" for a beeline) are fine. Each rule says where it stands in the rulebook, or that it is **our reading** where the rulebook is silent, links the related rules, and shows a **live demonstration**: a position and a move that the engine allows or refuses right now, drawn on the board.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from. The first cell sets the language of the reference in this notebook. Type in the search box; click a result or a related rule to open it.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Honey Buzz
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.rulebook import RuleBook, search

    book = RuleBook(game="honeybuzz", language=LANGUAGE)
    mo.ui.anywidget(book)
    return RuleBook, book, search


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    The same search from code: the best rules first, each with its id, title, text and source.
    """)
    return


@app.cell
def _(LANGUAGE, search):
    question = {
        "en": "may my tile touch the tip of another tile?",
        "hu": "hozzáérhet a lapkám egy másik lapka csúcsához?",
    }[LANGUAGE]
    for result in search(question, game="honeybuzz", language=LANGUAGE)[:3]:
        print(f"{result['id']}: {result['title']} ({result['source']})")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A question asked from code opens its best answer in the reference above; `book.show(id)` opens any rule by its id.
    """)
    return


@app.cell
def _(LANGUAGE, book):
    no_fit = {"en": "what if no tile fits in my hive", "hu": "mi van, ha sehova sem fér lapka"}
    book.ask(no_fit[LANGUAGE])
    book.show("hb.cell.barren")
    print(book.current["title"], "|", book.current["source"])
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Honeycomb Hustle
    """)
    return


@app.cell
def _(LANGUAGE, RuleBook, mo):
    mo.ui.anywidget(RuleBook(game="hustle", language=LANGUAGE, rule="hu.build.connect"))
    return


if __name__ == "__main__":
    app.run()
