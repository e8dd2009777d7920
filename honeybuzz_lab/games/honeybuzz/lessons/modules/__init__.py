"""The modules' parts of the lessons, one file each, registered here by the module's name.

A module that lessons teach has ``lessons/modules/<file>.py``, where ``<file>`` is the
module's name with ``.`` as ``_`` (``spring.rain``: ``spring_rain.py``, as in
``game/modules/`` and ``widgets/modules/``). The file ends by registering a
:class:`LessonPart`:

- ``facts``: the facts a question may name (``fact = { sun_moves = true }``), each a
  ``(what it is, rule(game, args, options) -> answers)`` like the base game's
  (:data:`~..game_facts.GAME_FACT_KEYS`);
- ``params``: the values a step's texts may name (``{sun_left}``), worked out by the engine
  from the step's game (``params(game, language) -> {name: value}``), used when the game is
  played with the module;
- ``adjust``: the teaching adjustments a position may name (``sun = 3``), each
  ``adjust(state, seat, args)`` like the base game's (:mod:`..positions`);
- ``questions``: its questions to the explorer, a subclass of
  :class:`~..questions.ModuleQuestions` whose public methods the explorer answers
  (``Explorer(game).sunset()``) and whose hooks change the base questions' answers.

The lessons name no module: they ask :func:`facts`, :func:`params_of` and :func:`adjustments`.
The shipped parts are imported the first time anything asks (every name of
:data:`~..game.registry.SHIPPED` with a file here); a test registers a module's part with
:func:`register` and removes it with :func:`unregister`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .....core.parts import PartRegistry
from ...game.registry import SHIPPED, get_module
from ..questions import ModuleQuestions

#: What every module's questions class has (its hooks and helpers): not questions.
_BASE_QUESTIONS = frozenset(dir(ModuleQuestions))

#: ``rule(game, args, options)``: the answers a fact accepts.
FactRule = Callable[[Any, dict[str, Any], tuple[str, ...]], frozenset[str]]
#: ``adjust(state, seat, args)``: changes a freshly set-up game for teaching.
Adjust = Callable[[Any, int, dict[str, Any]], None]


@dataclass(frozen=True)
class LessonPart:
    """What the lessons know of a module: its facts, its text values, its adjustments."""

    module: str
    facts: Mapping[str, tuple[str, FactRule]] = field(default_factory=dict)
    params: Callable[[Any, str], dict[str, object]] | None = None
    adjust: Mapping[str, Adjust] = field(default_factory=dict)
    questions: type[ModuleQuestions] | None = None

    @property
    def question_names(self) -> tuple[str, ...]:
        """The explorer questions the module adds (its questions class's public methods)."""
        if self.questions is None:
            return ()
        return tuple(
            n for n in dir(self.questions) if not n.startswith("_") and n not in _BASE_QUESTIONS
        )


#: The lessons' parts of the modules (the core's one registry shape).
REGISTRY: PartRegistry[LessonPart] = PartRegistry(
    LessonPart,
    __name__,
    lambda: SHIPPED,
    names={"facts": "fact", "adjust": "adjustment", "question_names": "explorer question"},
)
register = REGISTRY.register
unregister = REGISTRY.unregister
parts = REGISTRY.parts


def questions() -> dict[str, tuple[str, type[ModuleQuestions]]]:
    """Every module's explorer questions: the question's name -> (the module, its questions
    class). A name two modules both ask is refused when registering."""
    return {
        name: (module, part.questions)
        for module, part in parts().items()
        if part.questions is not None
        for name in part.question_names
    }


def facts() -> dict[str, tuple[str, FactRule]]:
    """Every module's facts: key -> (what it is, rule)."""
    return REGISTRY.merged("facts")


def adjustments() -> dict[str, Adjust]:
    """Every module's teaching adjustments: key -> adjust."""
    return REGISTRY.merged("adjust")


def fact_state(game: Any, name: str) -> Any:
    """Module ``name``'s state in ``game`` (a fact's GameFactError if it is not played)."""
    from ..game_facts import GameFactError

    if name not in game.state.modules:
        raise GameFactError(f"this fact needs a game with the module {name!r}")
    return game.state.modules[name]


def position_error(message: str) -> Exception:
    """A position's error (PositionError) saying ``message``."""
    from ..positions import PositionError

    return PositionError(message)


def position_state(state: Any, name: str, key: str) -> Any:
    """Module ``name``'s state, for the adjustment ``key`` (PositionError if not played)."""
    if name not in state.modules:
        raise position_error(f"{key} needs a game with the module {name!r} (modules = [{name!r}])")
    return state.modules[name]


def engine_edit(edit: Any, *args: Any) -> Any:
    """Carry out a module's teaching edit (its engine file's public name): its SetupError
    (ModuleError; nothing changed) is the position's error."""
    from ...game.errors import SetupError

    try:
        return edit(*args)
    except SetupError as e:
        raise position_error(str(e)) from None


def whole(value: Any, what: str) -> int:
    """``value`` if it is a whole number of at least 0 (else a PositionError on ``what``)."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise position_error(f"{what} must be a whole number of at least 0, not {value!r}")
    return value


def with_params(modules: tuple[str, ...] | list[str]) -> bool:
    """Whether a game of ``modules`` (and the modules they imply) has text values."""
    named = set(modules) | {i for m in modules for i in get_module(m).implies}
    return any(p.params is not None for name, p in parts().items() if name in named)


def params_of(game: Any, language: str) -> dict[str, object]:
    """The text values of every module ``game`` is played with, worked out from it."""
    out: dict[str, object] = {}
    for name, part in parts().items():
        if part.params is not None and name in game.rules.modules:
            out |= part.params(game, language)
    return out


__all__ = [
    "REGISTRY",
    "Adjust",
    "FactRule",
    "LessonPart",
    "adjustments",
    "fact_state",
    "facts",
    "params_of",
    "parts",
    "position_error",
    "position_state",
    "questions",
    "register",
    "unregister",
    "whole",
    "with_params",
]
