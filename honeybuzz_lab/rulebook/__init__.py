"""The rules reference: every rule of Honey Buzz (base, advanced, solitaire, Fall Flavors)
and Honeycomb Hustle as a small cited atom, found by search and shown working in the engine.

>>> from honeybuzz_lab.rulebook import RuleBook, atom, search
>>> atom("hb.hive.yellow-edges").title("en")
'Tiles join yellow edge to yellow edge'
>>> search("legyező", game="honeybuzz", language="hu")[0]["id"]
'hb.produce.fan'

It imports the engines of both games and nothing above them (its widget is its own).
"""

from ..core.lazy import lazy_names

# atoms and search are both modules and functions: imported here, the name is the function
from .atoms import Atom, RuleBookError, atom, atoms
from .search import search

#: Where each name lives: its module loads on first use (PEP 562), so a page that
#: cites a rule does not run the engines' demonstrations.
_HOMES = {
    "DemoError": ".demos",
    "Outcome": ".demos",
    "run": ".demos",
    "RuleBook": ".widget",
}


__getattr__, __dir__ = lazy_names(__name__, _HOMES)


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
