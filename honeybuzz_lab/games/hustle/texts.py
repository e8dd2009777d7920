"""Token names, action descriptions and the page's labels, from the catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.hexes import fmt
from .actions import ACTION_TYPES, Action, Buy, Draft, Place, Steal
from .catalogue import LANGUAGES, TEXTS, Said, _check_language, token_name
from .errors import HustleError

__all__ = ["LANGUAGES", "TEXTS", "Said", "describe", "page_texts", "said", "token_name"]


def said(action: Action, names: Sequence[str] = (), token: str | None = None) -> Said:
    """``action`` as a sentence in every language (see :func:`describe`)."""
    if not isinstance(action, ACTION_TYPES):
        raise HustleError(f"not a Honeycomb Hustle action: {action!r}")
    fields: dict[str, object] = {}
    if isinstance(action, Place):
        fields = {
            "token": token or "cover",
            "where": fmt((action.q, action.r)),
            "turn": action.turn,
        }
    elif isinstance(action, Draft):
        fields = {"token": action.token}
    elif isinstance(action, Buy):
        fields = {"honey": action.honey, "nectar": action.nectar}
    elif isinstance(action, Steal):
        v = action.victim
        fields = {"victim": names[v] if 0 <= v < len(names) else f"#{v}"}
    return Said(f"action.{action.kind}", **fields)


def describe(
    action: Action,
    language: str = "en",
    names: Sequence[str] = (),
    token: str | None = None,
) -> str:
    """``action`` in words; ``names`` name the seats, ``token`` the token being placed."""
    return said(action, names, token).text(_check_language(language))


def page_texts(language: str = "en") -> dict[str, str]:
    """The labels of the table's page in ``language``, with the token names (``token.*``)."""
    texts = TEXTS[_check_language(language)]
    out = dict(texts["page"])
    out.update({f"token.{k}": v for k, v in texts["token"].items()})
    return out
