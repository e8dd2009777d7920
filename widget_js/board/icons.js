// The hive's tile kinds as small pictures beside the board: a kind's icon as an SVG (the
// tray's buttons, the table's parts), a module's marks on a tray tile's button, and the
// icon letters' size at a drawn scale.
import { SIZE, el } from "../render.js";
import { html } from "../pagekit.js";

export function iconSvg(palette, action, px = 22) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "-12 -12 24 24");
  svg.setAttribute("width", String(px));
  svg.setAttribute("height", String(px));
  svg.setAttribute("aria-hidden", "true");
  const icon = palette.icons[action];
  el("path", { d: icon.path, fill: icon.filled ? "currentColor" : "none",
    stroke: "currentColor", "stroke-width": 1.5, "stroke-linejoin": "round" }, svg);
  return svg;
}

// A module's marks on a tray tile's button (the leaves of the tile taken): `paint(span,
// marks)` draws them beside the tile's name and the button's label says their texts. Drawn
// again only when the marks change; none (or no painter) takes them away.
export function trayMarks(button, label, marks, paint) {
  const key = paint && marks.length ? JSON.stringify(marks) : "";
  if ((button.hbMarks || "") === key) return;
  button.hbMarks = key;
  const kids = [...button.children];
  const old = kids.find((c) => c.getAttribute("class") === "hb-tile-marks");
  if (old) old.remove();
  if (!key) {
    button.removeAttribute("aria-label");
    return;
  }
  const span = html("span", { class: "hb-tile-marks", "aria-hidden": "true" });
  button.insertBefore(span, kids.find((c) => c.getAttribute("class") === "hb-tile-letter")
    || null);
  paint(span, marks);
  const texts = [...new Set(marks.map((m) => m.text).filter(Boolean))];
  button.setAttribute("aria-label", [label, ...texts].join(". "));
}

// The icon letters' size in the board's units at `scale` pixels per unit: null keeps the
// drawn size (SIZE * 0.4, already 11 px or more); `off` when 11 px would not fit a hex.
export function letterFit(scale, least = 11) {
  const need = least / scale;
  if (need <= SIZE * 0.4) return { size: null, off: false };
  if (need <= SIZE * 0.6) return { size: need, off: false };
  return { size: null, off: true };
}
