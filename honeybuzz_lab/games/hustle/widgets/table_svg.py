"""The Honeycomb Hustle table as plain HTML and SVG, without scripts: what a saved notebook
shows.

GitHub, nbviewer or a notebook opened without a kernel cannot run the widget; they show
this picture instead (the table's ``_repr_html_``). :func:`table_html` draws it from the
table's synced traits only (``_data``, ``_tokens``, ``_texts``: what the page receives), so
it holds nothing the page is not sent: the viewer's honeycomb with its tokens, the other
honeycombs smaller, the bags, the pool and the piles as tokens with their counts on them,
whose decision it is, the points and the latest log lines, in the page's language, on its
own white paper (it reads in a light or a dark notebook). The tokens look as on the page
(the fills of hustle.css, a bar per mark) and carry their face, so colour is never the
only sign of a kind. A pass-and-play screen waiting for its next player shows that seat's
bag by its size only, as the page's veil hides it.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from ....core.hexes import corner, edge_segment, neighbors, to_pixel
from ....core.i18n import apply_spec, parse

INK = "#2b1d06"
MUTED = "#5c5447"
#: The picture's own ground (in a light or a dark notebook alike).
PAPER = "#ffffff"
#: A token's fill by its colour (``_tokens[kind]["colour"]``), as hustle.css paints it.
FILLS = {
    "honey": "#f7cf45",
    "nectar": "#fff0c4",
    "helper": "#a5d66f",
    "blue": "#6fb8f5",
    "purple": "#bda7e6",
    "red": "#f0625f",
    "orange": "#ffab40",
    "gray": "#b8c4ca",
}
#: A token's outline, its marks and its face (dark on every fill).
EDGE = "#1f1f1f"
DARK = "#111111"
#: The circumradius of a hex of the viewer's honeycomb and of the others', in pixels.
SIZE = 30
SMALL = 14
#: How many of the latest log lines the picture shows.
LOG_LINES = 6

Synced = Mapping[str, Any]
#: The room above each part of the picture.
_GAP = 'style="margin-top:8px"'


class Words:
    """The page's texts (``_texts``), filled as the page fills them: ``{field}``."""

    def __init__(self, texts: Synced) -> None:
        self.texts = texts

    def __call__(self, key: str, **fields: object) -> str:
        template = str(self.texts.get(key, key))
        out = []
        for part in parse(template):
            if isinstance(part, str):
                out.append(part)
            else:
                name, spec = part
                shown = str(fields[name]) if name in fields else None
                out.append(apply_spec(spec, shown) if shown is not None else f"{{{name}}}")
        return "".join(out)


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def face(kind: str, tokens: Synced, t: Words) -> str:
    """A token's face: its points, or a sign (the page's ``face`` in svg.js)."""
    signs = {"red": "x²", "trade": "⇄", "helper": "+3", "cover": "+1"}
    if kind in ("honey", "nectar"):
        return t(f"abbr_{kind}")
    return signs.get(kind) or str(tokens[kind]["points"])


def token(
    center: tuple[float, float], size: float, kind: str, marks: int, label: str, **opts: Any
) -> str:
    """One token: its hex in its kind's fill, a bar on each marked edge, its face, and a
    honey dot when it covers honey (``under``); ``font``: the face's size in pixels."""
    cx, cy = center
    r = size * 0.96
    points = " ".join(f"{_n(x)},{_n(y)}" for x, y in (corner(center, r, i) for i in range(6)))
    fill = FILLS.get(opts["colour"], "#ffffff")
    out = [
        f'<g class="hbh-token hbh-k-{escape(kind)}" data-kind="{escape(kind)}">',
        f'<polygon points="{points}" fill="{fill}" stroke="{EDGE}" stroke-width="1.5"/>',
    ]
    width = 4.5 if size >= 20 else 2
    for d in range(6):
        if not marks >> d & 1:
            continue
        (ax, ay), (bx, by) = edge_segment(center, r, d)
        mx, my = cx + ((ax + bx) / 2 - cx) * 0.8, cy + ((ay + by) / 2 - cy) * 0.8
        hx, hy = (bx - ax) * 0.22, (by - ay) * 0.22
        out.append(
            f'<line class="hbh-mark" x1="{_n(mx - hx)}" y1="{_n(my - hy)}" x2="{_n(mx + hx)}" '
            f'y2="{_n(my + hy)}" stroke="{DARK}" stroke-width="{width}" stroke-linecap="round"/>'
        )
    if label:
        out.append(
            f'<text x="{_n(cx)}" y="{_n(cy)}" dominant-baseline="central" text-anchor="middle" '
            f'font-size="{opts.get("font", 17)}" font-weight="700" fill="{DARK}">'
            f"{escape(label)}</text>"
        )
    if opts.get("under"):
        out.append(
            f'<circle cx="{_n(cx + size * 0.45)}" cy="{_n(cy - size * 0.45)}" '
            f'r="{_n(size * 0.16)}" fill="{FILLS["honey"]}" stroke="{DARK}" stroke-width="1.2"/>'
        )
    return "".join(out) + "</g>"


def comb_svg(cells: list[Synced], size: float, label: str, tokens: Synced, t: Words) -> str:
    """A honeycomb's tokens at ``size`` (at least 9 by 6 hexes of room, 1:1 on the page)."""
    centers = [to_pixel((c["q"], c["r"]), size) for c in cells] or [(0.0, 0.0)]
    pad = size * 1.2
    x0, x1 = min(x for x, _ in centers) - pad, max(x for x, _ in centers) + pad
    y0, y1 = min(y for _, y in centers) - pad, max(y for _, y in centers) + pad
    w, h = max(x1 - x0, 9 * size), max(y1 - y0, 6 * size)
    x0, y0 = (x0 + x1 - w) / 2, (y0 + y1 - h) / 2
    blue = {k for k, v in tokens.items() if v["colour"] == "blue"}
    at = {(c["q"], c["r"]): c["token"] for c in cells}
    big = size >= 20
    body = []
    for c, center in zip(cells, centers, strict=False):
        kind = c["token"]
        twin = kind in blue and any(at.get(nb) in blue for nb in neighbors((c["q"], c["r"])))
        text = face(kind, tokens, t) + ("×2" if twin and big else "")
        font = (17 if len(text) < 3 else 14) if big else 11  # "1×2" inside its hex
        colour = tokens[kind]["colour"]
        body.append(
            token(
                center,
                size,
                kind,
                c["marks"],
                text,
                colour=colour,
                under=c["covers_honey"],
                font=font,
            )
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" class="hbh-comb" width="{_n(w)}" '
        f'height="{_n(h)}" '
        f'viewBox="{_n(x0)} {_n(y0)} {_n(w)} {_n(h)}" font-family="system-ui, sans-serif" '
        f'style="background:#fbf6e9;border:1px solid #bdbdbd;border-radius:6px">'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )


def piece(kind: str, count: int | None, words: str, tokens: Synced, t: Words) -> str:
    """A token drawn as the piece with how many there are on it (``words``: what it is)."""
    badge = ""
    if count is not None:
        badge = (
            f'<rect x="5" y="8" width="20" height="15" rx="7.5" fill="{INK}" stroke="#ffffff"/>'
            f'<text x="15" y="15.5" dominant-baseline="central" text-anchor="middle" '
            f'font-size="11" font-weight="800" fill="#ffffff">{count}</text>'
        )
    colour = tokens[kind]["colour"]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" class="hbh-piece" width="48" '
        f'height="46" viewBox="-22 -21 48 46" font-family="system-ui, sans-serif" '
        f'style="vertical-align:middle"><title>{escape(words)}</title>'
        f"{token((0, 0), 20, kind, 0, face(kind, tokens, t), colour=colour, font=14)}{badge}</svg>"
    )


def _p(words: str, cls: str = "", style: str = "") -> str:
    if not words:
        return ""
    return f'<p class="{cls}" style="margin:3px 0;{style}">{escape(words)}</p>'


def main_seat(data: Synced) -> int:
    """The seat whose honeycomb is the big one: the viewer, else the one deciding."""
    if data.get("viewer") is not None:
        return int(data["viewer"])
    player = data["pending"]["player"]
    return 0 if player is None else int(player)


def veiled(data: Synced) -> bool:
    """Pass and play waiting for its next player: the page covers that player's view."""
    return bool(data.get("shared")) and data.get("viewer") is not None


def status(data: Synced, t: Words) -> str:
    """Whose decision it is and what is asked, in one line (the page's title and status)."""
    head = t("title") + " · " + t("round", round=data["round"])
    if data.get("last_round"):
        head += " · " + t("last_round")
    if data["phase"] == "over":
        return head + " · " + t("over")
    if veiled(data):
        return head + " · " + t("prompt_pass", name=data["players"][data["viewer"]]["name"])
    prompt = data["pending"]["prompt"]  # the engine's sentence names who decides
    return (
        f"{head} · {t('your_decision')}: {prompt}" if data.get("answer") else f"{head} · {prompt}"
    )


def mine_html(data: Synced, tokens: Synced, t: Words) -> str:
    """The big honeycomb with its points, the hand, the cubes and the bag."""
    seat = main_seat(data)
    p = data["players"][seat]
    title = t("your_comb") if seat == data.get("viewer") else t("comb_label", name=p["name"])
    title += " · " + t("stopped") if p["stopped"] else ""
    parts = [k for k in ("blue", "purple", "red", "helper", "trade", "cover") if p["points"][k]]
    points = t("points", total=p["points"]["total"])
    if parts:
        points += " = " + " + ".join(
            t("points_part", part=t(f"part_{k}"), points=p["points"][k]) for k in parts
        )
    facts = [t("cubes", cubes=p["cubes"])]
    if p["aside"]:
        facts.append(t("aside", count=p["aside"]))
    hidden = veiled(data)
    if seat == data.get("viewer") and data.get("you") and not hidden:
        facts.append(t("honey_held", honey=data["you"]["honey"]))
    side = [_p(points, style="font-weight:700"), _p(" · ".join(facts))]
    if p["drawn"]:
        words = t("drawn") + ": " + t(f"token.{p['drawn']}")
        side.append(_p(t("drawn")) + piece(p["drawn"], None, words, tokens, t))
    if p["bag"] is not None and not hidden:
        side.append(_p(t("your_bag", size=p["bag_size"])))
        side.append(
            "".join(
                piece(k, n, t("bag_count", n=n, token=t(f"token.{k}")), tokens, t)
                for k, n in p["bag"].items()
            )
            or _p(t("empty_bag"))
        )
    else:
        side.append(_p(t("bag_size", size=p["bag_size"])))
    label = t("comb_label", name=p["name"])
    return (
        f'<section class="hbh-static-mine" data-seat="{seat}" '
        'style="display:flex;flex-wrap:wrap;gap:6px 16px;align-items:flex-start">'
        f"<div>{_p(title, style='font-weight:700')}"
        f"{comb_svg(p['honeycomb'], SIZE, label, tokens, t)}</div>"
        f'<div style="max-width:360px">{"".join(side)}</div></section>'
    )


def board_html(data: Synced, tokens: Synced, t: Words) -> str:
    """The drafting pool, the drafting bag and the piles, each token with its count."""
    pool = [piece(k, None, t(f"token.{k}"), tokens, t) for k in data["pool"]]
    head = t("pool") + ":" if pool else t("no_pool")
    size = sum(data["drafting_bag"].values())
    bag = [
        piece(k, n, t("bag_count", n=n, token=t(f"token.{k}")), tokens, t)
        for k, n in data["drafting_bag"].items()
    ]
    piles = data["piles"]
    pile = [
        piece(kind, piles[key], t(words, n=piles[key]), tokens, t)
        for words, kind, key in (
            ("pile_honey", "honey", "honey"),
            ("pile_extra", "honey", "extra"),
            ("pile_nectar", "nectar", "nectar"),
            ("pile_helpers", "helper", "helper"),
        )
    ]
    piles_line = t(
        "piles",
        honey=piles["honey"],
        extra=piles["extra"],
        nectar=piles["nectar"],
        helpers=piles["helper"],
    )
    return (
        f'<section class="hbh-static-board" {_GAP}>'
        f"<div><b>{escape(head)}</b> {''.join(pool)}</div>"
        f"<div><b>{escape(t('drafting_bag', size=size))}</b> {''.join(bag)}</div>"
        f"<div>{''.join(pile)} {escape(piles_line)}</div></section>"
    )


def others_html(data: Synced, tokens: Synced, t: Words) -> str:
    """The other players' honeycombs, smaller, with their points and what is public."""
    main = main_seat(data)
    cards = []
    for p in data["players"]:
        if p["seat"] == main:
            continue
        head = p["name"]
        if p["bot"]:
            head += f" ({t('bot')})"
        if data["start_seat"] == p["seat"]:
            head += " ★"
        facts = [t("bag_size", size=p["bag_size"]), t("cubes", cubes=p["cubes"])]
        if p["stopped"]:
            facts.append(t("stopped"))
        if p["drawn"]:
            facts.append(t("drawn") + ": " + t(f"token.{p['drawn']}"))
        label = t("comb_label", name=p["name"])
        deciding = data["pending"]["player"] == p["seat"] and data["phase"] != "over"
        border = INK if deciding else "#bdbdbd"
        comb = comb_svg(p["honeycomb"], SMALL, label, tokens, t)
        cards.append(
            f'<div class="hbh-static-player" data-seat="{p["seat"]}" style="display:inline-block;'
            f"vertical-align:top;margin:4px 8px 4px 0;padding:4px 8px;border:"
            f'{2 if deciding else 1}px solid {border};border-radius:6px;max-width:220px">'
            f"{_p(head, style='font-weight:700')}{comb}"
            f"{_p(t('points', total=p['points']['total']))}{_p(' · '.join(facts))}</div>"
        )
    return f'<section class="hbh-static-others" {_GAP}>{"".join(cards)}</section>'


def scores_html(data: Synced, t: Words) -> str:
    """The final scores and the winners, and the latest round's flower points."""
    out = []
    names = [p["name"] for p in data["players"]]
    final = data.get("final")
    if final:
        rows = "".join(
            f"<li>{escape(t('final_row', name=names[s], honey=final['honey'][s], nectar=final['nectar'][s]))}</li>"  # noqa: E501
            for s in final["ranking"]
        )
        winners = t("winners", names=", ".join(names[w] for w in final["winners"]))
        out.append(f"<p><b>{escape(t('final'))}</b></p><ol>{rows}</ol>{_p(winners)}")
    s = data.get("summary")
    if s:
        points = " · ".join(f"{names[seat]} {s['points'][seat]}" for seat in s["order"])
        out.append(_p(t("summary", round=s["round"]) + ": " + points, style="font-weight:700"))
        out.append(_p(t("summary_starts", name=names[s["start"]])))
    return f'<section class="hbh-static-scores" {_GAP}>{"".join(out)}</section>' if out else ""


def log_html(data: Synced, t: Words) -> str:
    """The latest lines of the log."""
    lines = data.get("log", [])[-LOG_LINES:]
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return (
        f'<section class="hbh-static-log" {_GAP}><p><b>{escape(t("log"))}</b></p>'
        f'<ol style="margin:2px 0;padding-left:22px">{items}</ol></section>'
    )


def table_html(data: Synced, tokens: Synced, texts: Synced, language: str) -> str:
    """The table's picture (HTML with inline SVG, no script) from its synced traits."""
    t = Words(texts)
    if not data.get("players") or not tokens:
        return f'<figure class="hbh-static" lang="{escape(language)}">{_p(t("title"))}</figure>'
    parts = [
        _p(status(data, t), "hbh-static-status", "font-weight:700;font-size:14px"),
        mine_html(data, tokens, t),
        scores_html(data, t),
        board_html(data, tokens, t),
        others_html(data, tokens, t),
        log_html(data, t),
        _p(t("reconstructed"), style=f"color:{MUTED};font-size:12px"),
    ]
    # A light card of its own: its inks are drawn for a light ground.
    return (
        f'<figure class="hbh-static" lang="{escape(language)}" style="margin:0;padding:8px 12px;'
        f"color:{INK};background:{PAPER};border-radius:8px;font-family:system-ui,sans-serif;"
        f'font-size:13px;line-height:1.35">{"".join(parts)}</figure>'
    )
