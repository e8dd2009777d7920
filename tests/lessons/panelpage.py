"""Reading a lesson's panel as its page draws it, and pressing its buttons as the page does.

The panel's state is the synced ``_lesson`` trait (honeybuzz_lab/core/lessons/panel.py);
a press goes through the widget's comm handler exactly as a click on the page sends it.
"""

import re
from typing import Any


def press(lesson: Any, what: str, **fields: Any) -> None:
    """What a click on the panel's button ``what`` sends (``option=`` for an answer)."""
    lesson._handle_custom_msg({"lesson": what, **fields}, [])


def answer(lesson: Any, option: str) -> None:
    """A click on the answer ``option``."""
    press(lesson, "answer", option=option)


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def header(lesson: Any) -> str:
    """The panel's head as read: the lesson's title, "Step n of N · d of N steps done"."""
    state = lesson.panel
    return f"{state['title']}\n{state['progress']['text']}"


def feedback(lesson: Any) -> str:
    """The feedback's HTML ('' when its place is empty)."""
    return str(lesson.panel["feedback"].get("html", ""))


def tone(lesson: Any) -> str:
    """The feedback's tone ('' when its place is empty)."""
    return str(lesson.panel["feedback"].get("tone", ""))


def button(lesson: Any, name: str) -> dict[str, Any]:
    """A button of the panel: label, shown, enabled."""
    return dict(lesson.panel["buttons"][name])


def options(lesson: Any) -> dict[str, str]:
    """The question's options, each with its mark ("right", "wrong", "" untried)."""
    return {o["id"]: o["mark"] for o in lesson.panel["options"]}
