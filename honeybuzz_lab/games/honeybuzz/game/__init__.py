"""The Honey Buzz base game for 2 to 4 players: setup, turns, actions, scoring, bots.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(["Anna", "Ben"], seed=7, first_game=True)
>>> game.pending.kind
'turn'
>>> [a.describe(game) for a in game.legal_actions()][:1]
['Take a Forage tile with a beeline of 1']
"""

from ....core.lazy import lazy_names

#: The engine's public face for the layers above it (widgets, lessons, classroom, companion):
#: the names below and the public (not underscored) names of its modules, except these
#: internals, the rules' part files. What a page or a lesson needs of them is in
#: :mod:`.position` (the pending decision, an order that can be filled, the tiles a box
#: offers, the end's conditions, a teaching position's edits); a module's own edits are
#: its public names (Fall Fruit's ``set_held_fruit``). ``tests/test_public_face.py`` holds it.
INTERNAL = tuple(
    f"rules.{part}"
    for part in (
        "accounting",
        "contests",
        "decree",
        "end",
        "forage",
        "market",
        "new_bee",
        "orders",
        "produce",
        "recall",
        "scoring",
        "take_tile",
        "turn",
    )
)

#: Where each name lives: its module loads on first use (PEP 562), so a lesson that needs
#: the words or the rules does not wait for the engine, the bots and the planner.
_HOMES = {
    "Action": ".actions",
    "Arrange": ".actions",
    "ChooseStart": ".actions",
    "Decree": ".actions",
    "Drop": ".actions",
    "EndTurn": ".actions",
    "Fan": ".actions",
    "FillOrder": ".actions",
    "Forage": ".actions",
    "NectarCell": ".actions",
    "Place": ".actions",
    "Recall": ".actions",
    "Resolve": ".actions",
    "Scout": ".actions",
    "Sell": ".actions",
    "TakeHoney": ".actions",
    "TakeTile": ".actions",
    "action_from_json": ".actions",
    "GreedyBot": ".bots",
    "RandomBot": ".bots",
    "Components": ".components",
    "load_components": ".components",
    "final_contest_payouts": ".contests",
    "Game": ".engine",
    "GameRecordError": ".engine",
    "explain": ".engine",
    "legal_actions": ".engine",
    "revert": ".engine",
    "step": ".engine",
    "IllegalAction": ".errors",
    "SetupError": ".errors",
    "BASE": ".modules.base",
    "Module": ".registry",
    "ModuleError": ".registry",
    "compose": ".registry",
    "register": ".registry",
    "registered": ".registry",
    "Ruleset": ".rules",
    "Pending": ".rules.turn",
    "new_seed": ".setup",
    "GameState": ".state",
    "PlayerState": ".state",
}

__getattr__, __dir__ = lazy_names(__name__, _HOMES)

__all__ = [
    "BASE",
    "Action",
    "Arrange",
    "ChooseStart",
    "Components",
    "Decree",
    "Drop",
    "EndTurn",
    "Fan",
    "FillOrder",
    "Forage",
    "Game",
    "GameRecordError",
    "GameState",
    "GreedyBot",
    "IllegalAction",
    "Module",
    "ModuleError",
    "NectarCell",
    "Pending",
    "Place",
    "PlayerState",
    "RandomBot",
    "Recall",
    "Resolve",
    "Ruleset",
    "Scout",
    "Sell",
    "SetupError",
    "TakeHoney",
    "TakeTile",
    "action_from_json",
    "compose",
    "explain",
    "final_contest_payouts",
    "legal_actions",
    "load_components",
    "new_seed",
    "register",
    "registered",
    "revert",
    "step",
]
