"""Write the English and the Hungarian notebooks from their one source.

Each notebook has one source, ``notebooks/source/NN_name.toml``: its file name in each
language and its cells in order. A markdown cell has an ``en`` and a ``hu`` text; a code
cell has one ``code`` text shared by both languages; the cell ``preset = true`` (the first
code cell) sets ``LANGUAGE`` to the notebook's language. In markdown, ``{{nb:03}}`` is the
file name of notebook 03 in the same language and ``{{nb:hu/00}}`` the path of notebook 00
in the other language's folder, so a cross-link is written once::

    [{{nb:03}}]({{nb:03}})

    python notebooks/build.py          # write notebooks/en/*.ipynb and notebooks/hu/*.ipynb
    python notebooks/build.py --check  # exit 1 if a notebook differs from its source

A source with ``marimo = true`` also has a marimo edition, ``notebooks/marimo/<language>/
<name>.py`` (written with marimo's own notebook converter: ``pip install
honeybuzz_lab[marimo]``): markdown cells become ``mo.md`` cells, code cells cells. Where the
marimo edition needs other text, a code cell gives it as ``marimo`` (``""`` leaves the cell
out), a markdown cell as ``marimo_en`` and ``marimo_hu``; a cell with only ``marimo`` (or
only ``marimo_en`` and ``marimo_hu``) is in the marimo edition alone. In a marimo edition a
link goes to the other marimo edition where there is one, else to the Jupyter notebook.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "source"
LANGUAGES = ("en", "hu")
LINK = re.compile(r"\{\{nb:(?:(en|hu)/)?(\d\d)\}\}")
#: The keys of a markdown cell's text in the marimo edition, by language.
MARIMO_TEXT = {"marimo_en": "en", "marimo_hu": "hu"}
#: Where the marimo editions are (``marimo/en/00_start_here.py``, ...).
MARIMO = "marimo"
#: The keys a cell may have: code, code in marimo, markdown, markdown in marimo, or both.
KINDS = (
    {"code"},
    {"code", "marimo"},
    {"marimo"},
    set(LANGUAGES),
    set(LANGUAGES) | set(MARIMO_TEXT),
    set(MARIMO_TEXT),
)
METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
    # Voila shows the lessons with the package's template (honeybuzz_lab/voila_template).
    "voila": {"template": "honeybuzz"},
}


class SourceError(Exception):
    """A notebook source that cannot be built (named with what is wrong)."""


@dataclass(frozen=True)
class Source:
    """One notebook's source: its number, its file name per language and its cells."""

    number: str
    names: dict[str, str]
    cells: list[dict]
    path: Path
    #: Whether the notebook has a marimo edition too (``marimo = true`` in the source).
    marimo: bool = False


def load_source(path: Path) -> Source:
    """Read and check one source file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise SourceError(f"{path.name}: {error}") from None
    number = path.name[:2]
    names = data.get("name")
    if not isinstance(names, dict) or set(names) != set(LANGUAGES):
        raise SourceError(f"{path.name}: [name] needs exactly {' and '.join(LANGUAGES)}")
    for language, name in names.items():
        if not (isinstance(name, str) and name.startswith(number + "_")):
            raise SourceError(f"{path.name}: the {language} name must start with {number}_")
    cells = data.get("cells")
    if not isinstance(cells, list) or not cells:
        raise SourceError(f"{path.name}: no [[cells]]")
    marimo = data.get("marimo", False)
    if not isinstance(marimo, bool):
        raise SourceError(f"{path.name}: marimo is true or false, not {marimo!r}")
    presets = 0
    for i, cell in enumerate(cells):
        keys = set(cell)
        if keys == {"preset"} and cell["preset"] is True:
            presets += 1
            if any("code" in c for c in cells[:i]):
                raise SourceError(f"{path.name}: the preset must be the first code cell")
        elif not (keys in KINDS and all(isinstance(v, str) for v in cell.values())):
            raise SourceError(
                f"{path.name}: cell {i} must have either en and hu (markdown), "
                f"code, or preset = true (each with its marimo text, if any), not {sorted(keys)}"
            )
        elif not marimo and keys & {"marimo", *MARIMO_TEXT}:
            raise SourceError(f"{path.name}: cell {i} has marimo text, but no marimo = true")
    if presets != 1:
        raise SourceError(f"{path.name}: needs exactly one preset cell, not {presets}")
    return Source(number, names, cells, path, marimo)


def load_sources(folder: Path = SOURCE) -> list[Source]:
    """Every notebook's source, in order of number."""
    sources = [load_source(p) for p in sorted(folder.glob("*.toml"))]
    numbers = [s.number for s in sources]
    if len(set(numbers)) != len(numbers):
        raise SourceError(f"two sources share a number in {folder}")
    return sources


def resolve_links(
    text: str,
    language: str,
    names: dict[str, dict[str, str]],
    marimo: frozenset[str] | None = None,
) -> str:
    """Replace each ``{{nb:NN}}`` and ``{{nb:xx/NN}}`` in ``text`` for ``language``: in a
    Jupyter notebook (``marimo`` None), or in a marimo edition, where ``marimo`` holds the
    numbers of the notebooks that have one (the others are linked as Jupyter notebooks)."""

    def one(match: re.Match[str]) -> str:
        other, number = match.group(1), match.group(2)
        if number not in names:
            raise SourceError(f"a link names notebook {number}, which has no source")
        target = other or language
        if marimo is not None and number not in marimo:
            return f"../../{target}/{names[number][target]}.ipynb"
        name = names[number][target] + (".ipynb" if marimo is None else ".py")
        return name if target == language else f"../{target}/{name}"

    resolved = LINK.sub(one, text)
    if "{{nb:" in resolved:
        raise SourceError(f"a link that cannot be read: {resolved[resolved.index('{{nb:') :][:20]}")
    return resolved


def _lines(text: str) -> list[str]:
    return text.strip("\n").splitlines(keepends=True)


def _jupyter_cells(source: Source, language: str) -> list[tuple[str, str]]:
    """The Jupyter notebook's cells as (``"code"`` or ``"markdown"``, text)."""
    cells = []
    for cell in source.cells:
        if "preset" in cell:
            cells.append(("code", f'LANGUAGE = "{language}"'))
        elif "code" in cell:
            cells.append(("code", cell["code"]))
        elif language in cell:
            cells.append(("markdown", cell[language]))
    return cells


def _marimo_cells(source: Source, language: str) -> list[tuple[str, str]]:
    """The marimo edition's cells as (``"code"`` or ``"markdown"``, text)."""
    cells = []
    for cell in source.cells:
        if "preset" in cell:
            cells.append(("code", f'LANGUAGE = "{language}"'))
        elif "marimo" in cell:
            if cell["marimo"].strip():
                cells.append(("code", cell["marimo"]))
        elif "code" in cell:
            cells.append(("code", cell["code"]))
        else:
            key = f"marimo_{language}"
            cells.append(("markdown", cell[key] if key in cell else cell[language]))
    return cells


def _notebook(source: Source, cells: list[tuple[str, str]], link: Any) -> dict:
    out = []
    for i, (kind, text) in enumerate(cells):
        cell_id = f"{source.number}-{i:02d}"
        if kind == "code":
            out.append(
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "id": cell_id,
                    "metadata": {},
                    "outputs": [],
                    "source": _lines(text),
                }
            )
        else:
            out.append(
                {
                    "cell_type": "markdown",
                    "id": cell_id,
                    "metadata": {},
                    "source": _lines(link(text)),
                }
            )
    return {"cells": out, "metadata": METADATA, "nbformat": 4, "nbformat_minor": 5}


def render(source: Source, language: str, names: dict[str, dict[str, str]]) -> str:
    """The notebook ``source`` in ``language``, as the text of its .ipynb file."""
    notebook = _notebook(
        source,
        _jupyter_cells(source, language),
        lambda text: resolve_links(text, language, names),
    )
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def render_marimo(
    source: Source, language: str, names: dict[str, dict[str, str]], marimo: frozenset[str]
) -> str:
    """The marimo edition of ``source`` in ``language``, as the text of its .py file
    (marimo's own converter turns the notebook into marimo's file format)."""
    try:
        from marimo._convert.converters import MarimoConvert
    except ImportError:
        raise SourceError(
            "the marimo editions are written with marimo: pip install honeybuzz_lab[marimo]"
        ) from None
    notebook = _notebook(
        source,
        _marimo_cells(source, language),
        lambda text: resolve_links(text, language, names, marimo),
    )
    ir = MarimoConvert.from_ipynb(json.dumps(notebook)).to_ir()
    # The tables need the page's width; the title is the browser tab's.
    ir.app.options.update(width="full", app_title=source.names[language])
    header = (
        f'"""{source.names[language]}: the marimo edition, written by notebooks/build.py from\n'
        f"notebooks/source/{source.path.name} (edit that, not this file).\n\n"
        f"    marimo run notebooks/marimo/{language}/{source.names[language]}.py\n"
        '"""'
    )
    ir.header.value = header
    return MarimoConvert.from_ir(ir).to_py()


def expected(folder: Path = HERE) -> dict[Path, str]:
    """Every generated notebook's path and text (the marimo editions too)."""
    sources = load_sources(folder / "source")
    names = {s.number: s.names for s in sources}
    marimo = frozenset(s.number for s in sources if s.marimo)
    want = {
        folder / language / f"{s.names[language]}.ipynb": render(s, language, names)
        for language in LANGUAGES
        for s in sources
    }
    for language in LANGUAGES:
        for s in sources:
            if s.marimo:
                path = folder / MARIMO / language / f"{s.names[language]}.py"
                want[path] = render_marimo(s, language, names, marimo)
    return want


def _generated(folder: Path) -> list[Path]:
    """The generated files there are now (each language's notebooks and marimo editions)."""
    found = []
    for language in LANGUAGES:
        found += sorted((folder / language).glob("*.ipynb"))
        found += sorted((folder / MARIMO / language).glob("*.py"))
    return found


def outdated(folder: Path = HERE) -> list[str]:
    """The notebooks that differ from their source, are missing, or have no source."""
    want = expected(folder)
    wrong = [
        str(path.relative_to(folder))
        for path, text in want.items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
    wrong += [f"{p.relative_to(folder)} (no source)" for p in _generated(folder) if p not in want]
    return wrong


def write(folder: Path = HERE) -> list[Path]:
    """Write every notebook and remove those without a source. Returns the paths written."""
    want = expected(folder)
    for path in _generated(folder):
        if path not in want:
            path.unlink()
    written = []
    for path, text in want.items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """The command line: build, or ``--check`` that the notebooks are up to date."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check, write nothing")
    args = parser.parse_args(argv)
    try:
        if args.check:
            wrong = outdated()
            if wrong:
                print("out of date (run python notebooks/build.py):", *wrong, sep="\n  ")
                return 1
            print("every notebook matches its source")
            return 0
        for path in write():
            print("wrote", path.relative_to(HERE))
    except SourceError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
