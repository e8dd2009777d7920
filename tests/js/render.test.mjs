import test from "node:test";
import assert from "node:assert/strict";
import { cellFill, contrastRatio, fitViewBox, mixColor, parseColor, zoomViewBox }
  from "../../widget_js/render.js";
import { toPixel } from "../../widget_js/hexmath.js";
import { letterFit } from "../../widget_js/board/icons.js";

test("the fitted view holds every hex with its padding", () => {
  const hexes = [[0, 0], [3, -2], [-2, 4]];
  const [x, y, w, h] = fitViewBox(hexes, 28, 40);
  for (const hex of hexes) {
    const [px, py] = toPixel(hex, 28);
    assert.ok(px - 40 >= x - 1e-9 && px + 40 <= x + w + 1e-9);
    assert.ok(py - 40 >= y - 1e-9 && py + 40 <= y + h + 1e-9);
  }
  const small = fitViewBox([[0, 0]], 28, 10, 300, 200);
  assert.deepEqual(small, [-150, -100, 300, 200]);
  assert.deepEqual(fitViewBox([], 28, 10), [-10, -10, 20, 20]);
});

test("zoom keeps the chosen point where it was", () => {
  const vb = [0, 0, 400, 300];
  const z = zoomViewBox(vb, 2, 100, 60);
  assert.deepEqual(z.slice(2), [200, 150]);
  // the point sits at the same fraction of the view before and after
  assert.equal((100 - z[0]) / z[2], 100 / 400);
  assert.equal((60 - z[1]) / z[3], 60 / 300);
});

test("colours mix and contrast as WCAG says", () => {
  assert.deepEqual(parseColor("#ff8000"), [255, 128, 0]);
  assert.deepEqual(parseColor("rgb(1, 2, 3)"), [1, 2, 3]);
  assert.throws(() => parseColor("banana"));
  assert.equal(mixColor("#000000", "#ffffff", 0.5), "#808080");
  assert.equal(Math.round(contrastRatio("#000000", "#ffffff")), 21);
  assert.equal(contrastRatio("#777777", "#777777"), 1);
});

test("cell fills are opaque tints, and the text stays readable on them", () => {
  const palette = { barren: "#c7c2b8", text: "#2b1d06",
    nectar: { wildflower: "#b9a5e0", rosemary: "#7fc9bf", cherry_blossom: "#f29bbd",
      acacia: "#f5e06b" } };
  assert.equal(cellFill(palette, null), "#c7c2b8");
  for (const t of ["w", "r", "c", "a"]) {
    const fill = cellFill(palette, t);
    assert.match(fill, /^#[0-9a-f]{6}$/);
    assert.ok(contrastRatio(fill, palette.text) >= 7, t);
  }
});

test("the icon letters stay at 11 px or more however small the board is drawn", () => {
  // 28-unit hexes: the letter is 11.2 units, 11 px or more from 0.982 px a unit.
  assert.deepEqual(letterFit(1), { size: null, off: false });
  const small = letterFit(9.2 / 11.2); // marimo at 1280 x 900 while placing: 9.2 px letters
  assert.ok(Math.abs(small.size * (9.2 / 11.2) - 11) < 1e-9 && !small.off);
  assert.deepEqual(letterFit(0.5), { size: null, off: true }); // 22 units: no room in a hex
});
