"""honeybuzz_lab: learn, explore and teach Honey Buzz inside Jupyter.

The packages::

    honeybuzz_lab/
      core/              what both games share: hex math, the undoable history, the
                         catalogue system (i18n), action-kind registry, records, bots'
                         interface, the lesson engine, page-message checks, the front end
      games/honeybuzz/   Honey Buzz: hive, game (rules, modules, bots), widgets,
                         lessons, classroom, data, i18n
      games/hustle/      Honeycomb Hustle: game (engine, bots), widgets (the table),
                         lessons, i18n
      static/            the built front end of both games (from widget_js/)

Imports flow one way: notebooks -> a game's lessons -> its widgets -> its engine -> the
core; neither game imports the other (``tests/test_import_graph.py`` holds it).
"""

__version__ = "0.1.0"
