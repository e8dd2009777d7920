import test from "node:test";
import assert from "node:assert/strict";
import { KINDS } from "./texts.mjs";
import { Flights, flightOf, movedPiece, prefersStill, returnedPiece, targetSelector }
  from "../../widget_js/motion.js";
import { Element, installDocument } from "./minidom.mjs";

const last = (kind, ply, seat = 1) => ({ kind, ply, seat, target: ["box", "meadow"] });

test("a taken tile flies from its stack to the actor; a worker from the actor to its space", () => {
  assert.deepEqual(flightOf(last("take_tile", 5), KINDS, 4),
    { from: "target", to: "seat", seat: 1 });
  assert.deepEqual(flightOf(last("choose_start", 5, 0), KINDS, 4),
    { from: "seat", to: "target", seat: 0 });
  // foraging: the token to the space, and the nectar collected there back
  assert.deepEqual(flightOf(last("forage", 5, 0), KINDS, 4),
    { from: "seat", to: "target", seat: 0, back: true });
  assert.deepEqual(flightOf(last("sell", 9), KINDS, 8), { from: "seat", to: "target", seat: 1 });
  assert.deepEqual(flightOf(last("order", 9), KINDS, 8), { from: "target", to: "seat", seat: 1 });
});

test("only a move just made flies: not an undo, a jump, the first drawing or a button", () => {
  assert.equal(flightOf(last("take_tile", 4), KINDS, 4), null); // drawn again (a language)
  assert.equal(flightOf(last("take_tile", 3), KINDS, 4), null); // an undo
  assert.equal(flightOf(last("take_tile", 7), KINDS, 4), null); // several at once
  assert.equal(flightOf(last("take_tile", 1), KINDS, null), null); // the table just opened
  assert.equal(flightOf(last("end_turn", 5), KINDS, 4), null); // a button: nowhere to fly
  assert.equal(flightOf(last("take_tile", 5, null), KINDS, 4), null); // no actor
  assert.equal(flightOf({}, KINDS, 4), null);
  assert.equal(flightOf(last("no_such_kind", 5), KINDS, 4), null);
});

test("every kind's motion is one the page knows", () => {
  for (const [kind, spec] of Object.entries(KINDS)) {
    assert.ok(["", "taken", "given", "traded"].includes(spec.motion), kind);
  }
});

test("a target's key names the element it is drawn as", () => {
  assert.equal(targetSelector("box:decree_accounting"), '.hbt-box[data-box="decree_accounting"]');
  assert.equal(targetSelector("space:2,3"), '[data-key="space:2,3"]');
  assert.equal(targetSelector("market:pollen"), '.hbt-col[data-resource="pollen"]');
  assert.equal(targetSelector("order:1"), '.hbt-order-stack[data-stack="1"]');
  assert.equal(targetSelector("hex:0:1,2"), "");
});

test("reduced motion is read from the user's setting", () => {
  const win = (reduce) => ({ matchMedia: (q) => ({ matches: reduce && q.includes("reduce") }) });
  assert.equal(prefersStill(win(true)), true);
  assert.equal(prefersStill(win(false)), false);
  assert.equal(prefersStill({}), false);
});

test("the table remembers the ply drawn, so only the next move flies", () => {
  const handlers = {};
  const root = { addEventListener: (type, cb) => { handlers[type] = cb; },
    querySelector: () => null, querySelectorAll: () => [], dataset: {} };
  const flights = new Flights(root, undefined);
  const s = (ply) => ({ last: last("take_tile", ply), static: { action_kinds: KINDS } });
  flights.before(s(3), "box:forage");
  flights.after();
  assert.equal(flights.drawnPly, 3);
  flights.before(s(4), "box:forage"); // nothing drawn to fly between: no flight, no error
  assert.equal(flights.plan, null);
  flights.after();
  assert.equal(flights.drawnPly, 4);
  assert.equal(flights.count, 0);
  assert.ok(handlers.pointerdown && handlers.keydown); // a click or a key skips a flight
});

test("the piece that moved flies: the tile from its stack, the card, the disc sold", () => {
  const asked = [];
  const dropped = [];
  const copy = { querySelectorAll: (sel) => {
    assert.equal(sel, ".hbt-stack-under, .hbt-count-disc, .hbt-count, .hbt-mp-go");
    return [{ remove: () => dropped.push("under") }, { remove: () => dropped.push("count") }];
  } };
  const shown = { getBoundingClientRect: () => ({ width: 80, height: 60 }),
    cloneNode: (deep) => (deep ? copy : null) };
  const root = { querySelector: (sel) => { asked.push(sel); return shown; } };
  const taken = (key, tile = "") => ({ from: "target", to: "seat", key, tile });
  // the tile taken: its own stack's (a box of two stacks), without the tiles under it
  assert.deepEqual(movedPiece(taken("box:decree_accounting", "accounting"), {}, root),
    { svg: copy, what: "tile", w: 80, h: 60 });
  assert.equal(asked.pop(),
    '.hbt-box[data-box="decree_accounting"] .hbt-stack[data-tile="accounting"] .hbt-stack-piece');
  assert.deepEqual(dropped, ["under", "count"]);
  assert.equal(movedPiece(taken("order:1"), {}, root).what, "order");
  assert.equal(asked.pop(), '.hbt-order-stack[data-stack="1"] .hbt-order-piece');
  // nothing drawn there: the actor's mark flies instead
  assert.equal(movedPiece(taken("box:forage"), {}, { querySelector: () => null }), null);
  // a worker given to a space: the actor's mark (their worker) flies
  assert.equal(movedPiece({ from: "seat", to: "target", key: "space:2,1" }, {}, root), null);
  // honey sold: its disc, in its colour with its letter
  installDocument();
  const palette = { resources: { acacia: "#f2d36b" }, resource_letters: { acacia: "A" } };
  const sold = movedPiece({ from: "seat", to: "target", key: "market:acacia" }, { palette },
    root);
  assert.equal(sold.what, "resource");
  const [disc, letter] = sold.svg.childNodes;
  assert.equal(disc.getAttribute("fill"), "#f2d36b");
  assert.equal(letter.textContent, "A");
  assert.equal(movedPiece({ from: "seat", to: "target", key: "market:nope" }, { palette }, root),
    null);
});

test("what a forage collects comes back: the nectar tile drawn on the space, its letter too", () => {
  installDocument();
  const asked = [];
  const [tileCopy, letterCopy] = [new Element("rect"), new Element("text")];
  const letter = { cloneNode: () => letterCopy };
  const nectar = {
    getBoundingClientRect: () => ({ left: 100, top: 50, width: 40, height: 40 }),
    getAttribute: (k) => ({ x: "12", y: "12", width: "40", height: "40" })[k],
    cloneNode: () => tileCopy,
    parentNode: { querySelector: (sel) => (sel === ".hbt-nectar-letter" ? letter : null) },
  };
  const root = { querySelector: (sel) => { asked.push(sel); return nectar; } };
  const back = returnedPiece({ key: "space:2,1" }, root);
  assert.equal(asked[0], '[data-key="space:2,1"] .hbt-nectar');
  assert.equal(back.what, "nectar");
  assert.deepEqual([back.w, back.h, back.start], [40, 40, { x: 120, y: 70 }]);
  assert.equal(back.svg.getAttribute("viewBox"), "12 12 40 40");
  assert.deepEqual(back.svg.childNodes, [tileCopy, letterCopy]);
  // an empty space, or a face-down tile (no front drawn): nothing comes back
  assert.equal(returnedPiece({ key: "space:0,0" }, { querySelector: () => null }), null);
});
