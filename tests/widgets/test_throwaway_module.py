"""A module is one folder per layer, registered once: a throwaway module written by this test
in a temporary package (its rules, its table part, a lesson fact, its own texts in English
and Hungarian) and a temporary copy of widget_js (its part of the page) plays, is synced, is
drawn and answers its fact, and no shared file names it (the registries find it: engine,
table, lessons, texts, build.mjs)."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from honeybuzz_lab.core.i18n import text, unregister_texts
from honeybuzz_lab.games.honeybuzz.game import Game, registry
from honeybuzz_lab.games.honeybuzz.lessons import modules as lesson_modules
from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer, ExplorerError
from honeybuzz_lab.games.honeybuzz.lessons.facts import parse_fact
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets import modules as table_modules
from tests.widgets.test_widget_assets import NODE, NPM, SOURCES, _installed_esbuild

REPO = Path(__file__).resolve().parents[2]
NAME = "test.buzzer"

#: The module's three Python layers, as its author would write them (one file each here).
PACKAGE = {
    "__init__.py": """
        from honeybuzz_lab.core.i18n import register_texts

        register_texts("test.buzzer", __name__, "texts")  # its own texts, en and hu
        from . import rules, table, lesson  # each registers itself
    """,
    "texts/en.toml": """
        [table.buzzer]
        says = "The buzzer buzzes {n} times."
        asks = "How often does the buzzer buzz?"
    """,
    "texts/hu.toml": """
        [table.buzzer]
        says = "A zümmögő {n}-szer zümmög."
        asks = "Hányszor zümmög a zümmögő?"
    """,
    "rules.py": """
        from honeybuzz_lab.games.honeybuzz.game.registry import Module, register

        def _state(state, options):
            return {"buzz": options["buzz"]}

        def _redact(state, view, seat):
            view["buzzer"] = dict(state.modules["test.buzzer"])

        def _rebuild(view, state, rng):
            state.modules["test.buzzer"] = dict(view["buzzer"])

        MODULE = register(Module(
            "test.buzzer", "A buzzer that counts to a number.", options={"buzz": 3},
            state=_state, redact=_redact, rebuild=_rebuild,
        ))
    """,
    "table.py": """
        from honeybuzz_lab.core.i18n import text
        from honeybuzz_lab.games.honeybuzz.game.views import view_of
        from honeybuzz_lab.games.honeybuzz.widgets.modules import PagePart, TablePart, register

        def encode(game, viewer, language):
            seat = viewer if isinstance(viewer, int) else None
            buzz = view_of(game.state, seat)["buzzer"]["buzz"]
            return {"buzz": buzz, "text": text(language, "table.buzzer.says", n=buzz)}

        def picture(view):
            return f"<p>{view.module_data('test.buzzer')['text']}</p>"

        PART = register(TablePart(
            "test.buzzer", encode, {"buzzer": PagePart(("_highlight",), picture=picture)},
        ))
    """,
    "lesson.py": """
        from honeybuzz_lab.core.i18n import text
        from honeybuzz_lab.games.honeybuzz.lessons.modules import (
            LessonPart, fact_state, register,
        )
        from honeybuzz_lab.games.honeybuzz.lessons.questions import ModuleQuestions

        class BuzzerQuestions(ModuleQuestions):
            module = "test.buzzer"

            def buzzes(self):
                \"\"\"How often the buzzer buzzes, from the seat's view.\"\"\"
                buzz = self._world().modules["test.buzzer"]["buzz"]
                return self._answer(
                    text(self.language, "table.buzzer.asks"),
                    text(self.language, "table.buzzer.says", n=buzz), buzz, [buzz],
                )

        def _buzzes(game, args, options):
            return frozenset({str(fact_state(game, "test.buzzer")["buzz"])})

        PART = register(LessonPart(
            "test.buzzer", questions=BuzzerQuestions,
            facts={"buzzes": ("how often the buzzer buzzes", _buzzes)},
            params=lambda game, language: {"buzz": game.state.modules["test.buzzer"]["buzz"]},
        ))
    """,
}

#: Its part of the page: widget_js/modules/<name>/ (index.js, its part and its style).
PAGE = {
    "index.js": """
        import { BuzzerPart } from "./part.js";

        export default {
          module: "test.buzzer",
          key: "buzzer",
          parts: [{ name: "buzzer", Part: BuzzerPart, after: "contests" }],
          hooks: {
            orderTitle: (s, i) => (s.buzzer.buzz && i === 0 ? "Buzzing orders" : null),
            hiveMarks: (s, seat) => [{ kind: "buzz", seat, n: s.buzzer.buzz }],
          },
        };
    """,
    "part.js": """
        import { html } from "../../pagekit.js";

        export class BuzzerPart {
          static needs = ["_highlight"];

          constructor(view, parent) {
            this.root = html("section", { class: "hbt-buzzer" }, parent);
          }

          update(s) {
            this.root.hidden = !s.buzzer.buzz;
            this.root.textContent = s.buzzer.text || "";
          }
        }
    """,
    "part.css": ".hbt-buzzer { font-weight: 700; }\n",
}

#: Draws the modules' parts with tablemodules.js as table.js does, from Python's synced state.
HARNESS = """
import fs from "node:fs";
import { installDocument } from "{minidom}";
import { MODULES, MODULE_PARTS, collectHooks, moduleChanges, moduleData, moduleNeeds,
  placeAfter } from "./tablemodules.js";

installDocument();
const synced = JSON.parse(fs.readFileSync(process.argv[2], "utf-8"));
const shown = (name) => synced._parts.includes(name);
const root = document.createElement("div");
const drawn = [];
const mine = MODULE_PARTS.filter((p) => p.mod.module === "test.buzzer");
for (const where of ["decision", "scores", "boxes", "woodland", "market", "orders",
  "contests", "board"]) {
  placeAfter(where, root, shown, true, (Part, parent, mod) => {
    drawn.push({ where, needs: moduleNeeds(mod, Part), part: new Part({}, parent) });
  }, mine);
}
const s = moduleData(synced._modules);
for (const d of drawn) d.part.update(s);
const changed = new Set();
moduleChanges(synced._modules, {}, changed);
console.log(JSON.stringify({
  modules: MODULES.map((m) => m.module),
  drawn: drawn.map((d) => ({ where: d.where, needs: d.needs, text: d.part.root.textContent,
    hidden: d.part.root.hidden })),
  changed: [...changed],
  // what the base parts ask every module (the shipped ones have no data: they add nothing)
  titles: [0, 1].map((i) => collectHooks("orderTitle", [s, i, { t: (k) => k }])),
  marks: collectHooks("hiveMarks", [s, 1]),
}));
"""

BUNDLE = """
import * as esbuild from "esbuild";
import { modulesPlugin } from "./build.mjs";

await esbuild.build({ entryPoints: ["harness.mjs"], bundle: true, format: "esm",
  platform: "node", outfile: "harness.out.mjs", plugins: [modulesPlugin], logLevel: "warning" });
"""


def _write(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir(parents=True)
    for name, body in files.items():
        (folder / name).parent.mkdir(exist_ok=True)
        (folder / name).write_text(textwrap.dedent(body).lstrip(), encoding="utf-8")


@pytest.fixture
def buzzer(tmp_path: Path) -> Iterator[None]:
    """The throwaway module's package imported from a temporary folder (then forgotten)."""
    _write(tmp_path / "buzzer_module", PACKAGE)
    sys.path.insert(0, str(tmp_path))
    try:
        importlib.import_module("buzzer_module")
        yield
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.split(".")[0] == "buzzer_module"]:
            del sys.modules[name]
        lesson_modules.unregister(NAME)
        table_modules.unregister(NAME)
        unregister_texts(NAME)
        registry.unregister(NAME)


def test_the_throwaway_module_plays_is_synced_and_answers_its_fact(buzzer: None) -> None:
    game = Game.new(["Ann", "Ben"], seed=1, modules=[NAME], options={NAME: {"buzz": 4}})
    table = GameTable(game, seat=0, bot_delay=0)
    assert "buzzer" in table._parts  # the table shows its part, named by the module alone
    assert table.module_data(NAME) == {"buzz": 4, "text": "The buzzer buzzes 4 times."}
    assert table.page_state()["_modules"] == {NAME: table.module_data(NAME)}
    assert "<p>The buzzer buzzes 4 times.</p>" in table.to_html()  # its saved picture
    # its texts came from its own files, in both languages
    hungarian = GameTable(game, seat=0, bot_delay=0, language="hu")
    assert hungarian.module_data(NAME)["text"] == "A zümmögő 4-szer zümmög."
    assert text("hu", "table.buzzer.says", n=2) == "A zümmögő 2-szer zümmög."
    # a game without it syncs nothing of it
    assert GameTable(Game.new(2, seed=1), bot_delay=0).module_data(NAME) == {}
    fact = parse_fact({"buzzes": True})
    assert fact.about_game and fact.answer(game, ()) == frozenset({"4"})
    assert lesson_modules.params_of(game, "en") == {"buzz": 4}
    assert lesson_modules.with_params([NAME])
    # the explorer asks its question, registered by its lesson part, in both languages
    answer = Explorer(game, seat=1, language="hu").buzzes()
    assert (answer.question, answer.sentence, answer.value) == (
        "Hányszor zümmög a zümmögő?",
        "A zümmögő 4-szer zümmög.",
        4,
    )
    assert "buzzes" in dir(Explorer(game))
    with pytest.raises(
        ExplorerError, match=r"about test\.buzzer; this game is played with no module"
    ):
        Explorer(Game.new(2, seed=1)).buzzes()  # a game without the module


def test_no_shared_file_names_the_throwaway_module(buzzer: None) -> None:
    names = subprocess.run(
        ["git", "grep", "-l", "-i", "buzzer", "--", "honeybuzz_lab", "widget_js"],
        cwd=REPO,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert names == []


@pytest.mark.skipif(NODE is None or NPM is None, reason="node and npm are needed")
def test_the_throwaway_modules_page_part_is_built_placed_and_drawn(
    buzzer: None, tmp_path: Path
) -> None:
    game = Game.new(["Ann", "Ben"], seed=1, modules=[NAME])
    synced = GameTable(game, seat=0, bot_delay=0).page_state()
    (tmp_path / "synced.json").write_text(json.dumps(synced), "utf-8")
    # a copy of widget_js with the module's folder added (the repository's is left alone)
    copy = tmp_path / "widget_js"
    shutil.copytree(SOURCES, copy, ignore=shutil.ignore_patterns("node_modules"))
    (copy / "node_modules").symlink_to(_installed_esbuild(), target_is_directory=True)
    _write(copy / "modules" / "test_buzzer", PAGE)
    declared = tmp_path / "honeybuzz_lab" / "games" / "honeybuzz" / "widgets"
    declared.mkdir(parents=True)
    shutil.copy(REPO / "honeybuzz_lab/games/honeybuzz/widgets/table_parts.json", declared)
    (copy / "harness.mjs").write_text(
        HARNESS.replace("{minidom}", str(REPO / "tests/js/minidom.mjs")), "utf-8"
    )
    (copy / "bundle.mjs").write_text(BUNDLE, "utf-8")
    out = tmp_path / "static"
    for args in (["build.mjs", "--outdir", str(out)], ["bundle.mjs"]):
        done = subprocess.run([NODE, *args], cwd=copy, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    # build.mjs found the folder: the part is in the table's bundle, its style in its sheet
    assert "hbt-buzzer" in (out / "table.js").read_text("utf-8")
    assert ".hbt-buzzer" in (out / "table.css").read_text("utf-8")
    done = subprocess.run(
        [NODE, "harness.out.mjs", str(tmp_path / "synced.json")],
        cwd=copy,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    page = json.loads(done.stdout)
    assert NAME in page["modules"] and "fall.sunset" in page["modules"]
    assert page["drawn"] == [
        {
            "where": "contests",
            "needs": [f"_modules.{NAME}", "_highlight"],
            "text": "The buzzer buzzes 3 times.",
            "hidden": False,
        }
    ]
    assert page["changed"] == [f"_modules.{NAME}"]
    assert page["titles"] == [["Buzzing orders"], []]
    assert page["marks"] == [{"kind": "buzz", "seat": 1, "n": 3}]


def test_a_part_naming_another_modules_page_part_or_fact_is_refused(buzzer: None) -> None:
    table_before, lesson_before = table_modules.parts(), lesson_modules.parts()
    sunset = table_modules.parts()["fall.sunset"]
    with pytest.raises(
        ValueError, match=r"names the page part 'buzzer', which module 'test\.buzzer'"
    ):
        table_modules.register(
            table_modules.TablePart("test.other", parts={"buzzer": table_modules.PagePart()})
        )
    with pytest.raises(ValueError, match=r"names the fact 'buzzes', which module 'test\.buzzer'"):
        lesson_modules.register(
            lesson_modules.LessonPart("test.other", facts=lesson_modules.parts()[NAME].facts)
        )
    sunset_questions = lesson_modules.parts()["fall.sunset"].questions
    with pytest.raises(ValueError, match="names the explorer question 'sunset'"):
        lesson_modules.register(lesson_modules.LessonPart("test.other", questions=sunset_questions))
    with pytest.raises(TypeError, match="only a TablePart can be registered, not LessonPart"):
        table_modules.register(lesson_modules.LessonPart("test.other"))  # type: ignore[arg-type]
    assert table_modules.parts() == table_before and lesson_modules.parts() == lesson_before
    # a module registering its part again replaces it
    assert table_modules.register(sunset) is sunset and table_modules.parts() == table_before
