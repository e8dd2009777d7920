"""What the Fall Flavors modules share: their words (``data/fall_texts.toml``, English and
Hungarian), added to the catalogues once, when the first of them is imported, and the
festival's choice about the worker contests, which the solitaire variant and the engine's
setup lines read too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.i18n.catalog import add_texts
from ...data import load_toml

if TYPE_CHECKING:
    from ..rules import Ruleset

#: language -> catalogue key -> text
TEXTS: dict[str, dict[str, str]] = load_toml("fall_texts.toml")
for _language, _texts in TEXTS.items():
    add_texts(_language, _texts)

#: The festival's option that keeps the queen's contests counting workers (left out by default).
WORKER_CONTESTS = "worker_contests"


def leaves_out_worker_contests(rules: Ruleset) -> bool:
    """True when the Harvest Festival is in play and its worker contests are left out."""
    festival = "fall.festival"
    return festival in rules.modules and not rules.options.get(festival, {}).get(
        WORKER_CONTESTS, False
    )
