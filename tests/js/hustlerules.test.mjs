import test from "node:test";
import assert from "node:assert/strict";
import { rotate, canonTurn, combMap, joins, flowerPoints, doubledBlues, legalPlaces, frontier,
  spotInfo } from "../../widget_js/hustlerules.js";

// A few token kinds as the table syncs them (_tokens): colour, face value, marks.
const TOKENS = {
  honey: { colour: "honey", points: 0, marks: 0b000001 },
  blue1: { colour: "blue", points: 1, marks: 0b010101 },
  blue2: { colour: "blue", points: 2, marks: 0b001001 },
  red: { colour: "red", points: 0, marks: 0b001001 },
  purple5: { colour: "purple", points: 5, marks: 0b000001 },
  cover: { colour: "gray", points: 1, marks: 0b000011 },
};
const cell = (q, r, token, marks = TOKENS[token].marks) => ({ q, r, token, marks,
  covers_honey: false });

test("turning moves the marks counter-clockwise; equal patterns share a turn", () => {
  assert.equal(rotate(0b000001, 1), 0b000010);
  assert.equal(rotate(0b100000, 1), 0b000001);
  assert.equal(rotate(0b001001, 3), 0b001001);
  assert.equal(canonTurn(0b001001, 3), 0);
  assert.equal(canonTurn(0b001001, 4), 1);
  assert.equal(canonTurn(0b000001, 4), 4);
});

test("a token joins where one of its marks meets a neighbour's mark", () => {
  const comb = combMap([cell(0, 0, "honey")]); // a mark on edge 0 (east)
  assert.equal(joins(comb, [1, 0], rotate(0b000001, 3)), true); // its west mark meets
  assert.equal(joins(comb, [1, 0], 0b000001), false);
  assert.equal(joins(comb, [0, 0], 0b111111), false); // occupied
  assert.equal(frontier(comb).length, 6);
});

test("flower points: reds square, blues double beside a blue, purples their face", () => {
  const reds = combMap([cell(0, 0, "red"), cell(3, 0, "red"), cell(0, 3, "red")]);
  assert.equal(flowerPoints(reds, TOKENS).total, 9);
  // the rulebook's note: a lone 1 and 2, and a 2 beside a 2 doubling to 4
  const blues = combMap([cell(0, 0, "blue1"), cell(5, 0, "blue2"), cell(2, 2, "blue2"),
    cell(3, 2, "blue2")]);
  assert.deepEqual(flowerPoints(blues, TOKENS).blue, 1 + 2 + 4 + 4);
  assert.deepEqual([...doubledBlues(blues, TOKENS)].sort(), ["2,2", "3,2"]); // drawn "2×2"
  assert.equal(flowerPoints(blues, TOKENS).doubled, 2);
  assert.equal(flowerPoints(reds, TOKENS).reds, 3); // said "red 9 (3²)"
  const mixed = combMap([cell(0, 0, "purple5"), cell(1, 0, "honey"), cell(2, 0, "cover")]);
  const pts = flowerPoints(mixed, TOKENS);
  assert.equal(pts.purple, 5);
  assert.equal(pts.cover, 1);
  assert.equal(pts.total, 6);
});

test("a spot says whether the token goes there, at another turn, or why not", () => {
  const comb = combMap([cell(0, 0, "honey")]);
  const legal = legalPlaces(["place 1,0 3", "restart"]);
  const ctx = { comb, token: "purple5", tokens: TOKENS, legal, cover: false };
  assert.deepEqual(spotInfo(ctx, [1, 0], 3), { state: "ok", why: "hover_join", gain: 5 });
  const other = spotInfo(ctx, [1, 0], 1);
  assert.equal(other.state, "turn");
  assert.equal(other.other, 3);
  assert.equal(spotInfo(ctx, [0, 1], 0).why, "hover_no_mark");
  assert.equal(spotInfo(ctx, [0, 0], 0).why, "hover_occupied");
  const cover = { comb, token: "cover", tokens: TOKENS, legal: legalPlaces(["place 0,0 0"]),
    cover: true };
  assert.equal(spotInfo(cover, [0, 0], 0).state, "ok");
  assert.equal(spotInfo(cover, [0, 0], 0).gain, 1);
  assert.equal(spotInfo(cover, [1, 0], 0).why, "hover_not_honey");
});
