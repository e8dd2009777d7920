import test from "node:test";
import assert from "node:assert/strict";
import { installDocument, Element } from "./minidom.mjs";
import { focusKey, keepFocus, usable } from "../../widget_js/focuskeep.js";

const doc = installDocument();

function node(tag, attrs = {}, parent = null) {
  const n = new Element(tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (parent) parent.appendChild(n);
  return n;
}

// A table like the Hustle one: a honeycomb that stays, a panel of buttons drawn anew.
function table() {
  const root = node("div", { class: "hbh-table" });
  const comb = node("svg", { class: "hbh-comb", tabindex: "0" }, root);
  const panel = node("div", { class: "hbh-controls" }, root);
  return { root, comb, panel };
}

function drawPanel(panel, buttons) {
  for (const n of [...panel.childNodes]) n.remove();
  return buttons.map((attrs) => node("button", attrs, panel));
}

const TURNS = [{ class: "hbh-btn hbh-turn-left", "aria-label": "left" },
  { class: "hbh-btn hbh-turn-right", "aria-label": "right" }];

test("the honeycomb keeps the focus through a redraw of the panel", () => {
  const { root, comb, panel } = table();
  drawPanel(panel, TURNS);
  comb.focus();
  const got = keepFocus(root, () => drawPanel(panel, TURNS), () => [panel.children[0]]);
  assert.equal(got, comb);
  assert.equal(doc.activeElement, comb);
});

test("a redrawn button takes the focus back from the one it replaces", () => {
  const { root, panel } = table();
  const [, right] = drawPanel(panel, TURNS);
  right.focus();
  let fresh = null;
  keepFocus(root, () => { fresh = drawPanel(panel, TURNS); }, () => []);
  assert.notEqual(fresh[1], right);
  assert.equal(doc.activeElement, fresh[1]);
  assert.equal(focusKey(fresh[1]), focusKey(right));
  assert.notEqual(focusKey(fresh[0]), focusKey(fresh[1]));
});

test("a button that is gone gives the focus to the view's first usable target", () => {
  const { root, comb, panel } = table();
  const [draw] = drawPanel(panel, [{ class: "hbh-btn hbh-draw hbh-primary" }]);
  draw.focus();
  keepFocus(root, () => drawPanel(panel, TURNS), () => [comb, ...panel.children]);
  assert.equal(doc.activeElement, comb); // where D, R, the arrows and Enter act
});

test("disabled, hidden and inert elements are passed over", () => {
  const { root, comb, panel } = table();
  const [more] = drawPanel(panel, [{ class: "hbh-btn hbh-more", "aria-label": "more honey" }]);
  more.focus();
  let buy = null;
  keepFocus(root, () => {
    const [again, b] = drawPanel(panel, [{ class: "hbh-btn hbh-more", "aria-label":
      "more honey" }, { class: "hbh-btn hbh-buy hbh-primary" }]);
    again.disabled = true;
    buy = b;
  }, () => [...panel.children]);
  assert.equal(doc.activeElement, buy);
  panel.hidden = true;
  assert.equal(usable(root, buy), false);
  keepFocus(root, () => {}, () => [buy, comb]);
  assert.equal(doc.activeElement, comb);
  comb.inert = true;
  assert.equal(usable(root, comb), false);
});

test("focus outside the view is left where it is", () => {
  const { root, panel } = table();
  const outside = node("input", { class: "elsewhere" });
  drawPanel(panel, TURNS);
  outside.focus();
  assert.equal(keepFocus(root, () => drawPanel(panel, TURNS), () => [...panel.children]), null);
  assert.equal(doc.activeElement, outside);
});
