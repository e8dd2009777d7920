"""The rules reference: every rule of Honey Buzz (base, advanced, solitaire, Fall Flavors)
and Honeycomb Hustle as a small cited atom, found by search and shown working in the engine.

>>> from honeybuzz_lab.rulebook import RuleBook, atom, search
>>> atom("hb.hive.yellow-edges").title("en")
'Tiles join yellow edge to yellow edge'
>>> search("legyező", game="honeybuzz", language="hu")[0]["id"]
'hb.produce.fan'

It imports the engines of both games and nothing above them (its widget is its own).
"""

from .atoms import Atom, RuleBookError, atom, atoms
from .demos import DemoError, Outcome, run
from .search import search
from .widget import RuleBook

__all__ = [
    "Atom",
    "DemoError",
    "Outcome",
    "RuleBook",
    "RuleBookError",
    "atom",
    "atoms",
    "run",
    "search",
]
