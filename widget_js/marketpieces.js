// A market column drawn as the board's track: one space per value, the values already
// passed struck through, and the column's marker (a disc in the resource's colour with its
// letter) on the space of the value it is worth now. Pure SVG, as wide as its column.
import { num } from "./hexmath.js";
import { el, SVG_NS } from "./render.js";

const W = 60;
const ROW = 24;

export function trackPiece(track, fill, letter) {
  const svg = document.createElementNS(SVG_NS, "svg");
  const height = track.length * ROW + 2;
  svg.setAttribute("viewBox", "0 0 " + W + " " + height);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.classList.add("hbt-track-piece");
  track.forEach((step, i) => {
    const y = 1 + i * ROW;
    el("rect", { x: 1, y: num(y), width: W - 2, height: ROW - 3, rx: 5,
      class: "hbt-track-space" + (step.passed ? " hbt-track-passed" : "") }, svg);
    if (step.here) {
      el("circle", { cx: 14, cy: num(y + (ROW - 3) / 2), r: 9.5, fill,
        class: "hbt-track-marker" }, svg);
      const m = el("text", { x: 14, y: num(y + ROW / 2 + 2.5), "text-anchor": "middle",
        class: "hbt-track-marker-letter" }, svg);
      m.textContent = letter;
    }
    const t = el("text", { x: step.here ? 40 : W / 2, y: num(y + ROW / 2 + 3),
      "text-anchor": "middle", class: "hbt-track-value" + (step.here ? " hbt-track-here" :
        step.passed ? " hbt-track-passed" : "") }, svg);
    t.textContent = String(step.value);
    if (step.passed) {
      el("line", { x1: W / 2 - 9, x2: W / 2 + 9, y1: num(y + ROW / 2 - 1.5),
        y2: num(y + ROW / 2 - 1.5), class: "hbt-track-strike" }, svg);
    }
  });
  return svg;
}
