"""The pieces both games' tables share (issue 29): reading a page's messages
(:func:`~honeybuzz_lab.core.messages.parse_command`), one redraw for several changes
(:class:`~honeybuzz_lab.core.batching.Batching`) and the game kept in the store with the
offer to continue it (:mod:`honeybuzz_lab.core.keeping`)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest

from honeybuzz_lab.core import keeping
from honeybuzz_lab.core import saved_games as sg
from honeybuzz_lab.core.batching import Batching
from honeybuzz_lab.core.keeping import KeptTable
from honeybuzz_lab.core.messages import Act, MessageError, Redo, Undo, parse_command

FIELDS = {
    "act": frozenset({"action"}),
    "undo": frozenset(),
    "redo": frozenset(),
    "new": frozenset(),
}
OPTIONAL = {"new": frozenset({"confirm"})}


class GameError(MessageError):
    """A game's own message error."""


def _act(content: dict[str, Any]) -> Act[str]:
    if not isinstance(content["action"], str):
        raise MessageError("'action' must be text")
    return Act(content["action"])


MAKE = {
    "act": _act,
    "undo": lambda _: Undo(),
    "redo": lambda _: Redo(),
    "new": lambda c: ("new", c.get("confirm", False)),
}


def parse(content: object) -> object:
    return parse_command(content, FIELDS, MAKE, optional=OPTIONAL, error=GameError)


def test_a_checked_message_becomes_its_command():
    assert parse({"kind": "act", "action": "done"}) == Act("done")
    assert parse({"kind": "undo"}) == Undo()
    assert parse({"kind": "redo"}) == Redo()
    assert parse({"kind": "new"}) == ("new", False)
    assert parse({"kind": "new", "confirm": True}) == ("new", True)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ([1, 2], "must be an object"),
        ({"kind": "fly"}, "unknown message kind"),
        ({"kind": ["act"]}, "unknown message kind"),
        ({"kind": None}, "unknown message kind"),
        ({"kind": "act"}, "needs action"),
        ({"kind": "undo", "seat": 1}, "does not take seat"),
        ({"kind": "act", "action": 3}, "must be text"),
        ({"kind": "undo", "confirm": True}, "does not take confirm"),  # optional for "new" only
        ({"kind": "new", "confirm": True, "x": 1}, "does not take x"),
    ],
)
def test_a_bad_message_is_the_games_error_with_its_reason(content, reason):
    before = repr(content)
    with pytest.raises(GameError, match=reason):
        parse(content)
    assert repr(content) == before  # the message is left as it was


class View(Batching):
    """A widget's stand-in: counts redraws and the messages ``hold_sync`` holds."""

    def __init__(self) -> None:
        self.redraws = 0
        self.holds = 0

    @contextlib.contextmanager
    def hold_sync(self) -> Iterator[None]:
        self.holds += 1
        yield

    def changed(self) -> None:  # what a history change does
        if not self._held():
            self._after_change()

    def _after_change(self) -> None:
        self.redraws += 1


def test_several_changes_in_a_batch_redraw_once():
    view = View()
    view.changed()
    assert view.redraws == 1
    with view._batched():
        view.changed()
        with view._batched():  # nested: the outermost end redraws
            view.changed()
        assert view.redraws == 1
        view.changed()
    assert view.redraws == 2
    with view._batched():
        pass  # nothing changed: nothing to redraw
    assert view.redraws == 2
    assert view.holds == 3  # each batch's traits in one message


def test_a_batch_ending_in_an_error_still_redraws_and_ends():
    view = View()
    with pytest.raises(RuntimeError), view._batched():
        view.changed()
        raise RuntimeError("bot failed")
    assert view.redraws == 1
    view.changed()
    assert view.redraws == 2  # not held any more


class History:
    ply = 1

    def can_redo(self) -> bool:
        return False


class Game:
    history = History()


class Bot:
    name = "bot"


class Table(KeptTable):
    """A table's stand-in: what :class:`KeptTable` asks of a table."""

    STORE_GAME = "test"
    offer_error = GameError

    def __init__(self) -> None:
        self._offer: dict[str, str] = {}
        self._game = Game()
        self.language = "en"
        self.syncs = self.schedules = self.cancels = self.new_games = 0

    def _snapshot(self) -> dict[str, Any]:
        record = {"actions": ["a"], "language": self.language}
        return keeping.snapshot(record, [], {1: Bot()}, 2, 0, 3, self.language, False)

    def _offer_texts(self, saved: sg.SavedGame) -> dict[str, str]:
        return keeping.offer(saved, lambda word, **v: f"{self.language}:{word}")

    def _sync(self) -> None:
        self.syncs += 1

    def _schedule_bots(self) -> None:
        self.schedules += 1

    def _cancel_bots(self) -> None:
        self.cancels += 1

    def start_new(self) -> None:
        self.new_games += 1


def test_a_table_keeps_its_game_and_answers_the_offer():
    table = Table()
    table._keep_game("play", "test.place")
    saved = sg.store().get(table.saved_id)
    assert (saved.game, saved.kind, saved.place, saved.status) == (
        "test",
        "play",
        "test.place",
        "playing",
    )
    assert saved.bots == {1: "bot"} and saved.humans == [0] and saved.turn == 3
    sg._HELD.clear()  # a restart
    again = Table()
    found = keeping.resumed(None, "test.place", "test", "play", lambda s: s.record, (), KeyError)
    assert found is not None and found[0].id == saved.id
    again.offer_saved(found[0], again.start_new, "play", "test.place")
    assert again.offered.id == saved.id and again._offer["yes"] == "en:continue"
    again.language = "hu"
    again._say_offer_again()
    assert again._offer["yes"] == "hu:continue"
    assert again.answer_offer(True)
    assert again.saved_id == saved.id and again.offered is None and again.syncs == 1
    assert sg.store().get(saved.id).owner == again._keeper.owner


def test_new_game_instead_keeps_the_old_one_as_abandoned():
    table = Table()
    table._keep_game("play", "test.new")
    old = table.saved_id
    sg._HELD.clear()
    again = Table()
    again.offer_saved(sg.offered("test.new"), again.start_new, "play", "test.new")
    assert again.answer_offer(False)
    assert again.new_games == 1 and sg.store().get(old).status == "abandoned"
    assert again.saved_id != old


def test_an_answer_without_an_offer_is_the_tables_error_and_changes_nothing():
    table = Table()
    with pytest.raises(GameError, match="no saved game"):
        table.answer_offer(True)
    assert (table.saved_id, table.syncs, table.new_games) == (None, 0, 0)


def test_resume_names_a_saved_game_of_the_game_and_kind_or_is_refused():
    table = Table()
    table._keep_game("play", "test.id")
    game_id = table.saved_id

    def missing(n: int) -> Exception:
        return GameError(f"no game {n}")

    restore = lambda s: s.id  # noqa: E731
    assert keeping.resumed(game_id, "", "test", "play", restore, (), missing)[1] == game_id
    for resume, game, kind in [
        (game_id, "other", "play"),
        (game_id, "test", "solo"),
        (999, "test", "play"),
    ]:
        with pytest.raises(GameError, match="no game"):
            keeping.resumed(resume, "", game, kind, restore, (), missing)
    sg._HELD.clear()
    assert keeping.resumed(False, "test.id", "test", "play", restore, (), missing) is None
    assert sg.store().get(game_id).status == "abandoned"


@pytest.mark.parametrize("resume", [0, -1, 1.5, "1", [1]])
def test_resume_is_checked(resume):
    with pytest.raises(GameError):
        keeping.check_resume(resume, GameError)
    for good in (None, True, False, 3):
        keeping.check_resume(good, GameError)


class Bots(Batching):
    """A table's stand-in for :class:`~honeybuzz_lab.core.botpace.BotPacing`'s play_bots."""

    def __init__(self, moves: int, fail_at: int | None = None) -> None:
        self.left, self.fail_at, self.redraws = moves, fail_at, 0
        self._playing = self._bot_failed = False

    @contextlib.contextmanager
    def hold_sync(self) -> Iterator[None]:
        yield

    def _after_change(self) -> None:
        self.redraws += 1

    def _bot_to_move(self) -> bool:
        return self.left > 0

    def _bot_move(self) -> bool:
        if self.left == self.fail_at:
            self._bot_failed = True
            return False
        self.left -= 1
        if not self._held():
            self._after_change()
        return True


def test_the_bots_play_at_once_with_one_redraw():
    from honeybuzz_lab.core.botpace import BotPacing

    class Table(BotPacing, Bots):
        pass

    table = Table(5)
    assert table.play_bots() == 5 and table.redraws == 1 and not table._playing
    failing = Table(5, fail_at=2)
    assert failing.play_bots() == 3 and failing.redraws == 1 and failing._bot_failed
