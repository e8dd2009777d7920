"""Every Hungarian catalogue uses the glossary's one term per thing."""

import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

PACKAGE = Path(__file__).resolve().parents[2] / "honeybuzz_lab" / "games" / "honeybuzz"
GLOSSARY = tomllib.loads((PACKAGE / "i18n" / "glossary_hu.toml").read_text(encoding="utf-8"))
CATALOGUES = sorted(PACKAGE.glob("i18n/*/hu.toml")) + sorted(
    PACKAGE.glob("lessons/catalog/hu/*.toml")
)


def test_the_glossary_names_its_terms():
    assert len(GLOSSARY) >= 8
    for thing, entry in GLOSSARY.items():
        assert set(entry) == {"english", "use", "avoid"}, thing
        assert entry["avoid"] and all(a not in entry["use"] for a in entry["avoid"]), thing


def test_there_are_catalogues_to_check():
    assert len(CATALOGUES) >= 15


def _values(table):
    for value in table.values():
        if isinstance(value, dict):
            yield from _values(value)
        elif isinstance(value, list):
            yield from (v for v in value if isinstance(v, str))
        else:
            yield str(value)


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_hungarian_catalogue_follows_the_glossary(path):
    text = "\n".join(_values(tomllib.loads(path.read_text(encoding="utf-8"))))
    found = [
        f"{thing}: {avoid!r} (use {entry['use']!r})"
        for thing, entry in GLOSSARY.items()
        for avoid in entry["avoid"]
        if avoid in text
    ]
    assert not found
