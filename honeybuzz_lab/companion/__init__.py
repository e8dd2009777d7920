"""At the real table: a setup guide, a score sheet and a referee for the physical boxes of
Honey Buzz (with its modules) and Honeycomb Hustle, on the engines' own rules and data.

Nothing else in the package imports the companion.
"""

from .referee import Referee, Ruling, rule
from .score_sheet import ScoreSheet
from .scoring import HustleTally, Scored, Tally, score_honeybuzz, score_hustle
from .setup_guide import SetupGuide
from .setup_steps import Step, setup_steps
from .texts import CompanionError

__all__ = [
    "CompanionError",
    "HustleTally",
    "Referee",
    "Ruling",
    "ScoreSheet",
    "Scored",
    "SetupGuide",
    "Step",
    "Tally",
    "rule",
    "score_honeybuzz",
    "score_hustle",
    "setup_steps",
]
