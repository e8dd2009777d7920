"""The browser tests' two xdist groups (tests/browser/groups.py): every browser test file is
in the table of measured durations, the two halves are balanced, and the browser conftest
puts each test in its file's group."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.browser import conftest as browser_conftest
from tests.browser import groups

BROWSER = Path(groups.__file__).parent
FILES = sorted(p.name for p in BROWSER.glob("test_*.py"))


def test_every_browser_test_file_has_a_measured_duration() -> None:
    table = groups.durations()
    missing = [f for f in FILES if f not in table]
    gone = [f for f in table if f not in FILES]
    assert not missing, (
        f"browser test files not in {groups.TABLE.name}: {missing}; they run in the default "
        "group until measured: add each with its seconds (one worker, -p no:xdist), or "
        "measure all again: see tests/browser/groups.py"
    )
    assert not gone, f"{groups.TABLE.name} names files that are gone: {gone}"
    assert all(seconds > 0 for seconds in table.values())


def test_the_two_groups_are_balanced() -> None:
    table = groups.durations()
    split = groups.split(table)
    assert set(split.values()) == set(groups.GROUPS)
    a, b = groups.totals(table).values()
    longest = max(sum(table[n] for n in unit) for unit in groups.units(table))
    assert abs(a - b) <= longest  # the greedy deal's bound
    assert abs(a - b) <= 0.1 * (a + b), groups.totals(table)


def test_the_deal_is_longest_first_to_the_lighter_group() -> None:
    table = {"test_a.py": 10.0, "test_b.py": 6.0, "test_c.py": 5.0, "test_d.py": 2.0}
    assert groups.split(table) == {
        "test_a.py": "browser-a",
        "test_b.py": "browser-b",
        "test_c.py": "browser-b",
        "test_d.py": "browser-a",
    }
    assert groups.totals(table) == {"browser-a": 12.0, "browser-b": 11.0}
    assert groups.default_group(table) == "browser-b"
    assert groups.group_of("test_new.py", table, groups.split(table)) == "browser-b"
    assert groups.group_of("test_a.py", table, groups.split(table)) == "browser-a"


def test_files_sharing_a_session_fixture_are_dealt_together() -> None:
    table = {"test_a.py": 10.0, "test_b.py": 6.0, "test_c.py": 5.0, "test_d.py": 2.0}
    together = [{"test_b.py", "test_d.py"}, {"test_d.py", "test_gone.py"}, {"test_gone.py"}]
    assert groups.units(table, together) == [
        ["test_b.py", "test_d.py"],
        ["test_a.py"],
        ["test_c.py"],
    ]
    assert groups.split(table, together) == {
        "test_a.py": "browser-a",
        "test_b.py": "browser-b",
        "test_d.py": "browser-b",
        "test_c.py": "browser-b",
    }
    # the shipped sets: the Lite site and Notebook 7's server are made on one worker
    table = groups.durations()
    split = groups.split(table)
    for names in groups.TOGETHER:
        assert all(n in FILES for n in names), names
        assert len({split[n] for n in names}) == 1, names
    hosts = split["test_hosts_browser.py"]
    assert split["test_lite_store_browser.py"] == split["test_one_screen_browser.py"] == hosts


class _Item:
    def __init__(self, path: Path) -> None:
        self.fspath = path
        self.marks: list[pytest.MarkDecorator] = []

    def add_marker(self, mark: pytest.MarkDecorator) -> None:
        self.marks.append(mark)


def test_one_group_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(groups, "ONE_GROUP", True)
    table = groups.durations()
    assert {groups.group_of(f, table, groups.split(table)) for f in FILES} == {"browser"}


def test_the_browser_conftest_puts_each_test_in_its_files_group(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(groups, "ONE_GROUP", False)
    table = groups.durations()
    split = groups.split(table)
    items = [_Item(BROWSER / name) for name in FILES]
    items.append(_Item(Path(__file__)))  # not a browser test: no group
    items.append(_Item(BROWSER / "test_not_measured_yet.py"))
    browser_conftest.pytest_collection_modifyitems(items)  # type: ignore[arg-type]
    seen = {}
    for item in items:
        names = {m.name: m.args for m in item.marks}
        seen[Path(str(item.fspath)).name] = SimpleNamespace(
            browser="browser" in names, group=names.get("xdist_group", (None,))[0]
        )
    for name in FILES:
        assert seen[name].browser and seen[name].group == split[name], name
    assert seen[Path(__file__).name].group is None and not seen[Path(__file__).name].browser
    assert seen["test_not_measured_yet.py"].group == groups.default_group(table)
