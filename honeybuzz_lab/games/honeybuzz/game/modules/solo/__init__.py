"""The solitaire variant (rulebook, Solitaire Variant; RULINGS section 7) as a module.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(1, seed=3, modules=["solo"], options={"solo": {"difficulty": "larva"}})
>>> game.pending.kind
'solo_configuration'
>>> sorted(game.state.modules["solo"].drones.items())
[('A', 'decree_accounting'), ('B', 'market')]

How it fits the module mechanism (:mod:`honeybuzz_lab.games.honeybuzz.game.modules`):

- ``players`` (1, 1): one seat, set up as for two players (the 1-2 player board side, the
  two-player market, order stacks and nectar removal: :func:`~...setup.new_state`).
- ``setup``: the multiplayer contests leave the board for one solo contest card per
  colour; two configuration cards are drawn and the player chooses one seeing the
  contests (the ``solo_configuration`` decision; the chosen card's example arrangement
  is laid); the drone deck is shuffled; drone A on Decree/Accounting, drone B on Market.
- ``state``: :class:`.state.SoloState` (plain values, copied by the clone/undo contract).
- ``decision:turn`` is replaced: a drone's box cannot be chosen (explained when tried).
  Nectar tiles a drone removes leave the field, so nobody can collect them.
- ``next_turn`` is replaced: after each player turn a drone turn is played: flip the top
  card (with one card left, all ten are reshuffled first), its woodland action, then the
  drone of the top card's hive side moves. Every choice the rulebook gives the player
  during a drone turn is the ``drone`` decision of seat 0 (the base decider already says
  seat 0, the only seat). A value that cannot drop makes another drop, the player's choice.
- The end triggers are the base game's; on the player's turn the game ends at once (seat
  0 is the last seat), and a trigger during a drone turn gives the player one more turn
  (the base ``end_trigger`` step ends the game after it).
- ``score:contests`` and ``outcome`` are replaced: each solo contest pays its highest tier;
  the contest points against table g decide win or loss; a loss is not scored, a win is
  scored as in the multiplayer game, with its rank title from table i.

Every label, prompt, explanation and log sentence is a catalogue message of the ``[solo]``
section of ``honeybuzz_lab/games/honeybuzz/i18n/game/<language>.toml``; the module's action
kinds are declared once each in :data:`.kinds.SOLO_KINDS` (label, place on the table, bot
feature), which :func:`~...log.label`, ``describe``, the table and the bots read.

With ``advanced``: nothing here conflicts. That module removes the forage tokens, so the
drone's nectar removal offers every face-down tile of that type's back group (RULINGS 6),
chosen by the player, revealed and removed (:func:`.drones.nectar_choices`); the labels name the
back group, never the front.

With Fall Flavors modules (:func:`.cards.add_solo_cards`): each module's set of solo contest cards
(one drawn at random, the others back to the box; its deduction taken from a won game's
score, table E) and set of drone cards (one drawn and inserted in the middle of the shuffled
deck, the others in the discard pile, so they join the deck at the first reshuffle; RULINGS
8). A module drone card that shows on top of the deck goes to the bottom of the discard pile
and is resolved before the drone action, several in a turn if they come so; after one that
was the deck's last card is resolved, the discard pile is reshuffled into a new deck, that
card starts a new discard pile and a new card is flipped, whose drone action is the turn's.
A drone turn ends with the event ``drone_turn_ended`` (Sweetwater Sunset counts its events).

The view (:func:`.view.redact`) adds ``view["solo"]``: the difficulty, the drones' boxes, the
face-up drone card, the next card's hive side (not its woodland side, not the deck's
order), the solo contests and the removed tiles.

The package, one job a file: :mod:`.data` (tables g and i, the cards, a rank, a tier),
:mod:`.state` (``SoloState``), :mod:`.cards` (the public face other modules use: their solo
cards and drone decks, a contest card's worth to a bot), :mod:`.words` (terms),
:mod:`.kinds` (the actions, labels, bot scores), :mod:`.setup` (options, old records, the
deal, the configuration choice), :mod:`.drones` (blocked boxes and the drone turns),
:mod:`.outcome` (the solo contests, win or loss, rank) and :mod:`.view` (``redact`` and
``rebuild``); this file composes them into the module and registers it.
"""

from __future__ import annotations

from functools import cache

from ...registry import Module, register
from ...rules import DecisionRule, ScoreCategory
from ...rules import take_tile as base_take_tile
from .data import NAME
from .drones import (
    drone_apply,
    drone_explain,
    drone_options,
    drone_prompt,
    solo_next_turn,
    turn_explain,
    turn_options,
)
from .kinds import SOLO_KINDS
from .outcome import contest_points, solo_outcome
from .setup import (
    check_options,
    config_apply,
    config_explain,
    config_options,
    config_prompt,
    old_record,
    solo_setup,
)
from .state import make_state
from .view import rebuild, redact


@cache
def _module() -> Module:
    turn_rule = base_take_tile.DECISIONS["turn"]
    return Module(
        name=NAME,
        summary="The solitaire variant: one player against two drones and the solo contests.",
        players=(1, 1),
        options={"difficulty": "larva", "card_sets": True},
        check_options=check_options,
        setup=solo_setup,
        state=make_state,
        decisions={
            "turn": DecisionRule(
                turn_rule.actions, turn_options, turn_rule.apply, turn_rule.prompt, turn_explain
            ),
            "solo_configuration": DecisionRule(
                ("solo_configuration",),
                config_options,
                config_apply,
                config_prompt,
                config_explain,
            ),
            "drone": DecisionRule(
                ("drone_order", "drone_drop", "drone_remove", "drone_toast"),
                drone_options,
                drone_apply,
                drone_prompt,
                drone_explain,
            ),
        },
        scores=(ScoreCategory("contests", contest_points),),
        single={"next_turn": solo_next_turn, "outcome": solo_outcome},
        replaces=("decision:turn", "score:contests", "next_turn", "outcome"),
        new_events=("drone_moved",),
        kinds=SOLO_KINDS,
        refuse_record=old_record,
        redact=redact,
        rebuild=rebuild,
    )


SOLO_MODULE = _module()


def _register() -> None:
    register(SOLO_MODULE)


_register()
