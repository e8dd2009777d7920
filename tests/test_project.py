"""The project's own promises: README commands, CI script, code style, README pictures."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Hive

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
    # bytecode is written as the tests import (pip would compile every file of every
    # package first: thousands the tests never import)
    assert "pip install --no-compile -e '.[test]'" in tests
    assert tests.endswith("python -m pytest -n 3 --dist loadgroup")  # three workers


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
        "hub",  # the JupyterHub recipe for a class (hub/README.md)
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


def readme_files() -> list[Path]:
    """Every README.md of the repository: the user's, then the packages' (beside the code)."""
    found = [
        p
        for p in ROOT.rglob("README.md")
        if not any(
            part.startswith(".") or part == "node_modules" for part in p.relative_to(ROOT).parts
        )
    ]
    return sorted(found, key=lambda p: (len(p.relative_to(ROOT).parts), str(p)))


READMES = readme_files()


def python_blocks(text: str) -> list[str]:
    return re.findall(r"^```python\n(.+?)\n```$", text, flags=re.S | re.M)


@pytest.mark.parametrize("path", READMES, ids=lambda p: str(p.relative_to(ROOT)))
def test_readme_tour_runs(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each README's ```python blocks run as written, in order, in one namespace of its own."""
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    for block in python_blocks(path.read_text(encoding="utf-8")):
        exec(compile(block, str(path.relative_to(ROOT)), "exec"), namespace)


def test_the_readme_is_for_users_and_links_every_package_readme() -> None:
    """README.md stays short; the developers' text lives in the packages' READMEs, each
    linked from it, and every relative link of every README leads to a file (and heading)."""
    assert README.count("\n") < 300
    assert READMES[0] == ROOT / "README.md" and len(READMES) > 5
    linked = {
        (ROOT / target).resolve()
        for target in re.findall(r"\]\(([^)#]*README\.md)(?:#[^)]*)?\)", README)
    }
    assert linked == set(READMES[1:])
    for path in READMES:
        text = re.sub(r"`[^`\n]*`", "", path.read_text(encoding="utf-8"))  # code is not a link
        for target, anchor in re.findall(r"\]\((?!https?:)([^)#\s]*)(?:#([^)\s]*))?\)", text):
            where = (path.parent / target).resolve() if target else path
            assert where.exists(), f"{path.relative_to(ROOT)} links to {target}, which is missing"
            if anchor and where.suffix == ".md":
                assert anchor in _anchors(where.read_text(encoding="utf-8")), (
                    f"{path.relative_to(ROOT)} links to {target}#{anchor}: no such heading"
                )


def _anchors(text: str) -> set[str]:
    """GitHub's anchors of a markdown file's headings (lower case, punctuation dropped)."""
    heads = re.findall(r"^#+ (.+)$", re.sub(r"^```.*?^```$", "", text, flags=re.S | re.M), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


@pytest.mark.parametrize("path", READMES, ids=lambda p: str(p.relative_to(ROOT)))
def test_readme_code_blocks_are_top_level_and_formatted(path: Path, tmp_path: Path) -> None:
    """Fences start at the line's start (never indented in a list item), and every ```python
    block is as ``ruff format`` (line length 100) writes it."""
    text = path.read_text(encoding="utf-8")
    indented = [
        line for line in text.splitlines() if line.lstrip().startswith("```") and line[0] == " "
    ]
    assert indented == []
    assert text.count("```") % 2 == 0
    for n, block in enumerate(python_blocks(text)):
        (tmp_path / f"block_{n}.py").write_text(block + "\n", encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--check",
            "--line-length",
            "100",
            "--isolated",
            ".",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


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


#: Honey Buzz's packages.
HONEY_BUZZ = {
    "honeybuzz_lab.games.honeybuzz",
    "honeybuzz_lab.games.honeybuzz.game",
    "honeybuzz_lab.games.honeybuzz.hive",
    "honeybuzz_lab.games.honeybuzz.lessons",
    "honeybuzz_lab.games.honeybuzz.widgets",
    "honeybuzz_lab.games.honeybuzz.classroom",
    "honeybuzz_lab.games.honeybuzz.data",
    "honeybuzz_lab.games.honeybuzz.i18n",
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


def test_each_game_has_its_package():
    from honeybuzz_lab.games.honeybuzz.game import Game

    assert Game.__module__.startswith("honeybuzz_lab.games.honeybuzz.")
    packages = {p.name for p in (ROOT / "honeybuzz_lab" / "games").iterdir() if p.is_dir()}
    assert packages - {"__pycache__"} == {"honeybuzz", "hustle"}


@pytest.mark.parametrize(
    "old",
    ["game", "hive", "lessons", "widgets", "classroom", "data", "i18n", "history", "inputs"],
)
def test_one_import_path_the_old_short_names_are_gone(old: str) -> None:
    """Each thing has one name: ``honeybuzz_lab.game`` is not a second name of
    ``honeybuzz_lab.games.honeybuzz.game`` (no finder, no alias package)."""
    code = (
        "import importlib, sys, honeybuzz_lab.games.honeybuzz.widgets\n"
        "assert not [f for f in sys.meta_path if type(f).__module__.startswith('honeybuzz_lab')]\n"
        f"importlib.import_module('honeybuzz_lab.{old}')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 1 and "ModuleNotFoundError" in out.stderr, out.stderr


def _reexports_only(path: Path) -> bool:
    """A module whose body is only imports (and ``__all__``): a second name for things."""
    body = [
        n
        for n in ast.parse(path.read_text()).body
        if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
    ]
    for node in body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if [getattr(t, "id", "") for t in targets] != ["__all__"]:
                return False
        elif not isinstance(node, ast.Import | ast.ImportFrom):
            return False
    return bool(body)


def test_no_module_is_only_a_second_name_for_another():
    shims = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "honeybuzz_lab").rglob("*.py")
        if p.name != "__init__.py" and _reexports_only(p)
    ]
    assert shims == []


def test_every_module_is_known_by_its_own_name():
    import importlib

    for path in sorted((ROOT / "honeybuzz_lab").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name.endswith("__main__"):
            continue
        module = importlib.import_module(name)
        assert module.__name__ == module.__spec__.name == name


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
