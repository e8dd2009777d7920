"""Token names, action descriptions and the page's labels, from the catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.kinds import KindError
from .actions import Action
from .catalogue import Said, _check_language, _tables
from .errors import HustleError
from .kinds import KINDS

__all__ = ["describe", "page_texts", "said"]


def said(action: Action, names: Sequence[str] = (), token: str | None = None) -> Said:
    """``action`` as a sentence in every language (see :func:`describe`): the sentence of its
    kind (``action.<kind>``) with the fields its spec gives (:mod:`.kinds`)."""
    try:
        spec = KINDS.spec(action)
    except KindError:
        raise HustleError(f"not a Honeycomb Hustle action: {action!r}") from None
    return Said(f"action.{spec.name}", **spec.fields(action, names, token))


def describe(
    action: Action,
    language: str = "en",
    names: Sequence[str] = (),
    token: str | None = None,
) -> str:
    """``action`` in words; ``names`` name the seats, ``token`` the token being placed."""
    return said(action, names, token).text(_check_language(language))


def page_texts(language: str = "en") -> dict[str, str]:
    """The labels of the table's page in ``language``, with the token names (``token.*``);
    read from the catalogue now, so the page texts a registered kind brought are there."""
    texts = _tables(_check_language(language))
    out = dict(texts["page"])
    out.update({f"token.{k}": v for k, v in texts["token"].items()})
    return out
