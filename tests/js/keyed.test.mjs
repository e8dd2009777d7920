// Keyed updates (widget_js/keyed.js): kept children keep their identity (so focus stays),
// new ones appear, gone ones go, and the order follows the new list.
import test from "node:test";
import assert from "node:assert/strict";
import { Element, installDocument } from "./minidom.mjs";
import { keyedChildren, patchChildren } from "../../widget_js/keyed.js";

const doc = installDocument();

function button(key, text) {
  const b = new Element("button");
  if (key !== null) b.setAttribute("data-key", key);
  b.textContent = text;
  return b;
}

test("keyedChildren keeps the nodes of kept keys, in the new order", () => {
  const ol = new Element("ol");
  const make = (item) => button(null, item.text);
  const fill = (node, item) => { node.textContent = item.text; };
  const first = keyedChildren(ol, [{ k: 0, text: "a" }, { k: 1, text: "b" }], (i) => i.k, make,
    fill);
  first[1].focus();
  const second = keyedChildren(ol, [{ k: 1, text: "B" }, { k: 2, text: "c" }], (i) => i.k,
    make, fill);
  assert.equal(second[0], first[1]);
  assert.equal(ol.textContent, "Bc");
  assert.deepEqual(ol.children.map((c) => c.dataset.key), ["1", "2"]);
  assert.equal(doc.activeElement, first[1], "the focused row was not moved");
  assert.throws(() => keyedChildren(ol, [{ k: 1 }, { k: 1 }], (i) => i.k, make), /twice/);
});

test("patchChildren keeps matching elements and copies attributes and texts", () => {
  const shown = new Element("div");
  for (const k of ["x", "y", "z"]) shown.appendChild(button(k, k));
  const y = shown.children[1];
  y.focus();
  const fresh = new Element("div");
  const y2 = button("y", "Y!");
  y2.setAttribute("class", "hbt-target");
  fresh.appendChild(y2);
  fresh.appendChild(button("w", "w"));
  fresh.appendChild(button("z", "z"));
  patchChildren(shown, fresh);
  assert.deepEqual(shown.children.map((c) => c.getAttribute("data-key")), ["y", "w", "z"]);
  assert.equal(shown.children[0], y, "the same element, updated in place");
  assert.equal(y.textContent, "Y!");
  assert.equal(y.getAttribute("class"), "hbt-target");
  assert.equal(doc.activeElement, y, "focus stays on the kept element");
});

test("patchChildren matches unkeyed children by tag, in order, and drops the rest", () => {
  const shown = new Element("div");
  const p = new Element("p");
  p.textContent = "old";
  p.setAttribute("title", "gone");
  shown.appendChild(p);
  shown.appendChild(new Element("span"));
  const fresh = new Element("div");
  const p2 = new Element("p");
  p2.textContent = "new";
  fresh.appendChild(p2);
  patchChildren(shown, fresh);
  assert.equal(shown.childNodes.length, 1);
  assert.equal(shown.firstChild, p);
  assert.equal(p.textContent, "new");
  assert.equal(p.getAttribute("title"), null);
});
