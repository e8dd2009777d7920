"""A pure-Python SVG picture of a hive (for notebooks without a kernel, pages and tests).

Tiles are golden dominoes with their yellow edges bright, waist edges plain and tip
edges dark; the anchor carries its icon symbol and letter. Cells are tinted by nectar
type and labelled with its letter; nectar tiles are inner hexagons, honey a drop;
barren cells are grey and crossed; pockets are dotted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

from ....core.hexes import Hex, corner, edge_segment, fmt, to_pixel
from ....core.i18n import Message, check_language, text
from .model import Hive
from .nectar import Nectar
from .notation import letters
from .style import (
    BARREN_FILL,
    EDGE_STROKE,
    FILLED_ICONS,
    HIGHLIGHT,
    HONEY_FILL,
    ICON_PATHS,
    NECTAR_FILL,
    POCKET_FILL,
    TEXT,
    TILE_FILL,
    TILE_FILL_ANCHOR,
    TRIED,
)
from .tiles import EdgeKind, HiveTile

_EDGE_ORDER = (EdgeKind.JOINT, EdgeKind.WAIST, EdgeKind.YELLOW, EdgeKind.TIP)


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _points(center: tuple[float, float], size: float) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in (corner(center, size, i) for i in range(6)))


def hive_svg(
    hive: Hive,
    *,
    size: float = 28.0,
    coords: bool = False,
    highlight: Iterable[Hex] = (),
    tried: Iterable[Hex] = (),
    legend: bool = False,
    title: str | None = None,
    language: str = "en",
    overlay: Callable[[Callable[[Hex], tuple[float, float]]], str] | None = None,
) -> str:
    """The hive as an SVG document (a string).

    ``coords`` prints ``q,r`` on every hex, ``highlight`` outlines some hexes in blue
    dashes, ``tried`` others in brown dots with a small ✗ (a try taken back), ``legend``
    adds a key of the five cell patterns below the hive. Titles and the legend are in
    ``language`` (``"en"`` or ``"hu"``). ``overlay`` draws more SVG on top (a game's marks
    on hexes): it is given the function from a hex to its centre in the picture.
    """
    lang = check_language(language)
    highlight = tuple(highlight)
    tried = tuple(tried)
    cells = hive.cells
    pockets = hive.pockets()
    tiles = hive.tiles
    hexes: set[Hex] = {h for t in tiles for h in t.hexes} | set(cells) | set(highlight) | set(tried)
    hexes |= {h for p in pockets for h in p}
    if not hexes:
        hexes = {(0, 0)}
    xs, ys = zip(*(to_pixel(h, size) for h in hexes), strict=True)
    pad = size * 1.3
    x0, y0 = min(xs) - pad, min(ys) - pad
    width, height = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
    legend_h = size * 3.4 if legend else 0.0
    width = max(width, size * 14) if legend else width

    def px(h: Hex) -> tuple[float, float]:
        x, y = to_pixel(h, size)
        return (x - x0, y - y0)

    summary = title or _summary(hive, lang)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="hb-hive" role="img" '
        f'width="{_n(width)}" height="{_n(height + legend_h)}" '
        f'viewBox="0 0 {_n(width)} {_n(height + legend_h)}" '
        f'font-family="system-ui, -apple-system, Segoe UI, sans-serif">',
        f"<title>{escape(summary)}</title>",
        "<defs>"
        '<pattern id="hb-barren" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="6" height="6" fill="'
        f'{BARREN_FILL}"/><line x1="0" y1="0" x2="0" y2="6" stroke="#8d877b" '
        'stroke-width="2"/></pattern>'
        '<pattern id="hb-pocket" width="7" height="7" patternUnits="userSpaceOnUse">'
        f'<rect width="7" height="7" fill="{POCKET_FILL}"/>'
        '<circle cx="3.5" cy="3.5" r="1" fill="#a99f88"/></pattern>'
        "</defs>",
    ]
    for pocket in pockets:
        for h in sorted(pocket):
            out.append(
                f'<polygon class="hb-pocket" points="{_points(px(h), size)}" '
                'fill="url(#hb-pocket)" stroke="#a99f88" stroke-width="1.2" '
                f'stroke-dasharray="3 3"><title>{escape(text(lang, "hive.svg.pocket", hex=fmt(h)))}'
                "</title></polygon>"
            )
    for h, cell in sorted(cells.items()):
        out.extend(
            _cell(px(h), size, cell.nectar_type, cell.nectar, cell.honey, cell.capped, h, lang)
        )
    for tile in tiles:
        out.append(_tile(tile, px, size, lang))
    if coords:
        for h in sorted(hexes):
            x, y = px(h)
            out.append(
                f'<text x="{_n(x)}" y="{_n(y + size * 0.72)}" font-size="{_n(size * 0.26)}" '
                f'text-anchor="middle" fill="#6b5a3a">{h[0]},{h[1]}</text>'
            )
    for h in highlight:
        out.append(
            f'<polygon class="hb-highlight" points="{_points(px(h), size * 0.9)}" fill="none" '
            f'stroke="{HIGHLIGHT}" stroke-width="3" stroke-dasharray="6 3"/>'
        )
    for h in tried:
        x, y = px(h)
        out.append(
            f'<g class="hb-tried"><polygon points="{_points((x, y), size * 0.78)}" fill="none" '
            f'stroke="{TRIED}" stroke-width="2" stroke-dasharray="0.1 4.5" '
            f'stroke-linecap="round"/><text x="{_n(x - size * 0.42)}" y="{_n(y - size * 0.3)}" '
            f'text-anchor="middle" font-size="{_n(size * 0.36)}" font-weight="700" '
            f'fill="{TRIED}">✗</text></g>'
        )
    if overlay is not None:
        out.append(overlay(px))
    if legend:
        out.append(_legend(size, height, lang))
    out.append("</svg>")
    return "".join(out)


def _summary(hive: Hive, language: str = "en") -> str:
    cells = hive.cells.values()
    n_nectar = sum(1 for c in cells if c.nectar)
    return text(
        language,
        "hive.svg.summary",
        tiles=len(hive),
        cells=len(hive.cells),
        nectar=n_nectar,
        pockets=len(hive.pockets()),
    )


def _tile(tile: HiveTile, px, size: float, language: str = "en") -> str:  # type: ignore[no-untyped-def]
    title = escape(tile.describe(language))
    parts = [f'<g class="hb-tile" data-tile="{tile.notation}"><title>{title}</title>']
    for h in tile.hexes:
        fill = TILE_FILL_ANCHOR if h == tile.anchor else TILE_FILL
        parts.append(f'<polygon points="{_points(px(h), size)}" fill="{fill}"/>')
    for kind in _EDGE_ORDER:
        color, width = EDGE_STROKE[kind]
        segs = []
        for h in tile.hexes:
            for e in range(6):
                if tile.edge(h, e) is kind:
                    (ax, ay), (bx, by) = edge_segment(px(h), size - width / 2, e)
                    segs.append(f"M{_n(ax)},{_n(ay)}L{_n(bx)},{_n(by)}")
        dash = ' stroke-dasharray="2 3"' if kind is EdgeKind.JOINT else ""
        parts.append(
            f'<path class="hb-edge-{kind.value}" d="{"".join(segs)}" stroke="{color}" '
            f'stroke-width="{width}" stroke-linecap="round" fill="none"{dash}/>'
        )
    x, y = px(tile.anchor)
    icon = ICON_PATHS[tile.action]
    scale = size / 28.0
    filled = tile.action in FILLED_ICONS
    parts.append(
        f'<g transform="translate({_n(x)},{_n(y - size * 0.2)}) scale({_n(scale * 0.95)})">'
        f'<path d="{icon}" fill="{TEXT if filled else "none"}" stroke="{TEXT}" '
        'stroke-width="1.5" stroke-linejoin="round"/></g>'
        f'<text x="{_n(x)}" y="{_n(y + size * 0.52)}" font-size="{_n(size * 0.4)}" '
        f'font-weight="700" text-anchor="middle" fill="{TEXT}">'
        f"{letters(language).actions[tile.action]}</text>"
    )
    parts.append("</g>")
    return "".join(parts)


def _cell(
    center: tuple[float, float],
    size: float,
    nectar_type: Nectar | None,
    nectar: Nectar | None,
    honey: bool,
    capped: bool,
    h: Hex,
    language: str = "en",
) -> list[str]:
    x, y = center
    if nectar_type is None:
        title = escape(text(language, "hive.svg.barren", hex=fmt(h)))
        return [
            f'<g class="hb-cell hb-barren"><title>{title}</title>'
            f'<polygon points="{_points(center, size)}" fill="url(#hb-barren)"/>'
            f'<text x="{_n(x)}" y="{_n(y + size * 0.2)}" font-size="{_n(size * 0.6)}" '
            f'text-anchor="middle" fill="{TEXT}">×</text></g>'
        ]
    color = NECTAR_FILL[nectar_type]
    what = "empty" if nectar is None else ("honey" if honey else "nectar")
    title = text(
        language,
        f"hive.svg.cell_{what}",
        nectar=Message(f"terms.nectar.{nectar_type.value}"),
        hex=fmt(h),
    )
    parts = [
        f'<g class="hb-cell hb-{nectar_type.value}"><title>{escape(title)}</title>'
        f'<polygon points="{_points(center, size)}" fill="{color}" fill-opacity="0.45"/>'
    ]
    if nectar is None:
        parts.append(
            f'<text x="{_n(x)}" y="{_n(y + size * 0.2)}" font-size="{_n(size * 0.5)}" '
            f'font-weight="600" text-anchor="middle" fill="{TEXT}" fill-opacity="0.7">'
            f"{letters(language).nectars[nectar_type]}</text>"
        )
    else:
        parts.append(
            f'<polygon points="{_points(center, size * 0.68)}" fill="{color}" '
            f'stroke="{TEXT}" stroke-width="1.2"/>'
            f'<text x="{_n(x)}" y="{_n(y + size * 0.2)}" font-size="{_n(size * 0.5)}" '
            f'font-weight="800" text-anchor="middle" fill="{TEXT}">'
            f"{letters(language).nectars[nectar].upper()}</text>"
        )
        if honey:
            dx, dy = x + size * 0.32, y - size * 0.42
            s = size / 28.0
            parts.append(
                f'<path transform="translate({_n(dx)},{_n(dy)}) scale({_n(s)})" '
                'd="M0,-6 C3,-2 5,1 5,3 a5,5 0 1,1 -10,0 C-5,1 -3,-2 0,-6 Z" '
                f'fill="{HONEY_FILL}" stroke="{TEXT}" stroke-width="1"/>'
            )
        if capped:
            parts.append(
                f'<rect x="{_n(x - size * 0.45)}" y="{_n(y + size * 0.3)}" '
                f'width="{_n(size * 0.9)}" height="{_n(size * 0.16)}" fill="{TEXT}"/>'
            )
    parts.append("</g>")
    return parts


def _legend(size: float, top: float, language: str = "en") -> str:
    items: list[tuple[str, str, str]] = [
        (NECTAR_FILL[n], letters(language).nectars[n], text(language, f"hive.svg.legend.{n.value}"))
        for n in Nectar
    ]
    items.append(("url(#hb-barren)", "×", text(language, "hive.svg.legend.barren")))
    r = size * 0.38
    out = ['<g class="hb-legend">']
    for i, (fill, letter, label) in enumerate(items):
        col, row = i % 2, i // 2
        cx, cy = size * 0.8 + col * size * 7, top + size * 0.5 + row * size
        out.append(
            f'<polygon points="{_points((cx, cy), r)}" fill="{fill}" stroke="{TEXT}" '
            'stroke-width="0.8"/>'
            f'<text x="{_n(cx)}" y="{_n(cy + r * 0.45)}" font-size="{_n(r * 1.1)}" '
            f'text-anchor="middle" fill="{TEXT}">{letter}</text>'
            f'<text x="{_n(cx + r * 1.5)}" y="{_n(cy + r * 0.4)}" font-size="{_n(size * 0.34)}" '
            f'fill="{TEXT}">{escape(label)}</text>'
        )
    out.append("</g>")
    return "".join(out)
