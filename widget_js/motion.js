// Motion that explains what changed. When the table draws a new action (its `_last`, one
// ply on from the one drawn before: a move just made, by the learner or a bot, not an undo
// or a jump), the piece that moved flies between the actor's board and the action's
// target, the way the kind says (kinds.py MOTIONS): "taken" from the target to the actor
// (the tile from its stack, the order card from its stack), "given" from the actor to
// the target (a worker, drawn as the actor's mark, to a space; the resource sold, its
// disc, to its market column), "traded" both ways (the forage token to a space and the
// nectar tile collected there back to the forager, when it left the field). The table's
// layout follows the decision, so the start is read before the redraw (where the learner
// was looking) and the end after it (where the piece is now). A flight is short
// (FLIGHT_MS), drawn on the compositor (Web Animations), skipped by a click or a key on the
// table, played only when both ends are in view, and never when the user prefers reduced
// motion. It changes no layout: the piece is a copy over the page.
import { playerMark } from "./tableparts.js";
import { svgBox } from "./boxpieces.js";
import { resourceDisc } from "./playerboard.js";

export const FLIGHT_MS = 260;
const MARK_PX = 30;
const SVG_NS = "http://www.w3.org/2000/svg";
// What is drawn on a stack or a card but does not move with it: the tiles under the one
// taken, the count on the stack, a card's "complete" line.
const NOT_THE_PIECE = ".hbt-stack-under, .hbt-count-disc, .hbt-count, .hbt-mp-go";

// Where the piece of `last` flies, or null: {from, to, seat, key} with "target" or "seat"
// ends. `drawnPly` is the ply the table showed before this redraw (null: nothing yet).
export function flightOf(last, kinds, drawnPly) {
  if (!last || typeof last.ply !== "number" || drawnPly === null || drawnPly === undefined) {
    return null;
  }
  if (last.ply !== drawnPly + 1 || last.seat === null || last.seat === undefined) return null;
  const motion = ((kinds || {})[last.kind] || {}).motion || "";
  if (motion === "taken") return { from: "target", to: "seat", seat: last.seat };
  if (motion === "given") return { from: "seat", to: "target", seat: last.seat };
  if (motion === "traded") return { from: "seat", to: "target", seat: last.seat, back: true };
  return null;
}

// The selector of the table's element for a target key (tablerules.js lastKey), or "".
export function targetSelector(key) {
  const [area, rest] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const quoted = JSON.stringify(rest);
  if (area === "box") return `.hbt-box[data-box=${quoted}]`;
  if (area === "space") return `[data-key=${JSON.stringify(key)}]`;
  if (area === "market") return `.hbt-col[data-resource=${quoted}]`;
  if (area === "order") return `.hbt-order-stack[data-stack=${quoted}]`;
  return "";
}

// The piece that moved, as an SVG to fly ({svg, what, w, h}, its size on screen), or null
// (then the actor's mark flies: a worker). Read before the redraw: a taken tile or card is
// still drawn where it was.
export function movedPiece(plan, statics, root) {
  const key = plan.key || "";
  const area = key.slice(0, key.indexOf(":"));
  const rest = key.slice(key.indexOf(":") + 1);
  const sized = (svg, what, box) => ({ svg, what, w: box.width, h: box.height });
  if (plan.from === "target" && (area === "box" || area === "order")) {
    // A box of two stacks: the stack of the tile taken (its kind: the target's third part).
    const stack = plan.tile ? `.hbt-stack[data-tile=${JSON.stringify(plan.tile)}] ` : "";
    const shown = root.querySelector(targetSelector(key) +
      (area === "box" ? ` ${stack}.hbt-stack-piece` : " .hbt-order-piece"));
    const box = shown && shown.getBoundingClientRect();
    if (!box || !box.width || !box.height) return null;
    const svg = shown.cloneNode(true);
    for (const part of svg.querySelectorAll(NOT_THE_PIECE)) part.remove();
    return sized(svg, area === "box" ? "tile" : "order", box);
  }
  const palette = (statics || {}).palette || {};
  if (plan.to === "target" && area === "market" && (palette.resources || {})[rest]) {
    // the disc as the players' boards draw it, the size of a mark
    const disc = resourceDisc(svgBox(30, 30), palette, rest);
    return sized(disc, "resource", { width: MARK_PX, height: MARK_PX });
  }
  return null;
}

// What comes back from the target of a "traded" move, as a piece to fly with where it
// starts ({svg, what, w, h, start}), or null: the nectar tile drawn on the space (a face-down
// tile shows no front: nothing of it flies).
export function returnedPiece(plan, root) {
  const shown = root.querySelector(targetSelector(plan.key || "") + " .hbt-nectar");
  const box = shown && shown.getBoundingClientRect();
  if (!box || !box.width || !box.height) return null;
  const svg = document.createElementNS(SVG_NS, "svg");
  const [x, y] = [shown.getAttribute("x"), shown.getAttribute("y")];
  const [w, h] = [shown.getAttribute("width"), shown.getAttribute("height")];
  svg.setAttribute("viewBox", [x, y, w, h].join(" "));
  svg.appendChild(shown.cloneNode(true));
  const letter = shown.parentNode && shown.parentNode.querySelector(".hbt-nectar-letter");
  if (letter) svg.appendChild(letter.cloneNode(true));
  return { svg, what: "nectar", w: box.width, h: box.height,
    start: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

// Whether the user asked for as little motion as possible.
export function prefersStill(win = globalThis) {
  return Boolean(win.matchMedia && win.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

// The centre of an element on screen, or null when it is not drawn.
function centre(node) {
  if (!node || !node.getBoundingClientRect) return null;
  const r = node.getBoundingClientRect();
  if (!r.width || !r.height) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export class Flights {
  // `root`: the table's element; `signal`: its life (listeners go with it).
  constructor(root, signal) {
    this.root = root;
    this.drawnPly = null;
    this.plan = null;
    this.running = new Set();
    this.count = 0;
    const skip = () => this.finish();
    root.addEventListener("pointerdown", skip, { signal, capture: true });
    root.addEventListener("keydown", skip, { signal, capture: true });
  }

  // Before the parts redraw from snapshot `s`: plan the flight of a new move, and read
  // where it starts while the page still shows the table as it was.
  before(s, key) {
    const ply = typeof s.last.ply === "number" ? s.last.ply : 0;
    const plan = flightOf(s.last, s.static.action_kinds, this.drawnPly);
    this.drawnPly = ply;
    this.plan = null;
    if (!plan || prefersStill()) return;
    plan.key = key;
    plan.player = (s.static.players || [])[plan.seat];
    plan.start = this.end(plan, plan.from, false);
    if (plan.player && plan.start) {
      plan.tile = ((s.last.target || [])[0] === "box" && s.last.target[2]) || "";
      plan.piece = movedPiece(plan, s.static, this.root);
      plan.returned = plan.back ? returnedPiece(plan, this.root) : null;
      this.plan = plan;
    }
  }

  // After the redraw: fly, once the frame is laid out, to where the piece is now.
  after() {
    const plan = this.plan;
    this.plan = null;
    if (!plan) return;
    const later = globalThis.requestAnimationFrame || ((f) => f());
    later(() => {
      const stop = this.end(plan, plan.to, true);
      if (stop) this.fly(plan.piece || this.mark(plan.player), plan.start, stop);
      // The nectar collected comes back to the forager, if it left the space.
      const back = plan.returned;
      if (!back || this.root.querySelector(targetSelector(plan.key) + " .hbt-nectar")) return;
      const home = this.end(plan, "seat", true);
      if (home && this.inView(back.start)) this.fly(back, back.start, home);
    });
  }

  // A flight's end on screen, in view (else null): the target's element (marked as the
  // last action once redrawn), or the actor's board, name, hive or the status line's mark.
  end(plan, which, drawn) {
    const root = this.root;
    let nodes;
    if (which === "target") {
      const sel = targetSelector(plan.key);
      nodes = [drawn ? root.querySelector(".hbt-last") : null,
        sel ? root.querySelector(sel) : null];
    } else {
      const panel = `.hbt-player[data-seat="${plan.seat}"]`;
      nodes = [...root.querySelectorAll(
        `${panel} .hbt-pboard, ${panel} .hbt-player-head, ${panel} .hbt-hive`)];
      // Before the redraw the status line still names the actor of the move.
      if (!drawn) nodes.push(root.querySelector(".hbt-status-mark"));
    }
    return nodes.map(centre).find((p) => this.inView(p)) || null;
  }

  // Whether a point on screen is in the window and on the table's box.
  inView(p) {
    if (!p) return false;
    const w = globalThis.innerWidth || 0;
    const h = globalThis.innerHeight || 0;
    const r = this.root.getBoundingClientRect();
    return p.x >= Math.max(0, r.left) && p.x <= Math.min(w, r.right) &&
      p.y >= Math.max(0, r.top) && p.y <= Math.min(h, r.bottom);
  }

  // The actor's mark (a worker), as a piece to fly.
  mark(player) {
    return { svg: playerMark(player, MARK_PX), what: "worker", w: MARK_PX, h: MARK_PX };
  }

  // A piece ({svg, what, w, h}) from point a to point b (screen coordinates).
  fly(moved, a, b) {
    if (typeof document === "undefined") return;
    const piece = document.createElement("span");
    piece.className = "hbt-fly";
    piece.dataset.piece = moved.what;
    piece.setAttribute("aria-hidden", "true");
    const [w, h] = [moved.w, moved.h];
    moved.svg.setAttribute("width", String(w));
    moved.svg.setAttribute("height", String(h));
    piece.appendChild(moved.svg).style.display = "block";
    Object.assign(piece.style, { position: "fixed", left: a.x - w / 2 + "px",
      top: a.y - h / 2 + "px", width: w + "px", height: h + "px", margin: "0",
      display: "block", pointerEvents: "none", zIndex: "30" });
    this.root.appendChild(piece);
    // A transformed ancestor makes "fixed" relative to it: put the piece where it belongs.
    const got = piece.getBoundingClientRect();
    piece.style.left = 2 * (a.x - w / 2) - got.left + "px";
    piece.style.top = 2 * (a.y - h / 2) - got.top + "px";
    if (!piece.animate) {
      piece.remove();
      return;
    }
    const move = `translate(${(b.x - a.x).toFixed(1)}px, ${(b.y - a.y).toFixed(1)}px)`;
    const flight = piece.animate(
      [{ transform: "translate(0, 0) scale(1.15)", opacity: 1 },
        { transform: move + " scale(0.9)", opacity: 0.85 }],
      { duration: FLIGHT_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" });
    this.running.add(flight);
    this.count += 1;
    this.root.dataset.flights = String(this.count);
    const done = () => {
      this.running.delete(flight);
      piece.remove();
    };
    flight.finished.then(done, done);
  }

  // Skip every flight in the air (a click or a key: the learner is acting).
  finish() {
    for (const flight of [...this.running]) flight.finish();
  }
}
