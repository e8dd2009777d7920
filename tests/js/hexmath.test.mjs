import test from "node:test";
import assert from "node:assert/strict";
import { DIRECTIONS, edgeKind, edgeSegment, hexDistance, hexPoints, mod6, neighbor, neighbors,
  pixelToHex, toPixel } from "../../widget_js/hexmath.js";

test("directions run counter-clockwise from east", () => {
  assert.deepEqual(DIRECTIONS, [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]);
  assert.deepEqual(neighbor([2, -1], 7), [3, -2]);
  assert.equal(neighbors([0, 0]).length, 6);
  for (const n of neighbors([3, 4])) assert.equal(hexDistance([3, 4], n), 1);
  assert.equal(mod6(-1), 5);
});

test("pixelToHex inverts toPixel, also for points inside the hex", () => {
  for (let q = -6; q <= 6; q++) {
    for (let r = -6; r <= 6; r++) {
      const [x, y] = toPixel([q, r], 28);
      for (const [dx, dy] of [[0, 0], [10, 5], [-12, 3], [4, -14], [-9, -10], [0, 23]]) {
        assert.deepEqual(pixelToHex(x + dx, y + dy, 28), [q, r], `${q},${r} +${dx},${dy}`);
      }
    }
  }
});

test("the edge facing a neighbour is shared with it", () => {
  const c = toPixel([0, 0], 28);
  for (let d = 0; d < 6; d++) {
    const n = toPixel(neighbor([0, 0], d), 28);
    const [[ax, ay], [bx, by]] = edgeSegment(c, 28, d);
    const [[cx, cy], [dx, dy]] = edgeSegment(n, 28, d + 3);
    assert.ok(Math.hypot(ax - dx, ay - dy) < 1e-9 && Math.hypot(bx - cx, by - cy) < 1e-9);
  }
  assert.equal(hexPoints([0, 0], 10).split(" ").length, 6);
});

test("edge kinds follow the rulings' table", () => {
  const tile = { anchor: [0, 0], d: 1 };
  // anchor: k = 2, 4 yellow; 1, 5 waist; 3 tip; 0 joint
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((e) => edgeKind(tile, "anchor", e)),
    ["waist", "joint", "waist", "yellow", "tip", "yellow"]);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((e) => edgeKind(tile, "tail", e)),
    ["yellow", "tip", "yellow", "waist", "joint", "waist"]);
});
