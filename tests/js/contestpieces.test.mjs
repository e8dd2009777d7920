// A queen's contest's payouts drawn as places: finishers' marks, coins left, points.
import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";

installDocument();
const { contestPlaces, payoutPiece } = await import("../../widget_js/contestpieces.js");

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const texts = (node) => all(node, "text").map((t) => t.textContent);
const PLAYERS = [{ name: "Anna", shape: "circle", fill: "#fc0", ink: "#000" },
  { name: "Ben", shape: "square", fill: "#066", ink: "#fff" }];
const name = (n) => ["1st", "2nd", "3rd", "4th"][n - 1];

test("a speed contest's places: its finishers in order, then the coins left after them", () => {
  const c = { type: "speed", payouts: [20, 10, 5], coins: [10, 5], finishers: [1] };
  assert.deepEqual(contestPlaces(c), [{ place: 1, seat: 1 }, { place: 2, coins: 10 },
    { place: 3, coins: 5 }]);
  // two players: only the first place's coins are on the card, nobody has finished
  assert.deepEqual(contestPlaces({ type: "speed", payouts: [20, 10, 5], coins: [20],
    finishers: [] }), [{ place: 1, coins: 20 }]);
});

test("a final contest's places: each place's points", () => {
  assert.deepEqual(contestPlaces({ type: "final", payouts: [20, 10, 5], coins: [],
    finishers: [] }), [{ place: 1, points: 20 }, { place: 2, points: 10 },
    { place: 3, points: 5 }]);
});

test("the places drawn: each place named, a finisher's mark, a coin or a star with its amount",
  () => {
    const speed = payoutPiece(contestPlaces({ type: "speed", payouts: [20, 10, 5],
      coins: [10, 5], finishers: [1] }), PLAYERS, name);
    assert.equal(speed.getAttribute("aria-hidden"), "true");
    assert.deepEqual(texts(speed), ["1st", "B", "2nd", "10", "3rd", "5"]);
    assert.equal(all(speed, "circle").length >= 2, true);
    const final = payoutPiece(contestPlaces({ type: "final", payouts: [6, 3] }), PLAYERS, name);
    assert.deepEqual(texts(final), ["1st", "6", "2nd", "3"]);
    assert.equal(all(final, "polygon").length, 2);
    assert.equal(Number(final.getAttribute("width")), 80);
  });
