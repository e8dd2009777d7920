// Axial hex maths on pointy-top hexes (Red Blob Games' conventions), as in
// honeybuzz_lab/games/honeybuzz/hive/hexes.py. A hex is an array [q, r]; direction i (0..5) runs
// counter-clockwise from east: E, NE, NW, W, SW, SE.

export const DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
export const DIRECTION_NAMES = ["E", "NE", "NW", "W", "SW", "SE"];
export const SQRT3 = Math.sqrt(3);

// Edge kind by k = (edge direction - tile direction) mod 6 (RULINGS section 1).
export const ANCHOR_EDGES = ["joint", "waist", "yellow", "tip", "yellow", "waist"];
export const TAIL_EDGES = ["tip", "yellow", "waist", "joint", "waist", "yellow"];

export function mod6(n) {
  return ((n % 6) + 6) % 6;
}

export function hexKey(q, r) {
  return q + "," + r;
}

export function neighbor(h, d) {
  const [dq, dr] = DIRECTIONS[mod6(d)];
  return [h[0] + dq, h[1] + dr];
}

export function neighbors(h) {
  return DIRECTIONS.map(([dq, dr]) => [h[0] + dq, h[1] + dr]);
}

export function hexDistance(a, b) {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function fmtHex(h) {
  return "(" + h[0] + "," + h[1] + ")";
}

// Centre of a hex of circumradius `size` (y grows downwards).
export function toPixel(h, size) {
  return [size * SQRT3 * (h[0] + h[1] / 2), size * 1.5 * h[1]];
}

// The hex containing pixel (x, y): axial rounding of the fractional hex.
export function pixelToHex(x, y, size) {
  const q = ((SQRT3 / 3) * x - y / 3) / size;
  const r = ((2 / 3) * y) / size;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq + 0, rr + 0]; // + 0 turns -0 into 0
}

// Corner i lies between edges i and i + 1; edge i faces direction i.
export function corner(center, size, i) {
  const a = ((-60 * i - 30) * Math.PI) / 180;
  return [center[0] + size * Math.cos(a), center[1] + size * Math.sin(a)];
}

export function edgeSegment(center, size, d) {
  return [corner(center, size, d - 1), corner(center, size, d)];
}

export function num(x) {
  return String(Math.round(x * 10) / 10);
}

export function hexPoints(center, size) {
  const out = [];
  for (let i = 0; i < 6; i++) {
    const [x, y] = corner(center, size, i);
    out.push(num(x) + "," + num(y));
  }
  return out.join(" ");
}

// A tile is {action, anchor: [q, r], d}; its tail is anchor + DIRECTIONS[d].
export function tileTail(tile) {
  return neighbor(tile.anchor, tile.d);
}

// The kind of the edge of `part` ("anchor" or "tail") facing direction e.
export function edgeKind(tile, part, e) {
  const k = mod6(e - tile.d);
  return part === "anchor" ? ANCHOR_EDGES[k] : TAIL_EDGES[k];
}
