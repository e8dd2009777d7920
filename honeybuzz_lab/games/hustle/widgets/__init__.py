"""Honeycomb Hustle's table: the anywidget (``table``), the page's messages
(``table_messages``), what a seat sees (``table_state``) and the saved games
(``table_keep``). It imports the engine (``..game``) and the core, never the lessons."""
