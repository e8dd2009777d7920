"""The Honeycomb Hustle engine: set-up, building, the round, bots, records and its words.

>>> from honeybuzz_lab.games.hustle.game import Game
>>> game = Game.new(4, seed=7)
>>> game.pending.kind
'draw'

The engine follows the rulebook (``shared/rules/honeycomb-hustle-rulebook.txt``) and
RULINGS section 9; token data the rulebook does not print is in ``tokens.toml``,
marked ``reconstructed = true`` (:meth:`Game.reconstructed`). It imports the core only.

Readings where the rulebook leaves room (what a seat may know is in :mod:`.engine`):

- Set-up: the honey pile holds 7 per player; the extra honey set aside is the rest of the
  99 less the 24 starting honey tokens (those of missing players stay in the box, as do
  their other starting tokens and restart cubes). The start token goes to a player drawn
  from the seed.
- Building: players build one after the other, clockwise from the start token; each
  decides on restarts (during the building or once it stops, until ``done``) after the
  earlier players' decisions are final, which is the clockwise decision order the rulebook
  asks for when a decision depends on another's. The first token lies on ``(0, 0)``
  unturned (turning the whole honeycomb changes nothing). A honey token drawn first goes
  back and another is drawn: the engine draws among the non-honey tokens, the same odds.
- Cover-up tokens: one drawn while a honey token lies uncovered must cover one (the
  player picks which, and the turn that puts a mark on the honey's mark); one drawn
  before that is set aside and covers the next honey token placed at once. Once building
  stops, a set-aside cover-up token may be placed by the normal rule (on an empty
  honeycomb it begins it); ``done`` leaves it unplaced and it earns nothing. A covered
  honey's hex takes the cover-up token's marks; the honey under it is still the owner's.
- Drafted, bought and helper-bee tokens go straight into the bag (it is not drawn from
  before the next round, so this is the same as adding them at the end of the round).
- Nectar exchange takes the nectar out of the honeycomb; the honey comes from the pile.
  The pile running out at any moment of the turns (exchange or purchase) makes the round
  the last at once: the extra honey joins the pile, the later players buy without
  drafting; no helper bees, no trades (trade tokens go back to their bags). Honey bought
  when every honey token is taken is kept track of and counts as honey.
- A trade token's owner chooses the opponent; the stolen token is random.
- A decision with a single answer (``done``, ``draft``, ``buy``, ``steal``) is answered
  by the engine; a placement and a draw are always the player's (a token is drawn when
  its player draws it, so nothing of the bag's future is known before).
- Chance (RULINGS 10): a game made without a seed draws one from the operating system's
  randomness (64 bits); every chance event is named by the seed, so a record replays
  exactly, and a table's undo stops at the last random result anyone has seen.
"""

from .actions import (
    Action,
    Buy,
    Done,
    Draft,
    Draw,
    Place,
    Restart,
    Steal,
    format_action,
    parse_action,
)
from .bots import PlanningBot, RandomBot, play
from .catalogue import Said, token_name
from .data import KINDS, RECONSTRUCTED
from .engine import Game, Pending
from .errors import ActionError, HustleError, IllegalAction, RecordError, SetupError
from .texts import describe, said

__all__ = [
    "KINDS",
    "RECONSTRUCTED",
    "Action",
    "ActionError",
    "Buy",
    "Done",
    "Draft",
    "Draw",
    "Game",
    "HustleError",
    "IllegalAction",
    "Pending",
    "Place",
    "PlanningBot",
    "RandomBot",
    "RecordError",
    "Restart",
    "Said",
    "SetupError",
    "Steal",
    "describe",
    "format_action",
    "parse_action",
    "play",
    "said",
    "token_name",
]
