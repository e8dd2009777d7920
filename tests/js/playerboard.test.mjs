import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";
import { coinPiece, drawPlayerBoard, ordersPiece, workerPiece } from "../../widget_js/playerboard.js";

installDocument();

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node) => all(node, "text").map((t) => t.textContent);
// The numbers and letters on the pieces (not the captions printed under them).
const onPieces = (node) => all(node, "text")
  .filter((t) => t.getAttribute("class") !== "hbt-pitem-caption").map((t) => t.textContent);
const captions = (node) => all(node, "text")
  .filter((t) => t.getAttribute("class") === "hbt-pitem-caption").map((t) => t.textContent);
const player = { name: "Anna", fill: "#1b5e20", ink: "#ffffff", shape: "circle" };

test("coins, workers and orders are pieces with their numbers on them", () => {
  assert.deepEqual(texts(coinPiece(7)), ["7"]);
  const placed = workerPiece(player, 3, "placed");
  assert.deepEqual(texts(placed), ["3"]);
  assert.equal(all(placed, "polygon").length, 1); // on a hex of the hive board
  assert.equal(all(workerPiece(player, 2, "nursery"), "rect").length, 1); // in the cradle
  const supply = workerPiece(player, 5, "supply");
  assert.equal(all(supply, "circle")[0].getAttribute("stroke-dasharray"), "3 2");
  assert.deepEqual(texts(ordersPiece(2, 9)), ["2", "9"]);
});

test("a player's board draws every figure, with the words in tooltips", () => {
  const parent = document.createElement("div");
  const statics = {
    pollen: "pollen",
    resources: { pollen: "pollen", yellow: "yellow honey" },
    palette: { resources: { pollen: "#fff176", yellow: "#f9a825" },
      resource_letters: { pollen: "P", yellow: "Y" } },
  };
  const p = { coins: 4, workers: [3, 2, 1, 6], pollen: 2, honey: { yellow: 1 },
    orders: [["o1", "Bear", 5]], forage: null };
  const t = (key, params = {}) => key + JSON.stringify(params);
  drawPlayerBoard(parent, { player, p, statics, t, forageName: "" });
  assert.deepEqual(onPieces(parent), ["4", "3", "2", "1", "6", "P", "2", "Y", "1", "1", "5", "F"]);
  // each piece one drawing, its caption printed in it (no words beside the drawings)
  assert.deepEqual(captions(parent), ["coins{}", "worker_free{}", "worker_placed{}",
    "worker_nursery{}", "worker_supply{}", "orders{}"]);
  assert.equal(all(parent, "svg").length, 9); // coins, 4 workers, 2 resources, orders, forage
  assert.ok(all(parent, "span").every((s) => s.childNodes.every((c) => c.nodeType === 1)));
  const titles = all(parent, "span").map((s) => s.getAttribute("title")).filter(Boolean);
  assert.ok(titles.some((x) => x.startsWith("forage") && x.includes("forage_none")));
  assert.ok(titles.some((x) => x.startsWith("orders_text")));
  drawPlayerBoard(parent, { player, p: { ...p, coins: 9 }, statics, t, forageName: "" });
  assert.equal(onPieces(parent)[0], "9"); // drawn afresh, not added to
});
