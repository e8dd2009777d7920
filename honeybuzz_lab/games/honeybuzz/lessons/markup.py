"""The little Markdown the lesson texts use (shared by both games: see
:mod:`honeybuzz_lab.core.lessons.markup`); the old import path."""

from ....core.lessons.markup import inline, to_html  # noqa: F401 (re-exported)
