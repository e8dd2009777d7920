"""02_hive_and_tiles: the marimo edition, written by notebooks/build.py from
notebooks/source/02_hive_and_tiles.toml (edit that, not this file).

    marimo run notebooks/marimo/en/02_hive_and_tiles.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="02_hive_and_tiles")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 2: Your hive and its tiles

    The hive tile is a domino with one icon. This lesson teaches its six orientations, its yellow edges, its waist and tip edges, and the rules for placing it.
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
    Work through the steps in the panel; place tiles on the board when a step asks you to.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons import Lesson

    lesson = Lesson("hive_and_tiles", language=LANGUAGE)
    mo.ui.anywidget(lesson)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## For explorers

    A tile's ten edges, hex by hex: for the anchor hex (with the icon) and the tail hex, the edge in each of the six directions (first east, then counter-clockwise; the joint is inside the tile):
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.core.i18n import text
    from honeybuzz_lab.games.honeybuzz.hive import Hive, parse_tile

    tile = parse_tile("P(0,0)E")
    for h in tile.hexes:
        edges = [text(LANGUAGE, f"hive.edge.{tile.edge(h, d).value}") for d in range(6)]
        print(text(LANGUAGE, f"hive.part.{tile.part(h)}"), edges)
    return Hive, parse_tile


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Where may a Forage tile go next to a lone Produce tile, and why not elsewhere? The number of legal placements, each of them, and the reason one spot is refused:
    """)
    return


@app.cell
def _(Hive, LANGUAGE, parse_tile):
    hive = Hive.from_notation("P(0,0)E")
    spots = hive.legal_placements("F")
    print(len(spots), " ".join(e.tile.notation_in(LANGUAGE) for e in spots))
    print(hive.check(parse_tile("F(-1,0)W")).text(LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    The starting hive with coordinates, the way the board shows them with *q,r*:
    """)
    return


@app.cell
def _(Hive, LANGUAGE):
    from IPython.display import SVG

    SVG(Hive.starting("star").to_svg(coords=True, language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    **About the starting tiles.** Where a lesson starts from a configuration card, the layout is *reconstructed*: the rulebook does not print the 18 cards, so honeybuzz_lab ships its own legal layouts (`honeybuzz_lab/games/honeybuzz/data/configuration_cards.toml`, marked `reconstructed = true`). The lesson says so on every such step. If you own the game, your printed cards may differ.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## What next

    Tiles leave gaps between them. Next: [../../en/03_cells_and_nectar.ipynb](../../en/03_cells_and_nectar.ipynb), empty cells and nectar.
    """)
    return


if __name__ == "__main__":
    app.run()
