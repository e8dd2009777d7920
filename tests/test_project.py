"""The project's own promises: README commands, CI script, code style, README pictures."""

import re
import subprocess
import sys
from pathlib import Path

from honeybuzz_lab.hive import Hive

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")

#: The hive pictured in the README (notebooks/images/hive.svg).
README_HIVE = (
    "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE P(-1,3)W M(3,-1)NW A(-1,0)NE N(1,2)NE P(3,2)NW "
    "D(4,-4)SE N(-2,-1)SE P(3,-5)SE N(4,0)NW F(5,-2)NW F(-3,1)SE M(2,3)W N(6,-1)NW N(5,1)NW "
    "P(-3,-1)SW F(-1,4)E M(6,1)NE A(6,-5)SE D(4,-6)NW D(5,-5)NW r*(-2,1) w(-1,2) a(0,3) "
    "w*(1,1) w*(2,2) a(3,0) c(4,-2) c*(5,-4)"
)
README_SVG = ROOT / "notebooks" / "images" / "hive.svg"


def readme_hive_svg() -> str:
    return Hive.from_notation(README_HIVE).to_svg(legend=True) + "\n"


def fenced_commands() -> list[str]:
    return re.findall(r"```bash\n(.+?)\n```", README, flags=re.S)


def test_readme_opens_with_the_two_commands():
    head = README.split("\n## ", 1)[0]
    lessons, tests = fenced_commands()[:2]
    assert lessons in head and tests in head
    assert lessons.endswith("jupyter lab notebooks/en/00_start_here.ipynb")
    assert "pip install -e '.[lab]'" in lessons  # JupyterLab is the [lab] extra
    assert "apt-get install -y chromium" in tests
    assert "pip install -e '.[test]'" in tests
    assert tests.endswith("python -m pytest -n 2 --dist loadgroup")  # two workers


def test_ci_runs_exactly_the_readme_test_command():
    script = ROOT / ".ci" / "run"
    awk = re.search(r"cmd=\$\(awk '(.+?)' README.md\)", script.read_text()).group(1)
    found = subprocess.run(
        ["awk", awk, "README.md"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert found == fenced_commands()[1]


def test_top_level_layout():
    names = {p.name for p in ROOT.iterdir() if not p.name.startswith(".")}
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    top = {t.split("/")[0] for t in tracked if not t.startswith(".")}
    assert top <= {
        "pyproject.toml",
        "honeybuzz_lab",
        "notebooks",
        "widget_js",
        "tests",
        "README.md",
    }
    assert {"pyproject.toml", "honeybuzz_lab", "tests", "README.md"} <= names


def test_ruff_is_clean():
    for args in (["check", "."], ["format", "--check", "."]):
        done = subprocess.run(
            [sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout + done.stderr


def test_readme_hive_picture_is_current():
    assert README_SVG.read_text(encoding="utf-8") == readme_hive_svg(), (
        "regenerate it: python -m tests.test_project"
    )
    assert "notebooks/images/hive.svg" in README


def test_readme_tour_runs(tmp_path, monkeypatch):
    """The README's ```python blocks run as written, in order, in one namespace."""
    monkeypatch.chdir(tmp_path)
    blocks = re.findall(r"```python\n(.+?)\n```", README, flags=re.S)
    assert blocks
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)


if __name__ == "__main__":
    README_SVG.write_text(readme_hive_svg(), encoding="utf-8")


def _modules_loaded_by(module: str) -> list[str]:
    """The honeybuzz_lab packages a fresh interpreter loads to import ``module``."""
    code = (
        f"import sys, {module};"
        "print(sorted({'.'.join(m.split('.')[:3 if m.startswith('honeybuzz_lab.games.') else 2])"
        " for m in sys.modules if m.startswith('honeybuzz_lab.')}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return eval(out.stdout.strip())  # a printed list of strings


#: Honey Buzz's package, and its old import paths (the same modules under their old names).
HONEY_BUZZ = {
    "honeybuzz_lab.games.honeybuzz",
    "honeybuzz_lab.game",
    "honeybuzz_lab.hive",
    "honeybuzz_lab.lessons",
    "honeybuzz_lab.widgets",
    "honeybuzz_lab.classroom",
    "honeybuzz_lab.data",
    "honeybuzz_lab.i18n",
}
HUSTLE = "honeybuzz_lab.games.hustle"


def test_the_core_imports_neither_game():
    loaded = set(_modules_loaded_by("honeybuzz_lab.core.lessons.panel"))
    for core in ("lessons", "i18n", "kinds", "records", "bots", "history", "widgets", "botpace"):
        loaded |= set(_modules_loaded_by(f"honeybuzz_lab.core.{core}"))
    assert "honeybuzz_lab.core" in loaded
    assert not loaded & (HONEY_BUZZ | {"honeybuzz_lab.games", HUSTLE})


def test_the_hustle_lessons_import_nothing_of_honey_buzz():
    loaded = set(_modules_loaded_by("honeybuzz_lab.games.hustle.lessons.widget"))
    assert HUSTLE in loaded and "honeybuzz_lab.core" in loaded
    assert not loaded & HONEY_BUZZ


def test_honey_buzz_imports_nothing_of_hustle():
    loaded = set(_modules_loaded_by("honeybuzz_lab.games.honeybuzz.lessons.full_game"))
    loaded |= set(_modules_loaded_by("honeybuzz_lab.games.honeybuzz.classroom"))
    assert "honeybuzz_lab.games.honeybuzz" in loaded and "honeybuzz_lab.core" in loaded
    assert HUSTLE not in loaded


def test_each_game_has_its_package_and_the_old_paths_are_the_same_modules():
    import honeybuzz_lab.game.modules.solo as old
    import honeybuzz_lab.games.honeybuzz.game.modules.solo as new
    from honeybuzz_lab.game import Game
    from honeybuzz_lab.games.honeybuzz.game import Game as Same

    assert old is new and Game is Same
    assert Game.__module__.startswith("honeybuzz_lab.games.honeybuzz.")
    packages = {p.name for p in (ROOT / "honeybuzz_lab" / "games").iterdir() if p.is_dir()}
    assert packages - {"__pycache__"} == {"honeybuzz", "hustle"}


def test_the_old_lesson_import_paths_still_work():
    from honeybuzz_lab.core import lessons as core
    from honeybuzz_lab.lessons import markup, model, panel, progress, runner, texts

    assert model.LessonError is core.LessonError and model.StepKind is core.StepKind
    assert runner.Outcome is core.Outcome and runner.REVEAL_AFTER == core.REVEAL_AFTER
    assert texts.Catalog is core.Catalog and markup.to_html is core.to_html
    assert issubclass(progress.ProgressStore, core.ProgressStore)
    assert panel.LessonPanel.__module__ == "honeybuzz_lab.core.lessons.panel"


def test_both_games_lessons_run_on_the_one_lesson_engine_of_the_core():
    """The lesson engine is shared, not copied: both games' plans, steps, runs, panels and
    progress files are the core's classes (a game adds its own surface, never a twin)."""
    from honeybuzz_lab.core import lessons as core
    from honeybuzz_lab.core.lessons.panel import LessonPanel
    from honeybuzz_lab.games.honeybuzz.lessons import game_widget, loader, runner, widget
    from honeybuzz_lab.games.honeybuzz.lessons import progress as hb_progress
    from honeybuzz_lab.games.hustle.lessons import model as hustle_model
    from honeybuzz_lab.games.hustle.lessons import run as hustle_run
    from honeybuzz_lab.games.hustle.lessons import widget as hustle_widget

    for run in (runner.LessonRun, hustle_run.HustleLessonRun):
        assert issubclass(run, core.RunBase)
    for panel in (widget.Lesson, game_widget.GameLesson, hustle_widget.HustleLesson):
        assert issubclass(panel, LessonPanel)
    assert issubclass(hb_progress.ProgressStore, core.ProgressStore)
    for plan in (loader.find_lesson(1), hustle_model.find_lesson("hustle_building")):
        assert type(plan) is core.LessonPlan
        assert plan.steps and all(isinstance(s, core.StepTexts) for s in plan.steps)
        assert all(isinstance(s.kind, core.StepKind) for s in plan.steps)
    names = {p.name for p in (ROOT / "honeybuzz_lab" / "games" / "hustle" / "lessons").iterdir()}
    assert not names & {"panel.py", "progress.py", "steps.py", "markup.py"}  # no twins
