"""10_teljes_jatszma: the marimo edition, written by notebooks/build.py from
notebooks/source/10_full_game.toml (edit that, not this file).

    marimo run notebooks/marimo/hu/10_teljes_jatszma.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="10_teljes_jatszma")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # 10. lecke: Teljes játszma a botok ellen

    Az 1–9. lecke itt áll össze: egy teljes Honey Buzz játszmát játszol egy, két vagy három bot ellen. Amikor te döntesz, a **Miért?** gomb megmondja, mit hozna egy-egy lehetőséged; ezt a szabálymotor számolja ki. A végén: elmented a játszmádat, újra betöltöd, és egy játszmát a magjából újrajátszol.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    A marimo magától futtatja a cellákat, mindegyiket azok után, amelyekből olvas, és újra lefuttat egy cellát, ha megváltozik valami, amit olvas. Az első cella állítja be a jegyzetfüzetben az asztal, a botok nevének és minden kiírt válasznak a nyelvét.
    """)
    return


@app.cell
def _():
    LANGUAGE = "hu"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Válaszd ki az ellenfeleidet

    A `FullGame` új játszmát oszt, és leültet egy játékasztalhoz:

    - `bots`: hány bot játszik ellened, 1–3 (Méhrobot, Zümmrobot és Mézrobot).
    - `strength`: `"queen"` (a Királynő, tervező bot: a mohó bot néhány legjobb lehetőségét kipróbálja, mindegyiket a következő forduló végéig továbbjátszva, és azt választja, amelyikkel a legjobban a többiek előtt marad; nagyjából fél másodpercig gondolkodik), `"greedy"` (mohó: minden lehetőséget egy lépés mélységig kipróbál, és azt választja, amelyet a becslése a legtöbbre tart) vagy `"random"` (véletlen: bármelyik szabályos akció); vagy egy lista botonként egy erősséggel, például `["queen", "greedy"]`.
    - `seed`: a mag, vagyis az osztás. Ugyanaz a mag ugyanazt a játszmát osztja (lapkák, mező, piac, versenyek), és a botok ugyanazokra a lépésekre ugyanúgy felelnek. Ha elhagyod, új, véletlen játszmát kapsz.
    - `bot_delay`: hány másodpercig látszik a botok egy-egy akciója a következő előtt (alapból 0,8; 0 esetén a botok azonnal lépnek).
    - `you`: a neved az asztalnál (ha elhagyod: **Játékos**), például `you="Anna"`.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame

    play = FullGame(bots=1, strength="greedy", language=LANGUAGE)
    table = mo.ui.anywidget(play)
    table
    return FullGame, play, table


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Az alábbi cella a `table.value`-t olvassa, az asztal szinkronizált állapotát, ezért a marimo minden akció után újra lefuttatja, a botokéi után is: félkövérrel kiírja az eddigi akciók számát (`table.value["ply"]`), utána a döntést, amelyre az asztal vár. Az asztal fölötti **Miért?** és **Kérdezd a Királynőt** gomb itt is úgy működik, mint a Jupyterben; a lenti cellák Pythonból kérdezik őket (`play.why.why()`).
    """)
    return


@app.cell
def _(LANGUAGE, mo, play, table):
    waiting_for = play.game.pending
    mo.md(f"**{table.value['ply']}** · {waiting_for.prompt_in(LANGUAGE) if waiting_for else ''}")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Így játszol

    Te ülsz az első helyen, **Játékos** néven, hacsak a `you="Anna"` megadásával nem adsz magadnak saját nevet. Az asztal teteje mutatja, ki dönt és mit kell tennie; ha te, azt írja: *te döntesz*. Az asztalra kattintva felelsz: egy lapkahalomra a rekeszekben (előbb a − és + gombbal állítsd be a méhsort), a kaptáradra a lapka lerakásához (a gombjával forgathatod), a mező egy helyére, egy mennyiségre a piacon, egy rendeléskártyára vagy a döntési panel egy gombjára. A botok egyenként lépnek, az asztal alatti napló pedig mindent elmond, ami történt. A **Visszavonás** (vagy a Ctrl+Z, ha előbb az asztalra kattintasz) visszaveszi az utolsó akciódat és a botok utána következő akcióit; a **Pontok** megmutatja, hány pontot érnétek, ha most érne véget a játék.

    Az asztal fölötti **Miért?** gomb a függő döntésedet magyarázza el: minden lehetőséget, a mohó bot becslése szerinti legjobbat elöl, azzal együtt, mit hozna a kör végéig. A bot választását ★ jelöli, és az asztalon ki is emeli. Az **Ezt lépem** megteszi a lehetőséget, a **Mutasd az asztalon** kiemeli, az *Ami a motor szerint történne* pedig a motor saját mondatait sorolja. A kérdezés semmit sem változtat; ha a játék továbblép, a régi tanács eltűnik. A **Kérdezd a Királynőt** ugyanezeket a lehetőségeket mutatja, a Királynő választását ♛ jelöli, és minden kipróbált lehetőség alatt ott a becslése: átlagosan mekkora előnyre tett szert a többi játékossal szemben a következő forduló végére. A Királynő csak abból gondolkodik, amit te is látsz (a lefordított rendeléseket minden próbánál újra keveri), ezért a válasza egy pillanatig tart; csak akkor számolja ki, ha kérdezed.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## A Miért? gomb Pythonból

    Minden, amit a gombok tesznek, Pythonból is megy. Az alábbi cellák egy saját játszmát játszanak (`demo`), így a fenti asztal az első lépésedre vár; az osztását a `seed=7` rögzíti, hogy a kiírt válaszok minden futtatáskor ugyanazt a történetet mondják el. A `play.why.why()` a **Miért?** gomb, és visszaadja a tanácsot; a `play.why.play(1)` az első lehetőség **Ezt lépem** gombja; a `play.why.why(queen=True)` a **Kérdezd a Királynőt** gomb. A `play.table.play_bots()` azonnal lépteti a botokat, ha egy bot következik. Lent: minden lehetőség a helyezésével, ★ jellel a bot választásánál, aztán hogy mit hozna a legjobb lehetőség; majd megtörténik az első lehetőség, és kiírjuk a következő döntést.
    """)
    return


@app.cell
def _(FullGame, LANGUAGE):
    demo = FullGame(bots=1, strength="greedy", seed=7, bot_delay=0, language=LANGUAGE)
    demo.table.play_bots()
    advice = demo.why.why()
    for suggestion in advice.suggestions:
        print(suggestion.rank, suggestion.label, "★" if suggestion.bot_choice else "")
    print(advice.suggestions[0].text)
    return (demo,)


@app.cell
def _(LANGUAGE, demo):
    for sentence in demo.why.play(1):
        print(sentence)
    print(demo.game.pending.prompt_in(LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Játszma mentése és betöltése

    A `demo.save(path)` kiírja a játszma jegyzőkönyvét: egy kis JSON-fájlt a maggal, az előkészítéssel és minden megtett akcióval. A `FullGame.load(path)` visszajátssza, és onnan folytatod, a választott erősségű új botok ellen. Ugyanez a jegyzőkönyv a 12. lecke osztálytermében is megnyitható, és lépésről lépésre végigjárható. Itt egy ideiglenes mappába kerül; ha meg akarod tartani, adj meg saját elérési utat. Kiírjuk: a fájl nevét, a magot és az eddigi akciók számát.
    """)
    return


@app.cell
def _(demo):
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp())
    path = demo.save(folder / "my-game.json")
    print(path.name, demo.game.seed, len(demo.game.actions))
    return (path,)


@app.cell
def _(FullGame, LANGUAGE, demo, mo, path):
    again = FullGame.load(path, strength="greedy", language=LANGUAGE)
    assert again.game.state.to_json() == demo.game.state.to_json()
    mo.ui.anywidget(again)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Újrajátszás a magból

    A mag és a lépések meghatározzák a játszmát: két játszma ugyanabból a magból, ugyanazokkal a döntésekkel az utolsó akcióig ugyanaz, a botokkal együtt. Így egy játszmát újrajátszhatsz, és egy rosszul sikerült döntésnél mást próbálhatsz. Lent két játszma a 11-es magból két bot ellen; mindkettőben tizenkét döntésen át a **Miért?** panel első lehetőségét követed. Kiírjuk: ugyanazokat az akciókat tették-e a játszmák (`True`: igen), és hányat; aztán hogy egy 12-es magú játszma ugyanaz-e, mint egy 11-es magú (`False`: nem, más mag más játszmát oszt).
    """)
    return


@app.cell
def _(FullGame, LANGUAGE):
    def follow_the_advice(game, decisions):
        """Play the Why? panel's first option ``decisions`` times; the bots answer at once."""
        for _ in range(decisions):
            game.table.play_bots()
            game.why.why()
            game.why.play(1)
        game.table.play_bots()


    first = FullGame(bots=2, seed=11, bot_delay=0, language=LANGUAGE)
    second = FullGame(bots=2, seed=11, bot_delay=0, language=LANGUAGE)
    follow_the_advice(first, 12)
    follow_the_advice(second, 12)
    print(first.game.actions == second.game.actions, len(first.game.actions))
    fresh = FullGame(bots=2, seed=11, bot_delay=0, language=LANGUAGE)
    other = FullGame(bots=2, seed=12, bot_delay=0, language=LANGUAGE)
    print(other.game.state.to_json() == fresh.game.state.to_json())
    return (first,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Az `undo()` visszaveszi az utolsó akciódat és a botok válaszait, így ugyanaz a játszma onnan folytatódik, ahol az akció előtt tartott; itt kiírjuk a visszavett akciót és a döntést, amelyre a játszma újra vár.
    """)
    return


@app.cell
def _(LANGUAGE, first):
    taken_back = first.table.undo()
    print(first.game.describe(taken_back, LANGUAGE))
    print(first.game.pending.prompt_in(LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## A pontok

    A `show_scores()` a **Pontok** gomb: a pontok úgy, mintha most érne véget a játék (a játék végén a végső pontok), táblázatban és oszlopdiagramon az asztalon. Itt a `demo` játszmáját kérdezzük, így a fenti asztalon zárva maradnak. Kiírjuk minden játékos nevét és összpontszámát.
    """)
    return


@app.cell
def _(demo):
    scores = demo.table.show_scores()
    for player in scores["players"]:
        print(player["name"], player["total"])
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Három bot

    Négyszemélyes játszma: te egy mohó Méhrobot, egy véletlen Zümmrobot és egy mohó Mézrobot ellen.
    """)
    return


@app.cell
def _(FullGame, LANGUAGE, mo):
    mo.ui.anywidget(FullGame(bots=3, strength=["greedy", "random", "greedy"], language=LANGUAGE))
    return


if __name__ == "__main__":
    app.run()
