"""10_full_game: the marimo edition, written by notebooks/build.py from
notebooks/source/10_full_game.toml (edit that, not this file).

    marimo run notebooks/marimo/en/10_full_game.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="10_full_game")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 10: A full game against the bots

    Everything from lessons 1 to 9 comes together: you play a whole game of Honey Buzz against one, two or three bots. Whenever it is your decision, the **Why?** button says what each of your options would do, worked out by the rules engine. At the end: save your game, load it again, and play a game again from its seed.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of the table, the bots' names and every printed answer in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Choose your opponents

    `FullGame` deals a new game and seats you at a game table:

    - `bots`: how many bots play against you, 1 to 3 (Bee-bot, Buzz-bot and Honey-bot).
    - `strength`: `"queen"` (the Queen, a planning bot: it tries the greedy bot's best few options, each played on to the end of the next round, and takes the one that leaves it furthest ahead; it thinks about half a second), `"greedy"` (tries every option one move ahead and takes the one its estimate values most) or `"random"` (any legal action); or a list with one strength per bot, e.g. `["queen", "greedy"]`.
    - `seed`: the deal. The same seed deals the same game (tiles, field, market, contests) and the bots answer the same moves the same way. Leave it out for a new random game.
    - `bot_delay`: how many seconds each bot action stays on screen before the next (0.8 by default; 0 moves the bots at once).
    - `you`: your name at the table (**Player** if you leave it out), e.g. `you="Anna"`.
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
    The cell below reads `table.value`, the table's synced state, so marimo runs it again after every action on the table, the bots' too: it shows the number of actions so far in bold (`table.value["ply"]`), then the decision the table waits for. The **Why?** and **Ask the Queen** buttons above the table work here as in Jupyter; the cells further down ask them from Python (`play.why.why()`).
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
    ## How to play

    You play the first seat, named **Player** unless you give your own name with `you="Anna"`. The top of the table says whose decision it is and what to do; when it is yours it says *your decision*. Answer by clicking the table: a tile stack in the hive boxes (set the beeline with − and + first), your hive to place the tile (turn it with its button), a space of the field, a quantity in the market, an order card, or a button of the decision panel. The bots answer one action at a time, and the log below the table tells everything that happened. **Undo** (or Ctrl+Z after clicking the table) takes back your last action and the bots' actions after it; **Scores** shows the scores as if the game ended now.

    **Why?** above the table explains your pending decision: every option, best first by the greedy bot's estimate, with what it would bring by the end of the turn. The bot's pick is marked ★ and outlined on the table. **Play this** plays an option, **Show on the table** outlines it, and *What the engine says would happen* lists the engine's own sentences. Asking changes nothing; once the game moves on, the old advice is cleared. **Ask the Queen** gives the same options with the Queen's pick marked ♛ and, under each option it tried, its estimate: the lead over the other players it reached on average by the end of the next round. The Queen thinks only from what you can see (the face-down orders are shuffled anew each time), so its answer takes a moment; it is worked out only when you ask.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The Why? button from Python

    Everything the buttons do works from Python too. The cells below play a game of their own (`demo`), so the table above waits for your first move; its deal is fixed by `seed=7` so that what they print tells the same story on every run. `play.why.why()` is the **Why?** button and returns the advice; `play.why.play(1)` is **Play this** on the first option; `play.why.why(queen=True)` is **Ask the Queen**. `play.table.play_bots()` lets the bots move at once, if a bot is to move. Below: each option with its rank and ★ for the bot's pick, then what the best option would bring; then the first option is played, and the decision that comes next is printed.
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
    ## Save and load a game record

    `demo.save(path)` writes the game record: a small JSON file with the seed, the setup and every action taken. `FullGame.load(path)` replays it and you play on from there, against new bots of the strength you choose. The same record opens in the classroom of lesson 12, to step through it move by move. Here the record goes to a temporary folder; give a path of your own to keep it. Printed: the file's name, the seed and the number of actions so far.
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
    ## Replay from a seed

    A seed and the moves make the game: two games from the same seed, with the same choices, are the same game to the last action, bots and all. So you can play a game again and try something else at a decision that went wrong. Below, two games from seed 11 against two bots; in both, you follow the **Why?** panel's first option for twelve decisions. Printed: whether both games took the same actions (`True`) and how many each; then whether a game from seed 12 is the same as one from seed 11 (`False`: a different seed deals a different game).
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
    `undo()` takes back your last action and the bots' answers, so the same game goes on from before it; here the action taken back and the decision it waits for again are printed.
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
    ## The scores

    `show_scores()` is the **Scores** button: the scores as if the game ended now (at the end of the game, the final scores), in a table and a bar chart on the table. Here it asks `demo`'s game, so the table above keeps them closed. Printed: each player's name and total.
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
    ## Three bots

    A game for four: you against a greedy Bee-bot, a random Buzz-bot and a greedy Honey-bot.
    """)
    return


@app.cell
def _(FullGame, LANGUAGE, mo):
    mo.ui.anywidget(FullGame(bots=3, strength=["greedy", "random", "greedy"], language=LANGUAGE))
    return


if __name__ == "__main__":
    app.run()
