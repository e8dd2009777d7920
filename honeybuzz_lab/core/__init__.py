"""Pieces both games share (no game's rules live here)."""
