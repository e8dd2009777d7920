"""Tests of the core pieces both games share."""
