import test from "node:test";
import assert from "node:assert/strict";
import { installDocument } from "./minidom.mjs";
import { initial, partBoard, section, titlePlate } from "../../widget_js/tableparts.js";

installDocument();

const all = (node, tag) => [node, ...node.childNodes.flatMap((c) => c.childNodes ?
  all(c, tag) : [])].filter((n) => n.nodeName === tag.toUpperCase());
const classes = (node) => (node.getAttribute("class") || "").split(" ");

test("a part is a board drawn under its pieces, its name printed on it", () => {
  const parent = document.createElement("div");
  const part = section(parent, "hbt-woodland", "Woodland");
  assert.equal(part.parentNode, parent);
  assert.deepEqual(classes(part), ["hbt-part", "hbt-drawn", "hbt-woodland"]);
  assert.equal(part.getAttribute("aria-label"), "Woodland");
  // the board first (behind the pieces), hidden from screen readers
  const [board, head] = part.children;
  assert.equal(board.nodeName, "SVG");
  assert.ok(classes(board).includes("hbt-part-board"));
  assert.equal(board.getAttribute("aria-hidden"), "true");
  assert.equal(all(board, "rect").length, 1);
  // the heading says the name once, to screen readers by its label, drawn as SVG text
  assert.equal(head.nodeName, "H3");
  assert.equal(head.getAttribute("class"), "hbt-part-title");
  assert.equal(head.getAttribute("aria-label"), "Woodland");
  assert.equal(head.textContent, "Woodland");
  assert.deepEqual(all(head, "text").map((t) => t.textContent), ["Woodland"]);
  assert.equal(all(part, "text").length, 1);
});

test("a printed name is as wide as its letters (accented letters count once)", () => {
  assert.match(titlePlate("Kaptártábla").getAttribute("style"), /--hbt-chars: 11$/);
  assert.match(titlePlate("").getAttribute("style"), /--hbt-chars: 1$/);
  const plate = titlePlate("Piac");
  assert.equal(plate.getAttribute("aria-hidden"), "true");
  assert.equal(all(plate, "text")[0].getAttribute("class"), "hbt-title-text");
});

test("a card's plate carries its own class besides the board's", () => {
  const card = partBoard("hbt-card-plate");
  assert.deepEqual(classes(card), ["hbt-board-plate", "hbt-card-plate"]);
  assert.equal(all(card, "rect")[0].getAttribute("class"), "hbt-plate");
  assert.equal(card.getAttribute("focusable"), "false");
});

test("a name's initial skips the direction marks an isolated name starts with", () => {
  assert.equal(initial("anna"), "A");
  assert.equal(initial("\u2068\u05d0\u05d1\u2069"), "\u05d0");
  assert.equal(initial("\u2068\u202eevil\u2069"), "E");
});
