// The bots' moves as a caption to step through, each step outlining its pieces.
import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";

installDocument();
const { OthersCaption, captionSteps, stepSelectors } = await import("../../widget_js/caption.js");

const RECAP = [
  { seat: 1, text: "Ben takes a tile. Ben places it.", moves: [
    { text: "Ben takes a tile.", marks: [{ area: "box", name: "produce" },
      { area: "player", player: 1 }] },
    { text: "Ben places it.", marks: [{ area: "hex", player: 1, hex: [0, 1] },
      { area: "player", player: 1 }] }] },
  { seat: 2, text: "Cleo forages.", moves: [
    { text: "Cleo forages.", marks: [{ area: "space", space: [2, 3] }] }] },
];

test("a recap's moves are the caption's steps, in order, each with its bot", () => {
  const steps = captionSteps(RECAP);
  assert.deepEqual(steps.map((s) => [s.seat, s.text]), [[1, "Ben takes a tile."],
    [1, "Ben places it."], [2, "Cleo forages."]]);
  assert.deepEqual(captionSteps(undefined), []);
});

test("a step outlines its pieces: the box, the space, the bot's board for a hex", () => {
  assert.deepEqual(stepSelectors(RECAP[0].moves[0].marks),
    ['.hbt-box[data-box="produce"]', '.hbt-player[data-seat="1"]']);
  assert.deepEqual(stepSelectors(RECAP[0].moves[1].marks), ['.hbt-player[data-seat="1"]']);
  assert.deepEqual(stepSelectors(RECAP[1].moves[0].marks), ['[data-key="space:2,3"]']);
  assert.deepEqual(stepSelectors([{ area: "contest", index: 2 }]),
    ['.hbt-contest[data-contest="2"]']);
});

function caption() {
  const said = [];
  const view = { t: (key, p = {}) => key + JSON.stringify(p), announce: (x) => said.push(x),
    root: null };
  const part = new OthersCaption(view, document.createElement("div"));
  return { part, said };
}

const PLAYERS = [{ name: "Anna", color: "#c00", letter: "A" }, { name: "Ben", color: "#00c",
  letter: "B" }, { name: "Cleo", color: "#0a0", letter: "C" }];

test("the caption shows the first move; ‹ › and the arrow keys step, and say the move", () => {
  const { part, said } = caption();
  part.update({ pending: { mine: true }, last: { ply: 9, recap: RECAP } }, PLAYERS);
  assert.equal(part.root.hidden, false);
  assert.equal(part.text.textContent, "Ben takes a tile.");
  assert.equal(part.count.textContent, 'table.caption.step{"i":1,"n":3}');
  assert.equal(part.prev.disabled, true);
  part.next.dispatch("click");
  assert.equal(part.text.textContent, "Ben places it.");
  assert.deepEqual(said, ["Ben places it."]);
  part.go(1);
  assert.equal(part.text.textContent, "Cleo forages.");
  assert.equal(part.next.disabled, true);
  part.go(1); // past the last: stays
  assert.equal(part.text.textContent, "Cleo forages.");
  part.prev.dispatch("click");
  assert.equal(part.text.textContent, "Ben places it.");
  // the same position drawn again keeps the step; a new one starts at its first move
  part.update({ pending: { mine: true }, last: { ply: 9, recap: RECAP } }, PLAYERS);
  assert.equal(part.text.textContent, "Ben places it.");
  part.update({ pending: { mine: true }, last: { ply: 14, recap: RECAP } }, PLAYERS);
  assert.equal(part.text.textContent, "Ben takes a tile.");
});

test("no bot moved, or not the learner's decision: no caption", () => {
  const { part } = caption();
  part.update({ pending: { mine: true }, last: { ply: 3, recap: [] } }, PLAYERS);
  assert.equal(part.root.hidden, true);
  part.update({ pending: { mine: false }, last: { ply: 4, recap: RECAP } }, PLAYERS);
  assert.equal(part.root.hidden, true);
});

// A table root that finds its pieces by selector (the parts replace them when they draw).
function tableRoot() {
  const pieces = new Map();
  return {
    pieces,
    draw(sel) {
      const names = new Set();
      const node = { classList: { add: (c) => names.add(c), remove: (c) => names.delete(c),
        contains: (c) => names.has(c) } };
      pieces.set(sel, node);
      return node;
    },
    querySelectorAll(sel) {
      if (sel === ".hbt-caption-on") {
        return [...pieces.values()].filter((n) => n.classList.contains("hbt-caption-on"));
      }
      return pieces.has(sel) ? [pieces.get(sel)] : [];
    },
  };
}

test("the step's outline survives a part drawing its pieces anew while the step stands", async () => {
  const root = tableRoot();
  const view = { t: (key) => key, announce: () => {}, root };
  const part = new OthersCaption(view, document.createElement("div"));
  const box = root.draw('.hbt-box[data-box="produce"]');
  root.draw('.hbt-player[data-seat="1"]');
  part.update({ pending: { mine: true }, last: { ply: 9, recap: RECAP } }, PLAYERS);
  await null; // outlined once every part has drawn
  assert.ok(box.classList.contains("hbt-caption-on"));
  // the hive boxes draw again (the same decision stands): a new element, outlined again
  const again = root.draw('.hbt-box[data-box="produce"]');
  assert.ok(!again.classList.contains("hbt-caption-on"));
  part.redrawn();
  assert.ok(again.classList.contains("hbt-caption-on"));
  // the next step moves the outline; no step (not the learner's decision): none
  part.go(1);
  await null;
  assert.ok(!again.classList.contains("hbt-caption-on"));
  assert.ok(root.pieces.get('.hbt-player[data-seat="1"]').classList.contains("hbt-caption-on"));
  part.update({ pending: { mine: false }, last: { ply: 10, recap: RECAP } }, PLAYERS);
  part.redrawn();
  assert.equal(root.querySelectorAll(".hbt-caption-on").length, 0);
});
