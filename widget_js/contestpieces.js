// A queen's contest's payouts drawn as a row of places, pure SVG: each place's name on top,
// under it a speed contest's finisher (their mark) on the place they took, then the coins
// still on the card (a coin with its amount); a final contest's points for each place on a
// star. The words in full are the card's tooltip and its screen-reader text.
import { num } from "./hexmath.js";
import { star } from "./marketpieces.js";
import { el, SVG_NS } from "./render.js";
import { playerMark } from "./tableparts.js";

const SLOT = 40;
const HEIGHT = 46;

function label(svg, x, y, value, cls) {
  const t = el("text", { x: num(x), y: num(y), "text-anchor": "middle", class: cls }, svg);
  t.textContent = String(value);
  return t;
}

// The places of a contest: [{place, seat}] for a speed contest's finishers, then
// [{place, coins}] for its coins left; [{place, points}] for a final contest's payouts.
export function contestPlaces(c) {
  if (c.type !== "speed") return c.payouts.map((points, k) => ({ place: k + 1, points }));
  const finishers = c.finishers || [];
  return [...finishers.map((seat, k) => ({ place: k + 1, seat })),
    ...(c.coins || []).map((coins, k) => ({ place: finishers.length + k + 1, coins }))];
}

// The row of places; `placeName(n)` names place n ("1st"), `players` are the seats.
export function payoutPiece(places, players, placeName) {
  const width = Math.max(1, places.length) * SLOT;
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of [["viewBox", "0 0 " + width + " " + HEIGHT], ["width", width],
    ["height", HEIGHT], ["aria-hidden", "true"], ["focusable", "false"],
    ["class", "hbt-payout-piece"]]) svg.setAttribute(k, String(v));
  places.forEach((p, i) => {
    const x = i * SLOT + SLOT / 2;
    label(svg, x, 12, placeName(p.place), "hbt-payout-place");
    if (p.seat !== undefined) {
      const mark = playerMark(players[p.seat], 26);
      mark.setAttribute("x", num(x - 13));
      mark.setAttribute("y", "17");
      svg.appendChild(mark);
    } else if (p.coins !== undefined) {
      el("circle", { cx: num(x), cy: 30, r: 14, class: "hbt-mp-coin" }, svg);
      label(svg, x, 35, p.coins, "hbt-mp-number hbt-mp-long");
    } else {
      star(svg, x, 31, 16);
      label(svg, x, 35, p.points, "hbt-mp-number hbt-mp-long");
    }
  });
  return svg;
}
