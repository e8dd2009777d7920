"""A lesson catalogue's shared file may keep a module's texts in a file of its own
(``catalog/<language>/ui/<module>.toml``): the keys are the shared file's."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.i18n.catalog import CatalogError
from honeybuzz_lab.core.lessons.texts import load_catalog


def _package(tmp_path, monkeypatch, name: str, files: dict[str, str]) -> str:
    root = tmp_path / name
    for path, text in {"__init__.py": "", **files}.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def test_a_modules_texts_join_the_shared_file_they_are_filed_under(tmp_path, monkeypatch):
    package = _package(
        tmp_path,
        monkeypatch,
        "catalogue_parts_ok",
        {
            "catalog/en/ui.toml": '[did]\nplace = "You placed it."\n',
            "catalog/en/ui/beetle.toml": '[did]\nbeetle_walk = "The beetle walked."\n',
            "catalog/en/first.toml": 'title = "First"\n',
        },
    )
    texts = load_catalog(package, "en")
    assert dict(texts) == {
        "ui.did.place": "You placed it.",
        "ui.did.beetle_walk": "The beetle walked.",
        "first.title": "First",
    }


def test_a_key_in_two_files_is_refused(tmp_path, monkeypatch):
    package = _package(
        tmp_path,
        monkeypatch,
        "catalogue_parts_twice",
        {
            "catalog/en/ui.toml": '[did]\nplace = "You placed it."\n',
            "catalog/en/ui/beetle.toml": '[did]\nplace = "Again."\n',
        },
    )
    with pytest.raises(CatalogError, match=r"'ui\.did\.place' is in another catalogue file"):
        load_catalog(package, "en")
