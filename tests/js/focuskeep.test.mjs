import test from "node:test";
import assert from "node:assert/strict";
import { installDocument, Element } from "./minidom.mjs";
import { focusKey, focusNewDecision, keepFocus, mayTakeFocus, newDecisionAfterOthers, usable }
  from "../../widget_js/focuskeep.js";

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

// ------------------------------------------------------------------ a new decision after bots

test("a decision is new after others played, not on opening nor while the learner acts", () => {
  assert.equal(newDecisionAfterOthers(null, { mine: true, ply: 0 }), false); // the page opens
  assert.equal(newDecisionAfterOthers({ mine: false, ply: 11 }, { mine: true, ply: 12 }), true);
  assert.equal(newDecisionAfterOthers({ mine: true, ply: 5 }, { mine: true, ply: 16 }), true);
  assert.equal(newDecisionAfterOthers({ mine: true, ply: 5 }, { mine: true, ply: 6 }), false);
  assert.equal(newDecisionAfterOthers({ mine: true, ply: 6 }, { mine: true, ply: 6 }), false);
  assert.equal(newDecisionAfterOthers({ mine: true, ply: 9 }, { mine: true, ply: 4 }), false);
  assert.equal(newDecisionAfterOthers({ mine: true, ply: 5 }, { mine: false, ply: 6 }), false);
});

test("after the bots the draft's first button takes the focus from the honeycomb", () => {
  const { root, comb, panel } = table();
  comb.focus(); // the last token was placed with Enter on the honeycomb
  const [first] = drawPanel(panel, [{ class: "hbh-btn hbh-draft hbh-primary", "data-act": "a" },
    { class: "hbh-btn hbh-draft hbh-primary", "data-act": "b" }]);
  const got = focusNewDecision(root, [...panel.children, comb], { resting: [comb] });
  assert.equal(got, first);
  assert.equal(doc.activeElement, first);
});

test("the focus lost with the button acted on goes to the new decision", () => {
  const { root, comb, panel } = table();
  const [done] = drawPanel(panel, [{ class: "hbh-btn hbh-done" }]);
  done.focus();
  const [draft] = drawPanel(panel, [{ class: "hbh-btn hbh-draft" }]); // Done is gone
  assert.equal(doc.activeElement, null);
  assert.equal(focusNewDecision(root, [draft, comb], { resting: [done] }), null); // acted outside
  assert.equal(focusNewDecision(root, [draft, comb], { resting: [done], actedInside: true }),
    draft);
});

test("focus the learner moved meanwhile is never taken", () => {
  const { root, comb, panel } = table();
  const log = node("summary", { class: "hbh-log-summary" }, root);
  const [draft] = drawPanel(panel, [{ class: "hbh-btn hbh-draft" }]);
  log.focus(); // reading the log while the bots played
  assert.equal(mayTakeFocus(root, [comb], true), false);
  assert.equal(focusNewDecision(root, [draft], { resting: [comb], actedInside: true }), null);
  assert.equal(doc.activeElement, log);
  const outside = node("input", { class: "another-cell" });
  outside.focus();
  assert.equal(focusNewDecision(root, [draft], { resting: [comb], actedInside: true }), null);
  assert.equal(doc.activeElement, outside);
});

test("a new decision on the honeycomb itself leaves the focus there", () => {
  const { root, comb, panel } = table();
  drawPanel(panel, [{ class: "hbh-btn hbh-draw hbh-primary" }]);
  comb.focus();
  assert.equal(focusNewDecision(root, [comb, ...panel.children], { resting: [comb] }), null);
  assert.equal(doc.activeElement, comb);
});
