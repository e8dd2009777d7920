"""The table's "New game" dialog: the module chooser (``_chooser``) and the new game it
starts, checked by the engine."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.table_messages import NewGame, parse_table_message

FALL = ["fall.sunset", "fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]


def test_the_chooser_lists_each_module_with_a_line_in_both_languages() -> None:
    table = GameTable(Game.new(2, seed=1, modules=["fall.caps"]), bot_delay=0)
    got = table._chooser
    names = [m["name"] for m in got["modules"]]
    assert names == ["advanced", *FALL]  # no solo at a two-player table
    on = {m["name"] for m in got["modules"] if m["on"]}
    assert on == {"fall.sunset", "fall.caps"}
    caps = got["modules"][names.index("fall.caps")]
    assert caps["label"] == "Nectar Caps" and "cap" in caps["line"]
    assert caps["implies"] == ["fall.sunset"]
    table.language = "hu"
    hu = table._chooser
    assert hu["modules"][names.index("fall.festival")]["label"] == "Szüreti fesztivál"
    assert all(
        m["line"] and m["line"] != e["line"]
        for m, e in zip(hu["modules"], got["modules"], strict=True)
    )


def test_a_solo_table_offers_the_solitaire_variant() -> None:
    game = Game.new(["Ann"], seed=1, modules=["solo"])
    table = GameTable(game, bot_delay=0)
    solo = table._chooser["modules"][-1]
    assert solo["name"] == "solo" and solo["on"] and solo["label"] == "Solitaire"


def test_the_chosen_modules_start_a_new_game_and_go_in_its_record() -> None:
    game = Game.new(["Ann", "Ben"], seed=1)
    table = GameTable(game, bots={1: GreedyBot(1)}, bot_delay=0, seat=0)
    ok = table.handle_message(
        {"kind": "new_game", "modules": ["advanced", "fall.festival"], "confirm": True}
    )
    assert ok and not table._error and table.game is not game
    new = table.game
    assert set(new.rules.modules) == {"advanced", "fall.sunset", "fall.festival"}
    assert set(new.to_record()["modules"]) == {"advanced", "fall.sunset", "fall.festival"}
    assert [p.name for p in new.players] == ["Ann", "Ben"]
    assert table.module_data("fall.festival")["cards"]
    assert table.module_data("fall.sunset")["position"] == 0
    assert {m["name"] for m in table._chooser["modules"] if m["on"]} == set(new.rules.modules)
    # no modules: the base game again; and "new_game" alone keeps the modules
    assert table.handle_message({"kind": "new_game", "modules": [], "confirm": True})
    assert table.game.rules.modules == () and table.module_data("fall.sunset") == {}
    table.new_game(modules=["fall.fruit"])
    assert table.handle_message({"kind": "new_game", "confirm": True})
    assert table.game.rules.modules == ("fall.sunset", "fall.fruit")


@pytest.mark.parametrize(
    ("players", "modules", "says", "says_hu"),
    [
        (
            ["Ann", "Ben"],
            ["solo"],
            "this game is for 1 to 1 players, not 2",
            "ez a játék 1–1 játékosra való, 2 játékos nem játszhatja",
        ),
        (
            ["Ann"],
            ["fall.caps"],
            "one player is the solitaire variant",
            "egy játékossal az egyszemélyes játék játszható",
        ),
        (
            ["Ann", "Ben"],
            ["fall.nope"],
            "unknown module 'fall.nope'",
            "ismeretlen modul: 'fall.nope'",
        ),
        (
            ["Ann", "Ben"],
            ["fall.caps", "fall.caps"],
            "module 'fall.caps' is listed twice",
            "a(z) 'fall.caps' modul kétszer szerepel",
        ),
    ],
)
def test_an_impossible_mix_is_the_engines_error_and_changes_nothing(
    players, modules, says, says_hu
):
    extra = ["solo"] if len(players) == 1 else []
    game = Game.new(players, seed=1, modules=extra)
    table = GameTable(game, bot_delay=0)
    assert not table.handle_message({"kind": "new_game", "modules": modules, "confirm": True})
    assert table.game is game
    assert table._error.startswith("The game cannot be set up with these modules: ")
    assert says in table._error
    table.language = "hu"
    assert table._error.startswith("Ezekkel a modulokkal nem lehet előkészíteni a játékot: ")
    assert says_hu in table._error and says not in table._error


def test_the_message_names_modules_by_strings() -> None:
    assert parse_table_message({"kind": "new_game", "modules": ["advanced"]}) == NewGame(
        ("advanced",)
    )
    assert parse_table_message({"kind": "new_game"}) == NewGame(None)
    for bad in ("advanced", [1], [""], ["x" * 41], None):
        with pytest.raises(MessageError):
            parse_table_message({"kind": "new_game", "modules": bad})
    table = GameTable(Game.new(2, seed=1), bot_delay=0)
    game = table.game
    assert not table.handle_message({"kind": "new_game", "modules": "advanced"})
    assert table.game is game and "'modules' must be a list" in table._error


def test_every_setup_reason_is_said_in_both_languages() -> None:
    """The engine's setup reasons are catalogue texts: English is the same sentence as the
    error's own text, Hungarian a sentence of its own with the same values."""
    from honeybuzz_lab.core.i18n import Message
    from honeybuzz_lab.games.honeybuzz.game.errors import SetupError
    from honeybuzz_lab.games.honeybuzz.game.registry import ModuleError, compose
    from honeybuzz_lab.games.honeybuzz.game.setup import player_names

    cases = [
        lambda: player_names(7),
        lambda: player_names(["Ann", " "]),
        lambda: player_names(["Ann", "Ann"]),
        lambda: player_names(["Ann"]),
        lambda: player_names(["Ann", "Ben"], (1, 1)),
        lambda: compose(["fall.nope"]),
        lambda: compose(["base"]),
        lambda: compose(["fall.caps", "fall.caps"]),
    ]
    seen = set()
    for make in cases:
        with pytest.raises(SetupError) as got:
            make()
        reason = got.value.reason
        assert isinstance(reason, Message), str(got.value)
        assert reason.text("en") == str(got.value)
        hu = reason.text("hu")
        assert hu and hu != str(got.value)
        seen.add(reason.key)
    assert len(seen) == len(cases)
    assert issubclass(ModuleError, SetupError)
