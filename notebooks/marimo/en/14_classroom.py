"""14_classroom: the marimo edition, written by notebooks/build.py from
notebooks/source/14_classroom.toml (edit that, not this file).

    marimo run notebooks/marimo/en/14_classroom.py
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full", app_title="14_classroom")


@app.cell
def _():
    import marimo as mo

    return (mo,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Lesson 14: The classroom

    For teachers. Show a prepared game on the projector and step through it with the class: the rules engine says what every move does, notes explain the moves worth talking about, and at a *pause* the class is asked **"What would you do?"** before the move is revealed. Two annotated demonstration games come with honeybuzz_lab; any game record works too, for example one saved in lesson 10.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    marimo runs the cells by itself, each after the cells it reads from, and runs a cell again when something it reads changes. The first cell sets the language of the teacher's panel, the notes, the table and every printed answer in this notebook.
    """)
    return


@app.cell
def _():
    LANGUAGE = "en"
    return (LANGUAGE,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The demonstration games

    Each demonstration game is a game record with notes in English and Hungarian. Every claim a note makes that the engine can confirm (which tile was taken, which cell was created, who won) is checked against the replayed game by the tests. Printed for each game: its name and title, its number of moves, notes and pauses, and its summary.
    """)
    return


@app.cell
def _(LANGUAGE):
    from honeybuzz_lab.games.honeybuzz.classroom import demo_names, load_demo

    for name in demo_names():
        demo = load_demo(name)
        pauses = sum(note.pause for note in demo.notes)
        print(f"{name}: {demo.title[LANGUAGE]}", demo.length, len(demo.notes), pauses)
        print("   ", demo.summary[LANGUAGE])
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Open a demo in projector mode

    `Classroom("first-game")` puts the teacher's panel beside the game table, both drawn large and high-contrast for a projector (`projector=False` draws them at the usual size). The panel shows where you are (*Round 3 · Anna · move 23 of 393*), the move played, the engine's sentences for it (*What happened*) and its note. Step with the buttons, or click the panel and use the keys: → or Space next, ← back, Enter reveal, N next note, P previous note, T next turn, Home and End. The slider jumps anywhere; its marks are the notes, the pauses stand out.

    The table only shows the game: the moves come from the record, so clicks on it are refused with the reason. The move just shown is outlined on the table. To give the classroom a tab of its own on the projector, right-click it and choose *Create New View for Cell Output*.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom

    room = Classroom("first-game", language=LANGUAGE)
    mo.ui.anywidget(room)
    return (Classroom,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Step through, pause, reveal

    The same controls work from Python. The cells below drive a room of their own (`practice`, the same demo), so the classroom above stays at its start for your class. The first move of this game has a pause: **Next** first shows the position *before* the move, the question and the options the player had (worked out by the advisor, the move that was played among them), without saying which was played.
    """)
    return


@app.cell
def _(Classroom, LANGUAGE):
    practice = Classroom("first-game", language=LANGUAGE)
    practice.next()
    print(practice.run.heading, "·", practice.run.stage)
    print(practice.run.question())
    for _option in practice.run.options():
        print(_option.letter, _option.label)
    return (practice,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Let the class think and discuss, then **Reveal** (or **Next** again): the move is played on the table and outlined, the panel shows what was played, what happened and the note, and marks the option that was played, with what each option would have done.
    """)
    return


@app.cell
def _(LANGUAGE, practice):
    practice.reveal()
    print(practice.run.move_label)
    print(*practice.run.narration, sep="\n")
    print(practice.run.note.text(LANGUAGE))
    for _option in practice.run.options():
        print(_option.letter, "✔" if _option.played else " ", _option.label)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    Move on by notes, by turns or to any move: `next_note()`, `run.next_turn()`, `jump(ply)`. Going back never asks again; a jump onto a pause not yet revealed asks first. Below: the next note, the next turn, then the end of the game.
    """)
    return


@app.cell
def _(practice):
    practice.next_note()
    print(practice.run.heading, "·", practice.run.stage)
    practice.run.next_turn()
    print(practice.run.heading, "·", practice.run.move_label)
    practice.jump(practice.run.total)
    print(*practice.run.narration[-2:], sep="\n")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Your own game record

    A classroom opens any game record: the path of a saved game (`FullGame.save` in lesson 10, `Game.save`), a record as a dictionary, or a `Game` (its current line). Without notes it narrates every move and never pauses. Below, a game of Dóra and Emil, played here by two bots for 60 moves, stands in for a game of your class (`seed=21` fixes its deal, so the class sees the same game on every run); the record goes to a temporary folder (give a folder of your own to keep it).
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, mo):
    import tempfile
    from pathlib import Path

    from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, RandomBot

    game = Game.new(["Dóra", "Emil"], seed=21, first_game=True)
    bots = [GreedyBot(1), RandomBot(2)]
    for _ in range(60):
        game.apply(bots[game.pending.player].choose(game))
    path = Path(tempfile.mkdtemp()) / "our-game.json"
    game.save(path)

    ours = Classroom(path, language=LANGUAGE)
    print(ours.run.title, "·", ours.run.heading)
    mo.ui.anywidget(ours)
    return (game,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Notes and pauses of your own

    Notes are written in TOML, as in the demonstration games (`honeybuzz_lab/games/honeybuzz/classroom/demos/*.toml`): a title and a summary in both languages, and a `[[note]]` for each move worth talking about, with its `ply` (the move's number; 0 is the setup), `pause = true` to ask the class first, the texts in English and Hungarian, and optionally `check`, claims the engine confirms. `parse_demo` joins the notes to the record; `check_note` lists the claims the game does not bear out (none, here).
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, game, mo):
    import tomllib

    from honeybuzz_lab.games.honeybuzz.classroom.demos import check_note, parse_demo

    NOTES = """
    [title]
    en = "Dóra and Emil"
    hu = "Dóra és Emil"
    [summary]
    en = "The first moves of our game."
    hu = "A játszmánk első lépései."

    [[note]]
    ply = 1
    pause = true
    check = { player = "Dóra", action = "take_tile", workers = 1 }
    [note.en]
    question = "Dóra begins with one worker. Which tile would you take?"
    text = "Dóra takes a tile with her only worker."
    [note.hu]
    question = "Dóra egy munkással kezd. Melyik lapkát vennéd el?"
    text = "Dóra az egyetlen munkásával vesz el egy lapkát."
    """

    annotated = parse_demo("our-game", tomllib.loads(NOTES), game.to_record())
    print([check_note(annotated, note) for note in annotated.notes])
    mo.ui.anywidget(Classroom(annotated, language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Three players

    The panel, the notes and the engine's sentences for the three-player demonstration game.
    """)
    return


@app.cell
def _(Classroom, LANGUAGE, mo):
    mo.ui.anywidget(Classroom("three-way-race", language=LANGUAGE))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Your class's results

    No server is needed to see how far your class got. Each learner makes a results file in the start notebook ([00_start_here.py](00_start_here.py)) and sends it to you. Put the files into one folder beside this notebook, for example `class_results/` (in the JupyterLite site: make the folder in the file browser, open it and upload the files with its Upload button), and show them with `ClassOverview("class_results/", language=LANGUAGE)`:

    - per game, a table of learners and lessons: the steps done of all steps, and the stars (a green cell is a finished lesson);
    - a chart of who finished each lesson, and who started it;
    - the steps where the most wrong tries, hints and shown answers went: worth going through with the class.

    A file that cannot be read (damaged, not a results file, or written by a newer honeybuzz_lab) is listed at the end with the reason, and the others are shown; when a learner sends a newer file, the older one is left out. Below, the example folder that comes with the notebooks (`example_class_results/`): four made-up learners and one damaged file.
    """)
    return


@app.cell
def _(LANGUAGE, mo):
    from honeybuzz_lab.results import ClassOverview

    overview = ClassOverview(mo.notebook_dir() / "../../example_class_results/", language=LANGUAGE)
    overview
    return (overview,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    The same numbers from Python: each learner's finished lessons, and the three steps that took the most.
    """)
    return


@app.cell
def _(overview):
    for _learner in overview.results.learners:
        print(_learner.shown_name, [_lesson for _game, _lesson in _learner.finished()])
    for _lesson, _step, _misses, _hints, _shown in overview.step_effort()[:3]:
        print(_lesson.id, _step, _misses, _hints, _shown)
    return


if __name__ == "__main__":
    app.run()
