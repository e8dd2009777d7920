"""The learner's own lessons at a glance: every lesson of every game, with the steps done,
the stars, the step to go on at and a link to its notebook (the start page shows it).

Progress is kept per language (:class:`~.progress.ProgressStore`): the overview shows the
runs of its language, and says where the other language has a run this one has not. Where
another language went further, the row offers to carry that over: its link opens the
lesson, which takes the furthest record of each step from every language
(:meth:`~.run.LessonRun._restore`), and goes on at the first step done in none.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..i18n import check_language
from .progress import ProgressStore, default_store
from .results import LessonResult, LessonSource, collect, say

__all__ = ["LessonRow", "MyLessons"]


@dataclass(frozen=True)
class LessonRow:
    """One lesson as the overview shows it."""

    game: str
    id: str
    number: int
    title: str
    steps: int
    done: int  # steps done in this language
    stars: int
    next_step: str  # the title of the first step not done ("" when finished)
    notebook: str  # the notebook's file name beside the start page ("" if not found)
    elsewhere: tuple[tuple[str, int], ...]  # (language, steps done) of other languages' runs
    #: (the language that went furthest, the step to go on at once carried over), or
    #: ("", "") when no other language has a step done that this one has not
    carry: tuple[str, str] = ("", "")

    @property
    def started(self) -> bool:
        return self.done > 0

    @property
    def finished(self) -> bool:
        return self.done >= self.steps


class MyLessons:
    """The learner's lessons of ``sources`` in ``language`` (``_repr_html_`` draws a table).

    ``folder`` is where the notebooks of the language are (the start page's folder, the
    kernel's working folder by default): a lesson's notebook is found there by its number.
    """

    def __init__(
        self,
        sources: Sequence[LessonSource],
        language: str = "en",
        *,
        store: ProgressStore | None = None,
        folder: Path | str | None = None,
    ):
        self.language = check_language(language)
        self.sources = tuple(sources)
        self.store = store if store is not None else default_store()
        self.folder = Path.cwd() if folder is None else Path(folder)

    def _t(self, name: str, /, **params: object) -> str:
        return say(self.language, f"core.my_lessons.{name}", **params)

    def rows(self) -> list[LessonRow]:
        """Every lesson of every game, in the games' order."""
        runs = collect(self.sources, self.store)
        out = []
        for source in self.sources:
            texts = source.texts(self.language)
            for plan in source.lessons():
                mine: dict[str, LessonResult] = runs.get(source.game, {}).get(plan.id, {})
                here = mine.get(self.language)
                done_steps = (
                    set() if here is None else {k for k, v in here.by_step.items() if v.done}
                )
                nxt = next((s for s in plan.steps if s.id not in done_steps), None)
                done_anywhere = {
                    k for run in mine.values() for k, v in run.by_step.items() if v.done
                }
                carried = next((s for s in plan.steps if s.id not in done_anywhere), None)
                further = max(
                    (lang for lang in mine if lang != self.language),
                    key=lambda lang: mine[lang].done,
                    default="",
                )
                out.append(
                    LessonRow(
                        game=source.game,
                        id=plan.id,
                        number=plan.number,
                        title=texts[plan.key("title")],
                        steps=len(plan.steps),
                        done=0 if here is None else here.done,
                        stars=0 if here is None else here.stars,
                        next_step="" if nxt is None else texts[nxt.key("title")],
                        notebook=self._notebook(source.notebooks.get(plan.id, "")),
                        elsewhere=tuple(
                            (lang, run.done)
                            for lang, run in sorted(mine.items())
                            if lang != self.language and run.done
                        ),
                        carry=(further, "" if carried is None else texts[carried.key("title")])
                        if done_anywhere - done_steps
                        else ("", ""),
                    )
                )
        return out

    def _notebook(self, number: str) -> str:
        if not number:
            return ""
        found = sorted(self.folder.glob(f"{number}_*.ipynb"))
        return found[0].name if found else ""

    def __repr__(self) -> str:
        lines = []
        for row in self.rows():
            state = self._t("finished") if row.finished else f"{row.done}/{row.steps}"
            lines.append(f"{row.game} {row.number}. {row.title}: {state}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        e = html.escape
        out = [f'<div class="hbm-lessons" lang="{self.language}"><style>{_STYLE}</style>']
        rows = self.rows()
        for source in self.sources:
            mine = [r for r in rows if r.game == source.game]
            out.append(f"<h4>{e(say(self.language, source.name_key))}</h4>")
            out.append('<table class="hbm-table"><thead><tr>')
            for key in ("lesson", "done", "stars", "next"):
                out.append(f'<th scope="col">{e(self._t("col_" + key))}</th>')
            out.append("</tr></thead><tbody>")
            out += [self._row(r) for r in mine]
            out.append("</tbody></table>")
        out.append(f'<p class="hbm-note">{e(self._t("note"))}</p></div>')
        return "\n".join(out)

    @staticmethod
    def _go(r: LessonRow, words: str, kind: str) -> str:
        """The link that opens the lesson's notebook, drawn as a button."""
        e = html.escape
        if not r.notebook:
            return e(words)
        return f'<a class="hbm-go {kind}" href="{e(r.notebook)}">{e(words)}</a>'

    def _row(self, r: LessonRow) -> str:
        e = html.escape
        title = f"{r.number}. {e(r.title)}"
        if r.notebook:
            title = f'<a href="{e(r.notebook)}">{title}</a>'
        label = self._t("done_label", done=r.done, steps=r.steps)
        bar = (
            f'<span class="hbm-bar" role="img" aria-label="{e(label)}">'
            f'<span style="width:{100 * r.done // max(1, r.steps)}%"></span></span>'
        )
        stars = (
            f'<span class="hbm-stars" aria-label="{e(self._t("stars_label", stars=r.stars))}">'
            f"{'★' * r.stars}{'☆' * (3 - r.stars)}</span>"
            if r.started
            else ""
        )
        if r.finished:
            nxt = f'<span class="hbm-finished">✓ {e(self._t("finished"))}</span>'
        elif r.carry[0]:
            lang, step = r.carry
            go = self._t("carry", language=self._t(f"language.{lang}"), step=step)
            nxt = self._go(r, go, "hbm-carry")
        elif r.started:
            nxt = self._go(r, self._t("continue", step=r.next_step), "hbm-continue")
        else:
            nxt = f'<span class="hbm-muted">{e(self._t("not_started"))}</span>'
        for lang, done in r.elsewhere:
            other = self._t(
                "elsewhere", language=self._t(f"language.{lang}"), done=done, steps=r.steps
            )
            nxt += f'<br><span class="hbm-muted">{e(other)}</span>'
        css = ' class="hbm-row-finished"' if r.finished else ""
        return (
            f'<tr{css} data-lesson="{e(r.id)}" data-done="{r.done}" data-steps="{r.steps}" '
            f'data-stars="{r.stars}"><th scope="row">{title}</th>'
            f"<td>{bar} {r.done}/{r.steps}</td><td>{stars}</td><td>{nxt}</td></tr>"
        )


_STYLE = """
.hbm-lessons { font-size: 13px; color: var(--jp-content-font-color1, #1a1a1a); }
.hbm-lessons h4 { margin: 0.6em 0 0.2em; }
.hbm-lessons table.hbm-table { border-collapse: collapse; width: 100%; max-width: 52em;
  font-size: 13px; }
.hbm-lessons thead th:nth-child(1) { width: 40%; }
.hbm-lessons thead th:nth-child(2) { width: 17%; }
.hbm-lessons thead th:nth-child(3) { width: 10%; }
.hbm-lessons .hbm-table th, .hbm-lessons .hbm-table td { padding: 3px 10px 3px 0;
  text-align: left; vertical-align: top;
  border-bottom: 1px solid var(--jp-border-color2, #e0e0e0); }
.hbm-lessons th[scope="row"] { font-weight: normal; }
.hbm-lessons a { color: var(--jp-content-link-color, #0b5cad); }
.hbm-lessons a.hbm-go { display: inline-block; padding: 1px 8px; border-radius: 4px;
  border: 1px solid currentColor; text-decoration: none; }
.hbm-lessons .hbm-bar { display: inline-block; width: 60px; height: 10px;
  border: 1px solid var(--jp-border-color1, #8a8a8a); vertical-align: -1px; }
.hbm-lessons .hbm-bar span { display: block; height: 100%; background: #2f9e44; }
.hbm-lessons .hbm-stars { color: #b07800; letter-spacing: 1px; }
.hbm-lessons .hbm-finished { color: #1e7b34; font-weight: 600; }
.hbm-lessons .hbm-muted, .hbm-lessons .hbm-note { color: var(--jp-content-font-color2, #555); }
"""
