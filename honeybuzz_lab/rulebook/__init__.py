"""The rules reference: every rule of Honey Buzz (base, advanced, solitaire, Fall Flavors)
and Honeycomb Hustle as a small cited atom, found by search and shown working in the engine.

>>> from honeybuzz_lab.rulebook import atom
>>> atom("hb.hive.yellow-edges").title("en")
'Tiles join yellow edge to yellow edge'

It imports the engines of both games and nothing above them (its widget is its own).
"""

from .atoms import Atom, RuleBookError, atom, atoms
from .demos import DemoError, Outcome, run
from .search import search

__all__ = ["Atom", "DemoError", "Outcome", "RuleBookError", "atom", "atoms", "run", "search"]
