"""Honeycomb Hustle's action kinds: one spec each, in the registry both games share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from honeybuzz_lab.core.kinds import KindError, KindRegistry
from honeybuzz_lab.games.honeybuzz.game.kinds import KINDS as HONEY_BUZZ_KINDS
from honeybuzz_lab.games.hustle.game import Done, Game, HustleError, PlanningBot
from honeybuzz_lab.games.hustle.game.actions import ACTION_TYPES
from honeybuzz_lab.games.hustle.game.kinds import KINDS, HustleKind
from honeybuzz_lab.games.hustle.game.texts import describe, said


def test_every_action_has_a_spec_in_the_shared_registry() -> None:
    assert isinstance(KINDS, KindRegistry) and isinstance(HONEY_BUZZ_KINDS, KindRegistry)
    assert sorted(KINDS) == sorted(cls.kind for cls in ACTION_TYPES)
    assert all(KINDS.owner(k) == "hustle" for k in KINDS)
    with pytest.raises(KindError, match="already registered"):
        KINDS.add(HustleKind(Done, lambda a, n, t: {}, lambda s, a: 1.0), "test")


@dataclass(frozen=True)
class Hum:
    """A throwaway action: the bees hum (no rule plays it; it is only offered)."""

    kind: ClassVar[str] = "hum"


HUM = HustleKind(
    Hum,
    lambda a, names, token: {"who": names[0] if names else "?"},
    lambda seen, a: 5.0 if seen.decision == "done" else -5.0,
    texts={
        "en": {"hustle.action.hum": "{who}'s bees hum"},
        "hu": {"hustle.action.hum": "{who} méhei zümmögnek"},
    },
)


def test_a_new_kind_is_said_and_weighed_from_its_spec_alone() -> None:
    KINDS.add(HUM, "test")
    try:
        assert describe(Hum(), "en", ["Ann"]) == "Ann's bees hum"
        assert said(Hum(), ["Anna"]).text("hu") == "Anna méhei zümmögnek"
        game = Game.new(2, seed=4)
        bot = PlanningBot()
        while game.pending.kind != "done":
            game.apply(bot.choose(game))
        view = game.view(game.pending.player)
        assert bot.decide(view, [Done(), Hum()]) == Hum()  # its score beats stopping
    finally:
        KINDS.remove("test")
    assert "hum" not in KINDS
    with pytest.raises(HustleError, match="not a Honeycomb Hustle action"):
        said(Hum())
