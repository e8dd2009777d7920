"""16_szabalykereso: the marimo edition, written by notebooks/build.py from
notebooks/source/16_rules_reference.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/16_szabalykereso.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="16_szabalykereso")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # A szabálykereső

    A Honey Buzz (az alapjáték, a haladó és az egyszemélyes változat, az Őszi ízek modulok) és a Honeycomb Hustle minden szabálya kis, egy gondolatnyi szabályokra bontva, a saját szavainkkal. Kérdezz a saját szavaiddal: az elírás, a ragozás és a játék beceneveinek használata sem baj. Minden szabály megmondja, hol áll a szabálykönyvben, vagy hogy **a mi olvasatunk**, ahol a szabálykönyv hallgat; felsorolja a kapcsolódó szabályokat, és **élő bemutatót** ad: egy állást és egy lépést, amelyet a motor éppen most enged vagy elutasít, a táblára rajzolva.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas. Az első cella állítja be a kereső nyelvét ebben a jegyzetfüzetben. Írj a keresőmezőbe; egy találatra vagy egy kapcsolódó szabályra kattintva megnyílik.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
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
    Ugyanez a keresés kódból: elöl a legjobban illő szabályok, mindegyik az azonosítójával, címével, szövegével és forrásával.
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
    A kódból feltett kérdés a fenti keresőben megnyitja a legjobb választ; a `book.show(id)` bármelyik szabályt megnyitja az azonosítójával.
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
