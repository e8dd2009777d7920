"""Reading input the package does not control, now in :mod:`honeybuzz_lab.core.inputs`
(this path still imports it)."""

from .core.inputs import MAX_FILE_BYTES, QUOTE_LIMIT, parse_json, quote, read_json_file, shorten

__all__ = ["MAX_FILE_BYTES", "QUOTE_LIMIT", "parse_json", "quote", "read_json_file", "shorten"]
