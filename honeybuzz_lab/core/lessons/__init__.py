"""The lesson engine both games share: steps, plans, texts, progress, the run, the panel.

What is particular to a game (its positions, its moves and how they are judged, its
catalogue of texts) lives in the game's own lessons package: Honey Buzz's
:mod:`honeybuzz_lab.games.honeybuzz.lessons`, Honeycomb Hustle's
:mod:`honeybuzz_lab.games.hustle.lessons`. This package imports neither game. The panel
(:mod:`.panel`) needs ipywidgets and is imported only when asked for.
"""

from ..i18n.catalog import CatalogError
from ..store import data_dir
from .markup import inline, to_html
from .progress import ProgressStore, StepRecord, default_store
from .run import REVEAL_AFTER, Outcome, Progress, RunBase, Score, StepState, step_stars
from .steps import Judgement, LessonError, LessonPlan, StepKind, StepTexts
from .texts import (
    LANGUAGE_NAMES,
    LANGUAGES,
    Catalog,
    MissingText,
    check_language,
    fields,
    load_catalog,
)

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "REVEAL_AFTER",
    "Catalog",
    "CatalogError",
    "Judgement",
    "LessonError",
    "LessonPlan",
    "MissingText",
    "Outcome",
    "Progress",
    "ProgressStore",
    "RunBase",
    "Score",
    "StepKind",
    "StepRecord",
    "StepState",
    "StepTexts",
    "check_language",
    "data_dir",
    "default_store",
    "fields",
    "inline",
    "load_catalog",
    "step_stars",
    "to_html",
]
