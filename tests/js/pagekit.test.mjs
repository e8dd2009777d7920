import test from "node:test";
import assert from "node:assert/strict";
import { clearModelError, errorBlock, offerBlock, offlineModel, reportPly, waiter }
  from "../../widget_js/pagekit.js";
import { Element, installDocument } from "./minidom.mjs";

installDocument();

// A root with attributes, as the tables' roots are.
function fakeRoot() {
  const attrs = new Map();
  return { attrs, setAttribute: (k, v) => attrs.set(k, v), removeAttribute: (k) => attrs.delete(k) };
}

test("the wait for Python's answer: busy from start to stop, silence said once", async () => {
  const root = fakeRoot();
  let silent = 0;
  const wait = waiter(root, () => { silent += 1; }, 20);
  wait.start();
  assert.equal(root.attrs.get("aria-busy"), "true");
  assert.equal(wait.waiting, true);
  wait.stop(); // an answer came
  assert.equal(root.attrs.has("aria-busy"), false);
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(silent, 0);
  wait.start();
  await new Promise((r) => setTimeout(r, 40)); // no answer
  assert.equal(silent, 1);
  assert.equal(root.attrs.has("aria-busy"), false);
  assert.equal(wait.waiting, false);
});

// The parts of an error block: [text, details, summary, pre, button].
function errorParts(box) {
  const [text, details, button] = box.el.children;
  const [summary, pre] = details.children;
  return { text, details, summary, pre, button };
}

test("the error block: the sentence, the details only when there are some, new labels", () => {
  const parent = new Element("div");
  let dismissed = 0;
  const box = errorBlock(parent, "hbh", { details: "Details", dismiss: "Dismiss",
    dismissLabel: "Dismiss the error" }, () => { dismissed += 1; });
  const parts = errorParts(box);
  assert.equal(box.el.hidden, true);
  assert.equal(box.el.getAttribute("class"), "hbk-error hbh-error");
  box.show("no mark meets", "Traceback (most recent call last): ...");
  assert.equal(box.el.hidden, false);
  assert.equal(parts.text.textContent, "⚠ no mark meets");
  assert.equal(parts.details.hidden, false);
  assert.equal(parts.pre.textContent, "Traceback (most recent call last): ...");
  box.show("a refused move");
  assert.equal(parts.details.hidden, true); // no details for a plain refusal
  box.label({ details: "Részletek", dismiss: "Bezárás", dismissLabel: "A hibaüzenet bezárása" });
  assert.equal(parts.summary.textContent, "Részletek");
  assert.equal(parts.button.textContent, "Bezárás");
  assert.equal(parts.button.getAttribute("aria-label"), "A hibaüzenet bezárása");
  parts.button.dispatch("click");
  assert.equal(dismissed, 1);
  box.show("");
  assert.equal(box.el.hidden, true);
});

test("clearModelError clears the error and its details on the model, once", () => {
  let saved = 0;
  const model = offlineModel({ _error: "bad", _error_detail: "trace" });
  model.save_changes = () => { saved += 1; };
  clearModelError(model);
  assert.deepEqual([model.get("_error"), model.get("_error_detail"), saved], ["", "", 1]);
  clearModelError(model); // nothing to clear: nothing sent
  assert.equal(saved, 1);
});

test("the offer to continue a saved game: on the table, two buttons, nothing else usable", () => {
  const root = new Element("div");
  const board = new Element("div");
  root.appendChild(board);
  const model = offlineModel({ _offer: {} });
  const sent = [];
  let answered = 0;
  const offer = offerBlock(root, model, (msg) => sent.push(msg), new AbortController().signal,
    () => { answered += 1; });
  assert.equal(root.children[0], offer.el); // first on the table
  assert.equal(offer.el.hidden, true);
  assert.equal(Boolean(board.inert), false);
  model.set("_offer", { text: "Continue your game from today at 14:05 (turn 3)?",
    yes: "Continue", no: "New game" });
  const [text, row] = offer.el.children;
  const [yes, no] = row.children;
  assert.equal(offer.el.hidden, false);
  assert.equal(answered, 1);
  assert.equal(text.textContent, "Continue your game from today at 14:05 (turn 3)?");
  assert.equal(yes.textContent, "Continue");
  assert.equal(no.textContent, "New game");
  assert.equal(document.activeElement, yes);
  assert.equal(board.inert, true); // the table behind takes no input
  assert.equal(root.classList.contains("hbk-offering"), true);
  yes.dispatch("click");
  no.dispatch("click");
  assert.deepEqual(sent, [{ kind: "resume", continue: true }, { kind: "resume", continue: false }]);
  model.set("_offer", {});
  assert.equal(offer.el.hidden, true);
  assert.equal(board.inert, false);
  assert.equal(root.classList.contains("hbk-offering"), false);
  assert.equal(answered, 2);
});

test("reportPly sends nothing where the host does not ask for it (all but marimo)", () => {
  const model = offlineModel({ ply: 0, _page_ply: -1, _report_ply: false });
  let saves = 0;
  model.save_changes = () => { saves += 1; };
  reportPly(model);
  model.set("ply", 3);
  assert.equal(model.get("_page_ply"), -1);
  assert.equal(saves, 0);
});

test("reportPly reports each new ply Python sets as the page's own, once, until stopped", () => {
  const model = offlineModel({ ply: 0, _page_ply: -1, _report_ply: true });
  let saves = 0;
  model.save_changes = () => { saves += 1; };
  const stop = reportPly(model);
  model.set("ply", 3); // Python's new position
  assert.equal(model.get("_page_ply"), 3);
  assert.equal(saves, 1);
  model.set("ply", 3); // the same position again: nothing to report
  assert.equal(saves, 1);
  stop();
  model.set("ply", 4);
  assert.equal(model.get("_page_ply"), 3);
  assert.equal(saves, 1);
});
