import test from "node:test";
import assert from "node:assert/strict";
import { place } from "../../widget_js/coach.js";

const box = (left, top, width, height) => ({ left, top, width, height, right: left + width,
  bottom: top + height });
const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
const area = { left: 0, top: 0, right: 600, bottom: 400 };

test("the bubble stands beside its target, below it where there is room", () => {
  const t = box(280, 100, 40, 40);
  const spot = place(t, 200, 80, area);
  assert.equal(spot.side, "below");
  assert.equal(overlap(box(spot.x, spot.y, 200, 80), t), 0);
  assert.equal(Math.round(spot.x + 100), 300); // centred on it
});

test("the bubble keeps clear of the token the step is about, not only of its target", () => {
  // A Hustle question: the target is the empty spot beside the centre token, whose
  // bubble, centred below the spot, would lie over the token below-left of it.
  const t = box(300, 100, 40, 40);
  const token = box(250, 150, 40, 40);
  const spot = place(t, 200, 80, area, [token]);
  const bubble = box(spot.x, spot.y, 200, 80);
  assert.equal(overlap(bubble, t), 0);
  assert.equal(overlap(bubble, token), 0);
  assert.ok(bubble.left >= 0 && bubble.right <= 600 && bubble.top >= 0 && bubble.bottom <= 400);
});

test("with no place clear of everything, the bubble covers the least it can", () => {
  const t = box(0, 0, 600, 150);
  const other = box(0, 250, 600, 150);
  const spot = place(t, 200, 120, area, [other]);
  const bubble = box(spot.x, spot.y, 200, 120);
  // (below the target, it reaches 32 px into the other: over either, 120 px or more)
  assert.equal(overlap(bubble, t) + overlap(bubble, other), 200 * 32, spot);
});
