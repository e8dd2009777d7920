// Honeycomb Hustle's placement and flower points, on the page: pure functions over the
// synced honeycomb, so hovering never waits on the kernel. They mirror
// honeybuzz_lab/games/hustle/game/rules.py (flower_points, joins); whether a placement is legal
// comes from the synced legal actions, these only explain why a spot is not.
import { neighbor, neighbors, hexKey } from "./hexmath.js";

// The marks of a token turned `turn` sixths counter-clockwise (six-bit mask).
export function rotate(mask, turn) {
  const t = ((turn % 6) + 6) % 6;
  return ((mask << t) | (mask >> (6 - t))) & 63;
}

// The smallest turn giving the same marks as `turn` (the engine lists only those).
export function canonTurn(mask, turn) {
  const want = rotate(mask, turn);
  for (let t = 0; t < 6; t++) if (rotate(mask, t) === want) return t;
  return turn;
}

// The honeycomb as a Map "q,r" -> {q, r, token, marks, covers_honey}.
export function combMap(cells) {
  const out = new Map();
  for (const c of cells) out.set(hexKey(c.q, c.r), c);
  return out;
}

// A token with `marks` on the empty hex h meets a neighbour's mark with a mark.
export function joins(comb, h, marks) {
  if (comb.has(hexKey(h[0], h[1]))) return false;
  for (let d = 0; d < 6; d++) {
    if (!(marks >> d & 1)) continue;
    const n = neighbor(h, d);
    const cell = comb.get(hexKey(n[0], n[1]));
    if (cell && (cell.marks >> ((d + 3) % 6) & 1)) return true;
  }
  return false;
}

// The edges (directions) of a token with `marks` on h that meet a neighbour's mark.
export function meetingEdges(comb, h, marks) {
  const out = [];
  for (let d = 0; d < 6; d++) {
    if (!(marks >> d & 1)) continue;
    const n = neighbor(h, d);
    const cell = comb.get(hexKey(n[0], n[1]));
    if (cell && (cell.marks >> ((d + 3) % 6) & 1)) out.push(d);
  }
  return out;
}

// The keys of the blue tokens that share an edge with another blue (they score double).
export function doubledBlues(comb, tokens) {
  const isBlue = (kind) => !!kind && !!tokens[kind] && tokens[kind].colour === "blue";
  const out = new Set();
  for (const cell of comb.values()) {
    if (!isBlue(cell.token)) continue;
    const twin = neighbors([cell.q, cell.r]).some((n) => {
      const c = comb.get(hexKey(n[0], n[1]));
      return c && isBlue(c.token);
    });
    if (twin) out.add(hexKey(cell.q, cell.r));
  }
  return out;
}

// Flower points by colour and their total: blue doubles beside another blue (an edge is
// enough), red scores the square of the reds, the rest their face value. `reds` and
// `doubled` (how many blues doubled) say how the blue and red points came.
export function flowerPoints(comb, tokens) {
  const out = { blue: 0, purple: 0, red: 0, helper: 0, trade: 0, cover: 0 };
  let reds = 0;
  const doubled = doubledBlues(comb, tokens);
  for (const cell of comb.values()) {
    const kind = cell.token;
    if (tokens[kind] && tokens[kind].colour === "blue") {
      out.blue += tokens[kind].points * (doubled.has(hexKey(cell.q, cell.r)) ? 2 : 1);
    } else if (kind === "red") {
      reds += 1;
    } else if (kind.startsWith("purple")) {
      out.purple += tokens[kind].points;
    } else if (kind in out) {
      out[kind] += tokens[kind].points;
    }
  }
  out.red = reds * reds;
  out.total = out.blue + out.purple + out.red + out.helper + out.trade + out.cover;
  return Object.defineProperties(out, { reds: { value: reds }, doubled: { value: doubled.size } });
}

// The honeycomb with `token` (turned to `marks`) on h; on a honey token it covers it.
export function withToken(comb, h, token, marks) {
  const next = new Map(comb);
  const key = hexKey(h[0], h[1]);
  const under = comb.has(key);
  next.set(key, { q: h[0], r: h[1], token, marks, covers_honey: under });
  return next;
}

// The legal placements as a Set of "q,r,turn": from answers on a honeycomb spot (their
// args q, r, turn; see hustlekinds.js) or from the notation "place q,r t".
export function legalPlaces(legal) {
  const out = new Set();
  for (const a of legal) {
    if (a && typeof a === "object") {
      out.add(a.args.q + "," + a.args.r + "," + a.args.turn);
      continue;
    }
    const m = /^place (-?\d+),(-?\d+) (\d)$/.exec(a);
    if (m) out.add(m[1] + "," + m[2] + "," + m[3]);
  }
  return out;
}

// The empty hexes next to the honeycomb (where a token could be tried).
export function frontier(comb) {
  const seen = new Map();
  for (const c of comb.values()) {
    for (const n of neighbors([c.q, c.r])) {
      const key = hexKey(n[0], n[1]);
      if (!comb.has(key) && !seen.has(key)) seen.set(key, n);
    }
  }
  return [...seen.values()];
}

// What a spot is for the token to place, turned `turn`: {state, why, fields, gain}.
// state: "ok" (it may go there: `gain` flower points), "turn" (another turn would do,
// fields.other), or "no". `cover` is true for a cover-up token that must go on honey.
export function spotInfo(ctx, h, turn) {
  const { comb, token, tokens, legal, cover } = ctx;
  const base = tokens[token].marks;
  const key = hexKey(h[0], h[1]);
  const cell = comb.get(key);
  const t = canonTurn(base, turn);
  const legalAt = (tt) => legal.has(key + "," + canonTurn(base, tt));
  const gain = (tt) => flowerPoints(withToken(comb, h, token, rotate(base, tt)), tokens).total
    - flowerPoints(comb, tokens).total;
  let other = -1;
  for (let k = 1; k < 6 && other < 0; k++) if (legalAt(turn + k)) other = (turn + k) % 6;
  if (cover) {
    if (!cell || cell.token !== "honey") return { state: "no", why: "hover_not_honey" };
    if (legalAt(t)) return { state: "ok", why: "hover_cover", gain: gain(t) };
    if (other >= 0) return { state: "turn", why: "hover_cover_turn", other };
    return { state: "no", why: "hover_cover_target" };
  }
  if (cell) return { state: "no", why: "hover_occupied" };
  if (legalAt(t)) return { state: "ok", why: "hover_join", gain: gain(t) };
  if (other >= 0) return { state: "turn", why: "hover_other_turn", other };
  return { state: "no", why: "hover_no_mark" };
}
