// The Fall parts drawn as pieces: the fruit with their numbers on them, the set-bonus track
// with its marker, the leaves with their counts, the foliage card's scoring, the caps and
// trophies, the sunset track's spaces.
import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";

installDocument();
const { bonusTrackPiece, fruitPiece } = await import(
  "../../widget_js/modules/fall_fruit/pieces.js");
const { foliagePiece, leafPiece, pointsPiece } = await import(
  "../../widget_js/modules/fall_leaves/pieces.js");
const caps = await import("../../widget_js/modules/fall_caps/pieces.js");
const { spacePiece } = await import("../../widget_js/modules/fall_sunset/part.js");

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node) => all(node, "text").map((t) => t.textContent);
const classes = (node, tag) => all(node, tag).map((n) => n.getAttribute("class"));

test("a fruit piece: its short name on it, its value on a coin or how many on a disc", () => {
  const value = fruitPiece("pear", "Pe", 3, true);
  assert.deepEqual(texts(value), ["Pe", "3"]);
  assert.ok(classes(value, "circle").includes("hbt-coin"));
  const held = fruitPiece("apple", "Ap", 0);
  assert.deepEqual(texts(held), ["Ap", "0"]);
  assert.ok(classes(held, "circle").includes("hbt-fm-disc"));
  assert.deepEqual(texts(fruitPiece("pumpkin", "Pu")), ["Pu"]);
});

test("the set-bonus track: every value, those passed struck, the marker on the one now", () => {
  const svg = bonusTrackPiece([9, 8, 7, 6, 5], 1);
  assert.deepEqual(texts(svg), ["9", "8", "7", "6", "5"]);
  assert.equal(all(svg, "line").length, 1);
  assert.equal(classes(svg, "circle").filter((c) => c === "hbt-fm-marker").length, 1);
  const here = all(svg, "text").find((t) => /hbt-track-here/.test(t.getAttribute("class")));
  assert.equal(here.textContent, "8");
});

test("a leaf piece carries its count, points sit on a star", () => {
  const leaf = leafPiece("red", 4);
  assert.deepEqual(texts(leaf), ["4"]);
  assert.equal(leaf.dataset.colour, "red");
  assert.deepEqual(texts(pointsPiece(12)), ["12"]);
});

test("the foliage card draws its scoring: points per leaf, the places' payouts", () => {
  const each = foliagePiece({ type: "each_colour", per_leaf: 1, payouts: [10, 5] });
  assert.deepEqual(texts(each), ["1", "10", "5"]);
  assert.equal(all(each, "g").filter((g) => /hb-leaf/.test(g.getAttribute("class"))).length, 3);
  const most = foliagePiece({ type: "per_and_most", colour: "yellow", per_leaf: 2,
    most: "red", payouts: [12, 6] });
  assert.deepEqual(texts(most), ["2", "12", "6"]);
  assert.equal(all(most, "line").length, 1); // between its two scorings
  assert.deepEqual(all(most, "g").map((g) => g.getAttribute("data-colour")),
    ["yellow", "red"]);
  assert.deepEqual(texts(foliagePiece({ type: "double_tiles", points: 4 })), ["4"]);
  assert.deepEqual(texts(foliagePiece({ type: "best_colour", per_leaf: 2 })), ["max", "2"]);
  assert.deepEqual(texts(foliagePiece({ type: "most_total", payouts: [20, 10, 5] })),
    ["20", "10", "5"]);
  assert.deepEqual(texts(foliagePiece({ type: "sets", points: 3 })), ["3"]);
  // wider for more pieces; an unknown card is a blank card
  const width = (svg) => Number(svg.getAttribute("width"));
  assert.ok(width(each) > width(foliagePiece({ type: "sets", points: 3 })));
  assert.deepEqual(texts(foliagePiece({ type: "unknown" })), []);
});

test("the caps: a player's caps in a row, their total on a star, the trophy they would take", () => {
  const { standingPiece, trophiesPiece } = caps;
  assert.deepEqual(texts(standingPiece([5, 3], 8, 0)), ["5", "3", "8"]);
  const leading = standingPiece([5, 3], 8, 10);
  assert.deepEqual(texts(leading), ["5", "3", "8", "10"]);
  assert.ok(all(leading, "path").some((p) => p.getAttribute("class") === "hbt-cp-cup"));
  // no caps: an empty lid, dashed, and 0
  const none = standingPiece([], 0, 0);
  assert.deepEqual(texts(none), ["0"]);
  assert.ok(classes(none, "circle").includes("hbt-cp-none"));
  assert.deepEqual(texts(trophiesPiece([10, 5])), ["10", "5"]);
});

test("a sunset space: its number on a disc, the last one ringed, the sun drawn on its own", () => {
  assert.deepEqual(texts(spacePiece(4, false, false)), ["4"]);
  assert.equal(classes(spacePiece(9, false, true), "circle").filter((c) =>
    c === "hbt-sunset-ring").length, 1);
  const sun = spacePiece(2, true, false);
  assert.ok(classes(sun, "circle").includes("hbt-sunset-sun-disc"));
  assert.equal(all(sun, "line").length, 8);
});
