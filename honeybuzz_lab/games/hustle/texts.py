"""A small English and Hungarian catalogue: token names and action descriptions."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from ...core.hexes import fmt
from .actions import ACTION_TYPES, Action, Buy, Draft, Place, Steal
from .errors import HustleError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

TEXTS: dict[str, dict[str, dict[str, str]]] = tomllib.loads(
    Path(__file__).with_name("texts.toml").read_text(encoding="utf-8")
)
LANGUAGES: tuple[str, ...] = tuple(TEXTS)


def _check_language(language: object) -> str:
    if language not in TEXTS:
        raise HustleError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language  # type: ignore[return-value]


def token_name(kind: str, language: str = "en") -> str:
    """The name of a token kind in ``language``."""
    return TEXTS[_check_language(language)]["token"][kind]


def describe(
    action: Action,
    language: str = "en",
    names: Sequence[str] = (),
    token: str | None = None,
) -> str:
    """``action`` in words; ``names`` name the seats, ``token`` the token being placed."""
    lang = _check_language(language)
    if not isinstance(action, ACTION_TYPES):
        raise HustleError(f"not a Honeycomb Hustle action: {action!r}")
    template = TEXTS[lang]["action"][action.kind]
    fields: dict[str, object] = {}
    if isinstance(action, Place):
        fields = {
            "token": token_name(token, lang) if token else "?",
            "where": fmt((action.q, action.r)),
            "turn": action.turn,
        }
    elif isinstance(action, Draft):
        fields = {"token": token_name(action.token, lang)}
    elif isinstance(action, Buy):
        fields = {"honey": action.honey, "nectar": action.nectar}
    elif isinstance(action, Steal):
        v = action.victim
        fields = {"victim": names[v] if 0 <= v < len(names) else f"#{v}"}
    return template.format(**fields)
