"""The layers above the engine use its public face only.

The face is the engine package's own: ``honeybuzz_lab.games.honeybuzz.game.INTERNAL`` names
the modules that are internals (the rules' part files), and a name starting with ``_`` is
private wherever it lives. Every import of the layers above (widgets, lessons, classroom,
the companion), those inside functions too, is read with ``ast``.
"""

import ast
from pathlib import Path

import pytest

from honeybuzz_lab.games.honeybuzz import game as engine

ROOT = Path(__file__).resolve().parents[1]
ENGINE = "honeybuzz_lab.games.honeybuzz.game"
ABOVE = [
    "honeybuzz_lab/games/honeybuzz/widgets",
    "honeybuzz_lab/games/honeybuzz/lessons",
    "honeybuzz_lab/games/honeybuzz/classroom",
    "honeybuzz_lab/companion",
]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def breaches(source: str, module: str, is_package: bool = False) -> list[str]:
    """Each import in ``source`` (the text of ``module``) that reaches past the engine's
    public face: an internal module, or a private name."""
    internal = {f"{ENGINE}.{m}" for m in engine.INTERNAL}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            pairs = [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".") if is_package else module.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join(here + ([node.module] if node.module else []))
            pairs = [(base, alias.name) for alias in node.names]
        else:
            continue
        for target, name in pairs:
            if target != ENGINE and not target.startswith(ENGINE + "."):
                continue
            full = f"{target}.{name}" if name else target
            where = f"{module}:{node.lineno}"
            if any(full == m or full.startswith(m + ".") or target == m for m in internal):
                found.append(f"{where} imports the internal {full}")
            elif any(part.startswith("_") for part in full.split(".")):
                found.append(f"{where} imports the private {full}")
    return found


def _files() -> list[Path]:
    return sorted(p for d in ABOVE for p in (ROOT / d).rglob("*.py"))


def test_the_layers_above_the_engine_import_its_public_face_only():
    found = []
    for path in _files():
        name = _module_name(path)
        found += breaches(path.read_text(encoding="utf-8"), name, path.name == "__init__.py")
    assert not found, "past the engine's public face:\n" + "\n".join(found)


@pytest.mark.parametrize(
    "source",
    [
        "from ..game.rules.turn import pending",
        "from ..game.rules import turn",
        "def f():\n    from ..game.rules.orders import can_fill",
        "import honeybuzz_lab.games.honeybuzz.game.rules.take_tile",
        "from ..game.modules.advanced import _view",
        "from ...game.state import _jsonable",
    ],
)
def test_the_check_finds_a_reach_past_the_face(source):
    assert breaches(
        source,
        "honeybuzz_lab.games.honeybuzz.lessons.modules.x"
        if "..." in source
        else "honeybuzz_lab.games.honeybuzz.lessons.x",
    )


def test_the_check_lets_the_public_face_pass():
    source = (
        "from ..game import Game, Pending\n"
        "from ..game.position import pending\n"
        "from ..game.rules import Ruleset\n"
        "from ..game.modules.fall_fruit import set_held_fruit\n"
    )
    assert breaches(source, "honeybuzz_lab.games.honeybuzz.lessons.x") == []


def test_every_internal_is_a_module_of_the_engine():
    for name in engine.INTERNAL:
        assert (ROOT / Path(*ENGINE.split("."), *name.split("."))).with_suffix(".py").is_file()


def test_text_keys_of_the_page_stay_out_of_the_engine():
    """A module's vocabulary rewords the engine's own texts only (``terms.*``, ``game.*``);
    the page's keys (the table's, the lessons', the explorer's) are its table part's words."""
    from honeybuzz_lab.games.honeybuzz.game.registry import get_module, registered

    found = []
    for name in registered():
        vocabulary = get_module(name).single.get("vocabulary")
        for key, instead in getattr(vocabulary, "words", {}).items():
            for k in (key, instead):
                if not k.startswith(("terms.", "game.")):
                    found.append(f"{name}: {key} -> {instead}")
    assert get_module("fall.fruit").single["vocabulary"].words  # there are words to check
    assert not found, "page keys in the engine:\n" + "\n".join(found)
