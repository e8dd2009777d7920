import test from "node:test";
import assert from "node:assert/strict";
import { LEAF_FILL, LEAF_PATH, paintTileMarks } from "../../widget_js/fall_marks.js";
import { trayMarks } from "../../widget_js/board/icons.js";
import { Element, installDocument } from "./minidom.mjs";
import { ghostLeaves, leafMarks, leafTop, trayLeaves } from "../../widget_js/modules/fall_leaves/part.js";
import { capMarks, fanNote } from "../../widget_js/modules/fall_caps/part.js";

const s = {
  leaves: {
    tops: { forage: { leaves: [["red", "anchor"]], text: "top tile: a red leaf" }, produce: null },
    hives: [[{ hex: [1, -2], colour: "purple", text: "purple leaf on (1,-2)" }], []],
    taken: { kind: "market", leaves: [["yellow", "anchor"], ["red", "tail"]],
      text: "The Market tile carries", tray: "Leaves: two" },
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

// The tray button of the taken tile, as the board builds it: swatch, name, letter.
function trayButton() {
  const b = new Element("button");
  for (const cls of ["hb-tile-swatch", "hb-tile-label", "hb-tile-letter"]) {
    const span = new Element("span");
    span.setAttribute("class", cls);
    b.appendChild(span);
  }
  return b;
}
const leavesOf = (b) => b.children.find((c) => c.getAttribute("class") === "hb-tile-marks");
const drawnLeaves = (node) => {
  const out = [];
  const walk = (n) => {
    if (n.getAttribute && n.getAttribute("data-colour")) out.push(n.getAttribute("data-colour"));
    for (const c of n.children || []) walk(c);
  };
  walk(node);
  return out;
};

test("the taken tile's tray button shows its leaves and says them, redrawn on a change", () => {
  installDocument();
  const b = trayButton();
  trayMarks(b, "Market", trayLeaves(s), paintTileMarks);
  const span = leavesOf(b);
  assert.ok(span, "the leaves are drawn on the button");
  assert.deepEqual(drawnLeaves(span), ["yellow", "red"]);
  assert.equal(span.getAttribute("data-leaves"), "yellow red");
  assert.equal(span.getAttribute("aria-hidden"), "true");
  // Outlined in the button's text colour, so that a leaf stands out in either theme.
  const strokes = [];
  const walk = (n) => {
    if (n.nodeName === "PATH") strokes.push(n.getAttribute("stroke"));
    for (const c of n.children || []) walk(c);
  };
  walk(span);
  assert.deepEqual(strokes, ["currentColor", "currentColor"]);
  assert.deepEqual(b.children.map((c) => c.getAttribute("class")),
    ["hb-tile-swatch", "hb-tile-label", "hb-tile-marks", "hb-tile-letter"]);
  // The button names the tile once: its leaves' words do not say the name again.
  assert.equal(b.getAttribute("aria-label"), "Market. Leaves: two");
  // The same leaves again: nothing is drawn again.
  trayMarks(b, "Market", trayLeaves(s), paintTileMarks);
  assert.equal(leavesOf(b), span);
  // Other leaves: drawn anew, one set only.
  const other = { leaves: { taken: { kind: "market", leaves: [["purple", "tail"]],
    text: "carries a purple leaf" } } };
  trayMarks(b, "Market", ghostLeaves(other), paintTileMarks);
  assert.notEqual(leavesOf(b), span);
  assert.equal(b.children.filter((c) => c.getAttribute("class") === "hb-tile-marks").length, 1);
  assert.deepEqual(drawnLeaves(leavesOf(b)), ["purple"]);
  assert.equal(b.getAttribute("aria-label"), "Market. carries a purple leaf");
  // No leaves (or no painter, a board without modules): nothing drawn, the plain label.
  trayMarks(b, "Market", [], paintTileMarks);
  assert.equal(leavesOf(b), undefined);
  assert.equal(b.getAttribute("aria-label"), null);
  trayMarks(b, "Market", ghostLeaves(s), undefined);
  assert.equal(leavesOf(b), undefined);
});
