"""Reading input the package does not control: short quotes of bad values, JSON text, files.

Every loader quotes a bad value with :func:`quote` (a short prefix, never the whole
value, safe for values nested without end or numbers of any size) and reads JSON with
:func:`parse_json` or :func:`read_json_file`, which turn every way JSON can fail (not
JSON, not UTF-8, nested too deeply, a number too long, a missing file) into one error
of the caller's own type. A JSON object that names a key twice is refused: which value
was meant cannot be known.
"""

from __future__ import annotations

import json
import reprlib
from pathlib import Path

#: Characters of a bad value an error message quotes at most.
QUOTE_LIMIT = 60
#: Largest JSON file a loader reads (far beyond any saved game or hive).
MAX_FILE_BYTES = 50_000_000
#: Characters an input error's message keeps at most.
MESSAGE_LIMIT = 400

_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_REPR.maxstring = QUOTE_LIMIT
_REPR.maxother = QUOTE_LIMIT
_REPR.maxlong = 24
for _name in ("maxlist", "maxtuple", "maxdict", "maxset", "maxfrozenset", "maxdeque"):
    setattr(_REPR, _name, 4)


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short repr of ``value`` for an error message: at most ``limit`` characters and an
    ellipsis; a whole number of many digits is named by its size.

    >>> quote("x" * 500)[:8], len(quote("x" * 500))
    ("'xxxxxxx", 63)
    >>> quote(10**5000)
    'a whole number of about 5001 digits'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit])[: limit + 2] + "…"
    try:
        text = _REPR.repr(value)
    except Exception:  # a value whose repr fails: name its type
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` itself if it is short, else its first ``limit`` characters and an ellipsis."""
    return text if len(text) <= limit else text[:limit] + "…"


class InputError(ValueError):
    """Bad input refused; the message is cut to :data:`MESSAGE_LIMIT` characters, so no
    error repeats a huge bad value whole.

    >>> len(str(InputError("x" * 10**6)))
    401
    """

    def __init__(self, message: object = "", *args: object):
        if isinstance(message, str) and len(message) > MESSAGE_LIMIT:
            message = shorten(str.__str__(message), MESSAGE_LIMIT)
        super().__init__(message, *args)


class DuplicateKey(Exception):
    """A JSON object names ``key`` twice (raised by :func:`no_duplicate_keys`)."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def no_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """An ``object_pairs_hook`` for :func:`json.loads` that raises DuplicateKey."""
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


def parse_json(text: str | bytes, error: type[Exception], what: str = "the text") -> object:
    """``text`` parsed as JSON; ``error(<why>)`` for anything that is not readable JSON
    (a key given twice in one object included)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise error(f"{what} is not UTF-8 text (byte {e.start})") from None
    if not isinstance(text, str):
        raise error(f"{what} must be JSON text, not {type(text).__name__}")
    try:
        return json.loads(text, object_pairs_hook=no_duplicate_keys)
    except DuplicateKey as e:
        raise error(f"{what} gives the key {quote(e.key)} twice in one object") from None
    except RecursionError:
        raise error(f"{what} is nested too deeply to be read") from None
    except json.JSONDecodeError as e:
        raise error(
            f"{what} is not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})"
        ) from None
    except ValueError:  # a number with more digits than Python converts
        raise error(f"{what} holds a number with too many digits to be read") from None


def read_json_file(path: object, error: type[Exception]) -> object:
    """The JSON in the file ``path``; ``error(<why>)`` if it cannot be read or parsed."""
    if not isinstance(path, (str, Path)):
        raise error(f"a file path must be text or a Path, not {type(path).__name__}")
    shown = quote(str(path), 200)
    file = Path(path)
    try:
        size = file.stat().st_size
        data = b"" if size > MAX_FILE_BYTES else file.read_bytes()
    except FileNotFoundError:
        raise error(f"cannot read {shown}: there is no such file") from None
    except IsADirectoryError:
        raise error(f"cannot read {shown}: it is a folder, not a file") from None
    except (OSError, ValueError) as e:
        raise error(f"cannot read {shown}: {e.strerror if isinstance(e, OSError) else e}") from None
    if size > MAX_FILE_BYTES:
        raise error(f"{shown} is too large to be a saved file ({size} bytes)")
    return parse_json(data, error, shown)
