"""Templates of the catalogues and the language helpers they use.

A template is plain text with ``{name}`` or ``{name:spec}`` fields (``{{`` and ``}}``
are literal braces). The same small syntax is implemented in ``widget_js/i18n.js``, so
the page renders exactly the sentences Python renders. Specs:

``cap``
    the value with its first letter upper-case;
``an`` / ``An``
    the English indefinite article before the value (``an Acacia``, ``a Rosemary``);
``s`` / ``S``
    the English possessive of a name (``Anna's``); a player named *You* reads ``your``
    (``Your`` with ``S``, at the start of a sentence: ``Your turn ends``);
``az`` / ``Az``
    the Hungarian definite article before the value (``az Akác``, ``a (2,1)``);
``+nak/nek``, ``+hoz/hez/höz``, ``az+ba/be``, ...
    the value with a Hungarian case suffix chosen by vowel harmony (two forms: back /
    front; three: back / front / rounded front), after a hyphen when the value ends in a
    digit or a bracket (``Annának``, ``a C2-re``, ``a 3-ra``, ``az (1,2)-höz``); an ``az``
    or ``Az`` before the ``+`` puts the article in front too (see :func:`hungarian_suffix`);
``birt=köre/köröd`` / ``Birt=...``
    the Hungarian possessive: the name, then the possessed noun given in the spec (third
    person / second person); a player named *Te* reads the second person (``Anna köre``,
    ``a te köröd``; ``A te köröd`` with ``Birt``, at the start of a sentence);
``list``
    a list joined with commas;
``and``
    a list joined with commas and the language's word for *and* (``a, b and c``).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

#: The specs a field may carry.
SPECS: frozenset[str] = frozenset({"", "cap", "an", "An", "s", "S", "az", "Az", "list", "and"})
#: Specs that join a list of values.
LIST_SPECS: frozenset[str] = frozenset({"list", "and"})

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
#: A suffix spec: an optional article, then ``+back/front`` or ``+back/front/rounded``.
_SUFFIX_SPEC = re.compile(r"(az|Az)?\+([a-záéíóöőúüű]+(?:/[a-záéíóöőúüű]+){1,2})\Z")
#: A Hungarian possessive spec: ``birt=`` (``Birt=`` at a sentence's start), then the
#: possessed noun after a name and after *te*: ``birt=köre/köröd``.
_POSSESSIVE_SPEC = re.compile(r"(birt|Birt)=([^/{}]+)/([^/{}]+)\Z")
_HU_VOWELS = "aáeéiíoóöőuúüű"
_LEADING_PUNCTUATION = "(\"'„“‘«["
#: Capital letters whose Hungarian names start with a vowel: a, e, i, o, u, ef, el, em,
#: en, er, es, iksz, ipszilon.
_VOWEL_LETTER_NAMES = "AEIOUFLMNRSXY"


#: Bidirectional classes that make a value need isolating: right-to-left letters and the
#: explicit direction controls (embeddings, overrides, isolates).
_BIDI_ISOLATE = frozenset(
    {"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"}
)
#: First strong isolate and pop directional isolate (Unicode's bidi algorithm, UAX #9).
FSI, PDI = "\u2068", "\u2069"


def isolate(value: str) -> str:
    """``value`` wrapped in FSI ... PDI when it holds right-to-left letters or direction
    controls, so a player's name never reorders or overrides the sentence around it (a
    PDI closes every embedding and override opened inside); other text as it is."""
    if any(unicodedata.bidirectional(c) in _BIDI_ISOLATE for c in value):
        return FSI + value + PDI
    return value


class TemplateError(ValueError):
    """A template that does not follow the catalogue syntax."""


#: A parsed template: literal text and ``(name, spec)`` fields, alternating.
Parts = tuple[object, ...]


@cache
def parse(template: str) -> Parts:
    """Split ``template`` into literal strings and ``(name, spec)`` fields."""
    parts: list[object] = []
    buf: list[str] = []
    i, n = 0, len(template)
    while i < n:
        c = template[i]
        if c == "{":
            if template.startswith("{", i + 1):
                buf.append("{")
                i += 2
                continue
            j = template.find("}", i)
            if j < 0:
                raise TemplateError(f"a '{{' at {i} is never closed in {template!r}")
            name, _, spec = template[i + 1 : j].partition(":")
            if not _NAME.match(name):
                raise TemplateError(
                    f"{{{template[i + 1 : j]}}} in {template!r}: a field is {{name}} or "
                    "{name:spec} with a name of letters, digits and _"
                )
            if not (spec in SPECS or _SUFFIX_SPEC.match(spec) or _POSSESSIVE_SPEC.match(spec)):
                known = ", ".join(sorted(s for s in SPECS if s))
                raise TemplateError(
                    f"unknown spec {spec!r} in {template!r}: use one of {known}, "
                    "a suffix like +nak/nek or a possessive like birt=köre/köröd"
                )
            parts.append("".join(buf))
            parts.append((name, spec))
            buf = []
            i = j + 1
        elif c == "}":
            if template.startswith("}", i + 1):
                buf.append("}")
                i += 2
                continue
            raise TemplateError(f"a lone '}}' at {i} in {template!r} (write '}}}}')")
        else:
            buf.append(c)
            i += 1
    parts.append("".join(buf))
    return tuple(parts)


def fields(template: str) -> set[str]:
    """The names of the fields of ``template``."""
    return {p[0] for p in parse(template) if isinstance(p, tuple)}  # type: ignore[misc]


def capitalize(text: str) -> str:
    """``text`` with its first letter upper-case (the rest unchanged)."""
    return text[:1].upper() + text[1:]


def english_article(word: str) -> str:
    """``"an"`` before a word starting with a vowel letter, else ``"a"``."""
    return "an" if word[:1] and word[:1].upper() in "AEIOU" else "a"


def english_possessive(name: str, start: bool = False) -> str:
    """``"Anna's"``; ``"your"`` for a player named *You* (``"Your"`` at a sentence's
    ``start``), so "Your turn ends; it is your turn" reads right."""
    if name.strip().lower() == "you":
        return "Your" if start else "your"
    return name + "'s"


def hungarian_possessive(name: str, third: str, second: str, start: bool = False) -> str:
    """``"Anna köre"``: ``name`` with the ``third`` person's possessed noun; for a player
    named *Te* the ``second`` person's, ``"a te köröd"`` (``"A te köröd"`` at a
    sentence's ``start``), so "A te köröd véget ért" reads right."""
    if name.strip().lower() == "te":
        return ("A" if start else "a") + " te " + second
    return f"{name} {third}"


def hungarian_article(word: str) -> str:
    """``"az"`` before a vowel sound, else ``"a"``: ``az Akác``, ``a Rozmaring``.

    Numbers count by how they are read: ``az 1`` (egy), ``az 5`` (öt), ``az 50``
    (ötven), ``az 1000`` (ezer), but ``a 10`` (tíz) and ``a 100`` (száz). A capital
    letter standing alone or before a digit is read by its name: ``az F2`` (ef),
    ``a C2`` (cé). Opening brackets and quotes are skipped (``az (1,2)``); a minus sign
    is read *mínusz*.
    """
    s = word.lstrip(_LEADING_PUNCTUATION)
    if not s:
        return "a"
    if re.match(r"[A-Z](?![A-Za-zÀ-ž])", s):
        return "az" if s[0] in _VOWEL_LETTER_NAMES else "a"
    c = s[0].lower()
    if c in _HU_VOWELS:
        return "az"
    if c in "0123456789":
        digits = re.match(r"[0-9]+", s).group(0)  # type: ignore[union-attr]
        if digits[0] == "5" or (digits[0] == "1" and len(digits) % 3 == 1):
            return "az"
    return "a"


#: How the end of a number is read: its last non-zero digit group's word (units, tens,
#: hundred, thousand), as vowel harmony hears it.
_UNITS = {"1": "egy", "2": "kettő", "3": "három", "4": "négy", "5": "öt", "6": "hat",
          "7": "hét", "8": "nyolc", "9": "kilenc"}  # fmt: skip
_TENS = {"1": "tíz", "2": "húsz", "3": "harminc", "4": "negyven", "5": "ötven",
         "6": "hatvan", "7": "hetven", "8": "nyolcvan", "9": "kilencven"}  # fmt: skip


def _number_reading(digits: str) -> str:
    """The last word of a whole number as it is read: ``"13"`` -> ``"három"``."""
    n = int(digits)
    if n == 0:
        return "nulla"
    if n % 10:
        return _UNITS[str(n % 10)]
    if n % 100:
        return _TENS[str(n % 100 // 10)]
    if n % 1000:
        return "száz"
    return "ezer"


def _harmony(word: str) -> str:
    """ "back", "front" or "rounded" (front with ö ő ü ű last) for a suffix after ``word``."""
    for c in reversed(word.lower()):
        if c in _HU_VOWELS and c not in "iíeé":
            if c in "aáoóuú":
                return "back"
            return "rounded"
    return "front"


def hungarian_suffix(word: str, back: str, front: str, rounded: str | None = None) -> str:
    """``word`` with the back or the front form of a suffix, by vowel harmony.

    ``hungarian_suffix("Anna", "nak", "nek")`` -> ``"Annának"``,
    ``hungarian_suffix("Péter", "nak", "nek")`` -> ``"Péternek"``. The last vowel that
    is not one of the neutral i í e é decides: a back vowel (a á o ó u ú) takes the
    back form, anything else (or neutral vowels only) the front form, or ``rounded``
    (``höz``) after ö ő ü ű when given. A final *a* or *e* lengthens before the suffix,
    as in writing (Anna -> Anná-). A word ending in a digit or a bracket is heard by its
    last number and gets a hyphen: ``C2-re`` (kettő), ``3-ra`` (három), ``(1,2)-höz``.
    """
    numbers = re.findall(r"[0-9]+", word)
    if word[-1:].isdigit() or (word[-1:] in ")]" and numbers):
        heard = _harmony(_number_reading(numbers[-1]))
        stem = word + "-"
    else:
        heard = _harmony(word)
        stem = word
        if word[-1:] in ("a", "e"):
            stem = word[:-1] + {"a": "á", "e": "é"}[word[-1]]
    if heard == "back":
        return stem + back
    return stem + (rounded if heard == "rounded" and rounded else front)


def apply_spec(spec: str, text: str) -> str:
    """Apply a single-value spec to rendered ``text``."""
    if spec == "":
        return text
    if spec == "cap":
        return capitalize(text)
    if spec == "an":
        return f"{english_article(text)} {text}"
    if spec == "An":
        return capitalize(f"{english_article(text)} {text}")
    if spec in ("s", "S"):
        return english_possessive(text, start=spec == "S")
    if spec == "az":
        return f"{hungarian_article(text)} {text}"
    if spec == "Az":
        return capitalize(f"{hungarian_article(text)} {text}")
    possessive = _POSSESSIVE_SPEC.match(spec)
    if possessive:
        capital, third, second = possessive.groups()
        return hungarian_possessive(text, third, second, start=capital == "Birt")
    suffix = _SUFFIX_SPEC.match(spec)
    if suffix:
        article, forms = suffix.groups()
        word = hungarian_suffix(text, *forms.split("/"))
        return apply_spec(article, word) if article else word
    raise TemplateError(f"the spec {spec!r} takes a list, not one value")


def join(items: list[str], comma: str, last: str) -> str:
    """``a, b and c``: ``items`` joined with ``comma``, the last two with ``last``."""
    if len(items) <= 1:
        return "".join(items)
    return comma.join(items[:-1]) + last + items[-1]
