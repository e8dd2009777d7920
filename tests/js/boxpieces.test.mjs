import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";
import { beelinePiece, nurseryPiece, stackPiece, STACK_HEX } from "../../widget_js/boxpieces.js";
import { trackPiece } from "../../widget_js/marketpieces.js";
import { marketTrack } from "../../widget_js/tablerules.js";

installDocument();

const palette = {
  tile: "#f7dc8c", tile_anchor: "#f3cf68", text: "#2b1d06",
  edges: { yellow: { color: "#d9a400" } },
  icons: { produce: { path: "M0,0 L1,1", filled: false, letter: "P" } },
};

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node) => all(node, "text").map((t) => t.textContent);

test("a stack is a two-hex tile with its letter and the number left on it", () => {
  const svg = stackPiece(palette, "produce", 12);
  assert.ok(STACK_HEX * Math.sqrt(3) >= 40); // a hex at least 40 px wide
  assert.deepEqual(texts(svg), ["P", "12"]);
  // the top tile's two hexes and two tiles showing under it
  assert.equal(all(svg, "polygon").length, 6);
  assert.equal(svg.getAttribute("aria-hidden"), "true");
});

test("a stack of one shows no tile under it; an empty place is dashed and says 0", () => {
  assert.equal(all(stackPiece(palette, "produce", 1), "polygon").length, 2);
  const empty = stackPiece(palette, "produce", 0);
  assert.deepEqual(texts(empty), ["0"]);
  assert.ok(all(empty, "polygon").every((p) => p.getAttribute("class") === "hbt-stack-none"));
});

test("a beeline is a column of the player's pieces with its height on the top one", () => {
  const player = { shape: "square", fill: "#123456", ink: "#ffffff", name: "Anna" };
  const svg = beelinePiece(player, 3);
  assert.equal(all(svg, "rect").length, 3);
  assert.deepEqual(texts(svg), ["3"]);
  assert.equal(all(beelinePiece(player, 9), "rect").length, 6); // six drawn at most
  assert.deepEqual(texts(nurseryPiece("Nursery")), ["Nursery"]);
});

test("a market track puts the marker on the value it is worth now", () => {
  const svg = trackPiece(marketTrack([5, 4, 3, 2], 1), "#f0c419", "P");
  assert.deepEqual(texts(svg), ["5", "P", "4", "3", "2"]);
  assert.equal(all(svg, "circle").length, 1);
  assert.equal(all(svg, "line").length, 1); // the value passed is struck through
});
