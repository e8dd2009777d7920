"""Honeycomb Hustle's table: the anywidget (``table``), the page's messages
(``table_messages``), what a seat sees (``table_state``), the saved games
(``table_keep``) and the picture a saved notebook shows (``table_svg``). It imports the
engine (``..game``) and the core, never the lessons."""
