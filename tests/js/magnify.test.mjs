import test from "node:test";
import assert from "node:assert/strict";
import { GROW, growth } from "../../widget_js/magnify.js";

const inside = (box, g, bounds) => {
  const k = g.scale - 1;
  const left = box.left - g.ox * k;
  const top = box.top - g.oy * k;
  return left >= bounds.left - 1e-6 && left + box.width * g.scale <= bounds.right + 1e-6 &&
    top >= bounds.top - 1e-6 && top + box.height * g.scale <= bounds.bottom + 1e-6;
};
const bounds = { left: 0, top: 0, right: 1000, bottom: 800 };

test("a small part in the middle grows the most, about its centre", () => {
  const box = { left: 400, top: 300, width: 200, height: 150 };
  const g = growth(box, bounds);
  assert.equal(g.scale, GROW);
  assert.deepEqual([g.ox, g.oy], [100, 75]);
  assert.ok(inside(box, g, bounds));
});

test("at an edge it grows inwards, inside the bounds", () => {
  for (const box of [{ left: 0, top: 0, width: 270, height: 200 },
    { left: 730, top: 600, width: 270, height: 200 },
    { left: 720, top: 10, width: 270, height: 400 }]) {
    const g = growth(box, bounds);
    assert.ok(g.scale > 1, JSON.stringify(box));
    assert.ok(inside(box, g, bounds), JSON.stringify([box, g]));
  }
});

test("with no room to grow it stays as it is", () => {
  const g = growth({ left: 0, top: 0, width: 990, height: 100 }, bounds);
  assert.equal(g.scale, 1);
  assert.equal(growth({ left: 0, top: 0, width: 300, height: 790 }, bounds).scale, 1);
});
