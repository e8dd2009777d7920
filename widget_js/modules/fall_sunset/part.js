// Sweetwater Sunset's part of the table: one compact strip near the top of the body with the
// sunset track (the sun's space, the last space), how far the end is (the equal-turns rule
// under "i"; once the sun has set, who still plays), the events noted this turn and the
// sun's latest moves with who made them. The track is drawn as pieces (each space a disc with its number, the sun on its
// space); Python says every text (the track is public); this part only draws.
import { html } from "../../pagekit.js";
import { section } from "../../tableparts.js";
import { num } from "../../hexmath.js";
import { el } from "../../render.js";
import { svgBox } from "../../boxpieces.js";

// A space of the sunset track drawn: its number on a disc (the last space ringed twice), or
// the sun on its space (a sun with rays).
export function spacePiece(space, sun, last) {
  const svg = svgBox(26, 26, "hbt-sunset-piece");
  if (sun) {
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      el("line", { x1: num(13 + 9 * Math.cos(a)), y1: num(13 + 9 * Math.sin(a)),
        x2: num(13 + 12.5 * Math.cos(a)), y2: num(13 + 12.5 * Math.sin(a)),
        class: "hbt-sunset-ray" }, svg);
    }
    el("circle", { cx: 13, cy: 13, r: 8, class: "hbt-sunset-sun-disc" }, svg);
  } else {
    el("circle", { cx: 13, cy: 13, r: 11.5, class: "hbt-sunset-disc" }, svg);
    if (last) el("circle", { cx: 13, cy: 13, r: 8.5, class: "hbt-sunset-ring" }, svg);
  }
  const t = el("text", { x: 13, y: 17, "text-anchor": "middle", class: "hbt-sunset-number" },
    svg);
  t.textContent = String(space);
  return svg;
}

export class SunsetPart {
  static needs = [];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.sunset." + key);
    this.root = section(parent, "hbt-sunset", t("title"));
    this.root.hidden = true;
    const row = html("div", { class: "hbt-sunset-row" }, this.root);
    this.trackEl = html("ol", { class: "hbt-sunset-track" }, row);
    this.endEl = html("p", { class: "hbt-sunset-end" }, row);
    // The equal-turns rule, before the sun sets, opens in place under "i".
    this.ruleEl = html("details", { class: "hbt-sunset-rule hbt-info" }, row);
    html("summary", { title: t("more"), "aria-label": t("more") }, this.ruleEl, "i");
    this.ruleText = html("p", {}, this.ruleEl);
    this.eventsEl = html("p", { class: "hbt-sunset-events" }, this.root);
  }

  update(s) {
    const sun = s.sunset || {};
    this.root.hidden = !sun.track;
    if (!sun.track) return;
    this.root.dataset.position = String(sun.position);
    this.root.dataset.set = String(Boolean(sun.set));
    this.trackEl.setAttribute("aria-label", sun.header);
    this.trackEl.replaceChildren();
    for (const space of sun.track) {
      const li = html("li", { class: "hbt-sunset-space", "data-space": String(space.space),
        title: space.label }, this.trackEl);
      li.classList.toggle("hbt-sunset-sun", space.sun);
      li.classList.toggle("hbt-sunset-last", space.last);
      li.classList.toggle("hbt-sunset-past", space.space < sun.position);
      li.appendChild(spacePiece(space.space, space.sun, space.last));
      html("span", { class: "hbt-sr" }, li, space.label);
    }
    this.endEl.textContent = sun.end;
    this.ruleEl.hidden = !sun.end_rule;
    this.ruleText.textContent = sun.end_rule || "";
    this.eventsEl.replaceChildren();
    for (const line of sun.pending) {
      html("span", { class: "hbt-sunset-pending" }, this.eventsEl, line);
    }
    html("span", { class: "hbt-sunset-title" }, this.eventsEl,
      sun.moves.length ? sun.moves_title : sun.no_moves);
    for (const m of sun.moves) {
      const span = html("span", { class: "hbt-sunset-move", "data-event": m.event,
        "data-seat": m.seat === null ? "drones" : String(m.seat) }, this.eventsEl, m.text);
      span.classList.toggle("hbt-sunset-round", Boolean(m.round));
    }
  }
}
