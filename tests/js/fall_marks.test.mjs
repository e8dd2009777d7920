import test from "node:test";
import assert from "node:assert/strict";
import { LEAF_FILL, LEAF_PATH } from "../../widget_js/fall_marks.js";
import { ghostLeaves, leafMarks, leafTop } from "../../widget_js/fall_leaves.js";
import { capMarks, fanNote } from "../../widget_js/fall_caps.js";

const s = {
  leaves: {
    tops: { forage: { leaves: [["red", "anchor"]], text: "top tile: a red leaf" }, produce: null },
    hives: [[{ hex: [1, -2], colour: "purple", text: "purple leaf on (1,-2)" }], []],
    taken: { kind: "market", leaves: [["yellow", "anchor"], ["red", "tail"]], text: "carries" },
  },
  caps: {
    hives: [[{ hex: [0, 1], value: 10, text: "capped (10 points)" }], []],
    fan: { "2,0": "the capped Rosemary tile on (1,0) next to it makes no honey (capped)" },
  },
};

test("each leaf colour has its own shape, not only its colour", () => {
  const colours = Object.keys(LEAF_FILL);
  assert.deepEqual(colours.sort(), ["purple", "red", "yellow"]);
  assert.equal(new Set(colours.map((c) => LEAF_PATH[c])).size, 3);
});

test("the leaves on tops, hives and the ghost come from _leaves", () => {
  assert.equal(leafTop(s, "forage").leaves.length, 1);
  assert.equal(leafTop(s, "produce"), null);
  assert.equal(leafTop({}, "forage"), null);
  assert.deepEqual(leafMarks(s, 0), [{ kind: "leaf", hex: [1, -2], colour: "purple",
    text: "purple leaf on (1,-2)" }]);
  assert.deepEqual(leafMarks(s, 1), []);
  assert.deepEqual(ghostLeaves(s).map((m) => [m.colour, m.at]),
    [["yellow", "anchor"], ["red", "tail"]]);
  assert.deepEqual(ghostLeaves({ leaves: { taken: null } }), []);
});

test("caps are marked on their cells and a fan hex says which capped tile makes no honey", () => {
  assert.deepEqual(capMarks(s, 0), [{ kind: "cap", hex: [0, 1], value: 10,
    text: "capped (10 points)" }]);
  assert.deepEqual(capMarks({}, 0), []);
  const fan = { target: ["hex", 0, 2, 0], info: { honey: 1 } };
  assert.equal(fanNote(s, fan, "Fan at (2,0): 1 honey"),
    "Fan at (2,0): 1 honey; " + s.caps.fan["2,0"]);
  const other = { target: ["hex", 0, 3, 0], info: { honey: 2 } };
  assert.equal(fanNote(s, other, "Fan at (3,0)"), "Fan at (3,0)");
  const cap = { target: ["hex", 0, 2, 0], info: {} }; // not a fan: no honey claimed
  assert.equal(fanNote(s, cap, "Cap"), "Cap");
});
