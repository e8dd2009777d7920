"""Pacing a table's bots: one bot decision at a time, a short delay apart, on the kernel's loop.

Both games' tables use :class:`BotPacing`, so a learner sees each bot decision before the
next. Without a running event loop (a script, a test) or with no delay, the bots play at once;
with no delay after a click on the page, on the loop's next turn: the page draws the
learner's own move first, then the bots' answers (one redraw each).
"""

from __future__ import annotations

import asyncio


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (a kernel's), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class BotPacing:
    """A table mixin that schedules its bots' decisions ``_bot_delay`` seconds apart.

    It holds ``bot_delay`` (checked) and :meth:`play_bots`. The table provides ``_playing``,
    ``_bot_failed``, ``_bot_to_move()`` (is a bot to decide now?), ``_bot_move()`` (one bot
    decision, False if it failed) and ``_batched()`` (one redraw for several changes:
    :class:`~honeybuzz_lab.core.batching.Batching`).
    """

    _bot_timer: asyncio.Handle | None = None
    _bot_delay: float = 0.0
    _playing = False  # True while play_bots runs
    _bot_failed = False  # a bot's decision failed (shown): the bots stop
    _answering_page = False  # True while a message from the page is carried out
    #: The error a bad ``bot_delay`` raises (a game's own ValueError).
    bot_delay_error: type[ValueError] = ValueError

    @property
    def bot_delay(self) -> float:
        """Seconds each bot decision stays on screen before the next (0: at once)."""
        return self._bot_delay

    @bot_delay.setter
    def bot_delay(self, delay: float) -> None:
        if not isinstance(delay, (int, float)) or isinstance(delay, bool) or delay < 0:
            raise self.bot_delay_error(
                f"bot_delay is a number of seconds, 0 or more, not {delay!r}"
            )
        self._bot_delay = float(delay)

    def play_bots(self) -> int:
        """Let the bots decide at once until a person's decision is pending (or the end);
        returns how many decisions they took. The page redraws once, at the end."""
        self._cancel_bots()
        if self._playing:
            return 0
        taken = 0
        self._playing = True
        try:
            with self._batched():  # type: ignore[attr-defined]
                while self._bot_to_move() and not self._bot_failed and taken < 100_000:  # type: ignore[attr-defined]
                    if not self._bot_move():  # type: ignore[attr-defined]
                        break
                    taken += 1
        finally:
            self._playing = False
        return taken

    def _redo_with_bots(self) -> object | None:
        """Replay the decision an undo took back and the bots' answers after it, one redraw
        at the end; returns it (None, nothing changed: nothing to redo)."""
        game = self._game  # type: ignore[attr-defined]
        if not game.can_redo():
            return None
        self._cancel_bots()
        with self._batched():  # type: ignore[attr-defined]
            action = game.redo()
            while game.can_redo() and self._bot_to_move():  # type: ignore[attr-defined]
                game.redo()
        return action

    def handle_message(self, content: object) -> bool:
        """The widget's own, marked as answering the page (see :meth:`_schedule_bots`)."""
        self._answering_page = True
        try:
            return super().handle_message(content)  # type: ignore[misc]
        finally:
            self._answering_page = False

    def _schedule_bots(self) -> None:
        if self._bot_timer is not None or self._playing or self._bot_failed:  # type: ignore[attr-defined]
            return
        if not self._bot_to_move():  # type: ignore[attr-defined]
            return
        loop = running_loop()
        if loop is not None and self._bot_delay > 0:
            self._bot_timer = loop.call_later(self._bot_delay, self._bot_tick)
        elif loop is not None and self._answering_page:
            # the page's answer (the learner's move) goes out first, then the bots play
            self._bot_timer = loop.call_soon(self._bots_at_once)
        else:
            self.play_bots()

    def _bots_at_once(self) -> None:
        self._bot_timer = None
        self.play_bots()

    def _bot_tick(self) -> None:
        self._bot_timer = None
        if self._bot_to_move() and not self._bot_failed:  # type: ignore[attr-defined]
            self._bot_move()  # type: ignore[attr-defined]  # the history's change schedules the next

    def _cancel_bots(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
