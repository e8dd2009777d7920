"""Messages: sentences that can be said in every language the package speaks.

A :class:`Message` is a ``str`` (its English text, so code that prints, compares or
joins sentences keeps working) that also remembers its catalogue key and values, so
``message.text("hu")`` says it in Hungarian. Values may be plain text and numbers (used
as they are: names, coordinates), other messages (said in the same language) or lists
of those (joined by the field's ``list`` or ``and`` spec).

>>> m = Message("core.list.and")
>>> m, m.text("hu")
(' and ', ' és ')
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .catalog import Catalog, CatalogError, catalog
from .format import LIST_SPECS, apply_spec, isolate, join, parse


class Message(str):
    """A sentence or phrase from the catalogues, with the values that fill it.

    ``Message(key, **params)``. For names that come from data files a user may replace
    (contest titles, customers), ``_default`` is the name as the data gives it: the
    English catalogue holds a copy of it, and a translation is used only while the data
    still says what was translated. Data the catalogues do not know is said as it is.
    """

    key: str
    params: Mapping[str, object]
    default: str | None

    def __new__(cls, key: str, /, _default: str | None = None, **params: object) -> Message:
        english = render(catalog("en"), key, params, _default)
        self = super().__new__(cls, english)
        self.key = key
        self.params = MappingProxyType(params)
        self.default = _default
        return self

    def text(self, language: str = "en") -> str:
        """The message in ``language`` (``"en"`` or ``"hu"``)."""
        if language == "en":
            return str.__str__(self)
        return render(catalog(language), self.key, self.params, self.default)

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "params": {...}}`` with nested messages in the same form."""
        out: dict[str, Any] = {
            "key": self.key,
            "params": {k: _json(v) for k, v in self.params.items()},
        }
        if self.default is not None:
            out["default"] = self.default
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.key, dict(self.params), self.default))


def _rebuild(key: str, params: dict[str, object], default: str | None) -> Message:
    return Message(key, _default=default, **params)


def _json(value: object) -> object:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_json(v) for v in value]
    return value


def text(language: str, key: str, **params: object) -> str:
    """The text ``key`` of ``language`` with its fields filled from ``params``."""
    return render(catalog(language), key, params)


def render(
    texts: Catalog, key: str, params: Mapping[str, object], default: str | None = None
) -> str:
    """Fill the template ``key`` of ``texts`` with ``params`` (nested messages included)."""
    if default is not None:
        english = catalog("en")
        if key not in texts or key not in english or english[key] != default:
            return default  # a name from data with no translation (or changed since)
    template = texts.template(key, params)
    out: list[str] = []
    for part in parse(template):
        if isinstance(part, str):
            out.append(part)
            continue
        name, spec = part  # type: ignore[misc]
        if name not in params:
            raise CatalogError(f"{texts.language} text {key!r} needs a value for {{{name}}}")
        value = params[name]
        if spec in LIST_SPECS:
            if not isinstance(value, (list, tuple)):
                raise CatalogError(f"{texts.language} text {key!r}: {{{name}:{spec}}} takes a list")
            items = [_value(texts, key, name, v) for v in value]
            if spec == "list":
                out.append(join(items, ", ", ", "))
            else:
                out.append(
                    join(items, _word(texts, "core.list.comma"), _word(texts, "core.list.and"))
                )
        else:
            out.append(apply_spec(spec, _value(texts, key, name, value)))
    return "".join(out)


def _word(texts: Catalog, key: str) -> str:
    entry = catalog(texts.language)[key]  # the core's words, whatever table ``texts`` is
    assert isinstance(entry, str)
    return entry


def _value(texts: Catalog, key: str, name: str, value: object) -> str:
    if isinstance(value, Message):  # said from its own catalogue, in this language
        if texts.language == "en":
            return str.__str__(value)
        return render(catalog(texts.language), value.key, value.params, value.default)
    if isinstance(value, str):  # a name: isolated when it could turn the sentence around
        return isolate(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, (list, tuple)):
        raise CatalogError(
            f"{texts.language} text {key!r}: {{{name}}} is a list; give the field a list spec"
        )
    raise CatalogError(
        f"{texts.language} text {key!r}: {{{name}}} must be text, a whole number or a "
        f"message, not {type(value).__name__}"
    )


__all__ = ["Message", "render", "text"]
