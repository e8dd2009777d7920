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


def _imported_from(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    """The full name of the module a ``from ... import`` in ``module`` imports from."""
    base = node.module or ""
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[: len(here) - (node.level - 1)]
        base = ".".join(here + ([node.module] if node.module else []))
    return base


def breaches(source: str, module: str, is_package: bool = False) -> list[str]:
    """Each import in ``source`` (the text of ``module``) that reaches past the engine's
    public face: an internal module, or a private name."""
    internal = {f"{ENGINE}.{m}" for m in engine.INTERNAL}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            pairs = [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _imported_from(node, module, is_package)
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


# ---------------------------------------------------------------------- writes into the engine

LESSONS = "honeybuzz_lab/games/honeybuzz/lessons"


def _engine_names(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """The names a file binds by importing from the engine (``Game``, ``GameState``,
    ``position`` ...)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _imported_from(node, module, is_package)
            if base == ENGINE or base.startswith(ENGINE + "."):
                names |= {alias.asname or alias.name for alias in node.names}
    return names


def _root(node: ast.AST) -> ast.AST:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node


#: Engine methods that hand out plain data (a copy), not the engine's objects.
DATA_METHODS = {"to_record", "to_json", "view"}
#: Python's builtins that make a new container (or a plain value) of what they are given.
COPIES = {"list", "dict", "set", "frozenset", "tuple", "sorted", "len", "str", "int"}


def _reaches(value: ast.AST, tainted: set[str]) -> bool:
    """Whether ``value`` is an engine object: reached from one through attributes, items and
    method calls (``state.players[0]``, ``state.clone()``), handed out by a call given one
    (``position_state(state, ...)``), or made by an engine name."""
    node = value
    while True:
        if isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
            node = node.value
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and node.func.attr in DATA_METHODS:
                return False
            if isinstance(node.func, ast.Name) and node.func.id in COPIES:
                return False  # a copy of the engine's values is the lesson's own
            if any(_reaches(arg, tainted) for arg in node.args):
                return True  # a helper handing out a part of an engine object
            node = node.func
        else:
            return isinstance(node, ast.Name) and node.id in tainted


def _targets(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.comprehension)):
        found = [node.target]
    elif isinstance(node, ast.Delete):
        found = list(node.targets)
    elif isinstance(node, ast.NamedExpr):
        found = [node.target]
    else:
        return []
    out = []
    while found:
        target = found.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            found += target.elts
        else:
            out.append(target)
    return out


#: The methods of Python's lists, dicts and sets that change them in place.
MUTATORS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard",
    "setdefault", "popitem", "sort", "reverse",
}  # fmt: skip


def engine_writes(source: str, module: str, is_package: bool = False) -> list[str]:
    """Each assignment (``=``, ``+=``, ``del``) in ``source`` to an attribute or an item of
    an object from the engine, and each change by a list's, dict's or set's own method
    (``mod.views.append(...)``). An object from the engine: a parameter annotated with an
    engine type, a value an engine name made, and whatever is reached from them
    (``player = state.players[seat]``)."""
    tree = ast.parse(source)
    engine = _engine_names(tree, module, is_package)
    found = []
    scopes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for scope in scopes:
        tainted = set(engine)
        if True:
            for arg in [*scope.args.posonlyargs, *scope.args.args, *scope.args.kwonlyargs]:
                ann = ast.walk(arg.annotation) if arg.annotation else ()
                names = {n.id for n in ann if isinstance(n, ast.Name)}
                if names & engine and not names & {"str", "int", "list", "dict"}:
                    tainted.add(arg.arg)
        nodes = list(ast.walk(scope))
        grew = True
        while grew:  # what is reached from an engine object is the engine's too
            grew = False
            for node in nodes:
                if isinstance(node, (ast.For, ast.comprehension)):
                    value = node.iter
                elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)):
                    value = node.value
                else:
                    continue
                if value is None or not _reaches(value, tainted):
                    continue
                for target in _targets(node):
                    if isinstance(target, ast.Name) and target.id not in tainted:
                        tainted.add(target.id)
                        grew = True
        for node in nodes:
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in MUTATORS
            ):
                root = _root(node.func.value)
                if isinstance(root, ast.Name) and root.id in tainted - {"self", "cls"}:
                    found.append(f"{module}:{node.lineno} changes {ast.unparse(node.func)}()")
            if not isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                continue
            for target in _targets(node):
                root = _root(target)
                if (
                    target is not root
                    and isinstance(root, ast.Name)
                    and root.id in tainted
                    and root.id not in ("self", "cls")
                ):
                    found.append(f"{module}:{node.lineno} writes {ast.unparse(target)}")
    return sorted(set(found))


#: Lesson files that still write into a module's state for their own adjustments (each
#: module's edits belong in its own engine file, as Fall Fruit's ``set_held_fruit``): this
#: list may only shrink.
WRITES_HELD: set[str] = set()


def test_the_lessons_edit_a_position_through_the_engines_public_face_only():
    found, held = [], set()
    for path in sorted((ROOT / LESSONS).rglob("*.py")):
        name = _module_name(path)
        writes = engine_writes(path.read_text(encoding="utf-8"), name, path.name == "__init__.py")
        if name in WRITES_HELD:
            held |= {name} if writes else set()
            continue
        found += writes
    assert not found, "lessons writing into the engine's state:\n" + "\n".join(found)
    assert held == WRITES_HELD, f"no longer writing, take off WRITES_HELD: {WRITES_HELD - held}"


@pytest.mark.parametrize(
    "source",
    [
        "def f(state: GameState, seat: int):\n    state.players[seat].coins = 3",
        "def f(state: GameState):\n    player = state.players[0]\n    player.nursery += 1",
        "def f(state: GameState):\n    del state.woodland.field[(0, 0)]",
        "def f(s: GameState):\n    for p in s.players:\n        p.hive = None",
        "def f(log):\n    game = Game(None)\n    game.setup['where'] = log",
        "def f(state: GameState):\n    state.players[0].orders.append(None)",
        "def f(game: Game):\n    backs = game.state.modules['advanced'].backs\n    backs.pop('A1')",
    ],
)
def test_the_check_finds_a_write_into_the_engine(source):
    source = "from ..game import Game, GameState\n" + source
    assert engine_writes(source, "honeybuzz_lab.games.honeybuzz.lessons.x")


def test_the_check_lets_a_lessons_own_values_and_the_engines_edits_pass():
    source = (
        "from ..game import GameState, position\n"
        "def f(state: GameState, spec: dict, text: str):\n"
        "    data = dict(spec)\n"
        "    data['space'] = [0, 1]\n"
        "    position.set_coins(state, 0, 3)\n"
        "    self.table = state\n"
        "    before = list(state.players)\n"
        "    before.remove(before[0])\n"
    )
    assert engine_writes(source, "honeybuzz_lab.games.honeybuzz.lessons.x") == []
