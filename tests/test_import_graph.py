"""The rules engine's modules import one another without circles, and every module of the
package imports only its own layer and the layers below it.

The graph is read from the source with ``ast``: every ``import`` and ``from ... import``
anywhere in a module (inside functions too), relative imports resolved, and a package
importing what its ``__init__`` imports. ``from package import name`` counts as importing
``package.name`` when that is a module, else ``package``. Imports under
``if TYPE_CHECKING:`` run only for a type checker and are left out.
"""

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "honeybuzz_lab.games.honeybuzz.game"
PACKAGE_DIR = ROOT / Path(*PACKAGE.split("."))


def _modules(folder: Path = PACKAGE_DIR) -> dict[str, Path]:
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.Module) -> set[int]:
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", "")
            if name == "TYPE_CHECKING":
                for child in node.body:
                    skip.update(id(n) for n in ast.walk(child))
    return skip


@cache
def _imports_in(path: Path) -> tuple[tuple[int, str, tuple[str, ...]], ...]:
    """Every import of the file, inside functions too: ``(level, module, names)``, ``level``
    0 and no names for ``import a.b``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_only(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found += [(0, alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = tuple(alias.name for alias in node.names)
            found.append((node.level, node.module or "", names))
    return tuple(found)


def _targets(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """What the module ``name`` (at ``path``) imports, inside functions too: module names,
    ``from package import name`` as ``package.name`` when that is one of ``modules``."""
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    for level, module, names in _imports_in(path):
        if not names:
            targets.add(module)
            continue
        if level:
            here = name.split(".") if is_package else name.split(".")[:-1]
            base_parts = here[: len(here) - (level - 1)]
            base = ".".join(base_parts + ([module] if module else []))
        else:
            base = module
        for alias in names:
            full = f"{base}.{alias}"
            targets.add(full if full in modules else base)
    return targets


def import_graph() -> dict[str, set[str]]:
    """Each module of the engine -> the engine's modules it imports."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for target in _targets(name, path, modules):
            # importing a.b.c runs a, a.b and a.b.c; keep those inside the engine
            parts = target.split(".")
            for i in range(len(parts), 0, -1):
                prefix = ".".join(parts[:i])
                if prefix in modules and prefix != name and not name.startswith(prefix + "."):
                    edges.add(prefix)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _a_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete circle through the component's first module, for the message."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph[node] & members):
            if nxt == start:
                return paths[node] + [start]
            if nxt not in paths:
                paths[nxt] = paths[node] + [nxt]
                queue.append(nxt)
    return component


def test_the_graph_sees_imports_inside_functions():
    graph = import_graph()
    assert len(graph) > 30
    # engine.py imports the modules package inside a function today or at the top: either way
    assert f"{PACKAGE}.state" in graph[f"{PACKAGE}.engine"]


def test_the_engine_has_no_import_circles():
    graph = import_graph()
    found = cycles(graph)
    short = lambda m: m.removeprefix(PACKAGE + ".") or "game"  # noqa: E731
    message = "\n".join(
        f"{len(c)} modules: {', '.join(map(short, c))}\n  e.g. "
        + " -> ".join(map(short, _a_cycle(graph, c)))
        for c in found
    )
    assert not found, "import circles in game/:\n" + message


# ---------------------------------------------------------------------- the layers

_G = "honeybuzz_lab.games"
#: The package's layers, lowest first (notebooks -> lessons -> widgets -> engine -> core,
#: with the places between): a module imports its own layer and the layers below, never one
#: above. Each entry is a package (its modules are in the layer) or, ending in "=", one
#: module only (a game's package ``__init__``). The notebooks stand above them all.
LAYERS: list[tuple[str, list[str]]] = [
    ("core", ["honeybuzz_lab=", "honeybuzz_lab.core"]),
    ("data", [f"{_G}.honeybuzz.data", f"{_G}.honeybuzz.i18n"]),
    ("hive", [f"{_G}.honeybuzz.hive"]),
    (
        "engine",
        [
            f"{_G}=",
            f"{_G}.honeybuzz=",
            f"{_G}.hustle=",
            f"{_G}.honeybuzz.game",
            f"{_G}.hustle.game",
        ],
    ),
    ("rulebook", ["honeybuzz_lab.rulebook"]),  # runs the engines; the tables link to it
    ("widgets", [f"{_G}.honeybuzz.widgets", f"{_G}.hustle.widgets"]),
    ("lessons", [f"{_G}.honeybuzz.lessons", f"{_G}.hustle.lessons"]),
    ("classroom", [f"{_G}.honeybuzz.classroom"]),
    (
        "apps",
        [
            "honeybuzz_lab.companion",
            "honeybuzz_lab.results",
            "honeybuzz_lab.lite",
            "honeybuzz_lab.lite_compile",
            "honeybuzz_lab.__main__",
        ],
    ),
]
GAMES = (f"{_G}.honeybuzz", f"{_G}.hustle")
PACKAGE_MODULES = _modules(ROOT / "honeybuzz_lab")


def layer_of(module: str) -> int | None:
    """The rank of ``module``'s layer in :data:`LAYERS` (None: in no layer)."""
    best: tuple[int, int] | None = None  # (length of the entry, rank)
    for rank, (_name, entries) in enumerate(LAYERS):
        for entry in entries:
            exact = entry.endswith("=")
            package = entry.rstrip("=")
            inside = module == package or (not exact and module.startswith(package + "."))
            if inside and (best is None or len(package) > best[0]):
                best = (len(package), rank)
    return None if best is None else best[1]


def _game_of(module: str) -> str | None:
    return next((g for g in GAMES if module == g or module.startswith(g + ".")), None)


def arrows_up(modules: dict[str, Path]) -> list[str]:
    """Every import (inside functions too) from a layer to one above it, or from one game
    to the other, as ``module (layer) -> module (layer)``."""
    found = []
    for name, path in modules.items():
        here = layer_of(name)
        for target in sorted(_targets(name, path, modules)):
            if not target.startswith("honeybuzz_lab"):
                continue
            there = layer_of(target)
            games = {_game_of(name), _game_of(target)} - {None}
            if (here is not None and there is not None and there > here) or len(games) > 1:
                where = [LAYERS[r][0] if r is not None else "?" for r in (here, there)]
                found.append(f"{name} ({where[0]}) -> {target} ({where[1]})")
    return found


def test_every_module_has_a_layer():
    assert len(PACKAGE_MODULES) > 200
    assert [m for m in PACKAGE_MODULES if layer_of(m) is None] == []
    assert layer_of(f"{_G}.hustle.game.engine") == layer_of(f"{_G}.honeybuzz.game.engine")
    assert layer_of(f"{_G}.hustle.widgets.table") == layer_of(f"{_G}.honeybuzz.widgets.table")
    assert layer_of(f"{_G}.hustle") < layer_of(f"{_G}.hustle.widgets")


def test_no_import_runs_back_up_a_layer_or_across_games():
    assert arrows_up(PACKAGE_MODULES) == []


def test_an_arrow_back_up_in_any_layer_is_found(tmp_path):
    """The check fails for an import up from each layer (and from one game to the other),
    inside a function too, written relative or absolute."""
    cases = {
        "honeybuzz_lab.core.x": "from ..games.hustle.game import rules",
        "honeybuzz_lab.games.honeybuzz.hive.x": "from ..game import Game",
        f"{_G}.hustle.game.x": "def f():\n    from ..widgets import table",
        f"{_G}.honeybuzz.game.x": "import honeybuzz_lab.rulebook",
        "honeybuzz_lab.rulebook.x": "from ..games.honeybuzz.widgets import board",
        f"{_G}.hustle.widgets.x": "from ..lessons import widget",
        f"{_G}.honeybuzz.lessons.x": "from ..classroom import widget",
        f"{_G}.honeybuzz.classroom.x": "import honeybuzz_lab.companion",
        f"{_G}.hustle.lessons.x": "from ...honeybuzz.game import Game",
    }
    for name, code in cases.items():
        path = tmp_path / f"{abs(hash(name))}.py"
        path.write_text(code + "\n", encoding="utf-8")
        found = arrows_up({**PACKAGE_MODULES, name: path})
        assert len(found) == 1 and found[0].startswith(name + " ("), (name, found)
    down = tmp_path / "down.py"
    down.write_text("from ..game import rules\nfrom ....core import hexes\n", encoding="utf-8")
    assert arrows_up({**PACKAGE_MODULES, f"{_G}.hustle.widgets.x": down}) == []
