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
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "source"
LANGUAGES = ("en", "hu")
LINK = re.compile(r"\{\{nb:(?:(en|hu)/)?(\d\d)\}\}")
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
    presets = 0
    for i, cell in enumerate(cells):
        keys = set(cell)
        if keys == {"preset"} and cell["preset"] is True:
            presets += 1
            if any("code" in c for c in cells[:i]):
                raise SourceError(f"{path.name}: the preset must be the first code cell")
        elif not (
            (keys == {"code"} and isinstance(cell["code"], str))
            or (keys == set(LANGUAGES) and all(isinstance(cell[k], str) for k in LANGUAGES))
        ):
            raise SourceError(
                f"{path.name}: cell {i} must have either en and hu (markdown), "
                f"code, or preset = true, not {sorted(keys)}"
            )
    if presets != 1:
        raise SourceError(f"{path.name}: needs exactly one preset cell, not {presets}")
    return Source(number, names, cells, path)


def load_sources(folder: Path = SOURCE) -> list[Source]:
    """Every notebook's source, in order of number."""
    sources = [load_source(p) for p in sorted(folder.glob("*.toml"))]
    numbers = [s.number for s in sources]
    if len(set(numbers)) != len(numbers):
        raise SourceError(f"two sources share a number in {folder}")
    return sources


def resolve_links(text: str, language: str, names: dict[str, dict[str, str]]) -> str:
    """Replace each ``{{nb:NN}}`` and ``{{nb:xx/NN}}`` in ``text`` for ``language``."""

    def one(match: re.Match[str]) -> str:
        other, number = match.group(1), match.group(2)
        if number not in names:
            raise SourceError(f"a link names notebook {number}, which has no source")
        target = other or language
        name = names[number][target] + ".ipynb"
        return name if target == language else f"../{target}/{name}"

    resolved = LINK.sub(one, text)
    if "{{nb:" in resolved:
        raise SourceError(f"a link that cannot be read: {resolved[resolved.index('{{nb:') :][:20]}")
    return resolved


def _lines(text: str) -> list[str]:
    return text.strip("\n").splitlines(keepends=True)


def render(source: Source, language: str, names: dict[str, dict[str, str]]) -> str:
    """The notebook ``source`` in ``language``, as the text of its .ipynb file."""
    cells = []
    for i, cell in enumerate(source.cells):
        cell_id = f"{source.number}-{i:02d}"
        if "preset" in cell or "code" in cell:
            code = f'LANGUAGE = "{language}"' if "preset" in cell else cell["code"]
            cells.append(
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "id": cell_id,
                    "metadata": {},
                    "outputs": [],
                    "source": _lines(code),
                }
            )
        else:
            text = resolve_links(cell[language], language, names)
            cells.append(
                {"cell_type": "markdown", "id": cell_id, "metadata": {}, "source": _lines(text)}
            )
    notebook = {"cells": cells, "metadata": METADATA, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def expected(folder: Path = HERE) -> dict[Path, str]:
    """Every generated notebook's path and text."""
    sources = load_sources(folder / "source")
    names = {s.number: s.names for s in sources}
    return {
        folder / language / f"{s.names[language]}.ipynb": render(s, language, names)
        for language in LANGUAGES
        for s in sources
    }


def outdated(folder: Path = HERE) -> list[str]:
    """The notebooks that differ from their source, are missing, or have no source."""
    want = expected(folder)
    wrong = [
        str(path.relative_to(folder))
        for path, text in want.items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
    for language in LANGUAGES:
        for path in sorted((folder / language).glob("*.ipynb")):
            if path not in want:
                wrong.append(f"{path.relative_to(folder)} (no source)")
    return wrong


def write(folder: Path = HERE) -> list[Path]:
    """Write every notebook and remove those without a source. Returns the paths written."""
    want = expected(folder)
    for language in LANGUAGES:
        (folder / language).mkdir(exist_ok=True)
        for path in (folder / language).glob("*.ipynb"):
            if path not in want:
                path.unlink()
    written = []
    for path, text in want.items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
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
