"""What the companion's three widgets share: one front end (the ``companion`` family of
``widget_js/``, drawn by ``companion.js``), the page's error block texts and the sentence
for a page message that cannot be carried out.

Each widget is one anywidget whose state is plain data in one synced trait (the setup
guide's ``_guide``, the score sheet's ``_sheet``, the referee's ``_referee``, beside the hive
board's own state); ``companion.js`` draws whichever the model holds. A page message is
checked first (:func:`~honeybuzz_lab.core.messages.panel_request`: a malformed one is
refused with the package's MessageError, shown on the widget, and changes nothing).
"""

from __future__ import annotations

from ..core import assets
from ..core.i18n import Message
from .texts import AREA, say

#: The companion family's built module and stylesheet (one shared text each).
ESM = assets.esm("companion")
CSS = assets.css("companion")

#: The longest text a page message may carry (a typed field, a tile, a hive).
LONGEST_TEXT = 2000
#: The largest number a number field takes (coins, honey, counts).
LARGEST_NUMBER = 99_999


def error_texts(language: str) -> dict[str, str]:
    """The labels of the page's error block (details, dismiss) in ``language``."""
    return {
        "details": say(language, "page.details"),
        "dismiss": say(language, "page.dismiss"),
        "dismissLabel": say(language, "page.dismiss_label"),
    }


def bad_message(reason: str) -> Message:
    """The sentence shown for a page message that cannot be carried out."""
    return Message(f"{AREA}.page.bad_message", error=reason)
